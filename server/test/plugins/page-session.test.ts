import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SESSION_ELEMENT_ID, parsePageSession } from '@muestrario/shared/domain';
import { addUser, createTestApp, loginCookie, STAFF, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';

const INDEX_HTML = '<!doctype html><html><head><title>Muestrario</title><script defer src=/main.js></script></head><body><div id="root"></div></body></html>';
const BLOCK = new RegExp(`<script id="${PAGE_SESSION_ELEMENT_ID}" type="application/json">(.*?)</script>`);

describe.each(testDatabases)("the signed-in user written into the app's pages (%s)", (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      prepare: ({ webRoot }) => {
        fs.mkdirSync(path.join(webRoot, 'host/dist'), { recursive: true });
        fs.writeFileSync(path.join(webRoot, 'host/dist/index.html'), INDEX_HTML);
      },
    });
    await addUser(t.app);
    await addUser(t.app, { ...STAFF, username: 'hostil', firstName: '</script><script>alert(1)</script>', lastName: '<!--' });
    cookie = await loginCookie(t.app);
  });
  afterAll(() => t.close());

  const page = (url: string, headers: Record<string, string> = { cookie }) => t.app.inject({ method: 'GET', url, headers });

  it('a page of the app carries the same details GET /api/auth/details answers, and is then the user’s own answer', async () => {
    const details = await t.app.inject({ method: 'GET', url: '/api/auth/details', headers: { cookie } });
    for (const url of ['/', '/samples/4/design', '/admin/ventas/cotizaciones']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toMatch(/Cookie/i);
      const block = BLOCK.exec(res.body);
      expect(block).not.toBeNull();
      expect(JSON.parse(block![1]!)).toEqual(details.json());
      expect(res.body.indexOf(block![0])).toBeLessThan(res.body.indexOf('</head>'));
      expect(String(res.headers.link)).toContain('</main.js>; rel=preload; as=script');
    }
  });

  it('writes nothing without a session, for an unknown or expired one, or on the sign-in and public pages', async () => {
    const none = async (url: string, headers?: Record<string, string>) => {
      const res = await page(url, headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(PAGE_SESSION_ELEMENT_ID);
      // Shared caches may keep such a page: it holds no one's details (an approval page is even 'no-store').
      expect(res.headers['cache-control']).toMatch(/^no-(cache|store)$/);
    };
    await none('/', {});
    await none('/samples', { cookie: 'muestrario_sid=desconocida' });
    await none('/samples', { cookie: `muestrario_sid=${'x'.repeat(5000)}` });
    await none('/login');
    await none('/aprobar/abc');
    const expiring = await loginCookie(t.app);
    t.clock.advanceMinutes(31);
    await none('/samples', { cookie: expiring });
    // The API agrees: that session is over.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/details', headers: { cookie: expiring } })).statusCode).toBe(401);
    cookie = await loginCookie(t.app);
  });

  it("a name holding '</script>' or '<!--' stays inside the block and reads back as typed", async () => {
    const hostile = await loginCookie(t.app, 'hostil');
    const res = await page('/samples', { cookie: hostile });
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(res.body).not.toContain('<!--');
    const user = parsePageSession(BLOCK.exec(res.body)![1]);
    expect(user).toMatchObject({ username: 'hostil', firstName: '</script><script>alert(1)</script>', lastName: '<!--' });
  });
});
