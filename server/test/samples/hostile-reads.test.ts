import { createSeededApp, type SeededApp } from '../helpers/seeded-app';
import { testDatabases } from '../helpers/databases';

/** The read endpoints of samples, clients, renders and files against hostile input: always a 4xx JSON answer. */
describe.each(testDatabases)('hostile input on the sample read endpoints (%s)', (kind) => {
  let s: SeededApp;
  beforeAll(async () => {
    s = await createSeededApp(kind);
  });
  afterAll(() => s.t.close());

  const ids: [string, string, number][] = [
    ['an unknown id', '99999', 404],
    ['a 32-bit overflow', '2147483648', 400],
    ['a huge id', '99999999999999999999999', 400],
    ['a negative id', '-1', 400],
    ['zero', '0', 400],
    ['a fraction', '1.5', 400],
    ['text', 'abc', 400],
    ['an encoded NUL', '1%00', 400],
  ];
  const routes = ['/api/business/samples/:id', '/api/business/samples/:id/render-file', '/api/business/samples/:id/logos', '/api/business/samples/:id/current-clothing'];

  it.each(routes.flatMap((route) => ids.map(([what, id, status]) => [route, what, id, status] as const)))(
    'GET %s with %s answers %i JSON',
    async (route, _what, id, status) => {
      const res = await s.get(route.replace(':id', id));
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ message: expect.any(String) });
    },
  );

  it.each([
    ['a NUL byte', 'a%00b', 400],
    ['a 101-character search', 'x'.repeat(101), 400],
    ['LIKE wildcards', '%25_', 200],
    ['accents and case', 'PE%C3%91ASCO', 200],
  ])('client search with %s answers %i', async (_what, term, status) => {
    const res = await s.get(`/api/business-partner/clients-search?search=${term}`);
    expect(res.statusCode).toBe(status);
  });

  it('client search without its parameter is a 400', async () => {
    expect((await s.get('/api/business-partner/clients-search')).statusCode).toBe(400);
  });

  it.each([
    ['an unknown key', `${'a'.repeat(32)}.pdf`, 404],
    ['a path traversal', '..%2F..%2Fmuestrario.db', 400],
    ['a NUL byte', `${'a'.repeat(32)}%00.pdf`, 400],
    ['an upper-case key', `${'A'.repeat(32)}.pdf`, 400],
  ])('file download with %s answers %i', async (_what, key, status) => {
    const res = await s.get(`/api/files/${key}?download=true`);
    expect([res.statusCode, typeof res.json().message]).toEqual([status, 'string']);
  });

  it('file download with a non-boolean download flag is a 400', async () => {
    expect((await s.get(`/api/files/${'a'.repeat(32)}.pdf?download=talvez`)).statusCode).toBe(400);
  });
});
