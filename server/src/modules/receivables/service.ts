import type { Kysely } from 'kysely';
import type {
  CreateCreditNoteBody,
  CreateDebitNoteBody,
  CreateDownPaymentBody,
  CreateInvoiceBody,
  CustomerPayment,
  CustomerPaymentBody,
  InvoicedSalesQuery,
  InvoicedSalesReport,
  ReceivableDocumentDetail,
} from '@muestrario/shared/contract';
import { DOWN_PAYMENT_CONCEPT, RECEIVABLES_MESSAGES as M, type CfdiPaymentMethod, type CfdiRelationType } from '@muestrario/shared/domain';
import {
  defaultDueDate,
  defaultFiscalTerms,
  documentFolio,
  fiscalTermsProblem,
  formatMoney,
  ivaRateBpFor,
  paymentApplication,
  paymentApplicationsProblem,
  type FiscalTerms,
} from '@muestrario/shared/rules';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError } from '../../errors';
import { DocumentRows, type DocumentRow } from '../business-documents/repository';
import { DocumentEngineError, type DocumentEngine, type DocumentHeaderInput } from '../business-documents/service';
import { documentFigures } from './figures';
import { invoicedSalesReport } from './report';
import { balanceOf, ownerScope, ReceivablesRepository, type Viewer } from './repository';

const refuse = (status: 400 | 403 | 404 | 409, message: string, fields?: string[]) => new HttpError(status, message, {}, fields ? { fields } : {});
const PAYMENT_SERIES = 'CP';
const PAYMENT_COUNTER = 'customer_payment:CP';
const day = (iso: string) => iso.slice(0, 10);

/** The engine's refusals as HTTP answers (its Spanish message, its status). */
async function engine<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof DocumentEngineError) throw new HttpError(error.statusCode, error.message, {}, { fields: error.fields });
    throw error;
  }
}

/**
 * Accounts receivable's writes (issue 32 item 6; docs/decisions/receivables.md): invoices copied from
 * orders and deliveries through the document engine, credit notes copied from invoices, debit notes and
 * down payment requests created on the engine, each with its fiscal terms and CFDI relations, and incoming
 * payments applied to open documents with the payment complement's figures. Every write is one transaction
 * that re-reads (and on PostgreSQL row-locks) what it depends on.
 */
