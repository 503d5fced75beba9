import { demoData } from '../../src/db/seed/demo-data';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { injectAs, type Requester } from '../helpers/request';

jest.setTimeout(180_000);

/** The demo data shows a partial delivery, a complete one and a return (issue 32 item 1). */
describe.each(testDatabases)('demo deliveries and returns (%s)', (kind) => {
  let t: TestApp;
  let as: Requester;
  beforeAll(async () => {
    t = await createTestApp(kind, { garmentSvg: demoData.garmentSvg });
    await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now());
    as = injectAs(t.app, await loginCookie(t.app, demoData.demoUser.username, demoData.demoUser.password));
  });
  afterAll(() => t.close());

  it('has OV00092 delivered in part, OV00094 delivered whole with one polo returned', async () => {
    const deliveries = (await as.get('/api/sales/deliveries?pageSize=100')).json();
    const partial = deliveries.rows.find((r: { order: { folio: string } | null }) => r.order?.folio === 'OV00092');
    const whole = deliveries.rows.find((r: { order: { folio: string } | null }) => r.order?.folio === 'OV00094');
    expect(partial).toMatchObject({ pieces: 8, warehouseName: 'Producto terminado', order: { status: 'Abierta' } });
    expect(whole).toMatchObject({ pieces: 80, order: { status: 'Cerrada' } });
    expect((await as.get(`/api/sales/orders/${partial.order.id}/deliverable`)).json().state).toBe('partial');
    expect((await as.get(`/api/sales/orders/${whole.order.id}/deliverable`)).json().state).toBe('complete');
    const detail = (await as.get(`/api/sales/deliveries/${whole.id}`)).json();
    expect(detail.returns).toHaveLength(1);
    const returns = (await as.get('/api/sales/returns')).json();
    expect(returns.rows).toContainEqual(expect.objectContaining({ delivery: expect.objectContaining({ id: whole.id }), pieces: 1 }));
  });
});
