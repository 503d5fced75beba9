import { demoData } from '../../src/db/seed/demo-data';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { injectAs, type Requester } from '../helpers/request';

jest.setTimeout(180_000);

describe.each(testDatabases)('demo supplier invoices (%s)', (kind) => {
  let t: TestApp;
  let admin: Requester;

  beforeAll(async () => {
    t = await createTestApp(kind, { garmentSvg: demoData.garmentSvg });
    expect(await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now())).toBe(true);
    const user = (demoData.team ?? []).find((u) => u.role === 'admin')!;
    admin = injectAs(t.app, await loginCookie(t.app, user.username, user.password));
  });
  afterAll(() => t.close());

  it('every screen has data: invoices (one with differences), a credit note, a down payment applied, balances with payments, the report', async () => {
    const invoices = (await admin('GET', '/api/purchasing/supplier-invoices?kind=invoice')).json();
    expect(invoices).toHaveLength(4);
    expect(invoices.filter((i: { goodsReceiptFolio: string | null }) => i.goodsReceiptFolio)).toHaveLength(2);
    expect(invoices.some((i: { differenceCount: number }) => i.differenceCount > 0)).toBe(true);
    expect((await admin('GET', '/api/purchasing/supplier-invoices?kind=credit_note')).json()).toHaveLength(1);
    const [downPayment] = (await admin('GET', '/api/purchasing/supplier-invoices?kind=down_payment')).json();
    expect(downPayment.balanceCents).toBe(0);
    expect((await admin('GET', `/api/purchasing/supplier-invoices/${downPayment.id}`)).json().appliedTo).not.toBeNull();
    const balances = (await admin('GET', '/api/purchasing/supplier-balances')).json();
    expect(balances).toHaveLength(3);
    expect(balances.some((b: { ageing: Record<string, number> }) => (b.ageing['90+'] ?? 0) > 0)).toBe(true);
    expect(balances.reduce((s: number, b: { paidCents: number }) => s + b.paidCents, 0)).toBe(730_000);
    const today = t.clock.now().toISOString().slice(0, 10);
    const report = (await admin('GET', `/api/purchasing/report?from=2000-01-01&to=${today}&groupBy=month`)).json();
    expect(report.rows.length).toBeGreaterThan(1);
    // The stored XML files are referenced, so the storage sweep keeps them.
    const keys = await t.app.db.selectFrom('supplier_cfdis').select('xml_file_key').execute();
    for (const { xml_file_key } of keys) expect(await t.app.storage.stat(xml_file_key)).toBeDefined();
  });
});
