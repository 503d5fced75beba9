import fs from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { RuntimeConfig } from '@muestrario/shared/contract';
import { FAVICON_FILE } from '@muestrario/shared/domain';
import { createTestApp, type TestApp } from '../helpers/app';

function writeFile(root: string, rel: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), content);
}

const STORED_KEY = `${'b'.repeat(32)}.svg`;
const STORED_SECRET = 'stored-upload-that-must-not-leak';

describe('front end on one origin (no database specifics: SQLite only)', () => {
  let t: TestApp;
  let app: TestApp['app'];
  let webRoot: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      // The real default layout: the web root is the repository and the data folder is inside it.
      repoLayout: true,
      prepare: (dirs) => {
        const web = dirs.webRoot;
        webRoot = dirs.webRoot;
        writeFile(dirs.dataDir, `files/${STORED_KEY}`, STORED_SECRET);
        writeFile(web, 'host/dist/index.html', '<!doctype html><title>Muestrario</title>');
        writeFile(web, 'host/dist/main.3f9a1c2b7d.js', 'console.log(1)');
        writeFile(web, `host/dist/${FAVICON_FILE}`, fs.readFileSync(path.join(__dirname, '../../../shared/build', FAVICON_FILE), 'utf8'));
        writeFile(web, 'remote-samples/dist/mf-manifest.json', '{"name":"remote_samples"}');
        writeFile(web, 'remote-samples/dist/remoteEntry.js', 'var remote_samples;');
        writeFile(web, 'remote-editor/dist/static/js/123.a1b2c3d4e5.js', 'x');
      },
    });
    app = t.app;
  });
  afterAll(() => t.close());

  it('serves /config.json publicly with the defaults and no-cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json();
    expect(Value.Check(RuntimeConfig, body)).toBe(true);
    expect(body).toEqual({
      apiBase: '/api',
      assetsBase: '/api/assets',
      remotes: {
        remote_samples: '/remotes/samples/mf-manifest.json',
        remote_editor: '/remotes/editor/mf-manifest.json',
        remote_backoffice: '/remotes/backoffice/mf-manifest.json',
      },
    });
  });

  it('serves the host with index.html uncached and hashed files cached for a year', async () => {
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Muestrario</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
    const js = await app.inject({ method: 'GET', url: '/main.3f9a1c2b7d.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the mark as the tab icon and sends /favicon.ico to it (no 404 in the console)', async () => {
    const icon = await app.inject({ method: 'GET', url: `/${FAVICON_FILE}` });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const ico = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe(`/${FAVICON_FILE}`);
    expect(ico.headers['cache-control']).toBe('public, max-age=86400');
    // Without a session, like any page.
    expect(ico.headers['set-cookie']).toBeUndefined();
  });

  it('falls back to index.html for client-side routes, but not for files or /api', async () => {
    for (const url of ['/samples/12/design', '/admin/ventas/cotizaciones', '/login?next=%2F']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const missingFile = await app.inject({ method: 'GET', url: '/missing.abcdef12.js' });
    expect(missingFile.statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'La ruta solicitada no existe.' });
    const post = await app.inject({ method: 'POST', url: '/samples' });
    expect(post.statusCode).toBe(404);
  });

  it('serves the remotes publicly, manifests uncached', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/remotes/samples/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await app.inject({ method: 'GET', url: '/remotes/samples/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    const chunk = await app.inject({ method: 'GET', url: '/remotes/editor/static/js/123.a1b2c3d4e5.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toMatch(/immutable/);
    const missingRemote = await app.inject({ method: 'GET', url: '/remotes/backoffice/mf-manifest.json' });
    expect(missingRemote.statusCode).toBe(404);
    const missingChunk = await app.inject({ method: 'GET', url: '/remotes/samples/nope.js' });
    expect(missingChunk.statusCode).toBe(404);
  });

  it('never serves the data folder, which lies inside the web root', async () => {
    // The premise: the SQLite file and the uploads really are under <webRoot>/data.
    expect(t.dataDir).toBe(path.join(webRoot, 'data'));
    expect(fs.readFileSync(path.join(webRoot, 'data/muestrario.db')).subarray(0, 15).toString()).toBe('SQLite format 3');
    expect(fs.readFileSync(path.join(webRoot, 'data/files', STORED_KEY), 'utf8')).toBe(STORED_SECRET);
    const urls = [
      '/data/muestrario.db',
      '/muestrario.db',
      `/data/files/${STORED_KEY}`,
      `/files/${STORED_KEY}`,
      '/files/x',
      '/../data/muestrario.db',
      '/%2e%2e/data/muestrario.db',
      '/host/../data/muestrario.db',
      '/remotes/samples/../../data/muestrario.db',
      '/remotes/samples/..%2f..%2f..%2fdata%2fmuestrario.db',
      '/remotes/editor/%2e%2e/%2e%2e/%2e%2e/data/muestrario.db',
    ];
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url });
      const leaked = res.body.includes('SQLite format 3') || res.body.includes(STORED_SECRET);
      expect([url, leaked]).toEqual([url, false]);
      expect([url, res.statusCode === 200 && res.body.includes('SQLite')]).toEqual([url, false]);
    }
  });
});

describe('runtime config from the environment', () => {
  it('uses API_BASE, ASSETS_BASE and REMOTE_*_URL when set', async () => {
    const t = await createTestApp('sqlite', {
      env: {
        API_BASE: 'https://api.example.com/api',
        ASSETS_BASE: 'https://cdn.example.com/assets',
        REMOTE_SAMPLES_URL: 'https://samples.example.com/mf-manifest.json',
      },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/config.json' });
      expect(res.json()).toMatchObject({
        apiBase: 'https://api.example.com/api',
        assetsBase: 'https://cdn.example.com/assets',
        remotes: { remote_samples: 'https://samples.example.com/mf-manifest.json', remote_editor: '/remotes/editor/mf-manifest.json' },
      });
      expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self' https:\/\/samples\.example\.com/);
    } finally {
      await t.close();
    }
  });
});
