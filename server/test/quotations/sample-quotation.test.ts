import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { backofficeFixture, injectAs, staffSession } from '../helpers/backoffice';
import { testDatabases } from '../helpers/databases';

jest.setTimeout(60_000);

describe.each(testDatabases)("'Cotizar' on a sample (%s)", (kind) => {
  let t: TestApp;
  let demo: ReturnType<typeof injectAs>;
  let sampleId: (name: string) => Promise<number>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, backofficeFixture, t.clock.now());
    demo = injectAs(t.app, await loginCookie(t.app, 'demo', 'demo1234'));
    sampleId = async (name) => (await t.app.db.selectFrom('samples').select('id').where('sample_name', '=', name).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('makes a quotation for the sample’s client with the garment and one line per decoration, linked both ways', async () => {
    const id = await sampleId('Uniformes planta norte');
    const res = await demo('POST', `/api/business/samples/${id}/quotations`);
    expect(res.statusCode).toBe(201);
    const q = res.json();
    expect(q).toMatchObject({ kind: 'quotation', status: 'Abierta', clientCode: 'C0001', name: 'Uniformes planta norte', sample: { id, name: 'Uniformes planta norte' } });
    expect(q.lines).toEqual([
      expect.objectContaining({ code: 'PLY-CR-11', quantity: 1, unitPriceCents: 8_900 }),
      // Logo Peñasco: Bordado 10 × 5 cm → 8 millares × 9.50
      expect.objectContaining({ code: 'BOR-MIL-13', description: expect.stringContaining('Bordado «Logo Peñasco» (Frente, 10 × 5 cm)'), unitPriceCents: 7_600 }),
      // Espalda: DTF 20 × 20 cm → 25.00 × 1.8
      expect.objectContaining({ code: 'DTF-PZA-14', description: expect.stringContaining('DTF «Espalda» (Espalda, 20 × 20 cm)'), unitPriceCents: 4_500 }),
      expect.objectContaining({ code: 'PON-LOG-16', quantity: 1 }),
    ]);
    expect((await demo('GET', `/api/business/samples/${id}/quotations`)).json()).toEqual([
      { id: q.id, folio: q.folio, status: 'Abierta', totalCents: q.totalCents, currency: 'MXN', createdOn: expect.any(String) },
    ]);
  });

  it('refuses a sample still in design (stage 1), a missing one, and a reviewer', async () => {
    const early = await demo('POST', `/api/business/samples/${await sampleId('Gorras evento')}/quotations`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SALES_MESSAGES.sampleTooEarly);
    expect((await demo('POST', '/api/business/samples/999999/quotations')).statusCode).toBe(404);
    expect((await demo('GET', '/api/business/samples/999999/quotations')).statusCode).toBe(404);
    const reviewer = injectAs(t.app, (await staffSession(t.app, 'revisora', 'designer')).cookie);
    expect((await reviewer('POST', `/api/business/samples/${await sampleId('Uniformes planta norte')}/quotations`)).statusCode).toBe(403);
  });
});
