import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { SupplierPaymentMethod } from '@muestrario/shared/domain';
import type { Database } from '../../db/types';
import type { FileStorage } from '../../storage/file-storage';
import { DocumentEngine } from '../business-documents/service';
import { parseCfdi } from './cfdi-parser';
import { demoCfdiXml, type DemoCfdi, type DemoConcept } from './demo-cfdi';
import { SupplierInvoiceService } from './service';

/** Demo supplier invoices (issue 31 item 5): receipts to match, CFDI imported as an admin would, payments. */
export interface SeedSupplierInvoices {
  /** A purchase order and its goods receipt (all received), named by `key`. */
  receipts: { key: string; supplierRfc: string; daysAgo: number; lines: DemoConcept[] }[];
  /** CFDI in import order (a credit note after its invoice). */
  cfdis: (Omit<DemoCfdi, 'fecha' | 'emisorName' | 'emisorRfc'> & { supplierRfc: string; daysAgo: number; receipt?: string })[];
  payments: { supplierRfc: string; daysAgo: number; method: SupplierPaymentMethod; reference: string; applications: { uuid: string; amountCents: number }[] }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const noAddress = { street: '', city: '', state: '', zipCode: '' };

/**
 * Inside the seeding transaction: the receipts through the document engine, each CFDI's XML stored
 * (its key pushed to `storedKeys`, removed by the caller if seeding fails) and imported through the
 * service's `store`, then the payments. An unknown supplier RFC is skipped (test data without it).
 */
export async function seedSupplierInvoices(
  trx: Kysely<Database>,
  storage: FileStorage,
  storedKeys: string[],
  data: SeedSupplierInvoices | undefined,
  ctx: { now: Date; userId: number },
): Promise<void> {
  if (!data) return;
  const engine = new DocumentEngine(trx);
  const service = new SupplierInvoiceService(trx, engine, () => storage);
  const supplierOf = (rfc: string) => trx.selectFrom('clients').select(['id', 'card_name']).where('rfc', '=', rfc).where('partner_type', '=', 'Proveedor').executeTakeFirst();
  const dayOf = (daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * DAY_MS);
  const receipts = new Map<string, number>();
  for (const r of data.receipts) {
    const supplier = await supplierOf(r.supplierRfc);
    if (!supplier) continue;
    const at = dayOf(r.daysAgo + 7).toISOString();
    const po = await engine.create(
      {
        kind: 'purchase_order',
        partnerId: supplier.id,
        contactId: null,
        ownerId: ctx.userId,
        name: 'Compra de materiales',
        reference: '',
        currency: 'MXN',
        exchangeRate: 10_000,
        borderRegion: false,
        shippingAddress: noAddress,
        billingAddress: noAddress,
        sampleId: null,
        docDate: at.slice(0, 10),
        lines: r.lines.map((l) => ({ code: l.code, description: l.description, quantity: l.quantity, unitPriceCents: l.unitPriceCents })),
      },
      { actorId: ctx.userId, at, trx },
    );
    const receivedAt = dayOf(r.daysAgo).toISOString();
    receipts.set(r.key, await engine.copy(po, 'goods_receipt_po', 'all-open', { actorId: ctx.userId, at: receivedAt, trx, header: { docDate: receivedAt.slice(0, 10) } }));
  }
  const ids = new Map<string, number>();
  for (const c of data.cfdis) {
    const supplier = await supplierOf(c.supplierRfc);
    if (!supplier) continue;
    const date = dayOf(c.daysAgo);
    const xml = demoCfdiXml({ ...c, fecha: date.toISOString().slice(0, 19), emisorRfc: c.supplierRfc, emisorName: supplier.card_name.toUpperCase() });
    const file = await storage.put(Readable.from([Buffer.from(xml, 'utf8')]), 'xml');
    storedKeys.push(file.key);
    const { id } = await service.store(trx, parseCfdi(xml), c.receipt ? (receipts.get(c.receipt) ?? null) : null, file, ctx.userId, date);
    ids.set(c.uuid, id);
  }
  for (const p of data.payments) {
    const supplier = await supplierOf(p.supplierRfc);
    const applications = p.applications.filter((a) => ids.has(a.uuid));
    if (!supplier || applications.length === 0) continue;
    const at = dayOf(p.daysAgo).toISOString();
    const payment = await trx
      .insertInto('supplier_payments')
      .values({ supplier_id: supplier.id, pay_date: at.slice(0, 10), amount_cents: applications.reduce((s, a) => s + a.amountCents, 0), method: p.method, reference: p.reference, created_by: ctx.userId, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('supplier_payment_applications')
      .values(applications.map((a) => ({ payment_id: payment.id, cfdi_id: ids.get(a.uuid)!, amount_cents: a.amountCents })))
      .execute();
  }
}
