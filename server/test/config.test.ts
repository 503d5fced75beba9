import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, DEFAULT_TIMEOUTS, loadConfig, parseTrustProxy, REPO_ROOT } from '../src/config';

describe('loadConfig', () => {
  it('has working defaults: port 8080, SQLite in <repo>/data, demo data on', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(c.sqliteFile).toBe(path.join(REPO_ROOT, 'data', 'muestrario.db'));
    expect(c.filesDir).toBe(path.join(REPO_ROOT, 'data', 'files'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.trustProxy).toBe(false);
    expect(c.webRoot).toBe(REPO_ROOT);
    expect(fs.existsSync(path.join(REPO_ROOT, 'server', 'package.json'))).toBe(true);
  });

  it('reads PORT, DATA_DIR, DATABASE_URL, SEED_DEMO and TRUST_PROXY', () => {
    const c = loadConfig({ PORT: '8090', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'false', TRUST_PROXY: '1' });
    expect(c).toMatchObject({ port: 8090, dataDir: '/tmp/x', databaseUrl: 'postgres://u@h/db', seedDemo: false, trustProxy: 1 });
  });

  it('limits render uploads to 50 MiB unless RENDER_MAX_BYTES says otherwise', () => {
    expect(loadConfig({}).renderMaxBytes).toBe(50 * 1024 * 1024);
    expect(loadConfig({ RENDER_MAX_BYTES: '1000' }).renderMaxBytes).toBe(1000);
  });

  it.each([
    [{ PORT: 'ochenta' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ SEED_DEMO: 'quizá' }, /SEED_DEMO/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ RENDER_MAX_BYTES: '0' }, /RENDER_MAX_BYTES/],
    [{ RENDER_MAX_BYTES: '50MB' }, /RENDER_MAX_BYTES/],
    [{ RENDER_MAX_BYTES: '-5' }, /RENDER_MAX_BYTES/],
    [{ TRUST_PROXY: 'yes please' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.1,evil.example.com' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '999.1.1.1' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ ALLOWED_ORIGINS: 'localhost:3000' }, /ALLOWED_ORIGINS/],
    [{ ALLOWED_ORIGINS: 'http://localhost:3000/app' }, /ALLOWED_ORIGINS/],
    [{ ALLOWED_ORIGINS: 'ftp://example.com' }, /ALLOWED_ORIGINS/],
    [{ ALLOWED_ORIGINS: 'https://example.com,*' }, /ALLOWED_ORIGINS/],
    [{ REQUEST_TIMEOUT_MS: '0' }, /REQUEST_TIMEOUT_MS/],
    [{ HEADERS_TIMEOUT_MS: '1e3' }, /HEADERS_TIMEOUT_MS/],
    [{ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' }, /HEADERS_TIMEOUT_MS/],
  ])('rejects %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads TRUST_PROXY as false, a hop count (true = 1) or a list of proxy addresses, never plain true', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,loopback')).toEqual(['10.0.0.1', '10.1.0.0/16', 'loopback']);
    expect(parseTrustProxy('::1')).toEqual(['::1']);
  });

  it('reads ALLOWED_ORIGINS as a list of normalised origins (none by default)', () => {
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(loadConfig({ ALLOWED_ORIGINS: ' http://LocalHost:3000, https://muestras.example.com/ ,https://a.example:443' }).allowedOrigins).toEqual([
      'http://localhost:3000',
      'https://muestras.example.com',
      'https://a.example',
    ]);
  });

  it('has documented timeouts and reads them from the environment', () => {
    expect(loadConfig({}).timeouts).toEqual({ requestMs: 120_000, headersMs: 10_000, keepAliveMs: 5_000, connectionMs: 60_000 });
    expect(DEFAULT_TIMEOUTS.headersMs).toBeLessThanOrEqual(DEFAULT_TIMEOUTS.requestMs);
    const c = loadConfig({ REQUEST_TIMEOUT_MS: '3000', HEADERS_TIMEOUT_MS: '2000', KEEP_ALIVE_TIMEOUT_MS: '1000', CONNECTION_TIMEOUT_MS: '4000' });
    expect(c.timeouts).toEqual({ requestMs: 3000, headersMs: 2000, keepAliveMs: 1000, connectionMs: 4000 });
  });

  it('reads APPROVAL_LINK_DAYS (7 by default) and SMTP_URL (none by default)', () => {
    expect(loadConfig({})).toMatchObject({ approvalLinkDays: 7, smtpUrl: undefined });
    expect(loadConfig({ APPROVAL_LINK_DAYS: '14', SMTP_URL: 'smtps://ventas:clave@smtp.example.com:465' })).toMatchObject({
      approvalLinkDays: 14,
      smtpUrl: 'smtps://ventas:clave@smtp.example.com:465',
    });
    for (const days of ['0', '366', '7.5', 'siete']) expect(() => loadConfig({ APPROVAL_LINK_DAYS: days })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow('SMTP_URL debe ser una URL smtp:// o smtps://');
  });

  it('reads PUBLIC_URL as an origin (none by default) and refuses anything more or else', () => {
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://Muestras.Example.com/' }).publicOrigin).toBe('https://muestras.example.com');
    expect(loadConfig({ PUBLIC_URL: ' http://10.0.0.5:8080 ' }).publicOrigin).toBe('http://10.0.0.5:8080');
    for (const bad of ['muestras.example.com', 'ftp://muestras.example.com', 'https://muestras.example.com/app', 'https://u:p@muestras.example.com', 'https://muestras.example.com/?a=1', 'https://']) {
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow('PUBLIC_URL debe ser la dirección con la que se abre la aplicación');
    }
  });
});
