import { testDatabases } from '../helpers/databases';
import { createSeededApp, type SeededApp } from '../helpers/seeded-app';

describe.each(testDatabases)('GET /api/files/:key (%s)', (kind) => {
  let s: SeededApp;
  beforeAll(async () => {
    s = await createSeededApp(kind);
  });
  afterAll(() => s.t.close());

  it('serves a stored logo sandboxed, as an attachment on request, and 404/400 for unknown or unsafe keys', async () => {
    const logos = (await s.get(`/api/business/samples/${await s.idOf('Uniformes planta norte')}/logos`)).json();
    const file = await s.get(`${logos[0].resourcePath}${logos[0].filename}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-security-policy']).toMatch(/sandbox/);
    const download = await s.get(`/api/files/${logos[0].filename}?download=true`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="logo-acme.svg"/);

    const missing = await s.get(`/api/files/${'a'.repeat(32)}.svg`);
    expect(missing.statusCode).toBe(404);
    const traversal = await s.get('/api/files/..%2F..%2Fmuestrario.db');
    expect(traversal.statusCode).toBe(400);
  });

  it('serves one byte range (206) with the same safe headers, and 416 for a range past the end', async () => {
    const [logo] = (await s.get(`/api/business/samples/${await s.idOf('Uniformes planta norte')}/logos`)).json();
    const url = `/api/files/${logo.filename}`;
    const whole = await s.get(url);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await s.get(url, { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe(whole.body.slice(0, 4));
    expect(part.headers['content-range']).toBe(`bytes 0-3/${whole.rawPayload.length}`);
    expect(part.headers['content-length']).toBe('4');
    expect(part.headers['content-security-policy']).toMatch(/sandbox/);
    expect(part.headers['x-content-type-options']).toBe('nosniff');
    const past = await s.get(url, { range: `bytes=${whole.rawPayload.length + 10}-` });
    expect([past.statusCode, past.headers['content-range'], past.json()]).toEqual([416, `bytes */${whole.rawPayload.length}`, { message: 'El rango pedido está fuera del archivo.' }]);
  });
});
