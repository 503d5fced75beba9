import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createBackup } from '../../src/backup/backup';
import { readManifest } from '../../src/backup/manifest';
import { restoreBackup } from '../../src/backup/restore';
import { loadConfig, REPO_ROOT } from '../../src/config';
import { seedIfEmpty } from '../../src/db/seed';
import { referencedKeys } from '../../src/storage/sweep';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { buildUser, signInDemo } from '../helpers/builders';
import { injectAs } from '../helpers/request';
import { provisionDatabase, testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';
import { multipartBody } from '../helpers/multipart-files';
import { PNG_1X1 } from '../helpers/render-files';
import { provisionStorage, testStorages, type ProvisionedStorage } from '../helpers/storages';

// A database, a bucket and an app on each side, pg_dump and psql: slower than the default 5 s.
jest.setTimeout(120_000);

const hasPostgresTools = ['pg_dump', 'psql'].every((tool) => spawnSync(tool, ['--version']).status === 0);
const cases = testDatabases
  .filter((db) => db === 'sqlite' || hasPostgresTools)
  .flatMap((db) => testStorages.map((storage) => [db, storage] as const));

const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** What a signed-in user sees: the samples list, one sample's detail, and the bytes of its files. */
async function snapshot(app: FastifyInstance, cookie: string, sampleId: number, keys: string[]) {
  const { get } = injectAs(app, cookie);
  const list = await get('/api/dashboard/samples');
  const detail = await get(`/api/business/samples/${sampleId}`);
  const files: Record<string, string> = {};
  for (const key of keys) {
    const res = await get(`/api/files/${key}`);
    files[key] = `${res.statusCode} ${res.headers['content-type']} ${res.rawPayload.toString('base64')}`;
  }
  return { list: [list.statusCode, list.json()], detail: [detail.statusCode, detail.json()], files };
}

describe.each(cases)('Backup and restore (%s, %s storage)', (dbKind, storageKind) => {
  let source: TestApp;
  let sourceBucket: ProvisionedStorage;
  let cookie: string;
  let sampleId: number;
  let keys: string[];
  const cleanups: (() => Promise<void> | void)[] = [];
  const sourceConfig = () => loadConfig({ DATA_DIR: source.dataDir, ...(source.databaseUrl ? { DATABASE_URL: source.databaseUrl } : {}), ...sourceBucket.env });

  /** An empty DATA_DIR, database and bucket to restore into. */
  async function emptyTarget() {
    const dataDir = tempDir('muestrario-restore-');
    const database = await provisionDatabase(dbKind);
    const bucket = await provisionStorage(storageKind);
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }), database.drop, bucket.drop);
    const env = { DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'web'), ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}), ...bucket.env };
    return { env, config: loadConfig(env) };
  }

  beforeAll(async () => {
    sourceBucket = await provisionStorage(storageKind);
    source = await createTestApp(dbKind, { env: sourceBucket.env });
    await seedIfEmpty(source.app.db, source.app.storage, fixtureData, source.clock.now());
    cookie = await loginCookie(source.app, 'demo', 'demo1234');
    sampleId = (await source.app.db.selectFrom('samples').select('id').where('sample_name', '=', 'Gorras evento').executeTakeFirstOrThrow()).id;
    await source.app.db.updateTable('samples').set({ stage: 2 }).where('id', '=', sampleId).execute();
    const designer = (await buildUser(source.app, { role: 'designer' })).as;
    const res = await designer.upload(`/api/business/samples/${sampleId}/render-file`, multipartBody([{ filename: 'render.png', content: PNG_1X1, contentType: 'image/png' }]));
    expect(res.statusCode).toBe(200);
    // Every stored file some row names: the render just uploaded, the seeded logos, garment pictures…
    keys = [...(await referencedKeys(source.app.db))].sort();
    expect(keys).toContain(res.json<{ filename: string }>().filename);
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await source.close();
    await sourceBucket.drop();
  });

  it('copies while the server runs, and the restored app serves the same samples and files', async () => {
    const before = await snapshot(source.app, cookie, sampleId, keys);
    expect(Object.values(before.files).every((f) => f.startsWith('200 '))).toBe(true);
    // A file no row names (an upload in flight) stays out of the copy.
    const { key: orphan } = await source.app.storage.put(fs.createReadStream(__filename), 'png');

    const folder = tempDir('muestrario-backup-');
    cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
    const manifest = await createBackup(sourceConfig(), folder);
    expect(manifest.database).toBe(dbKind);
    expect(manifest.files.map((f) => f.key).sort()).toEqual([...keys].sort());
    expect(fs.readdirSync(path.join(folder, 'files')).sort()).toEqual([...keys].sort());
    expect(fs.readdirSync(folder).sort()).toEqual(['files', dbKind === 'sqlite' ? 'muestrario.db' : 'database.sql', 'manifest.json'].sort());
    expect(manifest.files.some((f) => f.key === orphan)).toBe(false);

    const target = await emptyTarget();
    await restoreBackup(target.config, folder);
    const restored = await buildApp({ config: target.config, now: source.clock.now, garmentSvg: fixtureData.garmentSvg });
    cleanups.push(() => restored.close());
    await restored.ready();
    // The session lives in the database: the same cookie works on the restored copy.
    expect(await snapshot(restored, cookie, sampleId, keys)).toEqual(before);
    expect(await snapshot(restored, await loginCookie(restored, 'demo', 'demo1234'), sampleId, keys)).toEqual(before);
  });

  it('refuses a target database that has data (unless --force), a used folder and the other kind of database', async () => {
    const folder = tempDir('muestrario-backup-');
    cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
    await createBackup(sourceConfig(), folder);
    await expect(createBackup(sourceConfig(), folder)).rejects.toThrow(/no está vacía/);
    await expect(restoreBackup(sourceConfig(), folder)).rejects.toThrow(/ya tiene datos.*--force/);

    const target = await emptyTarget();
    const otherKind = loadConfig(dbKind === 'sqlite' ? { ...target.env, DATABASE_URL: 'postgres://nadie@127.0.0.1:1/x' } : { ...target.env, DATABASE_URL: '' });
    await expect(restoreBackup(otherKind, folder)).rejects.toThrow(dbKind === 'sqlite' ? /La copia es de SQLite/ : /La copia es de PostgreSQL/);

    // --force replaces the data of the target: a restore over a restore gives the same.
    await restoreBackup(target.config, folder);
    await restoreBackup(target.config, folder, { force: true });
    const restored = await buildApp({ config: target.config, now: source.clock.now, garmentSvg: fixtureData.garmentSvg });
    cleanups.push(() => restored.close());
    await restored.ready();
    expect((await snapshot(restored, cookie, sampleId, keys)).files).toEqual((await snapshot(source.app, cookie, sampleId, keys)).files);
  });

  it('refuses an unfinished or damaged copy', async () => {
    const folder = tempDir('muestrario-backup-');
    cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
    await createBackup(sourceConfig(), folder);
    const { files } = readManifest(folder);
    fs.rmSync(path.join(folder, 'files', files[0]!.key));
    const target = await emptyTarget();
    await expect(restoreBackup(target.config, folder)).rejects.toThrow(/La copia está incompleta/);
    fs.rmSync(path.join(folder, 'manifest.json'));
    await expect(restoreBackup(target.config, folder)).rejects.toThrow(/no es una copia de seguridad completa/);
  });
});

