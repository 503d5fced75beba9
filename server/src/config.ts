import net from 'node:net';
import path from 'node:path';
import { APPROVAL_LINK_DEFAULT_DAYS, DEFAULT_API_BASE, DEFAULT_ASSETS_BASE, REMOTES, RENDER_MAX_BYTES, defaultManifestUrl, type RemoteName } from '@muestrario/shared/domain';
import { isPostgresUrl } from './db/connect';
import type { S3Settings } from './storage/s3';
import { parseFiscalConfig, type FiscalConfig } from './modules/fiscal/config';

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
  /** Uploaded files on local disk (the default driver). */
  filesDir: string;
  /** Uploaded files in an S3-compatible bucket instead (S3_BUCKET set), shared by several processes. */
  s3: S3Settings | undefined;
  seedDemo: boolean;
  /**
   * Passed to Fastify's `trustProxy`: false, a hop count (`true` means 1) or a list of proxy
   * addresses/CIDRs. Never plain `true`, which would take the client's own first X-Forwarded-For entry.
   */
  trustProxy: false | number | string[];
  /**
   * Origins (`https://muestras.example.com`) from which browsers may send writes besides the server's own
   * (the origin of the Host it was addressed at): the pages' origins when a proxy in front rewrites Host
   * without X-Forwarded-Host, or the development servers.
   */
  allowedOrigins: string[];
  timeouts: ServerTimeouts;
  /** Folder that holds host/dist and remote-* /dist. */
  webRoot: string;
  urls: RuntimeUrls;
  logLevel: string;
  /** Largest render upload in bytes (RENDER_MAX_BYTES, default 50 MB); enforced while streaming. */
  renderMaxBytes: number;
  /** Sweep of stored files no row names (plugins/file-sweep.ts). */
  fileSweep: { graceMs: number; intervalMs: number };
  /** Days a customer approval link lasts (APPROVAL_LINK_DAYS, default 7). */
  approvalLinkDays: number;
  /** smtp:// or smtps:// URL (SMTP_URL) through which approval links are e-mailed; without it the option is hidden. */
  smtpUrl: string | undefined;
  /** Sender of those e-mails (SMTP_FROM, default the SMTP user or muestrario@localhost). */
  smtpFrom: string | undefined;
  /**
   * The address people open the app at (PUBLIC_URL, an origin such as https://muestras.example.com): the
   * links the server writes into e-mails and printed QR codes. Without it, the origin of the request
   * (behind TRUST_PROXY, the one the proxies report).
   */
  publicOrigin: string | undefined;
  /** The key that seals the CSD's private key and the PAC (MUESTRARIO_SECRET_KEY, PAC_*; modules/fiscal/config.ts). */
  fiscal: FiscalConfig;
}

/** A file without a row is kept an hour (an upload may still be recording it); sweeps run hourly. */
export const DEFAULT_FILE_SWEEP = { graceMs: 3_600_000, intervalMs: 3_600_000 };

