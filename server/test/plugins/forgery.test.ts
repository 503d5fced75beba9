import type { InjectOptions } from 'fastify';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { injectAs } from '../helpers/request';
import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';
import { multipart, PNG_2x1 } from '../helpers/multipart';
import { buildSample, garments } from '../helpers/builders';

/**
 * Issue 21, finding 1: a page on another port of the same host (same site, so the SameSite=Lax cookie
 * goes along) must not be able to write. The server is addressed as 127.0.0.1:18280 (Host header); the
 * headers are the ones Chromium sends for a form or fetch from that page.
 */
const SERVER = '127.0.0.1:18280';
const OWN = `http://${SERVER}`;
const EVIL = 'http://127.0.0.1:9999';
const CONFIGURED = 'http://localhost:3000';

const FOREIGN = { message: 'Solicitud rechazada: no se permiten solicitudes desde otro origen.' };
const CROSS_SITE = { message: 'Solicitud rechazada: no se permiten solicitudes desde otro sitio.' };
const NO_MULTIPART = { message: 'Tipo de contenido no admitido: esta ruta no recibe archivos. Envía JSON.' };

describe.each(testDatabases)('writes from another origin of the same site (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  let shirt: Awaited<ReturnType<typeof garments>>[number];

  const stageOf = async (id: number) => (await t.app.db.selectFrom('samples').select('stage').where('id', '=', id).executeTakeFirstOrThrow()).stage;
  const logoCount = async (id: number) =>
    (await t.app.db.selectFrom('logos').select('id').where('sample_id', '=', id).execute()).length;
  const send = (options: InjectOptions & { headers?: Record<string, string> }) => injectAs(t.app, cookie, '', { headers: { host: SERVER } }).inject(options);
  const endDesign = (id: number, headers: Record<string, string> = {}) =>
    send({ method: 'POST', url: `/api/business/samples/${id}/end-design`, headers });
  const uploadLogo = (id: number, headers: Record<string, string> = {}) => {
    const body = multipart({}, { filename: 'marca.png', data: PNG_2x1, contentType: 'image/png' });
    const url = `/api/business/samples/${id}/current-clothing-position/${shirt.views[0]!.id}/logos`;
    return send({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
  };
  const uploadRender = (id: number, headers: Record<string, string> = {}) => {
    const body = multipart({}, { filename: 'render.png', data: PNG_2x1, contentType: 'image/png' });
    return send({ method: 'POST', url: `/api/business/samples/${id}/render-file`, payload: body.payload, headers: { ...body.headers, ...headers } });
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ALLOWED_ORIGINS: `${CONFIGURED}, https://muestras.example.com/` } });
    await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
    cookie = await loginCookie(t.app, 'demo', 'demo1234');
    [shirt] = (await garments(t.app)) as [typeof shirt];
  });
  afterAll(() => t.close());

  it('refuses the auto-submitted form of a page on another port (Sec-Fetch-Site: same-site): the sample stays in stage 1', async () => {
    const id = await buildSample(t.app, { clothingId: shirt.id });
    // <form method=POST enctype=multipart/form-data action=…/end-design> with no fields: a body-less multipart.
    const res = await endDesign(id, {
      origin: 'http://127.0.0.1:3001',
      referer: 'http://127.0.0.1:3001/ataque.html',
      'sec-fetch-site': 'same-site',
      'sec-fetch-mode': 'navigate',
      'content-type': 'multipart/form-data; boundary=----WebKitFormBoundaryx',
      'content-length': '0',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FOREIGN);
    expect(await stageOf(id)).toBe(1);
  });

  it.each([
    ['select-clothing', 'select'],
    ['a logo upload', 'logo'],
    ['a render upload', 'render'],
  ])('refuses %s sent with Sec-Fetch-Site: same-site and Origin: http://127.0.0.1:9999', async (_name, what) => {
    const id = await buildSample(t.app, { clothingId: what === 'select' ? null : shirt.id, stage: what === 'render' ? 2 : 1 });
    const headers = { origin: EVIL, 'sec-fetch-site': 'same-site' };
    const res =
      what === 'select'
        ? await send({ method: 'POST', url: `/api/business/samples/${id}/select-clothing/${shirt.id}`, headers })
        : what === 'logo'
          ? await uploadLogo(id, headers)
          : await uploadRender(id, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FOREIGN);
    const sample = await t.app.db.selectFrom('samples').select(['clothing_id', 'stage']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(sample).toEqual({ clothing_id: what === 'select' ? null : shirt.id, stage: what === 'render' ? 2 : 1 });
    expect(await logoCount(id)).toBe(0);
  });

  it('refuses a foreign Origin from a browser that sends no Sec-Fetch-Site, and a foreign Referer without Origin', async () => {
    const id = await buildSample(t.app, { clothingId: shirt.id });
    const foreign: Record<string, string>[] = [{ origin: EVIL }, { referer: `${EVIL}/ataque.html` }, { origin: 'null' }, { origin: 'https://127.0.0.1:18280' }];
    for (const headers of foreign) {
      const res = await endDesign(id, headers);
      expect({ headers, status: res.statusCode, body: res.json() }).toEqual({ headers, status: 403, body: FOREIGN });
    }
    const crossSite = await endDesign(id, { origin: 'https://malo.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual(CROSS_SITE);
    expect(await stageOf(id)).toBe(1);
  });

  it('refuses multipart on a route that takes no upload, from its own origin too, with or without a body', async () => {
    const id = await buildSample(t.app, { clothingId: shirt.id });
    const body = multipart({ sampleName: 'Otra' });
    const withBody = await send({
      method: 'PATCH',
      url: `/api/business/samples/${id}`,
      payload: body.payload,
      headers: { ...body.headers, origin: OWN, 'sec-fetch-site': 'same-origin' },
    });
    expect(withBody.statusCode).toBe(415);
    expect(withBody.json()).toEqual(NO_MULTIPART);
    const bodyless = await endDesign(id, { 'content-type': 'multipart/form-data; boundary=x' });
    expect(bodyless.statusCode).toBe(415);
    expect(bodyless.json()).toEqual(NO_MULTIPART);
    expect(await stageOf(id)).toBe(1);
  });

  it('accepts its own origin (Origin or Referer), a configured origin, and a script that sends none of these headers', async () => {
    const own = await buildSample(t.app, { clothingId: shirt.id, decorated: true });
    expect((await endDesign(own, { origin: OWN, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
    const byReferer = await buildSample(t.app, { clothingId: shirt.id, decorated: true });
    expect((await endDesign(byReferer, { referer: `${OWN}/samples/${byReferer}/design` })).statusCode).toBe(204);
    // The development host (:3000) proxies /api to the server: the browser sees one origin, the server another Host.
    const configured = await buildSample(t.app, { clothingId: shirt.id, decorated: true });
    expect((await endDesign(configured, { origin: CONFIGURED, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
    const script = await buildSample(t.app, { clothingId: shirt.id, decorated: true });
    expect((await endDesign(script)).statusCode).toBe(204);
    for (const id of [own, byReferer, configured, script]) expect(await stageOf(id)).toBe(2);
    // A script is judged by its session, as before.
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/business/samples/${own}/end-design`, headers: { host: SERVER } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('accepts the uploads, multipart, from its own origin', async () => {
    const id = await buildSample(t.app, { clothingId: shirt.id, decorated: true });
    const logo = await uploadLogo(id, { origin: OWN, 'sec-fetch-site': 'same-origin' });
    expect(logo.statusCode).toBe(200);
    await endDesign(id);
    // Renders are the designer's (issue 15).
    await t.app.users.create({ username: 'diseno', password: 'diseno1234', firstName: 'Luis', lastName: 'Herrera', role: 'designer' }, new Date());
    const designer = await loginCookie(t.app, 'diseno', 'diseno1234');
    const render = await uploadRender(id, { origin: OWN, 'sec-fetch-site': 'same-origin', cookie: designer });
    expect(render.statusCode).toBe(200);
  });
});

describe.each(testDatabases)('the server’s own origin behind a proxy (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  const PUBLIC = 'https://muestras.example.com';
  const forwarded = { host: '10.0.0.5:8080', 'x-forwarded-host': 'muestras.example.com', 'x-forwarded-proto': 'https' };
  const logout = (remoteAddress: string, headers: Record<string, string>) => injectAs(t.app, cookie, '', { remoteAddress }).inject({ method: 'POST', url: '/api/auth/logout', headers });

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TRUST_PROXY: '10.0.0.1' } });
    await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
    // Behind https the session cookie is __Host-muestrario_sid: send it under both names.
    const signedIn = await loginCookie(t.app, 'demo', 'demo1234');
    cookie = `${signedIn}; __Host-${signedIn}`;
  });
  afterAll(() => t.close());

  it('is the X-Forwarded-Proto and -Host of a trusted proxy, and the Host header otherwise', async () => {
    const headers = { ...forwarded, origin: PUBLIC, 'sec-fetch-site': 'same-origin' };
    expect((await logout('10.0.0.1', headers)).statusCode).toBe(204);
    // The same headers from a client that is not the trusted proxy: its X-Forwarded-* are ignored.
    const untrusted = await logout('10.0.0.2', headers);
    expect(untrusted.statusCode).toBe(403);
    expect(untrusted.json()).toEqual(FOREIGN);
    // Through the proxy, the internal address is not the page's origin.
    expect((await logout('10.0.0.1', { ...forwarded, origin: 'http://10.0.0.5:8080' })).statusCode).toBe(403);
  });
});
