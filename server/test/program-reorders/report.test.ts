import { PROGRAM_REPORT_CSV_HEADER } from '@muestrario/shared/rules';
import { seedIfEmpty } from '../../src/db/seed';
import { items as demoItems } from '../../src/db/seed/data/items';
import { createTestApp, type TestApp } from '../helpers/app';
import { backofficeFixture } from '../helpers/backoffice';
import { buildProgram, buildUser, type BuiltProgram } from '../helpers/builders';
import { testDatabases } from '../helpers/databases';
import type { Requester } from '../helpers/request';

jest.setTimeout(180_000);

/*
 * Issue 35 item 5: the program report on both databases, with a real partial delivery (through the
 * deliveries API, out of finished-goods stock) handed to employees in name-list order.
 */
describe.each(testDatabases)('the program report (%s)', (kind) => {
  let t: TestApp;
  let seller: { id: number; as: Requester };
  let admin: Requester;
  let p: BuiltProgram;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, { ...backofficeFixture, items: demoItems }, t.clock.now());
    seller = await buildUser(t.app, { username: 'vendedora', role: 'seller' });
    admin = (await buildUser(t.app, { username: 'jefa', role: 'admin' })).as;
    p = await buildProgram(t.app, { employees: 6, sellerId: seller.id });
  });
  afterAll(() => t.close());

  it('before any order: every active employee’s kit is due and not ordered', async () => {
    const res = await seller.as.get(`/api/programs/${p.programId}/report`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ programId: p.programId, periodStart: p.periodStart, periodEnd: '2025-12-31', exceptions: [] });
    const kitSize = (e: BuiltProgram['employees'][number]) => (e.jobTitleId === p.jobTitles.operator ? 4 : 2);
    expect(report.rows).toHaveLength(p.employees.reduce((n, e) => n + kitSize(e), 0));
    expect(report.rows.every((r: { ordered: number; delivered: number; due: number; allowance: number }) => r.ordered === 0 && r.delivered === 0 && r.due === r.allowance)).toBe(true);
    expect(report.totals).toMatchObject({ employees: 6, ordered: 0, delivered: 0 });
    expect(report.totals.due).toBe(report.totals.allowance);
  });

  it('after a reorder and a partial delivery of one size: ordered per employee, delivered in name-list order, what is due', async () => {
    const created = (await seller.as('POST', `/api/programs/${p.programId}/reorders`, { pick: { kind: 'todos' } })).json();
    const polo = p.styles.polo;
    // The polo line: its size with the most pieces, and the employees who have it, in name order.
    const grids = (await seller.as.get(`/api/sales/orders/${created.orderId}/grids`)).json();
    const poloGrid = grids.find((g: { styleId: number }) => g.styleId === polo.id);
    const names: { name: string; size: string }[] = poloGrid.names;
    const bySize = new Map<string, string[]>();
    for (const n of names) bySize.set(n.size, [...(bySize.get(n.size) ?? []), n.name]);
    const [size, holders] = [...bySize.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
    const deliveredPieces = holders.length - 1;

    // Stock and a delivery of that size through the API.
    const pt = (await admin('POST', '/api/stock/warehouses', { code: 'PT', name: 'Producto terminado', kind: 'finished_goods', active: true })).json().id;
    const shelf = (await admin('POST', '/api/stock/locations', { warehouseId: pt, code: 'E-01', name: 'Embarques', active: true })).json().id;
    const variant = await t.app.db.selectFrom('item_variants').select('id').where('item_id', '=', polo.id).where('colour_id', '=', polo.colourId).where('size', '=', size).executeTakeFirstOrThrow();
    const stock = await admin('POST', '/api/stock/moves', { kind: 'receipt', itemId: polo.id, variantId: variant.id, warehouseId: pt, locationId: shelf, quantity: 100, unitCostCents: 9_800, toWarehouseId: null, toLocationId: null, note: 'Existencia' });
    expect(stock.statusCode).toBe(201);
    const lineId = (await t.app.db.selectFrom('document_lines').select('id').where('document_id', '=', created.orderId).where('line_number', '=', grids.indexOf(poloGrid)).executeTakeFirstOrThrow()).id;
    const delivery = await seller.as('POST', `/api/sales/orders/${created.orderId}/deliveries`, {
      warehouseId: pt,
      lines: [{ baseLineId: lineId, quantity: deliveredPieces, sizes: [{ variantId: variant.id, quantity: deliveredPieces }] }],
    });
    expect(delivery.statusCode).toBe(201);

    const report = (await seller.as.get(`/api/programs/${p.programId}/report`)).json();
    type Row = { employeeName: string; kitLineId: number; allowance: number; ordered: number; delivered: number; due: number; toOrder: number; orders: string[] };
    const poloRows: Row[] = report.rows.filter((r: Row) => r.kitLineId === p.kitLines.operatorPolo || r.kitLineId === p.kitLines.supervisorPolo);
    // Employees of that size in name-list order: each gets all their pieces until the delivery runs out.
    let left = deliveredPieces;
    const expected = new Map<string, number>();
    for (const name of holders) {
      const give = Math.min(left, 1);
      expected.set(name, (expected.get(name) ?? 0) + give);
      left -= give;
    }
    for (const r of poloRows) {
      expect(r.ordered).toBe(r.allowance);
      expect(r.toOrder).toBe(0);
      expect(r.orders).toEqual([created.folio]);
      expect(r.delivered).toBe(expected.get(r.employeeName) ?? 0);
      expect(r.due).toBe(r.allowance - r.delivered);
    }
    expect(report.totals.delivered).toBe(deliveredPieces);
    expect(report.totals.ordered).toBe(created.pieces);
    expect(report.totals.toOrder).toBe(0);
    // The CSV header the screen downloads names the same columns.
    expect(PROGRAM_REPORT_CSV_HEADER).toContain('Por entregar');
  });
});
