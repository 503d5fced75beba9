import type { FastifyInstance } from 'fastify';

const noAddress = { street: '', city: '', state: '', zipCode: '' };

/**
 * Demo CFDIs (issue 32 acceptance 8), after the demo data is committed: the sandbox PAC stamps the demo's
 * sales fiscal documents (down payment invoices first, then invoices, then the notes that relate them) and
 * the payments that settle PPD invoices (their payment complements), through the same service a user's
 * click goes through; then one more invoice of the first client is stamped and cancelled (reason 02).
 * Answers how many CFDIs were stamped. A document the pre-flight refuses is left unstamped (and logged).
 */
export async function stampDemoDocuments(app: FastifyInstance, now: Date): Promise<number> {
  if (!(await app.fiscal.loadCompanyCsd().catch(() => null))) return 0;
  const admin = await app.db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').executeTakeFirst();
  if (!admin) return 0;
  const viewer = { id: admin.id, role: 'admin' };
  const docs = await app.db
    .selectFrom('documents as d')
    .innerJoin('sales_fiscal_terms as t', 't.document_id', 'd.id')
    .select(['d.id', 'd.kind', 't.is_debit_note', 't.down_payment_stage'])
    .where('d.kind', 'in', ['invoice', 'credit_note', 'down_payment_invoice'])
    .where('d.status', '<>', 'Cancelada')
    .orderBy('d.id')
    .execute();
  const rank = (d: (typeof docs)[number]) => (d.kind === 'down_payment_invoice' ? 0 : d.kind === 'invoice' && d.is_debit_note === 0 ? 1 : 2);
  let stamped = 0;
  const attempt = async (what: string, fn: () => Promise<unknown>) => {
    try {
      await fn();
      stamped += 1;
    } catch (error) {
      app.log.warn({ err: error }, `demo: ${what} sin timbrar`);
    }
  };
  for (const d of [...docs].sort((a, b) => rank(a) - rank(b) || a.id - b.id)) {
    if (d.kind === 'down_payment_invoice' && d.down_payment_stage !== 'invoiced') continue;
    await attempt(`documento ${d.id}`, () => app.fiscalDocuments.stampDocument(d.id, viewer, now));
  }
  const payments = await app.db.selectFrom('customer_payments').select('id').orderBy('pay_date').orderBy('id').execute();
  for (const p of payments) {
    const applications = await app.fiscalDocuments.rows.paymentApplications(p.id);
    if (!applications.some((a) => a.kind === 'invoice' && a.payment_method === 'PPD')) continue;
    await attempt(`cobro ${p.id}`, () => app.fiscalDocuments.stampPayment(p.id, viewer, now));
  }

  // One invoice issued by mistake, stamped and cancelled (02: errors without a relation).
  const first = await app.db.selectFrom('documents').select(['partner_id', 'owner_id']).where('kind', '=', 'invoice').orderBy('id').executeTakeFirst();
  if (first) {
    const at = new Date(now.getTime() - 2 * 86_400_000).toISOString();
    const orderId = await app.documents.create(
      {
        kind: 'order',
        partnerId: first.partner_id,
        contactId: null,
        ownerId: first.owner_id,
        name: 'Reposición de gorras (capturada por error)',
        reference: '',
        currency: 'MXN',
        exchangeRate: 10_000,
        borderRegion: false,
        shippingAddress: noAddress,
        billingAddress: noAddress,
        sampleId: null,
        lines: [{ code: 'BOR-LG-09', description: 'Bordado del logotipo en gorra', quantity: 12, unitPriceCents: 3_800 }],
      },
      { actorId: first.owner_id, at },
    );
    const line = await app.db.selectFrom('document_lines').select(['id', 'quantity']).where('document_id', '=', orderId).executeTakeFirstOrThrow();
    const seller = { id: first.owner_id, role: 'seller' };
    const invoice = await app.receivables.createInvoice({ baseId: orderId, lines: [{ baseLineId: line.id, quantity: line.quantity }], paymentMethod: 'PUE', paymentForm: '03' }, seller, new Date(at));
    await attempt(`factura ${invoice.folio}`, async () => {
      await app.fiscalDocuments.stampDocument(invoice.id, viewer, now);
      await app.fiscalDocuments.cancelDocument(invoice.id, { reason: '02' }, viewer, now);
    });
  }
  return stamped;
}
