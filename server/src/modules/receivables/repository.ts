import type { Kysely } from 'kysely';
import type {
  ClientBalance,
  CustomerPayment,
  DocumentRelation,
  InvoiceSource,
  InvoiceSourceQuery,
  InvoiceSourceRow,
  PaymentApplication,
  ReceivableDocument,
  ReceivableDocumentDetail,
  ReceivableQuery,
} from '@muestrario/shared/contract';
import type { CfdiRelationType, ReceivableList } from '@muestrario/shared/domain';
import { clientAgeing, foldText, invoiceBalance, toMxnCents } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { documentFigures, type DocumentFigures } from './figures';

/** Who reads: a seller sees the documents they own (their orders' invoices), an admin all. */
export interface Viewer {
  id: number;
  role: string;
}
export const ownerScope = (viewer: Viewer): number | null => (viewer.role === 'admin' ? null : viewer.id);

const FISCAL_KINDS = ['invoice', 'credit_note', 'down_payment_invoice'] as const;

/** The list a fiscal document appears in (a debit note is an invoice related 02; a request an unpaid down payment). */
export function listOf(kind: string, isDebitNote: number, stage: string | null): ReceivableList {
  if (kind === 'credit_note') return 'credit_note';
  if (kind === 'down_payment_invoice') return stage === 'requested' ? 'down_payment_request' : 'down_payment';
  return Number(isDebitNote) === 1 ? 'debit_note' : 'invoice';
}

/** What a document still owes in its currency: an invoice its total less notes, down payments and payments; a down payment its total less payments. */
export function balanceOf(kind: string, status: string, totalCents: number, f: DocumentFigures): number {
  if (kind === 'credit_note' || status === 'Cancelada') return 0;
  if (kind === 'down_payment_invoice') return invoiceBalance({ totalCents, creditedCents: 0, downPaymentsAppliedCents: 0, paidCents: f.paidCents });
  return invoiceBalance({ totalCents, creditedCents: f.creditedCents, downPaymentsAppliedCents: f.downPaymentsAppliedCents, paidCents: f.paidCents });
}

