import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser, signInDemo } from '../helpers/builders';
import type { Requester } from '../helpers/request';
import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';

describe.each(testDatabases)('GET /api/business-partner/clients-search (%s)', (kind) => {
  let t: TestApp;
  let demo: Requester;
  const search = (term: string) => demo.inject({ method: 'GET', url: '/api/business-partner/clients-search', query: { search: term } });
  const names = async (term: string) => (await search(term)).json().map((c: { cardName: string }) => c.cardName);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
    demo = (await signInDemo(t.app)).as;
  });
  afterAll(() => t.close());

  it('matches name, code and RFC ignoring case and accents', async () => {
    expect(await names('PEÑASCO')).toEqual(['Construcciones Peñasco S.A. de C.V.']);
    expect(await names('penasco')).toEqual(['Construcciones Peñasco S.A. de C.V.']);
    expect(await names('logistica alamo')).toEqual(['Logística Álamo']);
    expect(await names('c000')).toEqual(['Construcciones Peñasco S.A. de C.V.', 'Logística Álamo']);
    expect(await names('lal990101')).toEqual(['Logística Álamo']);
    expect(await names('zzz')).toEqual([]);
  });

  it('matches the RFC only for roles that may see it (partner.seePrivateData); name and code for every role', async () => {
    const designer = (await buildUser(t.app, { username: 'disena', role: 'designer' })).cookie;
    const asDesigner = async (term: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/business-partner/clients-search', query: { search: term }, headers: { cookie: designer } }))
        .json()
        .map((c: { cardName: string }) => c.cardName);
    expect(await asDesigner('lal990101')).toEqual([]);
    expect(await asDesigner('logistica alamo')).toEqual(['Logística Álamo']);
    expect(await asDesigner('c0002')).toEqual(['Logística Álamo']);
  });

  it('treats % and _ literally', async () => {
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
  });

  it('returns the search-result shape', async () => {
    const res = await search('alamo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        cardCode: 'C0002',
        cardName: 'Logística Álamo',
        email: 'rh@alamo.example.mx',
        phone1: '8187654321',
        address: 'Calle Hidalgo 5',
        city: 'Monterrey',
        county: 'San Pedro Garza García',
        state: 'Nuevo León',
        zipCode: '66220',
      },
    ]);
  });

  it('returns at most 20 rows', async () => {
    await t.app.db
      .insertInto('clients')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          card_code: `X${i}`,
          card_name: `Extra ${i}`,
          rfc: '',
          email: '',
          phone1: '',
          address: '',
          city: '',
          county: '',
          state: '',
          zip_code: '',
          country: 'MEX',
          department: null,
          search_text: `x${i} extra ${i}`,
          search_name: `extra ${i}`,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    expect(await names('extra')).toHaveLength(20);
  });
});
