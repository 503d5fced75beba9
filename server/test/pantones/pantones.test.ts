import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';
import { createSeededApp, type SeededApp } from '../helpers/seeded-app';

describe.each(testDatabases)('pantones API (%s)', (kind) => {
  let s: SeededApp;
  beforeAll(async () => {
    s = await createSeededApp(kind);
  });
  afterAll(() => s.t.close());

  it('GET /api/business/pantones lists the thread catalogue', async () => {
    const res = await s.get('/api/business/pantones');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(fixtureData.threads.map((th) => ({ ...th })));
  });
});
