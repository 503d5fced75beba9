import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type {
  CfdiConcept,
  CfdiDifference,
  PurchaseReport,
  PurchaseReportQuery,
  SupplierBalance,
  SupplierBalanceDetail,
  SupplierCfdiImport,
  SupplierInvoice,
  SupplierInvoiceDetail,
  SupplierInvoiceQuery,
  SupplierPayment,
  SupplierPaymentBody,
} from '@muestrario/shared/contract';
import { CURRENCIES, SUPPLIER_INVOICE_MESSAGES as M, type Currency } from '@muestrario/shared/domain';
import {
  invoiceBalances,
  matchCfdiToReceipt,
  paymentProblem,
  purchaseReportRows,
  supplierBalanceFigures,
  totalDifference,
  type BalanceCfdi,
  type CopyRequest,
  type PurchaseReportSource,
} from '@muestrario/shared/rules';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError, notFound } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { DocumentEngineError, type DocumentEngine } from '../business-documents/service';
import { parseCfdi, type ParsedCfdi } from './cfdi-parser';
import type { SupplierCfdisTable } from './tables';

type CfdiRow = Omit<SupplierCfdisTable, 'id'> & { id: number };

const noAddress = { street: '', city: '', state: '', zipCode: '' };
const conflict = (message: string) => new HttpError(409, message);
const unprocessable = (message: string) => new HttpError(422, message);

/** Whole cents in pesos of an amount in a currency at a rate in ten-thousandths. */
const toMxn = (cents: number, rate: number) => Math.round((cents * rate) / 10_000);

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return e?.code === '23505' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

/** The engine's refusals as HTTP errors (their Spanish message kept). */
function engineError(error: unknown): unknown {
  return error instanceof DocumentEngineError ? new HttpError(error.statusCode, error.message) : error;
}

interface Analysis {
  parsed: ParsedCfdi;
  supplier: { id: number; card_name: string };
  differences: CfdiDifference[];
  copy: CopyRequest[] | null;
  receipt: { id: number; folio: string } | null;
  relatedId: number | null;
}

/**
 * Supplier invoices from their CFDI (issue 31, item 5): the import (read, checked, matched with a goods
 * receipt, stored with its engine document in one transaction), supplier payments, balances by supplier
 * and the purchase report. docs/decisions/purchasing.md, "Supplier invoices (CFDI)".
 */
