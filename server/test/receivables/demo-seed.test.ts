import { demoData } from '../../src/db/seed/demo-data';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { injectAs, type Requester } from '../helpers/request';

jest.setTimeout(180_000);

/** The demo data shows every receivables screen with real rows (issue 32 item 6). */
describe.each(testDatabases)('demo accounts receivable (%s)', (kind) => {
  let t: TestApp;
  let as: Requester;
  beforeAll(async () => {
    t = await createTestApp(kind, { garmentSvg: demoData.garmentSvg });
    await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now());
    as = injectAs(t.app, await loginCookie(t.app, demoData.demoUser.username, demoData.demoUser.password));
  });
  afterAll(() => t.close());

  it('has invoices (PUE paid, PPD in part, one > 90 days overdue), a debit and a credit note, down payments applied and requested', async () => {
    const list = async (name: string) => (await as.get(`/api/receivables/documents?list=${name}`)).json() as { id: number; paymentMethod: string; balanceCents: number; totalCents: number }[];
    const invoices = await list('invoice');
    expect(invoices.length).toBeGreaterThanOrEqual(4);
    expect(invoices.some((i) => i.paymentMethod === 'PUE' && i.balanceCents === 0)).toBe(true);
    expect(invoices.some((i) => i.paymentMethod === 'PPD' && i.balanceCents > 0 && i.balanceCents < i.totalCents)).toBe(true);
    expect((await list('debit_note')).length).toBeGreaterThanOrEqual(1);
    expect((await list('credit_note')).length).toBeGreaterThanOrEqual(1);
    expect((await list('down_payment')).length).toBeGreaterThanOrEqual(1);
    expect((await list('down_payment_request')).length).toBeGreaterThanOrEqual(1);
    const details = await Promise.all(invoices.filter((i) => i.paymentMethod === 'PPD').map(async (i) => (await as.get(`/api/receivables/documents/${i.id}`)).json()));
    expect(details.some((d) => d.payments.length === 2 && d.payments[1].instalment === 2 && d.balanceCents > 0)).toBe(true);
    expect(details.some((d) => d.relates.some((r: { relationType: string }) => r.relationType === '07'))).toBe(true);
    const balances = (await as.get('/api/receivables/clients')).json() as { ageing: Record<'0-30' | '31-60' | '61-90' | '90+', number>; balanceCents: number }[];
    expect(balances.some((b) => b.ageing['90+'] > 0)).toBe(true);
    for (const b of balances) expect(Object.values(b.ageing).reduce((s, n) => s + n, 0)).toBe(b.balanceCents);
  });
});
