import { demoData } from '../../src/db/seed/demo-data';
import { seedIfEmpty } from '../../src/db/seed';
import { stampDemoDocuments } from '../../src/modules/fiscal-documents/seed';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { injectAs, type Requester } from '../helpers/request';

jest.setTimeout(300_000);

/** `npm start`'s demo: stamped invoices (PUE and PPD), payment complements and a cancelled invoice (issue 32 acceptance 8). */
describe.each(testDatabases)('demo CFDIs (%s)', (kind) => {
  let t: TestApp;
  let as: Requester;
  beforeAll(async () => {
    t = await createTestApp(kind, { garmentSvg: demoData.garmentSvg });
    await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now(), { fiscalKey: t.app.fiscal.secretKey });
    expect(await stampDemoDocuments(t.app, t.clock.now())).toBeGreaterThan(0);
    as = injectAs(t.app, await loginCookie(t.app, demoData.demoUser.username, demoData.demoUser.password));
  });
  afterAll(() => t.close());

  it('stamps PUE and PPD invoices, notes and down payments, payment complements, and one cancelled invoice; each offers XML and PDF', async () => {
    const rows = await t.app.db
      .selectFrom('fiscal_documents as f')
      .leftJoin('sales_fiscal_terms as s', 's.document_id', 'f.document_id')
      .select(['f.document_id', 'f.payment_id', 'f.cfdi_type', 'f.status', 's.payment_method'])
      .execute();
    expect(rows.some((r) => r.cfdi_type === 'I' && r.payment_method === 'PUE' && r.status === 'vigente')).toBe(true);
    expect(rows.some((r) => r.cfdi_type === 'I' && r.payment_method === 'PPD' && r.status === 'vigente')).toBe(true);
    expect(rows.some((r) => r.cfdi_type === 'E')).toBe(true);
    expect(rows.filter((r) => r.cfdi_type === 'P').length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.status === 'cancelada')).toHaveLength(1);
    expect(rows.some((r) => r.status === 'pendiente')).toBe(false);
    const stamped = rows.find((r) => r.payment_method === 'PPD' && r.document_id !== null)!;
    const admin = injectAs(t.app, await loginCookie(t.app, demoData.team!.find((u) => u.role === 'admin')!.username, demoData.team!.find((u) => u.role === 'admin')!.password));
    for (const who of [as, admin]) {
      const res = await who.get(`/api/fiscal/documents/${stamped.document_id}/pdf`);
      if (res.statusCode === 404) continue; // the demo user may not own it
      expect(res.statusCode).toBe(200);
    }
    expect((await admin.get(`/api/fiscal/documents/${stamped.document_id}/xml`)).statusCode).toBe(200);
    const payment = rows.find((r) => r.cfdi_type === 'P')!;
    expect((await admin.get(`/api/fiscal/payments/${payment.payment_id}/pdf`)).statusCode).toBe(200);
  });
});