/** Reads of accounts receivable: fiscal documents with their balances, sources to invoice, payments and clients' balances. */
export class ReceivablesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private documentQuery(db: Kysely<Database> = this.db) {
    return db
      .selectFrom('documents as d')
      .innerJoin('sales_fiscal_terms as t', 't.document_id', 'd.id')
      .innerJoin('clients as c', 'c.id', 'd.partner_id')
      .innerJoin('users as u', 'u.id', 'd.owner_id')
      .leftJoin('documents as b', 'b.id', 'd.base_document_id')
      .leftJoin('documents as o', 'o.id', 't.order_id')
      .select([
        'd.id',
        'd.kind',
        'd.folio',
        'd.status',
        'd.partner_id',
        'c.card_name',
        'c.rfc',
        'd.owner_id',
        'u.first_name',
        'u.last_name',
        'd.doc_date',
        'd.due_date',
        'd.currency',
        'd.exchange_rate',
        'd.subtotal_cents',
        'd.tax_cents',
        'd.total_cents',
        't.payment_method',
        't.payment_form',
        't.cfdi_use',
        't.is_debit_note',
        't.down_payment_stage',
        'd.base_document_id',
        'b.kind as base_kind',
        'b.folio as base_folio',
        't.order_id',
        'o.folio as order_folio',
      ])
      .where('d.kind', 'in', [...FISCAL_KINDS]);
  }

  private async rows(query: ReturnType<ReceivablesRepository['documentQuery']>, db: Kysely<Database> = this.db) {
    const rows = await query.orderBy('d.doc_date', 'desc').orderBy('d.id', 'desc').execute();
    const figures = await documentFigures(db, rows.map((r) => r.id));
    return rows.map((r) => {
      const f = figures.get(r.id)!;
      const totalCents = Number(r.total_cents);
      const doc: ReceivableDocument = {
        id: r.id,
        list: listOf(r.kind, r.is_debit_note, r.down_payment_stage),
        folio: r.folio,
        status: r.status,
        partnerId: r.partner_id,
        partnerName: r.card_name,
        rfc: r.rfc,
        sellerId: r.owner_id,
        sellerName: `${r.first_name} ${r.last_name}`.trim(),
        docDate: r.doc_date,
        dueDate: r.due_date,
        currency: r.currency,
        exchangeRate: r.exchange_rate,
        subtotalCents: Number(r.subtotal_cents),
        taxCents: Number(r.tax_cents),
        totalCents,
        balanceCents: balanceOf(r.kind, r.status, totalCents, f),
        paymentMethod: r.payment_method,
        paymentForm: r.payment_form,
        cfdiUse: r.cfdi_use,
        baseFolio: r.base_folio ?? r.order_folio ?? null,
      };
      return { doc, figures: f, raw: r };
    });
  }

  async list(query: ReceivableQuery, viewer: Viewer): Promise<ReceivableDocument[]> {
    let q = this.documentQuery();
    const owner = ownerScope(viewer);
    if (owner !== null) q = q.where('d.owner_id', '=', owner);
    if (query.partnerId !== undefined) q = q.where('d.partner_id', '=', query.partnerId);
    if (query.q?.trim()) q = q.where('d.search_text', 'like', `%${foldText(query.q.trim())}%`);
    const list = query.list;
    if (list === 'invoice' || list === 'debit_note') q = q.where('d.kind', '=', 'invoice').where('t.is_debit_note', '=', list === 'debit_note' ? 1 : 0);
    if (list === 'credit_note') q = q.where('d.kind', '=', 'credit_note');
    if (list === 'down_payment' || list === 'down_payment_request')
      q = q.where('d.kind', '=', 'down_payment_invoice').where('t.down_payment_stage', '=', list === 'down_payment' ? 'invoiced' : 'requested');
    const rows = (await this.rows(q.limit(1000))).map((r) => r.doc);
    return query.open ? rows.filter((r) => r.balanceCents > 0) : rows;
  }

  /** One fiscal document with lines, relations and payments; undefined when missing (or not a fiscal document). */
  async detail(id: number, db: Kysely<Database> = this.db): Promise<(ReceivableDocumentDetail & { ownerId: number }) | undefined> {
    const [row] = await this.rows(this.documentQuery(db).where('d.id', '=', id), db);
    if (!row) return undefined;
    const [lines, relates, relatedBy, payments] = await Promise.all([
      db.selectFrom('document_lines').selectAll().where('document_id', '=', id).orderBy('line_number').execute(),
      db
        .selectFrom('sales_document_relations as r')
        .innerJoin('documents as x', 'x.id', 'r.related_document_id')
        .select(['r.relation_type', 'x.id', 'x.folio', 'x.total_cents', 'r.amount_cents'])
        .where('r.document_id', '=', id)
        .orderBy('r.id')
        .execute(),
      db
        .selectFrom('sales_document_relations as r')
        .innerJoin('documents as x', 'x.id', 'r.document_id')
        .select(['r.relation_type', 'x.id', 'x.folio', 'x.total_cents', 'r.amount_cents'])
        .where('r.related_document_id', '=', id)
        .orderBy('r.id')
        .execute(),
      this.applications({ documentId: id }, db),
    ]);
    const relation = (r: { relation_type: CfdiRelationType; id: number; folio: string; total_cents: number | string; amount_cents: number | string }): DocumentRelation => ({
      relationType: r.relation_type,
      documentId: r.id,
      folio: r.folio,
      amountCents: r.relation_type === '07' ? Number(r.amount_cents) : Number(r.total_cents),
    });
    const { doc, figures, raw } = row;
    return {
      ...doc,
      ownerId: raw.owner_id,
      lines: lines.map((l) => ({
        id: l.id,
        lineNumber: l.line_number,
        code: l.code,
        description: l.description,
        quantity: l.quantity,
        openQuantity: l.open_quantity,
        unitPriceCents: l.unit_price_cents,
        discountBp: l.discount_bp,
        subtotalCents: Number(l.line_total_cents),
        taxCents: Number(l.tax_cents),
      })),
      baseId: raw.base_document_id ?? raw.order_id,
      baseKind: raw.base_kind ?? (raw.order_id ? 'order' : null),
      relates: relates.map(relation),
      relatedBy: relatedBy.map(relation),
      payments,
      creditedCents: figures.creditedCents,
      downPaymentsAppliedCents: figures.downPaymentsAppliedCents,
      paidCents: figures.paidCents,
      downPaymentAvailableCents: raw.kind === 'down_payment_invoice' && raw.down_payment_stage === 'invoiced' && raw.status !== 'Cancelada' ? Math.max(0, doc.totalCents - figures.appliedFromCents) : 0,
    };
  }

  /** Payment applications of one document or of some payments, oldest first. */
  async applications(where: { documentId?: number; paymentIds?: number[] }, db: Kysely<Database> = this.db): Promise<PaymentApplication[]> {
    let q = db
      .selectFrom('customer_payment_applications as a')
      .innerJoin('customer_payments as p', 'p.id', 'a.payment_id')
      .innerJoin('documents as d', 'd.id', 'a.document_id')
      .select(['a.payment_id', 'p.folio as payment_folio', 'p.pay_date', 'p.payment_form', 'a.document_id', 'd.folio', 'a.currency', 'a.instalment', 'a.previous_balance_cents', 'a.paid_cents', 'a.remaining_balance_cents']);
    if (where.documentId !== undefined) q = q.where('a.document_id', '=', where.documentId);
    if (where.paymentIds !== undefined) q = q.where('a.payment_id', 'in', where.paymentIds.length ? where.paymentIds : [0]);
    const rows = await q.orderBy('a.id').execute();
    return rows.map((a) => ({
      paymentId: a.payment_id,
      paymentFolio: a.payment_folio,
      date: a.pay_date,
      paymentForm: a.payment_form,
      documentId: a.document_id,
      documentFolio: a.folio,
      currency: a.currency,
      instalment: a.instalment,
      previousBalanceCents: Number(a.previous_balance_cents),
      paidCents: Number(a.paid_cents),
      remainingBalanceCents: Number(a.remaining_balance_cents),
    }));
  }

  /** Payments of a client (all, or those touching the viewer's documents), newest first. */
  async payments(where: { partnerId?: number; id?: number }, viewer: Viewer): Promise<CustomerPayment[]> {
    let q = this.db.selectFrom('customer_payments as p').innerJoin('clients as c', 'c.id', 'p.partner_id').selectAll('p').select('c.card_name');
    if (where.partnerId !== undefined) q = q.where('p.partner_id', '=', where.partnerId);
    if (where.id !== undefined) q = q.where('p.id', '=', where.id);
    const owner = ownerScope(viewer);
    if (owner !== null)
      q = q.where('p.id', 'in', (eb) =>
        eb.selectFrom('customer_payment_applications as a').innerJoin('documents as d', 'd.id', 'a.document_id').select('a.payment_id').where('d.owner_id', '=', owner),
      );
    const payments = await q.orderBy('p.pay_date', 'desc').orderBy('p.id', 'desc').limit(500).execute();
    const applications = await this.applications({ paymentIds: payments.map((p) => p.id) });
    return payments.map((p) => ({
      id: p.id,
      folio: p.folio,
      partnerId: p.partner_id,
      partnerName: p.card_name,
      date: p.pay_date,
      paymentForm: p.payment_form,
      currency: p.currency,
      exchangeRate: p.exchange_rate,
      amountCents: Number(p.amount_cents),
      reference: p.reference,
      applications: applications.filter((a) => a.paymentId === p.id),
      createdAt: p.created_at,
    }));
  }

  /** Clients' balances in pesos with their ageing by due date (invoices, debit notes and down payments invoiced; requests are not owed yet). */
  async balances(today: string, viewer: Viewer, partnerId?: number): Promise<ClientBalance[]> {
    let q = this.documentQuery().where('d.status', '<>', 'Cancelada').where((eb) => eb.or([eb('t.down_payment_stage', 'is', null), eb('t.down_payment_stage', '=', 'invoiced')]));
    q = q.where('d.kind', 'in', ['invoice', 'down_payment_invoice']);
    const owner = ownerScope(viewer);
    if (owner !== null) q = q.where('d.owner_id', '=', owner);
    if (partnerId !== undefined) q = q.where('d.partner_id', '=', partnerId);
    const docs = (await this.rows(q)).map((r) => r.doc);
    const byClient = new Map<number, ReceivableDocument[]>();
    for (const d of docs) byClient.set(d.partnerId, [...(byClient.get(d.partnerId) ?? []), d]);
    const result: ClientBalance[] = [];
    for (const [id, list] of byClient) {
      const figures = clientAgeing(
        list.map((d) => ({ dueDate: d.dueDate ?? d.docDate, balanceMxnCents: toMxnCents(d.balanceCents, d.exchangeRate) })),
        today,
      );
      result.push({ partnerId: id, partnerName: list[0]!.partnerName, rfc: list[0]!.rfc, ...figures, openDocuments: list.filter((d) => d.balanceCents > 0).length });
    }
    return result.sort((a, b) => b.balanceCents - a.balanceCents || a.partnerName.localeCompare(b.partnerName));
  }

  /** Open orders and deliveries with something left to invoice. */
  async sources(query: InvoiceSourceQuery, viewer: Viewer): Promise<InvoiceSourceRow[]> {
    let q = this.db
      .selectFrom('documents as d')
      .innerJoin('clients as c', 'c.id', 'd.partner_id')
      .select(['d.id', 'd.kind', 'd.folio', 'c.card_name', 'd.doc_date', 'd.total_cents', 'd.currency'])
      .where('d.kind', 'in', query.kind ? [query.kind] : ['order', 'delivery'])
      .where('d.status', '=', 'Abierta')
      .where('d.id', 'in', (eb) => eb.selectFrom('document_lines').select('document_id').where('open_quantity', '>', 0));
    const owner = ownerScope(viewer);
    if (owner !== null) q = q.where('d.owner_id', '=', owner);
    if (query.q?.trim()) q = q.where('d.search_text', 'like', `%${foldText(query.q.trim())}%`);
    const rows = await q.orderBy('d.id', 'desc').limit(200).execute();
    return rows.map((r) => ({ id: r.id, kind: r.kind as 'order' | 'delivery', folio: r.folio, partnerName: r.card_name, docDate: r.doc_date, totalCents: Number(r.total_cents), currency: r.currency }));
  }

  /** An order, delivery or invoice with its open lines and the client's down payments left to apply. */
  async source(id: number): Promise<(InvoiceSource & { ownerId: number }) | undefined> {
    const d = await this.db
      .selectFrom('documents as d')
      .innerJoin('clients as c', 'c.id', 'd.partner_id')
      .select(['d.id', 'd.kind', 'd.folio', 'd.partner_id', 'c.card_name', 'c.uso_cfdi', 'd.currency', 'd.doc_date', 'd.total_cents', 'd.owner_id'])
      .where('d.id', '=', id)
      .where('d.kind', 'in', ['order', 'delivery', 'invoice'])
      .executeTakeFirst();
    if (!d) return undefined;
    const lines = await this.db.selectFrom('document_lines').selectAll().where('document_id', '=', id).orderBy('line_number').execute();
    const downPayments = (await this.rows(this.documentQuery().where('d.partner_id', '=', d.partner_id).where('d.kind', '=', 'down_payment_invoice').where('t.down_payment_stage', '=', 'invoiced').where('d.status', '<>', 'Cancelada').where('d.currency', '=', d.currency)))
      .map((r) => ({ id: r.doc.id, folio: r.doc.folio, availableCents: Math.max(0, r.doc.totalCents - r.figures.appliedFromCents) }))
      .filter((r) => r.availableCents > 0);
    return {
      id: d.id,
      kind: d.kind as 'order' | 'delivery' | 'invoice',
      folio: d.folio,
      partnerId: d.partner_id,
      partnerName: d.card_name,
      usoCfdi: d.uso_cfdi ?? '',
      currency: d.currency,
      docDate: d.doc_date,
      totalCents: Number(d.total_cents),
      ownerId: d.owner_id,
      lines: lines.map((l) => ({ id: l.id, code: l.code, description: l.description, quantity: l.quantity, openQuantity: l.open_quantity, unitPriceCents: l.unit_price_cents })),
      downPayments,
    };
  }
}
