import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser } from '../helpers/builders';
import type { Requester } from '../helpers/request';
import { testDatabases } from '../helpers/databases';

function writeFile(root: string, rel: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), content);
}

/** Sends raw bytes on a new socket; resolves with everything received once the server closes it. */
function rawExchange(port: number, chunks: string[], { pauseMs = 0 } = {}): Promise<{ data: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let sent = false;
    socket.on('data', (d) => received.push(d));
    socket.on('error', reject);
    socket.on('close', () => resolve({ data: Buffer.concat(received).toString('utf8'), closedByServer: sent }));
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        socket.write(chunk);
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
      sent = true;
    });
  });
}

const headerOf = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim();
const bodyOf = (raw: string) => raw.slice(raw.indexOf('\r\n\r\n') + 4);

describe.each(testDatabases)('private caches, no source maps, docs CSP (%s)', (kind) => {
  let t: TestApp;
  let seller: Requester;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      prepare: ({ webRoot: web }) => {
        writeFile(web, 'host/dist/index.html', '<!doctype html><title>Muestrario</title>');
        writeFile(web, 'host/dist/main.3f9a1c2b7d.js', 'console.log(1)\n//# sourceMappingURL=main.3f9a1c2b7d.js.map');
        writeFile(web, 'host/dist/main.3f9a1c2b7d.js.map', '{"sourcesContent":["secret source"]}');
        writeFile(web, 'remote-samples/dist/remoteEntry.js', 'var remote_samples;');
        writeFile(web, 'remote-samples/dist/remoteEntry.js.map', '{"sourcesContent":["secret source"]}');
        writeFile(web, 'remote-editor/dist/static/js/123.a1b2c3d4e5.js.map', '{"sourcesContent":["secret source"]}');
      },
    });
    seller = (await buildUser(t.app)).as;
  });
  afterAll(() => t.close());

  it('sends Cache-Control: no-store on every authenticated API answer, errors included', async () => {
    const urls = ['/api/auth/details', '/api/business-partner/clients-search?search=a', '/api/dashboard/samples', '/api/business/samples/999', '/api/no-existe'];
    for (const url of urls) {
      const res = await seller.get(url);
      expect({ url, cacheControl: res.headers['cache-control'] }).toEqual({ url, cacheControl: 'no-store' });
    }
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'vendedora', password: 'secreto-123' } });
    expect(login.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/details' });
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('does not serve source maps (host and remotes), but still serves the scripts', async () => {
    for (const url of ['/main.3f9a1c2b7d.js.map', '/remotes/samples/remoteEntry.js.map', '/remotes/editor/static/js/123.a1b2c3d4e5.js.map']) {
      const res = await seller.get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('secret source');
    }
    expect((await t.app.inject({ method: 'GET', url: '/main.3f9a1c2b7d.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/remotes/samples/remoteEntry.js' })).statusCode).toBe(200);
  });

  it('serves /api/docs with the app’s CSP (no upgrade-insecure-requests, frame-ancestors none)', async () => {
    for (const url of ['/api/docs', '/api/docs/static/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect({ url, csp }).toEqual({ url, csp: expect.stringContaining("frame-ancestors 'none'") });
      expect(csp).not.toMatch(/upgrade-insecure-requests/);
      expect(csp).toMatch(/script-src 'self'/);
    }
  });
});

describe('client errors and slow clients on a listening server (no database specifics: SQLite only)', () => {
  const HEADERS_TIMEOUT_MS = 400;
  const REQUEST_TIMEOUT_MS = 800;
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: { HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), KEEP_ALIVE_TIMEOUT_MS: '300' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes a socket whose headers never finish, answering 408 in Spanish JSON with the security headers', async () => {
    // A partial header, then silence: the server must cut it off (the test's own timeout is far above the limit).
    const { data, closedByServer } = await rawExchange(port, ['GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: a']);
    expect(closedByServer).toBe(true);
    expect(data).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(bodyOf(data))).toEqual({ message: 'La solicitud tardó demasiado en llegar.' });
    expect(headerOf(data, 'x-content-type-options')).toBe('nosniff');
    expect(headerOf(data, 'cache-control')).toBe('no-store');
  });

  it('closes a socket whose body never finishes (request timeout)', async () => {
    const head = 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":';
    const { closedByServer, data } = await rawExchange(port, [head]);
    expect(closedByServer).toBe(true);
    expect(data === '' || /^HTTP\/1\.1 (408|400) /.test(data)).toBe(true);
  });

  it('answers headers that are too large with 431 in Spanish JSON with the security headers', async () => {
    const { data } = await rawExchange(port, [`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]);
    expect(data).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(bodyOf(data))).toEqual({ message: 'Los encabezados de la solicitud son demasiado grandes.' });
    expect(headerOf(data, 'content-security-policy')).toMatch(/default-src 'self'/);
  });

  it('answers a malformed request line with 400 in Spanish JSON, without echoing it', async () => {
    const { data } = await rawExchange(port, ['GET /api/<script> HTTP/9.9 garbage\r\n\r\n']);
    expect(data).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(bodyOf(data))).toEqual({ message: 'La solicitud no es válida.' });
    expect(data).not.toContain('<script>');
  });

  it('answers a bad %-encoding over a real socket through the app’s handler', async () => {
    const { data } = await rawExchange(port, ['GET /api/business/samples/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n']);
    expect(data).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(bodyOf(data))).toEqual({ message: 'La dirección solicitada no es válida.' });
    expect(headerOf(data, 'x-content-type-options')).toBe('nosniff');
  });
});
