import { demoData } from '../../src/db/seed/demo-data';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';

jest.setTimeout(180_000);

/** The demo data's stock side of production (issue 31 item 4): issues on the open orders, one receipt at cost. */
describe.each(testDatabases)('demo production stock (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { garmentSvg: demoData.garmentSvg });
    expect(await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now())).toBe(true);
  });
  afterAll(() => t.close());

  it('issues materials to released and in-process orders and receives finished goods of one at cost', async () => {
    const moves = await t.app.db
      .selectFrom('stock_moves as m')
      .innerJoin('production_orders as o', 'o.id', 'm.source_id')
      .select(['m.kind', 'o.folio', 'o.status', 'm.quantity', 'm.unit_cost_cents'])
      .where('m.source_kind', '=', 'production_order')
      .execute();
    const issued = new Set(moves.filter((m) => m.kind === 'production_issue').map((m) => m.folio));
    const receipts = moves.filter((m) => m.kind === 'production_receipt');
    const open = await t.app.db.selectFrom('production_orders').select(['id', 'folio', 'status']).where('status', 'in', ['released', 'in_progress']).execute();
    expect(open.length).toBeGreaterThan(0);
    for (const o of open) expect(issued).toContain(o.folio);
    expect(receipts.length).toBeGreaterThan(0);
    expect(receipts.every((r) => Number(r.quantity) > 0 && Number(r.unit_cost_cents) > 0 && r.status === 'in_progress')).toBe(true);
    const machines = await t.app.db.selectFrom('machines').select(['name', 'rate_cents_per_hour']).where('name', '=', 'Tajima 6 cabezas').executeTakeFirstOrThrow();
    expect(machines.rate_cents_per_hour).toBe(45_000);
    const materials = (await t.app.inject({ method: 'GET', url: `/api/production/orders/${open[0]!.id}/materials` })).statusCode;
    expect([200, 401]).toContain(materials);
  });
});
