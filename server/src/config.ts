import path from 'node:path';
import { DEFAULT_API_BASE, DEFAULT_ASSETS_BASE, REMOTES, defaultManifestUrl, type RemoteName } from '@muestrario/shared/domain';
import { isPostgresUrl } from './db/connect';

/** Repository root (server/src → ../..). */
export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface RuntimeUrls {
  apiBase: string;
  assetsBase: string;
  /** Each remote's manifest URL: its env variable (apps registry) or the server's own copy. */
  remotes: Record<RemoteName, string>;
}

export interface AppConfig {
  port: number;
  host: string;
  /** Folder for the SQLite file and uploaded files. */
  dataDir: string;
  /** Set to a postgres:// URL to use PostgreSQL instead of SQLite. */
  databaseUrl: string | undefined;
  sqliteFile: string;
  filesDir: string;
  seedDemo: boolean;
  /** Passed to Fastify's `trustProxy` (true, false, a hop count or a list of addresses). */
  trustProxy: boolean | number | string;
  /** Folder that holds host/dist and remote-* /dist. */
  webRoot: string;
  urls: RuntimeUrls;
  logLevel: string;
}

export class ConfigError extends Error {}

function parseBool(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} debe ser true o false (recibido: "${raw}").`);
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT debe ser un número entre 0 y 65535 (recibido: "${raw}").`);
  }
  return port;
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '') return false;
  if (/^(true|false)$/i.test(raw)) return raw.toLowerCase() === 'true';
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/** Reads and validates the environment. Throws ConfigError with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'data'));
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !isPostgresUrl(databaseUrl)) {
    throw new ConfigError('DATABASE_URL debe empezar con postgres:// o postgresql:// (sin ella se usa SQLite).');
  }
  const logLevel = env.LOG_LEVEL || 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL no válido: "${logLevel}".`);
  }
  return {
    port: parsePort(env.PORT),
    host: env.HOST || 'localhost',
    dataDir,
    databaseUrl,
    sqliteFile: path.join(dataDir, 'muestrario.db'),
    filesDir: path.join(dataDir, 'files'),
    seedDemo: parseBool('SEED_DEMO', env.SEED_DEMO, true),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webRoot: path.resolve(env.WEB_ROOT || REPO_ROOT),
    urls: {
      apiBase: env.API_BASE || DEFAULT_API_BASE,
      assetsBase: env.ASSETS_BASE || DEFAULT_ASSETS_BASE,
      remotes: Object.fromEntries(REMOTES.map((r) => [r.name, env[r.manifestEnv] || defaultManifestUrl(r)])) as Record<RemoteName, string>,
    },
    logLevel,
  };
}