/** `npm run …` in the repository, with only Node and npm on PATH's side (pnpm is not needed). */
function npmRun(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: '', ...env } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run backup / npm run restore', () => {
  let source: TestApp;
  beforeAll(async () => {
    source = await createTestApp('sqlite');
    await seedIfEmpty(source.app.db, source.app.storage, fixtureData, source.clock.now());
  });
  afterAll(() => source.close());

  it('copies a running SQLite data folder and restores it into an empty DATA_DIR', async () => {
    const folder = path.join(tempDir('muestrario-backup-'), 'copia');
    const target = tempDir('muestrario-restore-');
    try {
      const backup = await npmRun(['backup', '--', folder], { DATA_DIR: source.dataDir });
      expect(backup).toMatchObject({ code: 0, output: expect.stringContaining(`Copia de seguridad en ${folder}`) });
      const restore = await npmRun(['restore', '--', folder], { DATA_DIR: target });
      expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('restaurada') });
      const again = await npmRun(['restore', '--', folder], { DATA_DIR: target });
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/ya tiene datos/);

      const restored = await buildApp({ config: loadConfig({ DATA_DIR: target, WEB_ROOT: path.join(target, 'web') }), now: source.clock.now, garmentSvg: fixtureData.garmentSvg });
      try {
        const before = await (await signInDemo(source.app)).as.get('/api/dashboard/samples');
        const after = await (await signInDemo(restored)).as.get('/api/dashboard/samples');
        expect(after.json()).toEqual(before.json());
        const logos = await restored.db.selectFrom('logos').select('file_key').execute();
        expect(logos.length).toBeGreaterThan(0);
        for (const { file_key: key } of logos) {
          expect(fs.readFileSync(path.join(target, 'files', key)).equals(fs.readFileSync(path.join(source.dataDir, 'files', key)))).toBe(true);
        }
      } finally {
        await restored.close();
      }
    } finally {
      fs.rmSync(path.dirname(folder), { recursive: true, force: true });
      fs.rmSync(target, { recursive: true, force: true });
    }
  });
});
