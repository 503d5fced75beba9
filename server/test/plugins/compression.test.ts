import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, loginCookie, addUser, type TestApp } from '../helpers/app';
import { fixtureData } from '../helpers/fixture-data';
import { injectAs } from '../helpers/request';

/** Writes a file with the `.br` and `.gz` variants the production build writes beside it. */
function writeWithVariants(root: string, rel: string, content: string) {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

const CHUNK = 'host/dist/262.de3cf4db.js';
const chunkSource = `/* hashed chunk */ ${'console.log("muestrario");'.repeat(200)}`;
const indexHtml = '<!doctype html><html lang="es"><title>Muestrario</title><div id="root"></div><script defer src="/main.js"></script></html>';
const remoteEntry = `var remote_samples; ${'/* entry */'.repeat(100)}`;

const get = (app: TestApp['app'], url: string, acceptEncoding?: string, cookie?: string) =>
  injectAs(app, cookie).get(url, { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), accept: '*/*' });

/** The thread catalogue, seeded with enough colours to make its JSON well over 1 KB. */
const API_URL = '/api/business/pantones';
const manyThreads = Array.from({ length: 40 }, (_, i) => ({
  id: String(2000 + i),
  nombre: `Color ${i}`,
  color: `PMS ${100 + i}`,
  posicion: `${i}A`,
  rgb: `${i},${i},${i}`,
  hex: `#${i.toString(16).padStart(2, '0').repeat(3).toUpperCase()}`,
}));
const brotli = (res: LightMyRequestResponse) => zlib.brotliDecompressSync(res.rawPayload).toString('utf8');

describe('compressed answers and their cache headers', () => {
  let t: TestApp;
  let app: TestApp['app'];
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      prepare: ({ webRoot: web }) => {
        writeWithVariants(web, CHUNK, chunkSource);
        writeWithVariants(web, 'host/dist/index.html', indexHtml);
        writeWithVariants(web, 'host/dist/main.js', 'import("./bootstrap")');
        writeWithVariants(web, 'remote-samples/dist/remoteEntry.js', remoteEntry);
        writeWithVariants(web, 'remote-samples/dist/mf-manifest.json', '{"name":"remote_samples"}');
      },
    });
    app = t.app;
    await seedIfEmpty(app.db, app.storage, { ...fixtureData, threads: manyThreads }, t.clock.now());
    await addUser(app);
  });
  afterAll(() => t.close());

  it('answers a hashed chunk with brotli when asked, cached as immutable and varying on Accept-Encoding', async () => {
    const res = await get(app, `/${path.basename(CHUNK)}`, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(chunkSource.length);
    expect(brotli(res)).toBe(chunkSource);
  });

  it('falls back to gzip, then to the plain file, with the same cache headers', async () => {
    const gz = await get(app, `/${path.basename(CHUNK)}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(chunkSource);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get(app, `/${path.basename(CHUNK)}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunkSource);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('answers index.html (directly and as the SPA fallback) compressed with no-cache', async () => {
    for (const url of ['/', '/index.html', '/login', '/samples/3/design']) {
      const res = await get(app, url, 'br, gzip');
      expect([url, res.statusCode, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([url, 200, 'br', 'no-cache']);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(brotli(res)).toBe(indexHtml);
    }
  });

  it("answers the entry files (host main.js, a remote's remoteEntry.js and manifest) compressed with no-cache", async () => {
    for (const url of ['/main.js', '/remotes/samples/remoteEntry.js', '/remotes/samples/mf-manifest.json']) {
      const res = await get(app, url, 'br');
      expect([url, res.statusCode, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([url, 200, 'br', 'no-cache']);
    }
    expect(brotli(await get(app, '/remotes/samples/remoteEntry.js', 'br'))).toBe(remoteEntry);
  });

  it('compresses an API JSON answer over 1 KB and leaves a small one plain', async () => {
    const cookie = await loginCookie(app);
    const plain = await get(app, API_URL, undefined, cookie);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(app, API_URL, 'gzip, deflate, br, zstd', cookie);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotli(br))).toEqual(plain.json());

    const gz = await get(app, API_URL, 'gzip', cookie);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());

    const small = await get(app, '/api/auth/details', 'br, gzip', cookie);
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
