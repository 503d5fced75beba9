import './esm-shims';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { NewStaffUser } from '../../src/modules/auth/users-repository';
import { TestClock } from './clock';
import { provisionDatabase, type DatabaseKind } from './databases';
import { fixtureData } from './fixture-data';

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Builds another app on the same database and data dir (e.g. a restart). */
  rebuild(extra?: Partial<BuildAppOptions>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

interface TestAppOptions extends Partial<Omit<BuildAppOptions, 'config'>> {
  env?: Record<string, string>;
  /**
   * Runs before the app is built, with the fresh folders. By default the web root is `<dataDir>/web`;
   * `repoLayout` uses the real default layout instead: web root = a temp "repo", data dir = `<webRoot>/data`.
   */
  prepare?: (dirs: { dataDir: string; webRoot: string }) => void;
  repoLayout?: boolean;
}

/** A fresh app on a fresh database (SQLite file in a temp dir, or a new PostgreSQL database). */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muestrario-test-'));
  const { env, prepare, repoLayout, ...rest } = options;
  const dataDir = repoLayout ? path.join(tempDir, 'data') : tempDir;
  const webRoot = repoLayout ? tempDir : path.join(tempDir, 'web');
  fs.mkdirSync(dataDir, { recursive: true });
  const provisioned = await provisionDatabase(kind);
  const clock = new TestClock();
  prepare?.({ dataDir, webRoot });
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_ROOT: webRoot,
    ...(provisioned.databaseUrl ? { DATABASE_URL: provisioned.databaseUrl } : {}),
    ...env,
  });
  const apps: FastifyInstance[] = [];
  const build = async (extra: Partial<BuildAppOptions> = {}) => {
    const app = await buildApp({ config, now: clock.now, garmentSvg: fixtureData.garmentSvg, ...rest, ...extra });
    apps.push(app);
    await app.ready();
    return app;
  };
  const app = await build();
  return {
    app,
    clock,
    dataDir,
    databaseUrl: provisioned.databaseUrl,
    rebuild: build,
    async close() {
      for (const a of apps) await a.close();
      await provisioned.drop();
      fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

export const STAFF: NewStaffUser = { username: 'vendedora', password: 'secreto-123', firstName: 'Ana', lastName: 'Ruiz', role: 'seller' };

export async function addUser(app: FastifyInstance, user: NewStaffUser = STAFF) {
  return app.users.create(user, new Date());
}

/** `name=value` of the session cookie set by a response, or undefined. */
function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === 'muestrario_sid');
  return cookie && cookie.value ? `${cookie.name}=${cookie.value}` : undefined;
}

export async function login(app: FastifyInstance, username = STAFF.username, password = STAFF.password, extra: Partial<InjectOptions> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, ...extra });
  return { res, cookie: sessionCookieOf(res) };
}

export async function loginCookie(app: FastifyInstance, username = STAFF.username, password = STAFF.password): Promise<string> {
  const { res, cookie } = await login(app, username, password);
  if (res.statusCode !== 200 || !cookie) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return cookie;
}