export class ReceivablesService {
  readonly reads: ReceivablesRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly documents: DocumentEngine,
    /** Seeding: `db` is already a transaction, so every write runs inside it instead of opening its own. */
    private readonly inside = false,
  ) {
    this.reads = new ReceivablesRepository(db);
  }

  private transaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.inside ? fn(this.db) : writeTransaction(this.db, fn);
  }

  async clientExists(id: number): Promise<boolean> {
    return (await this.db.selectFrom('clients').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  async clientSummary(id: number): Promise<{ partnerName: string; rfc: string }> {
    const c = await this.db.selectFrom('clients').select(['card_name', 'rfc']).where('id', '=', id).executeTakeFirstOrThrow();
    return { partnerName: c.card_name, rfc: c.rfc };
  }

  /** Informe de ventas facturadas: a seller's own documents, an admin's all. */
  report(query: InvoicedSalesQuery, viewer: Viewer): Promise<InvoicedSalesReport> {
    if (query.to < query.from) throw refuse(400, M.badDate, ['to']);
    return invoicedSalesReport(this.db, query, ownerScope(viewer));
  }

  private mayTouch(viewer: Viewer, ownerId: number) {
    const owner = ownerScope(viewer);
    if (owner !== null && owner !== ownerId) throw refuse(403, M.notYours);
  }

  private async header(trx: Kysely<Database>, id: number): Promise<DocumentRow> {
    const row = await new DocumentRows(trx).header(id, { lock: true });
    if (!row) throw refuse(404, M.documentNotFound);
    return row;
  }

  private async client(trx: Kysely<Database>, id: number) {
    const client = await trx.selectFrom('clients').select(['id', 'uso_cfdi', 'partner_type']).where('id', '=', id).executeTakeFirst();
    if (!client) throw refuse(404, M.clientNotFound);
    return client;
  }

  private terms(body: { paymentMethod: CfdiPaymentMethod; paymentForm: string; cfdiUse?: string }, usoCfdi: string): FiscalTerms {
    const terms = { paymentMethod: body.paymentMethod, paymentForm: body.paymentForm, cfdiUse: body.cfdiUse ?? defaultFiscalTerms({ usoCfdi }).cfdiUse };
    const problem = fiscalTermsProblem(terms);
    if (problem) throw refuse(400, problem.message, [problem.field]);
    return terms;
  }

  private dueDate(at: string, method: CfdiPaymentMethod, given: string | undefined) {
    const date = day(at);
    if (given !== undefined && given < date) throw refuse(400, M.dueBeforeDate, ['dueDate']);
    return given ?? defaultDueDate(date, method);
  }

  private async saveTerms(trx: Kysely<Database>, documentId: number, terms: FiscalTerms, at: string, extra: { is_debit_note?: number; down_payment_stage?: 'requested' | 'invoiced' | null; order_id?: number | null } = {}) {
    await trx
      .insertInto('sales_fiscal_terms')
      .values({ document_id: documentId, payment_method: terms.paymentMethod, payment_form: terms.paymentForm, cfdi_use: terms.cfdiUse, created_at: at, down_payment_stage: null, order_id: null, ...extra })
      .execute();
  }

  private async relate(trx: Kysely<Database>, documentId: number, relatedId: number, type: CfdiRelationType, amountCents = 0) {
    await trx.insertInto('sales_document_relations').values({ document_id: documentId, related_document_id: relatedId, relation_type: type, amount_cents: amountCents }).execute();
  }

  private async detailOf(id: number): Promise<ReceivableDocumentDetail> {
    const { ownerId: _ownerId, ...detail } = (await this.reads.detail(id))!;
    return detail;
  }

  /** 'Factura de deudores' from an order or a delivery: the engine's copy (partial by line), its fiscal terms and the down payments it applies (07). */
  async createInvoice(body: CreateInvoiceBody, viewer: Viewer, now: Date): Promise<ReceivableDocumentDetail> {
    const at = now.toISOString();
    const id = await this.transaction(async (trx) => {
      const base = await this.header(trx, body.baseId);
      if (base.kind !== 'order' && base.kind !== 'delivery') throw refuse(400, M.baseNotInvoiceable, ['baseId']);
      this.mayTouch(viewer, base.owner_id);
      const client = await this.client(trx, base.partner_id);
      const terms = this.terms(body, client.uso_cfdi);
      const dueDate = this.dueDate(at, terms.paymentMethod, body.dueDate);
      const invoiceId = await engine(() => this.documents.copy(base.id, 'invoice', body.lines, { actorId: viewer.id, at, trx, header: { dueDate } }));
      await this.saveTerms(trx, invoiceId, terms, at);
      await this.applyDownPayments(trx, invoiceId, base, body.downPayments ?? []);
      return invoiceId;
    });
    return this.detailOf(id);
  }

  /** Relation 07 from the new invoice to each paid down payment, never above what is left of it nor, together, above the invoice. */
  private async applyDownPayments(trx: Kysely<Database>, invoiceId: number, base: DocumentRow, wanted: { documentId: number; amountCents: number }[]) {
    if (wanted.length === 0) return;
    if (new Set(wanted.map((w) => w.documentId)).size !== wanted.length) throw refuse(400, M.downPaymentRepeated, ['downPayments']);
    const invoice = (await new DocumentRows(trx).header(invoiceId))!;
    if (wanted.reduce((s, w) => s + w.amountCents, 0) > Number(invoice.total_cents)) throw refuse(400, M.downPaymentOverInvoice, ['downPayments']);
    const figures = await documentFigures(
      trx,
      wanted.map((w) => w.documentId),
    );
    for (const [i, w] of wanted.entries()) {
      const dp = await new DocumentRows(trx).header(w.documentId, { lock: true });
      if (!dp || dp.kind !== 'down_payment_invoice') throw refuse(404, M.downPaymentNotFound, [`downPayments.${i}.documentId`]);
      if (dp.partner_id !== base.partner_id) throw refuse(400, M.downPaymentOtherClient, [`downPayments.${i}.documentId`]);
      if (dp.currency !== base.currency) throw refuse(400, M.paymentCurrency, [`downPayments.${i}.documentId`]);
      const terms = await trx.selectFrom('sales_fiscal_terms').select('down_payment_stage').where('document_id', '=', dp.id).executeTakeFirst();
      if (dp.status === 'Cancelada' || terms?.down_payment_stage !== 'invoiced') throw refuse(409, M.downPaymentNotPaid(dp.folio), [`downPayments.${i}.documentId`]);
      const available = Number(dp.total_cents) - figures.get(dp.id)!.appliedFromCents;
      if (w.amountCents > available) throw refuse(409, M.downPaymentOver(dp.folio, formatMoney(Math.max(0, available), dp.currency)), [`downPayments.${i}.amountCents`]);
      await this.relate(trx, invoiceId, dp.id, '07', w.amountCents);
    }
  }

  /** 'Nota de crédito' copied from an invoice's lines, related 01 or 03; never more than the invoice still owes. */
  async createCreditNote(body: CreateCreditNoteBody, viewer: Viewer, now: Date): Promise<ReceivableDocumentDetail> {
    const at = now.toISOString();
    const id = await this.transaction(async (trx) => {
      const invoice = await this.header(trx, body.invoiceId);
      if (invoice.kind !== 'invoice') throw refuse(400, M.baseNotInvoice, ['invoiceId']);
      this.mayTouch(viewer, invoice.owner_id);
      const invoiceTerms = await trx.selectFrom('sales_fiscal_terms').select('payment_form').where('document_id', '=', invoice.id).executeTakeFirst();
      const noteId = await engine(() => this.documents.copy(invoice.id, 'credit_note', body.lines, { actorId: viewer.id, at, trx, header: { dueDate: day(at) } }));
      const note = (await new DocumentRows(trx).header(noteId))!;
      const figures = (await documentFigures(trx, [invoice.id])).get(invoice.id)!;
      // Read before the note is related: what the invoice owes without it.
      const open = balanceOf('invoice', invoice.status, Number(invoice.total_cents), figures);
      if (Number(note.total_cents) > open) throw refuse(409, M.creditNoteOver(invoice.folio, formatMoney(open, invoice.currency)), ['lines']);
      const form = body.paymentForm ?? (invoiceTerms && invoiceTerms.payment_form !== '99' ? invoiceTerms.payment_form : '15');
      await this.saveTerms(trx, noteId, { paymentMethod: 'PUE', paymentForm: form, cfdiUse: 'G02' }, at);
      await this.relate(trx, noteId, invoice.id, body.relationType);
      return noteId;
    });
    return this.detailOf(id);
  }

  /** 'Nota de débito': an invoice of its own charges, related 02 to the invoice it charges. */
  async createDebitNote(body: CreateDebitNoteBody, viewer: Viewer, now: Date): Promise<ReceivableDocumentDetail> {
    const at = now.toISOString();
    const id = await this.transaction(async (trx) => {
      const invoice = await this.header(trx, body.invoiceId);
      if (invoice.kind !== 'invoice' || invoice.status === 'Cancelada') throw refuse(400, M.baseNotInvoice, ['invoiceId']);
      this.mayTouch(viewer, invoice.owner_id);
      const client = await this.client(trx, invoice.partner_id);
      const terms = this.terms(body, client.uso_cfdi);
      const dueDate = this.dueDate(at, terms.paymentMethod, body.dueDate);
      const noteId = await engine(() =>
        this.documents.create(
          {
            ...this.headerFrom(invoice),
            kind: 'invoice',
            dueDate,
            lines: body.lines.map((l) => ({ code: 'CARGO', description: l.description.trim(), quantity: l.quantity, unitPriceCents: l.unitPriceCents })),
          },
          { actorId: viewer.id, at, trx },
        ),
      );
      await this.saveTerms(trx, noteId, terms, at, { is_debit_note: 1 });
      await this.relate(trx, noteId, invoice.id, '02');
      return noteId;
    });
    return this.detailOf(id);
  }

  /** 'Solicitud de anticipo': a down payment invoice on an order, awaiting payment (the order's lines stay open for its invoice). */
  async createDownPayment(body: CreateDownPaymentBody, viewer: Viewer, now: Date): Promise<ReceivableDocumentDetail> {
    const at = now.toISOString();
    const id = await this.transaction(async (trx) => {
      const order = await this.header(trx, body.orderId);
      if (order.kind !== 'order') throw refuse(400, M.baseNotOrder, ['orderId']);
      this.mayTouch(viewer, order.owner_id);
      if (order.status !== 'Abierta') throw refuse(409, M.orderNotOpen, ['orderId']);
      if (body.amountCents > Number(order.subtotal_cents)) throw refuse(400, M.downPaymentAmount, ['amountCents']);
      const client = await this.client(trx, order.partner_id);
      const cfdiUse = body.cfdiUse ?? (client.uso_cfdi || 'G03');
      const dpId = await engine(() =>
        this.documents.create(
          {
            ...this.headerFrom(order),
            kind: 'down_payment_invoice',
            dueDate: day(at),
            lines: [{ code: DOWN_PAYMENT_CONCEPT.code, description: DOWN_PAYMENT_CONCEPT.description, quantity: 1, unitPriceCents: body.amountCents }],
          },
          { actorId: viewer.id, at, trx },
        ),
      );
      // The SAT's down payment is paid in one exhibition; its form is the payment's, set when it is collected.
      await this.saveTerms(trx, dpId, { paymentMethod: 'PUE', paymentForm: '03', cfdiUse }, at, { down_payment_stage: 'requested', order_id: order.id });
      return dpId;
    });
    return this.detailOf(id);
  }

  private headerFrom(base: DocumentRow): DocumentHeaderInput {
    return {
      partnerId: base.partner_id,
      contactId: base.contact_id,
      ownerId: base.owner_id,
      name: base.name,
      reference: base.folio,
      currency: base.currency,
      exchangeRate: base.exchange_rate,
      borderRegion: base.tax_rate_bp === ivaRateBpFor(true),
      shippingAddress: { street: base.ship_street, city: base.ship_city, state: base.ship_state, zipCode: base.ship_zip },
      billingAddress: { street: base.bill_street, city: base.bill_city, state: base.bill_state, zipCode: base.bill_zip },
      sampleId: base.sample_id,
    };
  }

  /**
   * 'Cobro': a client's payment applied to open invoices, debit notes and down payments of the same currency.
   * Each application records the instalment, the previous balance, what it pays and what remains (the
   * payment complement's DoctoRelacionado). The documents are locked (PostgreSQL) and their balances re-read
   * inside the transaction: two payments at once never take more than is open.
   */
  async receivePayment(body: CustomerPaymentBody, viewer: Viewer, now: Date): Promise<CustomerPayment> {
    const at = now.toISOString();
    const problem = paymentApplicationsProblem(body.amountCents, body.applications);
    if (problem) throw refuse(400, problem === 'none' ? M.paymentNoApplications : problem === 'sum' ? M.paymentSum : M.paymentRepeated, ['applications']);
    const id = await this.transaction(async (trx) => {
      const client = await this.client(trx, body.partnerId);
      if (client.partner_type !== 'Cliente') throw refuse(400, M.notAClient, ['partnerId']);
      const ids = [...body.applications.map((a) => a.documentId)].sort((a, b) => a - b);
      let q = trx
        .selectFrom('documents as d')
        .innerJoin('sales_fiscal_terms as t', 't.document_id', 'd.id')
        .select(['d.id', 'd.kind', 'd.folio', 'd.status', 'd.partner_id', 'd.owner_id', 'd.currency', 'd.total_cents', 't.down_payment_stage'])
        .where('d.id', 'in', ids)
        .orderBy('d.id');
      if (dialectOf(trx) === 'postgres') q = q.forNoKeyUpdate('d');
      const docs = new Map((await q.execute()).map((d) => [d.id, d]));
      const figures = await documentFigures(trx, ids);
      const rows = body.applications.map((a, i) => {
        const field = [`applications.${i}.documentId`];
        const d = docs.get(a.documentId);
        if (!d) throw refuse(404, M.documentNotFound, field);
        this.mayTouch(viewer, d.owner_id);
        if (d.partner_id !== body.partnerId) throw refuse(400, M.paymentOtherClient, field);
        if (d.kind !== 'invoice' && d.kind !== 'down_payment_invoice') throw refuse(400, M.paymentNotReceivable, field);
        if (d.status === 'Cancelada') throw refuse(409, M.paymentCancelled, field);
        if (d.currency !== body.currency) throw refuse(400, M.paymentCurrency, field);
        const f = figures.get(d.id)!;
        const balance = balanceOf(d.kind, d.status, Number(d.total_cents), f);
        const figuresRow = paymentApplication(balance, f.instalments, a.amountCents);
        if (!figuresRow) throw refuse(409, M.paymentOver(d.folio, formatMoney(balance, d.currency)), [`applications.${i}.amountCents`]);
        return { doc: d, ...figuresRow };
      });
      const number = await new DocumentRows(trx).nextNumber(PAYMENT_COUNTER);
      const payment = await trx
        .insertInto('customer_payments')
        .values({
          number,
          folio: documentFolio(PAYMENT_SERIES, number),
          partner_id: body.partnerId,
          pay_date: body.date,
          payment_form: body.paymentForm,
          currency: body.currency,
          exchange_rate: body.currency === 'MXN' ? 10_000 : body.exchangeRate,
          amount_cents: body.amountCents,
          reference: body.reference.trim(),
          created_by: viewer.id,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('customer_payment_applications')
        .values(
          rows.map((r) => ({
            payment_id: payment.id,
            document_id: r.doc.id,
            currency: r.doc.currency,
            instalment: r.instalment,
            previous_balance_cents: r.previousBalanceCents,
            paid_cents: r.paidCents,
            remaining_balance_cents: r.remainingBalanceCents,
          })),
        )
        .execute();
      // A requested down payment paid in full becomes the down payment invoice, with the payment's form.
      for (const r of rows) {
        if (r.doc.kind === 'down_payment_invoice' && r.doc.down_payment_stage === 'requested' && r.remainingBalanceCents === 0) {
          await trx.updateTable('sales_fiscal_terms').set({ down_payment_stage: 'invoiced', payment_form: body.paymentForm }).where('document_id', '=', r.doc.id).execute();
        }
      }
      return payment.id;
    });
    return (await this.reads.payments({ id }, { id: 0, role: 'admin' }))[0]!;
  }
}
