import { demoData } from '../../src/db/seed/demo-data';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { injectAs, type Requester } from '../helpers/request';

jest.setTimeout(180_000);

/** The demo data shows receipts (one partial), a return and an order still to receive (issue 31 item 5). */
describe.each(testDatabases)('demo goods receipts and returns (%s)', (kind) => {
  let t: TestApp;
  let as: Requester;
  beforeAll(async () => {
    t = await createTestApp(kind, { garmentSvg: demoData.garmentSvg });
    await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now());
    as = injectAs(t.app, await loginCookie(t.app, demoData.demoUser.username, demoData.demoUser.password));
  });
  afterAll(() => t.close());

  it('has two receipts, one return, and two purchase orders with something to receive', async () => {
    const receipts = (await as.get('/api/purchasing/receipts')).json();
    // This area's two receipts are the oldest (newest first): the supplier invoices' demo data adds the
    // receipts its invoices were matched against after them.
    expect(receipts.total).toBeGreaterThanOrEqual(2);
    expect(receipts.rows).toHaveLength(receipts.total);
    const [thread, labels] = receipts.rows.slice(-2);
    expect(labels).toMatchObject({ supplierName: 'Textiles Finos de Puebla, S.A. de C.V.', status: 'Abierta', order: { status: 'Abierta' }, lineCount: 3, warehouseName: 'Materia prima' });
    expect(thread).toMatchObject({ supplierName: 'Hilos y Bordados Omega, S.A. de C.V.', order: { status: 'Cerrada' } });
    const detail = (await as.get(`/api/purchasing/receipts/${thread.id}`)).json();
    expect(detail.lines.map((l: { quantity: number; openQuantity: number; unitCostCents: number }) => [l.quantity, l.openQuantity, l.unitCostCents])).toEqual([
      [20_000, 20_000, 100],
      [5_000, 4_000, 1_500],
    ]);
    expect(detail.returns).toHaveLength(1);
    const returns = (await as.get('/api/purchasing/returns')).json();
    expect(returns.rows).toContainEqual(expect.objectContaining({ receipt: expect.objectContaining({ id: thread.id }), lineCount: 1 }));
    const orders = (await as.get('/api/purchasing/receivable-orders')).json();
    expect(orders.total).toBeGreaterThanOrEqual(2);
    const open = (await as.get(`/api/purchasing/orders/${labels.order.id}/receivable`)).json();
    expect(open.lines.map((l: { open: number }) => l.open)).toEqual([0, 0, 200]);
  });
});