export class SupplierInvoiceService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly documents: DocumentEngine,
    private readonly storage: () => FileStorage,
  ) {}

  /**
   * Everything the import decides before writing, read through `db` (the transaction when storing):
   * the supplier by the issuer's RFC, the UUID not yet imported, the related CFDI of a credit note or of
   * an invoice applying a down payment, and the receipt's match.
   */
  private async analyse(db: Kysely<Database>, parsed: ParsedCfdi, goodsReceiptId: number | null): Promise<Analysis> {
    const taken = await db
      .selectFrom('supplier_cfdis')
      .leftJoin('documents', 'documents.id', 'supplier_cfdis.document_id')
      .select(['supplier_cfdis.uuid', 'documents.folio', 'supplier_cfdis.serie', 'supplier_cfdis.folio as cfdiFolio'])
      .where('supplier_cfdis.uuid', '=', parsed.uuid)
      .executeTakeFirst();
    if (taken) throw conflict(M.duplicateUuid(parsed.uuid, taken.folio ?? (`${taken.serie}${taken.cfdiFolio}` || parsed.uuid)));
    const supplier = await db
      .selectFrom('clients')
      .select(['id', 'card_name'])
      .where('partner_type', '=', 'Proveedor')
      .where((eb) => eb(eb.fn('upper', [eb.fn('trim', ['rfc'])]), '=', parsed.emisorRfc))
      .orderBy('id')
      .executeTakeFirst();
    if (!supplier) throw unprocessable(M.supplierNotFound(parsed.emisorRfc));

    let relatedId: number | null = null;
    if (parsed.kind === 'credit_note') {
      if (!parsed.related) throw unprocessable(M.relatedMissing);
      const related = await db.selectFrom('supplier_cfdis').select(['id', 'supplier_id', 'kind']).where('uuid', '=', parsed.related.uuid).executeTakeFirst();
      if (!related || related.kind === 'credit_note') throw unprocessable(M.relatedNotImported(parsed.related.uuid));
      if (related.supplier_id !== supplier.id) throw unprocessable(M.relatedOtherSupplier(parsed.related.uuid));
      relatedId = related.id;
    } else if (parsed.kind === 'invoice' && parsed.related) {
      const downPayment = await db.selectFrom('supplier_cfdis').select(['id', 'supplier_id']).where('uuid', '=', parsed.related.uuid).where('kind', '=', 'down_payment').executeTakeFirst();
      if (!downPayment) throw unprocessable(M.downPaymentNotImported(parsed.related.uuid));
      if (downPayment.supplier_id !== supplier.id) throw unprocessable(M.relatedOtherSupplier(parsed.related.uuid));
      const applied = await db.selectFrom('supplier_cfdis').select('id').where('related_cfdi_id', '=', downPayment.id).where('kind', '=', 'invoice').executeTakeFirst();
      if (applied) throw conflict(M.downPaymentAlreadyApplied(parsed.related.uuid));
      relatedId = downPayment.id;
    }

    let differences: CfdiDifference[] = [];
    let copy: CopyRequest[] | null = null;
    let receipt: Analysis['receipt'] = null;
    if (parsed.kind === 'invoice' && goodsReceiptId !== null) {
      let query = db.selectFrom('documents').selectAll().where('id', '=', goodsReceiptId).where('kind', '=', 'goods_receipt_po');
      if (dialectOf(db) === 'postgres') query = query.forNoKeyUpdate();
      const header = await query.executeTakeFirst();
      if (!header) throw notFound(M.receiptNotFound);
      if (header.partner_id !== supplier.id) throw unprocessable(M.receiptOtherSupplier(header.folio));
      if (header.status !== 'Abierta') throw conflict(M.receiptNotOpen(header.folio));
      const lines = (await db.selectFrom('document_lines').selectAll().where('document_id', '=', header.id).orderBy('line_number').execute()).filter((l) => l.open_quantity > 0);
      const match = matchCfdiToReceipt(
        parsed.concepts,
        lines.map((l) => ({ id: l.id, code: l.code, description: l.description, openQuantity: l.open_quantity, unitPriceCents: l.unit_price_cents })),
      );
      differences = match.differences;
      copy = match.pairs.filter((p) => p.quantity > 0).map((p) => ({ baseLineId: p.lineId, quantity: p.quantity }));
      if (copy.length === 0) throw unprocessable(M.nothingMatches(header.folio));
      if (header.currency !== parsed.currency) {
        differences.push({ kind: 'currency', code: '', description: 'Moneda', expected: null, actual: null, message: `El CFDI está en ${parsed.currency} y la entrada en ${header.currency}.` });
      } else {
        const net = lines.reduce((sum, l) => sum + Math.round((l.open_quantity * l.unit_price_cents * (10_000 - l.discount_bp)) / 10_000), 0);
        const expected = net + Math.round((net * header.tax_rate_bp) / 10_000);
        const total = totalDifference(expected, parsed.totalCents);
        if (total) differences.push(total);
      }
      receipt = { id: header.id, folio: header.folio };
    }
    return { parsed, supplier, differences, copy, receipt, relatedId };
  }

  /**
   * Imports a supplier's CFDI. `dryRun` reads and matches only. Otherwise the XML goes to storage first,
   * then one transaction re-checks everything (`analyse`), creates the engine's Factura de proveedor
   * (copied from the receipt's matched lines, or from the concepts) and the `supplier_cfdis` row; when
   * anything refuses, the transaction rolls back and the stored XML is removed again.
   */
  async import(xml: string, goodsReceiptId: number | null, dryRun: boolean, actorId: number, now: Date): Promise<SupplierCfdiImport> {
    const parsed = parseCfdi(xml);
    const answer = (a: Analysis, invoice: SupplierInvoice | null): SupplierCfdiImport => ({
      stored: invoice !== null,
      invoice,
      kind: parsed.kind,
      uuid: parsed.uuid,
      supplierId: a.supplier.id,
      supplierName: a.supplier.card_name,
      totalCents: parsed.totalCents,
      currency: parsed.currency,
      concepts: parsed.concepts,
      differences: a.differences,
    });
    if (dryRun) return answer(await this.analyse(this.db, parsed, goodsReceiptId), null);

    const storage = this.storage();
    const file = await storage.put(Readable.from([Buffer.from(xml, 'utf8')]), 'xml');
    try {
      const { analysis, id } = await writeTransaction(this.db, (trx) => this.store(trx, parsed, goodsReceiptId, file, actorId, now));
      return answer(analysis, (await this.list({}, id))[0]!);
    } catch (error) {
      await storage.delete(file.key);
      if (isUniqueViolation(error)) throw conflict(M.duplicateUuid(parsed.uuid, parsed.uuid));
      throw error;
    }
  }

  /**
   * Inside the caller's transaction: re-checks everything (`analyse`), creates the engine document and
   * the `supplier_cfdis` row naming the already stored XML. Seeding calls it inside the seed's transaction.
   */
  async store(trx: Kysely<Database>, parsed: ParsedCfdi, goodsReceiptId: number | null, file: { key: string; size: number }, actorId: number, now: Date): Promise<{ analysis: Analysis; id: number }> {
    const at = now.toISOString();
    const a = await this.analyse(trx, parsed, goodsReceiptId);
    const documentId = await this.engineDocument(trx, a, actorId, at).catch((error: unknown) => Promise.reject(engineError(error)));
    const row = await trx
      .insertInto('supplier_cfdis')
      .values({
        uuid: parsed.uuid,
        kind: parsed.kind,
        tipo: parsed.tipo,
        document_id: documentId,
        goods_receipt_id: a.receipt?.id ?? null,
        supplier_id: a.supplier.id,
        emisor_rfc: parsed.emisorRfc,
        emisor_name: parsed.emisorName,
        receptor_rfc: parsed.receptorRfc,
        serie: parsed.serie,
        folio: parsed.folio,
        issued_at: parsed.fecha,
        currency: parsed.currency,
        exchange_rate: parsed.exchangeRate,
        subtotal_cents: parsed.subtotalCents,
        discount_cents: parsed.discountCents,
        transferred_tax_cents: parsed.transferredTaxCents,
        withheld_tax_cents: parsed.withheldTaxCents,
        total_cents: parsed.totalCents,
        total_mxn_cents: toMxn(parsed.totalCents, parsed.exchangeRate),
        payment_method: parsed.paymentMethod,
        payment_form: parsed.paymentForm,
        related_uuid: parsed.related?.uuid ?? null,
        relation_type: parsed.related?.relationType ?? null,
        related_cfdi_id: a.relatedId,
        concepts: JSON.stringify(parsed.concepts),
        differences: JSON.stringify(a.differences),
        xml_file_key: file.key,
        xml_size: file.size,
        created_by: actorId,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { analysis: a, id: row.id };
  }

  /** The engine's supplier_invoice for an invoice or down payment (a credit note has none: no such kind). */
  private async engineDocument(trx: Kysely<Database>, a: Analysis, actorId: number, at: string): Promise<number | null> {
    const { parsed } = a;
    if (parsed.kind === 'credit_note') return null;
    const reference = `${parsed.serie}${parsed.folio}`.slice(0, 40) || parsed.uuid.slice(0, 8);
    const options = { actorId, at, trx };
    const docDate = parsed.fecha.slice(0, 10);
    if (a.receipt && a.copy) {
      return this.documents.copy(a.receipt.id, 'supplier_invoice', a.copy, { ...options, header: { reference, docDate, ownerId: actorId } });
    }
    const currency: Currency = (CURRENCIES as readonly string[]).includes(parsed.currency) ? (parsed.currency as Currency) : 'MXN';
    return this.documents.create(
      {
        kind: 'supplier_invoice',
        partnerId: a.supplier.id,
        contactId: null,
        ownerId: actorId,
        name: parsed.kind === 'down_payment' ? 'Anticipo' : 'Factura de proveedor',
        reference,
        currency,
        exchangeRate: currency === 'MXN' ? 10_000 : parsed.exchangeRate,
        borderRegion: false,
        shippingAddress: noAddress,
        billingAddress: noAddress,
        sampleId: null,
        docDate,
        lines: parsed.concepts.map((c) => ({
          code: (c.code || c.claveProdServ).slice(0, 50),
          description: c.description.slice(0, 200),
          quantity: Math.max(1, Math.round(c.quantity)),
          unitPriceCents: Math.round(c.quantity >= 1 ? c.amountCents / Math.max(1, Math.round(c.quantity)) : c.amountCents),
        })),
      },
      options,
    );
  }

  private async rows(filter: { id?: number; supplierId?: number; kind?: string } = {}): Promise<(CfdiRow & { supplier_name: string; document_folio: string | null; receipt_folio: string | null })[]> {
    let query = this.db
      .selectFrom('supplier_cfdis')
      .innerJoin('clients', 'clients.id', 'supplier_cfdis.supplier_id')
      .leftJoin('documents as d', 'd.id', 'supplier_cfdis.document_id')
      .leftJoin('documents as r', 'r.id', 'supplier_cfdis.goods_receipt_id')
      .selectAll('supplier_cfdis')
      .select(['clients.card_name as supplier_name', 'd.folio as document_folio', 'r.folio as receipt_folio'])
      .orderBy('supplier_cfdis.issued_at', 'desc')
      .orderBy('supplier_cfdis.id', 'desc');
    if (filter.id !== undefined) query = query.where('supplier_cfdis.id', '=', filter.id);
    if (filter.supplierId !== undefined) query = query.where('supplier_cfdis.supplier_id', '=', filter.supplierId);
    if (filter.kind !== undefined) query = query.where('supplier_cfdis.kind', '=', filter.kind as CfdiRow['kind']);
    return (await query.execute()) as never;
  }

  private async balanceInputs(supplierId?: number) {
    let cfdiQuery = this.db.selectFrom('supplier_cfdis').select(['id', 'kind', 'issued_at', 'total_mxn_cents', 'related_cfdi_id', 'supplier_id']);
    if (supplierId !== undefined) cfdiQuery = cfdiQuery.where('supplier_id', '=', supplierId);
    const cfdis = (await cfdiQuery.execute()).map((c) => ({
      id: c.id,
      kind: c.kind,
      date: c.issued_at.slice(0, 10),
      totalMxnCents: Number(c.total_mxn_cents),
      relatedId: c.kind === 'credit_note' ? c.related_cfdi_id : null,
      /** An invoice related 07: the down payment it applies. */
      appliesId: c.kind === 'invoice' ? c.related_cfdi_id : null,
      supplierId: c.supplier_id,
    }));
    const applications = (await this.db.selectFrom('supplier_payment_applications').select(['cfdi_id', 'amount_cents']).execute()).map((a) => ({ cfdiId: a.cfdi_id, amountCents: Number(a.amount_cents) }));
    return { cfdis, applications };
  }

  /** The imported CFDI, most recent first, with what is still owed on each. */
  async list(query: SupplierInvoiceQuery, id?: number): Promise<SupplierInvoice[]> {
    const [rows, { cfdis, applications }] = await Promise.all([this.rows({ id, supplierId: query.supplierId, kind: query.kind }), this.balanceInputs(query.supplierId)]);
    const balances = invoiceBalances(cfdis, applications);
    const list = rows.map((r) => this.toInvoice(r, balances.get(r.id) ?? 0));
    return query.open ? list.filter((i) => i.kind !== 'credit_note' && i.balanceCents > 0) : list;
  }

  private toInvoice(r: Awaited<ReturnType<SupplierInvoiceService['rows']>>[number], balanceCents: number): SupplierInvoice {
    return {
      id: r.id,
      uuid: r.uuid,
      kind: r.kind,
      documentId: r.document_id,
      folio: r.document_folio,
      cfdiFolio: `${r.serie}${r.serie && r.folio ? '-' : ''}${r.folio}`,
      supplierId: r.supplier_id,
      supplierName: r.supplier_name,
      rfc: r.emisor_rfc,
      issuedAt: r.issued_at,
      currency: r.currency,
      exchangeRate: r.exchange_rate,
      subtotalCents: Number(r.subtotal_cents),
      discountCents: Number(r.discount_cents),
      transferredTaxCents: Number(r.transferred_tax_cents),
      withheldTaxCents: Number(r.withheld_tax_cents),
      totalCents: Number(r.total_cents),
      totalMxnCents: Number(r.total_mxn_cents),
      paymentMethod: r.payment_method,
      goodsReceiptId: r.goods_receipt_id,
      goodsReceiptFolio: r.receipt_folio,
      relatedUuid: r.related_uuid,
      relationType: r.relation_type,
      balanceCents: r.kind === 'credit_note' ? 0 : balanceCents,
      differenceCount: (JSON.parse(r.differences) as unknown[]).length,
      createdAt: r.created_at,
    };
  }

  async detail(id: number): Promise<SupplierInvoiceDetail | undefined> {
    const [invoice] = await this.list({}, id);
    const row = await this.db.selectFrom('supplier_cfdis').select(['concepts', 'differences']).where('id', '=', id).executeTakeFirst();
    if (!invoice || !row) return undefined;
    const creditNotes = await this.db
      .selectFrom('supplier_cfdis')
      .select(['id', 'uuid', 'issued_at', 'total_mxn_cents', 'relation_type'])
      .where('related_cfdi_id', '=', id)
      .where('kind', '=', 'credit_note')
      .orderBy('id')
      .execute();
    const payments = await this.db
      .selectFrom('supplier_payment_applications as a')
      .innerJoin('supplier_payments as p', 'p.id', 'a.payment_id')
      .select(['p.id', 'p.pay_date', 'p.method', 'p.reference', 'a.amount_cents'])
      .where('a.cfdi_id', '=', id)
      .orderBy('p.id')
      .execute();
    const applied = await this.db
      .selectFrom('supplier_cfdis')
      .leftJoin('documents', 'documents.id', 'supplier_cfdis.document_id')
      .select(['supplier_cfdis.id', 'supplier_cfdis.uuid', 'documents.folio'])
      .where('supplier_cfdis.related_cfdi_id', '=', id)
      .where('supplier_cfdis.kind', '=', 'invoice')
      .executeTakeFirst();
    return {
      ...invoice,
      concepts: JSON.parse(row.concepts) as CfdiConcept[],
      differences: JSON.parse(row.differences) as CfdiDifference[],
      creditNotes: creditNotes.map((c) => ({ id: c.id, uuid: c.uuid, issuedAt: c.issued_at, totalMxnCents: Number(c.total_mxn_cents), relationType: c.relation_type ?? '' })),
      payments: payments.map((p) => ({ paymentId: p.id, date: p.pay_date, method: p.method, reference: p.reference, amountCents: Number(p.amount_cents) })),
      appliedTo: applied ? { id: applied.id, uuid: applied.uuid, folio: applied.folio } : null,
    };
  }

  /** A supplier payment applied to invoices: each invoice's balance is re-read inside the transaction. */
  async pay(body: SupplierPaymentBody, actorId: number, now: Date): Promise<SupplierPayment> {
    const at = now.toISOString();
    const id = await writeTransaction(this.db, async (trx) => {
      const supplier = await trx.selectFrom('clients').select('id').where('id', '=', body.supplierId).where('partner_type', '=', 'Proveedor').executeTakeFirst();
      if (!supplier) throw notFound(M.supplierNotFoundById);
      const ids = body.applications.map((a) => a.invoiceId);
      let invoiceQuery = trx
        .selectFrom('supplier_cfdis')
        .leftJoin('documents', 'documents.id', 'supplier_cfdis.document_id')
        .select(['supplier_cfdis.id', 'supplier_cfdis.kind', 'supplier_cfdis.supplier_id', 'supplier_cfdis.uuid', 'documents.folio'])
        .where('supplier_cfdis.id', 'in', ids.length ? ids : [0]);
      if (dialectOf(trx) === 'postgres') invoiceQuery = invoiceQuery.forUpdate('supplier_cfdis');
      const invoices = await invoiceQuery.execute();
      for (const invoice of invoices) {
        if (invoice.supplier_id !== body.supplierId) throw new HttpError(400, M.paymentInvoiceOtherSupplier);
        if (invoice.kind === 'credit_note') throw new HttpError(400, M.paymentNotAnInvoice);
      }
      const cfdis = (await trx.selectFrom('supplier_cfdis').select(['id', 'kind', 'issued_at', 'total_mxn_cents', 'related_cfdi_id']).where('supplier_id', '=', body.supplierId).execute()).map(
        (c): BalanceCfdi => ({ id: c.id, kind: c.kind, date: c.issued_at, totalMxnCents: Number(c.total_mxn_cents), relatedId: c.kind === 'credit_note' ? c.related_cfdi_id : null }),
      );
      const applications = (
        await trx
          .selectFrom('supplier_payment_applications')
          .select(['cfdi_id', 'amount_cents'])
          .where('cfdi_id', 'in', ids.length ? ids : [0])
          .execute()
      ).map((a) => ({ cfdiId: a.cfdi_id, amountCents: Number(a.amount_cents) }));
      const balances = invoiceBalances(cfdis, applications);
      const byId = new Map(invoices.map((i) => [i.id, i]));
      const problem = paymentProblem(
        body.amountCents,
        body.applications,
        (invoiceId) => {
          const invoice = byId.get(invoiceId);
          return invoice && { folio: invoice.folio ?? invoice.uuid, balanceCents: balances.get(invoiceId) ?? 0 };
        },
        { none: M.paymentNoApplications, sum: M.paymentApplicationsSum, repeated: M.paymentRepeatedInvoice, over: M.paymentOverBalance, missing: M.invoiceNotFound },
      );
      if (problem === M.invoiceNotFound) throw notFound(problem);
      if (problem) throw new HttpError(problem.startsWith('El pago excede') ? 409 : 400, problem);
      const payment = await trx
        .insertInto('supplier_payments')
        .values({ supplier_id: body.supplierId, pay_date: body.date, amount_cents: body.amountCents, method: body.method, reference: body.reference.trim(), created_by: actorId, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('supplier_payment_applications')
        .values(body.applications.map((a) => ({ payment_id: payment.id, cfdi_id: a.invoiceId, amount_cents: a.amountCents })))
        .execute();
      return payment.id;
    });
    return (await this.payments(body.supplierId, id))[0]!;
  }

  private async payments(supplierId: number, id?: number): Promise<SupplierPayment[]> {
    let query = this.db
      .selectFrom('supplier_payments as p')
      .innerJoin('clients', 'clients.id', 'p.supplier_id')
      .selectAll('p')
      .select('clients.card_name')
      .where('p.supplier_id', '=', supplierId)
      .orderBy('p.pay_date', 'desc')
      .orderBy('p.id', 'desc');
    if (id !== undefined) query = query.where('p.id', '=', id);
    const payments = await query.execute();
    const applications = payments.length
      ? await this.db
          .selectFrom('supplier_payment_applications as a')
          .innerJoin('supplier_cfdis as c', 'c.id', 'a.cfdi_id')
          .leftJoin('documents', 'documents.id', 'c.document_id')
          .select(['a.payment_id', 'a.cfdi_id', 'a.amount_cents', 'c.uuid', 'documents.folio'])
          .where(
            'a.payment_id',
            'in',
            payments.map((p) => p.id),
          )
          .orderBy('a.id')
          .execute()
      : [];
    return payments.map((p) => ({
      id: p.id,
      supplierId: p.supplier_id,
      supplierName: p.card_name,
      date: p.pay_date,
      amountCents: Number(p.amount_cents),
      method: p.method,
      reference: p.reference,
      applications: applications.filter((a) => a.payment_id === p.id).map((a) => ({ invoiceId: a.cfdi_id, uuid: a.uuid, folio: a.folio, amountCents: Number(a.amount_cents) })),
      createdAt: p.created_at,
    }));
  }

  /** What is owed per supplier with a CFDI imported, largest balance first. */
  async balances(today: string, supplierId?: number): Promise<SupplierBalance[]> {
    const { cfdis, applications } = await this.balanceInputs(supplierId);
    let supplierQuery = this.db
      .selectFrom('clients')
      .select(['id', 'card_name', 'rfc'])
      .where('id', 'in', this.db.selectFrom('supplier_cfdis').select('supplier_id'));
    if (supplierId !== undefined) supplierQuery = supplierQuery.where('id', '=', supplierId);
    const suppliers = await supplierQuery.execute();
    const perInvoice = invoiceBalances(cfdis, applications);
    return suppliers
      .map((s) => {
        const own = cfdis.filter((c) => c.supplierId === s.id);
        const figures = supplierBalanceFigures(own, applications, today);
        const appliedDownPayments = new Set(cfdis.map((c) => c.appliesId));
        return {
          supplierId: s.id,
          supplierName: s.card_name,
          rfc: s.rfc,
          ...figures,
          openInvoices: own.filter((c) => c.kind !== 'credit_note' && (perInvoice.get(c.id) ?? 0) > 0).length,
          unappliedDownPayments: own.filter((c) => c.kind === 'down_payment' && !appliedDownPayments.has(c.id)).length,
        };
      })
      .sort((a, b) => b.balanceCents - a.balanceCents || a.supplierName.localeCompare(b.supplierName));
  }

  async balanceDetail(supplierId: number, today: string): Promise<SupplierBalanceDetail | undefined> {
    const supplier = await this.db.selectFrom('clients').select(['id', 'card_name', 'rfc']).where('id', '=', supplierId).where('partner_type', '=', 'Proveedor').executeTakeFirst();
    if (!supplier) return undefined;
    const [balance] = await this.balances(today, supplierId);
    const empty = { '0-30': 0, '31-60': 0, '61-90': 0, '90+': 0 };
    return {
      ...(balance ?? { supplierId, supplierName: supplier.card_name, rfc: supplier.rfc, invoicedCents: 0, creditNotesCents: 0, paidCents: 0, balanceCents: 0, ageing: empty, openInvoices: 0, unappliedDownPayments: 0 }),
      invoices: await this.list({ supplierId }),
      payments: await this.payments(supplierId),
    };
  }

  /** Informe de compras: concept amounts before taxes in pesos, credit notes negative, grouped. */
  async report(query: PurchaseReportQuery): Promise<PurchaseReport> {
    if (query.from > query.to) throw new HttpError(400, M.reportRange);
    const groupBy = query.groupBy ?? 'supplier';
    const rows = await this.db
      .selectFrom('supplier_cfdis')
      .innerJoin('clients', 'clients.id', 'supplier_cfdis.supplier_id')
      .select(['supplier_cfdis.id', 'supplier_cfdis.kind', 'supplier_cfdis.issued_at', 'supplier_cfdis.supplier_id', 'clients.card_name', 'supplier_cfdis.concepts', 'supplier_cfdis.exchange_rate'])
      .where('supplier_cfdis.issued_at', '>=', query.from)
      .where('supplier_cfdis.issued_at', '<', `${query.to}T99`)
      .execute();
    const sources: PurchaseReportSource[] = rows.flatMap((r) =>
      (JSON.parse(r.concepts) as CfdiConcept[]).map((c) => ({
        date: r.issued_at,
        supplierId: r.supplier_id,
        supplierName: r.card_name,
        code: c.code,
        description: c.description,
        quantity: c.quantity,
        amountMxnCents: (r.kind === 'credit_note' ? -1 : 1) * toMxn(c.amountCents - c.discountCents, r.exchange_rate),
        cfdiId: r.id,
      })),
    );
    const reportRows = purchaseReportRows(sources, groupBy);
    return { from: query.from, to: query.to, groupBy, rows: reportRows, totalCents: reportRows.reduce((s, r) => s + r.amountCents, 0) };
  }
}
