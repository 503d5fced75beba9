import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';

/** Routes reachable without a session. Anything else under /api must answer 401. */
/** Sign-in, health, the docs and the customer's approval link (issue 17: the token is the credential). */
const PUBLIC_API = new Set([
  'POST /api/auth/login',
  'GET /api/health',
  'GET /api/public/approvals/:token',
  'GET /api/public/approvals/:token/proof.pdf',
  'GET /api/public/approvals/:token/render',
  'GET /api/public/approvals/:token/views/:viewId',
  'POST /api/public/approvals/:token/approve',
  'POST /api/public/approvals/:token/changes',
  // The approval page's artwork, the sample's photos and the signed proof, by the link's token (issue 33).
  'GET /api/public/approvals/:token/logos/:logoId',
  'GET /api/public/approvals/:token/photos/:photoId',
  'GET /api/public/approvals/:token/signed-proof.pdf',
  // The password reset link (issue 33): asking for one, and the link itself (the token is the credential).
  'POST /api/public/password-reset',
  'GET /api/public/password-reset/:token',
  'POST /api/public/password-reset/:token',
  // The HR contact's portal of a uniform program (issue 35): the link's token is the credential.
  'GET /api/public/programs/:token',
  'POST /api/public/programs/:token/employees',
  'PATCH /api/public/programs/:token/employees/:employeeId',
  'POST /api/public/programs/:token/requests',
]);

const sampleValue = (param: string) => (param === 'id' ? '1' : param === 'file' ? 'playera.svg' : param === 'key' ? '0'.repeat(32) : 'x');
const concrete = (url: string) => url.replace(/:(\w+)/g, (_m, p: string) => sampleValue(p)).replace(/\*$/, 'x');

describe.each(testDatabases)('auth guard (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const apiRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD');

  it('knows the public API routes: login, health, the docs and the approval link routes, nothing else', () => {
    const publicRoutes = apiRoutes()
      .filter((r) => r.public)
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.filter((r) => !r.startsWith('GET /api/docs')).sort()).toEqual([...PUBLIC_API].sort());
  });

  it('answers 401 with a Spanish message on every other /api route (no cookie and stale cookie)', async () => {
    const protectedRoutes = apiRoutes().filter((r) => !r.public);
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of protectedRoutes) {
      const url = concrete(route.url);
      const method = route.method as 'GET' | 'POST';
      const noCookie = await t.app.inject({ method, url });
      expect({ route: `${route.method} ${route.url}`, status: noCookie.statusCode, body: noCookie.json() }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
        body: { message: 'Inicia sesión para continuar.' },
      });
      const stale = await t.app.inject({ method, url, headers: { cookie: 'muestrario_sid=caducada' } });
      expect([`${route.method} ${route.url}`, stale.statusCode]).toEqual([`${route.method} ${route.url}`, 401]);
      expect(stale.json()).toEqual({ message: 'Tu sesión expiró. Inicia sesión de nuevo.' });
    }
  });

  it('serves /api/health and /api/docs without a session', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const spec = docs.json();
    expect(spec.paths['/api/dashboard/samples']).toBeDefined();
    expect(spec.paths['/api/auth/login'].post).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
