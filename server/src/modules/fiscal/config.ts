import path from 'node:path';

/*
 * The fiscal area's configuration (README, 'Configuration'; docs/decisions/fiscal.md): the key that
 * encrypts the CSD's private key at rest and the PAC stamping goes through. Read once with the rest of the
 * environment (server/src/config.ts); refusals are plain Errors that config.ts words as ConfigError.
 */

export type PacProvider = 'sandbox' | 'sw';

export interface PacSettings {
  provider: PacProvider;
  /** SW sapien's services URL (PAC_URL), e.g. https://services.test.sw.com.mx. */
  url: string | undefined;
  user: string | undefined;
  password: string | undefined;
  /** A long-lived token instead of user and password (PAC_TOKEN). */
  token: string | undefined;
  /** How long a PAC call may take (PAC_TIMEOUT_MS, default 30 s). */
  timeoutMs: number;
}

export interface FiscalConfig {
  /** MUESTRARIO_SECRET_KEY decoded (32 bytes), or undefined: then the key file below is used (made once). */
  secretKey: Buffer | undefined;
  /** Where the generated key lives without MUESTRARIO_SECRET_KEY: DATA_DIR/secret/muestrario-secret.key (mode 0600). */
  secretKeyFile: string;
  /** The sandbox PAC's own test certificate and key: DATA_DIR/secret/pac-sandbox/. */
  sandboxDir: string;
  pac: PacSettings;
}

export const DEFAULT_PAC_TIMEOUT_MS = 30_000;

/** 64 hexadecimal digits or the base64 of 32 bytes. */
export function parseSecretKey(raw: string | undefined): Buffer | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  const decoded = /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64') : undefined;
  if (decoded?.length === 32) return decoded;
  throw new Error('MUESTRARIO_SECRET_KEY debe ser una clave de 32 bytes: 64 dígitos hexadecimales o su base64 (p. ej. la salida de «openssl rand -hex 32»).');
}

function parsePac(env: NodeJS.ProcessEnv): PacSettings {
  const provider = (env.PAC_PROVIDER?.trim() || 'sandbox').toLowerCase();
  if (provider !== 'sandbox' && provider !== 'sw') throw new Error(`PAC_PROVIDER debe ser sandbox o sw (recibido: "${env.PAC_PROVIDER}").`);
  const url = env.PAC_URL?.trim() || undefined;
  if (url && !/^https?:\/\/[^/\s]+/.test(url)) throw new Error(`PAC_URL debe ser una URL http:// o https:// (recibido: "${url}").`);
  const timeoutRaw = env.PAC_TIMEOUT_MS?.trim();
  const timeoutMs = timeoutRaw ? Number(timeoutRaw) : DEFAULT_PAC_TIMEOUT_MS;
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs < 1) throw new Error(`PAC_TIMEOUT_MS debe ser un número de milisegundos mayor que 0 (recibido: "${timeoutRaw}").`);
  const settings: PacSettings = {
    provider,
    url,
    user: env.PAC_USER?.trim() || undefined,
    password: env.PAC_PASSWORD || undefined,
    token: env.PAC_TOKEN?.trim() || undefined,
    timeoutMs,
  };
  if (provider === 'sw') {
    if (!settings.url) throw new Error('PAC_PROVIDER=sw necesita PAC_URL (p. ej. https://services.test.sw.com.mx).');
    if (!settings.token && !(settings.user && settings.password)) throw new Error('PAC_PROVIDER=sw necesita PAC_TOKEN, o PAC_USER y PAC_PASSWORD.');
  }
  return settings;
}

/** The fiscal settings of the environment; `dataDir` is DATA_DIR. */
export function parseFiscalConfig(env: NodeJS.ProcessEnv, dataDir: string): FiscalConfig {
  return {
    secretKey: parseSecretKey(env.MUESTRARIO_SECRET_KEY),
    secretKeyFile: path.join(dataDir, 'secret', 'muestrario-secret.key'),
    sandboxDir: path.join(dataDir, 'secret', 'pac-sandbox'),
    pac: parsePac(env),
  };
}
