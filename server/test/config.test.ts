import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config';

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
  ])('rejects %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