/** Slow-client limits (ms), each documented in the README's environment table. */
export interface ServerTimeouts {
  /** Whole request (headers and body) must arrive within this. */
  requestMs: number;
  /** Headers must arrive within this (Node: at most requestMs). */
  headersMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /** A socket with no activity at all is closed after this. */
  connectionMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = { requestMs: 120_000, headersMs: 10_000, keepAliveMs: 5_000, connectionMs: 60_000 };

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

/** A proxy address or network as proxy-addr takes it: an IP, an IP/prefix, or a named range. */
function isProxyEntry(entry: string): boolean {
  if (/^(loopback|linklocal|uniquelocal)$/i.test(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = net.isIP(address);
  if (!version || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** `false`, a hop count (`true` = 1 proxy) or a comma-separated list of proxy addresses/CIDRs. */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || /^(false|0)$/i.test(value)) return false;
  if (/^true$/i.test(value)) return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  if (entries.length && entries.every(isProxyEntry)) return entries;
  throw new ConfigError(
    `TRUST_PROXY debe ser false, el número de proxies delante del servidor (p. ej. 1) o una lista de sus direcciones (p. ej. 10.0.0.1,10.0.0.0/8) (recibido: "${value}").`,
  );
}

/** `http(s)://host[:port]` (a trailing `/` allowed) as its normalised origin, or undefined. */
function asOrigin(entry: string): string | undefined {
  try {
    const url = new URL(entry);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return bare && /^https?:$/.test(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** A comma-separated list of origins (ALLOWED_ORIGINS). */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  return entries.map((entry) => {
    const origin = asOrigin(entry);
    if (origin) return origin;
    throw new ConfigError(
      `ALLOWED_ORIGINS debe ser una lista de orígenes separados por comas, como https://muestras.example.com o http://localhost:3000 (recibido: "${entry}").`,
    );
  });
}

function parseMs(name: string, raw: string | undefined, fallback: number, min = 1): number {
  if (raw === undefined || raw === '') return fallback;
  const ms = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(ms) || ms < min) {
    throw new ConfigError(`${name} debe ser un número de milisegundos ${min === 0 ? 'mayor o igual que 0' : 'mayor que 0'} (recibido: "${raw}").`);
  }
  return ms;
}

function parseTimeouts(env: NodeJS.ProcessEnv): ServerTimeouts {
  const timeouts: ServerTimeouts = {
    requestMs: parseMs('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, DEFAULT_TIMEOUTS.requestMs),
    headersMs: parseMs('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, DEFAULT_TIMEOUTS.headersMs),
    keepAliveMs: parseMs('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, DEFAULT_TIMEOUTS.keepAliveMs),
    connectionMs: parseMs('CONNECTION_TIMEOUT_MS', env.CONNECTION_TIMEOUT_MS, DEFAULT_TIMEOUTS.connectionMs),
  };
  if (timeouts.headersMs > timeouts.requestMs) throw new ConfigError('HEADERS_TIMEOUT_MS no puede ser mayor que REQUEST_TIMEOUT_MS.');
  return timeouts;
}

function parseByteLimit(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < 1) {
    throw new ConfigError(`${name} debe ser un número entero de bytes mayor que 0 (recibido: "${raw}").`);
  }
  return value;
}

/** The S3 driver's settings when S3_BUCKET is set; the other S3_* variables alone are a mistake. */
export function parseS3(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  const others = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'].filter((name) => env[name]);
  if (!bucket) {
    if (others.length) throw new ConfigError(`${others.join(', ')} sin S3_BUCKET: indique el bucket o quite esas variables (sin S3_BUCKET los archivos se guardan en DATA_DIR/files).`);
    return undefined;
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint)) {
    throw new ConfigError(`S3_ENDPOINT debe ser una URL http:// o https:// (recibido: "${endpoint}").`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas: indique las dos o ninguna.');
  }
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // An S3-compatible server (S3_ENDPOINT) usually wants the bucket in the path.
    forcePathStyle: parseBool('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
  };
}

function parseDays(raw: string | undefined): number {
  if (raw === undefined || raw === '') return APPROVAL_LINK_DEFAULT_DAYS;
  const days = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || days < 1 || days > 365) {
    throw new ConfigError(`APPROVAL_LINK_DAYS debe ser un número entero de días entre 1 y 365 (recibido: "${raw}").`);
  }
  return days;
}

function parseSmtpUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (!/^smtps?:\/\/[^/\s]+/.test(value)) throw new ConfigError('SMTP_URL debe ser una URL smtp:// o smtps:// (p. ej. smtps://usuario:clave@smtp.example.com:465).');
  return value;
}

function parsePublicUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
    throw new ConfigError(`PUBLIC_URL debe ser la dirección con la que se abre la aplicación, sin ruta (p. ej. https://muestras.example.com) (recibido: "${value}").`);
  }
  return url.origin;
}

/** The fiscal area's settings; its refusals worded as ConfigError. */
function parseFiscal(env: NodeJS.ProcessEnv, dataDir: string): FiscalConfig {
  try {
    return parseFiscalConfig(env, dataDir);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
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
    s3: parseS3(env),
    seedDemo: parseBool('SEED_DEMO', env.SEED_DEMO, true),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    timeouts: parseTimeouts(env),
    webRoot: path.resolve(env.WEB_ROOT || REPO_ROOT),
    urls: {
      apiBase: env.API_BASE || DEFAULT_API_BASE,
      assetsBase: env.ASSETS_BASE || DEFAULT_ASSETS_BASE,
      remotes: Object.fromEntries(REMOTES.map((r) => [r.name, env[r.manifestEnv] || defaultManifestUrl(r)])) as Record<RemoteName, string>,
    },
    logLevel,
    renderMaxBytes: parseByteLimit('RENDER_MAX_BYTES', env.RENDER_MAX_BYTES, RENDER_MAX_BYTES),
    fileSweep: {
      graceMs: parseMs('FILE_SWEEP_GRACE_MS', env.FILE_SWEEP_GRACE_MS, DEFAULT_FILE_SWEEP.graceMs, 0),
      intervalMs: parseMs('FILE_SWEEP_INTERVAL_MS', env.FILE_SWEEP_INTERVAL_MS, DEFAULT_FILE_SWEEP.intervalMs),
    },
    approvalLinkDays: parseDays(env.APPROVAL_LINK_DAYS),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    smtpFrom: env.SMTP_FROM?.trim() || undefined,
    publicOrigin: parsePublicUrl(env.PUBLIC_URL),
    fiscal: parseFiscal(env, dataDir),
  };
}
