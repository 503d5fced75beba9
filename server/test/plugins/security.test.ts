import { addUser, createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { checkStateChangingRequest } from '../../src/plugins/security';

describe.each(testDatabases)('CSRF rules and security headers (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { REMOTE_EDITOR_URL: 'https://editor.example.com/remote/mf-manifest.json' } });
    await addUser(t.app);
    cookie = await loginCookie(t.app);
  });
  afterAll(() => t.close());

  it('refuses a state-changing request marked Sec-Fetch-Site: cross-site with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { username: 'vendedora', password: 'secreto-123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Solicitud rechazada: no se permiten solicitudes desde otro sitio.' });
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(logout.statusCode).toBe(403);
  });

  it('accepts same-origin and user-started (none) requests, and refuses same-site ones', async () => {
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'sec-fetch-site': 'same-site' },
      payload: { username: 'vendedora', password: 'secreto-123' },
    });
    expect(sameSite.statusCode).toBe(403);
    expect(sameSite.json()).toEqual({ message: 'Solicitud rechazada: no se permiten solicitudes desde otro origen.' });
    for (const site of ['same-origin', 'none']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'sec-fetch-site': site },
        payload: { username: 'vendedora', password: 'secreto-123' },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it.each([
    ['text/plain', 'username=a'],
    ['application/x-www-form-urlencoded', 'username=vendedora&password=secreto-123'],
    ['text/xml', '<a/>'],
  ])('refuses a %s body with 415', async (type, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': type }, payload });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Tipo de contenido no admitido. Envía JSON o multipart/form-data.' });
  });

  it('accepts JSON with a charset parameter', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ username: 'vendedora', password: 'secreto-123' }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('accepts a body-less POST without a content type (logout)', async () => {
    const own = await loginCookie(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: own } });
    expect(res.statusCode).toBe(204);
  });

  it('sends helmet headers and a CSP that lets the app and absolute remote origins work', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/editor\.example\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/editor\.example\.com/);
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(csp).not.toMatch(/upgrade-insecure-requests/);
  });
});

describe('checkStateChangingRequest', () => {
  const source = { ownOrigin: 'http://localhost:8080', allowedOrigins: new Set(['http://localhost:3000']), acceptsMultipart: false };
  const upload = { ...source, acceptsMultipart: true };

  it('ignores safe methods and requires a known content type only when there is a body', () => {
    expect(() => checkStateChangingRequest('GET', { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain', origin: 'http://x' }, source)).not.toThrow();
    expect(() => checkStateChangingRequest('DELETE', {}, source)).not.toThrow();
    expect(() => checkStateChangingRequest('PATCH', { 'content-length': '3' }, source)).toThrow(/Tipo de contenido/);
    expect(() => checkStateChangingRequest('PUT', { 'content-type': 'multipart/form-data; boundary=x' }, upload)).not.toThrow();
    expect(() => checkStateChangingRequest('PUT', { 'content-type': 'multipart/form-data; boundary=x' }, source)).toThrow(/no recibe archivos/);
  });

  it('compares Origin, else Referer, with the own and configured origins, normalised', () => {
    const ok = (headers: Record<string, string>) => expect(() => checkStateChangingRequest('POST', headers, source)).not.toThrow();
    const refused = (headers: Record<string, string>) => expect(() => checkStateChangingRequest('POST', headers, source)).toThrow(/otro (origen|sitio)/);
    ok({ origin: 'http://localhost:8080' });
    ok({ origin: 'HTTP://LOCALHOST:8080' });
    ok({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    ok({ referer: 'http://localhost:8080/samples/1/design?x=1' });
    ok({ 'sec-fetch-site': 'same-origin' });
    ok({ 'sec-fetch-site': 'none' });
    ok({ origin: 'null', 'sec-fetch-site': 'same-origin' });
    refused({ origin: 'null' });
    refused({ origin: 'http://localhost:8081' });
    refused({ origin: 'http://localhost:8080', 'sec-fetch-site': 'same-site' });
    refused({ origin: 'http://localhost:8080', 'sec-fetch-site': 'cross-site' });
    refused({ origin: 'not a url' });
    refused({ referer: 'http://localhost:3001/' });
    refused({ origin: 'http://localhost:8080, http://localhost:8080' });
    expect(() => checkStateChangingRequest('POST', { origin: 'http://localhost:8080' }, { ...source, ownOrigin: undefined })).toThrow(/otro origen/);
  });
});
