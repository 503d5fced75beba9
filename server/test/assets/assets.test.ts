import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser } from '../helpers/builders';
import type { Requester } from '../helpers/request';
import { testDatabases } from '../helpers/databases';

describe.each(testDatabases)('GET /api/assets/:file (%s)', (kind) => {
  let t: TestApp;
  let seller: Requester;
  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = (await buildUser(t.app)).as;
  });
  afterAll(() => t.close());

  it('serves a garment SVG in white by default, with long private caching', async () => {
    const res = await seller.get('/api/assets/playera-frente.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('private, max-age=604800');
    expect(res.body).toContain('fill="#FFFFFF"');
    expect(res.body).not.toContain('#GARMENT');
  });

  it('recolours the garment with ?color=RRGGBB and answers 304 to a matching ETag', async () => {
    const res = await seller.get('/api/assets/playera-frente.svg?color=1e3a8a');
    expect(res.body).toContain('fill="#1E3A8A"');
    const again = await seller.get('/api/assets/playera-frente.svg?color=1e3a8a', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown picture and 400 for a name that is not a plain .svg file', async () => {
    const missing = await seller.get('/api/assets/no-existe.svg');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'La imagen no existe.' });
    const sneaky = await seller.get('/api/assets/..%2Fsecret.svg');
    expect(sneaky.statusCode).toBe(400);
  });
});
