import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CancelCfdiBody, FiscalStampView } from '@muestrario/shared/contract';
import { formatMoney } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError } from '../../errors';
import { DocumentRows } from '../business-documents/repository';
import { createSealedCfdi, createSealedPaymentCfdi, validateCfdi } from '../cfdi/create';
import { CfdiInputError } from '../cfdi/errors';
import { readStamp } from '../cfdi/read-stamp';
import { CsdKeyUnreadableError, type CompanyCsd } from '../fiscal/csd';
import { PacError, UUID_PATTERN } from '../fiscal/pac/types';
import type { Viewer } from '../receivables/repository';
import { isCfdiCurrency, buildCfdiInput, buildPaymentInput, clientProblems, companyProblems, stampProblems, type PaidInvoice, type StampCompany } from './cfdi-input';
import { cfdiLocalTime } from './local-time';
import { FISCAL_STAMP_MESSAGES as M } from './messages';
import { buildCfdiPdf } from './pdf';
import { printableFromXml } from './printable';
import { documentSource, FiscalDocumentRows, paymentSource, type FiscalDocumentRow } from './repository';

/** A claim older than this is taken to be a crashed attempt: the next one sends the same sealed XML again. */
export const STALE_CLAIM_MS = 2 * 60_000;
const STAMPABLE = ['invoice', 'credit_note', 'down_payment_invoice'] as const;
const EPOCH = '1970-01-01T00:00:00.000Z';

export const FISCAL_TITLES = {
  invoice: 'Factura',
  debit_note: 'Nota de débito',
  credit_note: 'Nota de crédito',
  down_payment_invoice: 'Factura de anticipo',
  payment: 'Complemento de pago',
} as const;

const refuse = (status: 400 | 404 | 409 | 422, message: string, problems?: string[]) => new HttpError(status, message, {}, problems ? { problems } : {});

export function stampView(row: FiscalDocumentRow | undefined): FiscalStampView {
  return {
    state: !row ? 'sin-timbrar' : row.status === 'pendiente' ? 'timbrando' : row.status,
    uuid: row?.uuid ?? null,
    folio: row && row.status !== 'pendiente' ? `${row.series}-${row.folio}` : null,
    stampedAt: row?.stamped_at ?? null,
    testStamp: row?.test_stamp === 1,
    cancelReason: row?.cancel_reason ?? null,
    replacementUuid: row?.replacement_uuid ?? null,
    cancelledAt: row?.cancelled_at ?? null,
    cancelPending: Boolean(row && row.status === 'vigente' && row.cancel_requested_at),
  };
}

interface Claim {
  sourceKey: string;
  title: string;
  /** The folio the printout heads with (the document's or the payment's). */
  printFolio: string;
}

/**
 * Stamping (issue 32 items 3–5; docs/decisions/fiscal-documents.md). A stamp is claimed first: one
 * transaction re-reads the source under its row lock and inserts a 'pendiente' row holding the sealed
 * XML (the unique source key makes a second claim a 409). The PAC is asked outside any transaction; its
 * answer turns the claim into 'vigente' with the XML and the PDF stored through FileStorage. A failed
 * or crashed attempt is retried with the very same sealed XML, which a PAC answers with the same stamp.
 */
export class FiscalDocumentsService {
  readonly rows: FiscalDocumentRows;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly app: FastifyInstance,
  ) {
    this.rows = new FiscalDocumentRows(db);
  }

  /** The engine refuses to change a document a CFDI holds (being stamped or in force). */
  registerLock(): void {
    this.app.documents.locks.register(STAMPABLE, async (trx, document) => ((await new FiscalDocumentRows(trx).locksDocument(document.id)) ? M.locked : null));
  }

  private async csd(): Promise<CompanyCsd | null> {
    try {
      return await this.app.fiscal.loadCompanyCsd();
    } catch (error) {
      if (error instanceof CsdKeyUnreadableError) return null;
      throw error;
    }
  }

  private async company(): Promise<{ company: StampCompany | null; csd: CompanyCsd | null; payments: string }> {
    const [company, csd] = await Promise.all([this.app.fiscal.loadCompanyFiscal(), this.csd()]);
    return { company, csd, payments: company?.series.payment ?? 'P' };
  }

  /** A document a viewer may see: 404 for another seller's (as the receivables reads answer). */
  async documentFor(id: number, viewer: Viewer) {
    const doc = await this.rows.stampDocument(id);
    if (!doc || (viewer.role !== 'admin' && doc.ownerId !== viewer.id)) throw refuse(404, M.notFound);
    return doc;
  }

  async paymentFor(id: number, viewer: Viewer) {
    const payment = await this.rows.payment(id);
    if (!payment) throw refuse(404, M.paymentNotFound);
    if (viewer.role !== 'admin') {
      const docs = await this.rows.paymentApplications(id);
      const owners = await this.db.selectFrom('documents').select('owner_id').where('id', 'in', docs.length ? docs.map((d) => d.document_id) : [0]).execute();
      if (!owners.some((o) => o.owner_id === viewer.id)) throw refuse(404, M.paymentNotFound);
    }
    return payment;
  }

  async documentView(id: number, viewer: Viewer): Promise<FiscalStampView> {
    await this.documentFor(id, viewer);
    return stampView(await this.rows.bySource(documentSource(id)));
  }

  async paymentView(id: number, viewer: Viewer): Promise<FiscalStampView> {
    await this.paymentFor(id, viewer);
    return stampView(await this.rows.bySource(paymentSource(id)));
  }

  /** The stored file of a stamped source (404 while there is none). */
  async file(sourceKey: string, which: 'xml' | 'pdf'): Promise<{ row: FiscalDocumentRow; bytes: Buffer }> {
    const row = await this.rows.bySource(sourceKey);
    const key = row && (which === 'xml' ? row.xml_file_key : row.pdf_file_key);
    if (!row || !key) throw refuse(404, M.notStamped);
    const stored = await this.app.storage.get(key);
    if (!stored) throw refuse(404, M.notStamped);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk as Buffer));
    return { row, bytes: Buffer.concat(chunks) };
  }

  /** Refuses a claim that exists: in force or cancelled (409), being stamped now (409); answers a stale one to retry. */
  private existing(row: FiscalDocumentRow | undefined, now: Date): FiscalDocumentRow | undefined {
    if (!row) return undefined;
    if (row.status !== 'pendiente') throw refuse(409, M.alreadyStamped);
    if (now.getTime() - Date.parse(row.claimed_at) < STALE_CLAIM_MS) throw refuse(409, M.stamping);
    return row;
  }

  /** Stamps an invoice, credit note, debit note or down payment invoice. */
  async stampDocument(id: number, viewer: Viewer, now: Date): Promise<FiscalStampView> {
    const doc = await this.documentFor(id, viewer);
    if (!(STAMPABLE as readonly string[]).includes(doc.kind)) throw refuse(400, M.notStampable);
    const sourceKey = documentSource(id);
    const title = doc.isDebitNote ? FISCAL_TITLES.debit_note : FISCAL_TITLES[doc.kind];
    const claim: Claim = { sourceKey, title, printFolio: doc.folio };
    const stale = this.existing(await this.rows.bySource(sourceKey), now);
    if (stale) return this.finish(stale, claim, viewer);

    const { company, csd } = await this.company();
    const client = await this.rows.client(doc.partnerId);
    const problems = stampProblems(doc, company, csd !== null, client);
    if (problems.length) throw refuse(400, M.preflight, problems);
    const input = buildCfdiInput(doc, company!, client, cfdiLocalTime(now));
    const sealed = this.seal(() => createSealedCfdi(input, csd!));
    await this.validate(sealed.xml);
    if (sealed.totals.totalCents !== doc.totalCents) {
      throw refuse(409, `El total del CFDI (${formatMoney(sealed.totals.totalCents, doc.currency)}) no coincide con el del documento (${formatMoney(doc.totalCents, doc.currency)}).`);
    }
    const iva = sealed.totals.transfers[0];
    const row = await writeTransaction(this.db, async (trx) => {
      const header = await new DocumentRows(trx).header(id, { lock: true });
      if (!header || header.status === 'Cancelada') throw refuse(409, M.documentCancelled);
      const rows = new FiscalDocumentRows(trx);
      if (await rows.bySource(sourceKey, { lock: true })) throw refuse(409, M.stamping);
      await rows.insert({
        source_key: sourceKey,
        document_id: id,
        payment_id: null,
        cfdi_type: input.type,
        series: input.series,
        folio: input.folio,
        status: 'pendiente',
        sealed_xml: sealed.xml,
        claimed_at: now.toISOString(),
        test_stamp: 0,
        issuer_rfc: company!.rfc,
        receiver_rfc: client.rfc,
        partner_id: doc.partnerId,
        currency: input.currency,
        total_cents: sealed.totals.totalCents,
        iva_rate_bp: iva?.rateBp ?? null,
        iva_base_cents: iva?.baseCents ?? null,
        iva_cents: iva?.amountCents ?? null,
      });
      return (await rows.bySource(sourceKey))!;
    });
    return this.finish(row, claim, viewer);
  }

  /** Stamps the payment CFDI (Pago 2.0) of a customer payment applied to stamped PPD invoices. */
  async stampPayment(id: number, viewer: Viewer, now: Date): Promise<FiscalStampView> {
    const payment = await this.paymentFor(id, viewer);
    const sourceKey = paymentSource(id);
    const claim: Claim = { sourceKey, title: FISCAL_TITLES.payment, printFolio: payment.folio };
    const stale = this.existing(await this.rows.bySource(sourceKey), now);
    if (stale) return this.finish(stale, claim, viewer);

    const { company, csd, payments: series } = await this.company();
    const client = await this.rows.client(payment.partner_id);
    const applications = (await this.rows.paymentApplications(id)).filter((a) => a.kind === 'invoice' && a.payment_method === 'PPD');
    const problems = [...companyProblems(company, csd !== null), ...clientProblems(client)];
    if (applications.length === 0) problems.push(M.paymentNoPpd);
    if (!isCfdiCurrency(payment.currency)) problems.push(M.currency(payment.currency));
    for (const a of applications) if (!a.uuid) problems.push(M.paymentInvoiceNotStamped(a.doc_folio));
    if (problems.length) throw refuse(400, M.preflight, problems);
    const invoices: PaidInvoice[] = applications.map((a) => ({
      uuid: a.uuid!,
      series: a.series!,
      folio: a.folio!,
      currency: a.currency,
      instalment: a.instalment,
      previousBalanceCents: Number(a.previous_balance_cents),
      paidCents: Number(a.paid_cents),
      remainingBalanceCents: Number(a.remaining_balance_cents),
      totalCents: Number(a.total_cents),
      iva: a.iva_rate_bp === null ? null : { rateBp: a.iva_rate_bp, baseCents: Number(a.iva_base_cents), amountCents: Number(a.iva_cents) },
      earlierPaidCents: a.earlierPaidCents,
    }));
    const input = buildPaymentInput(
      { series, folio: String(payment.number), date: cfdiLocalTime(now) },
      { payDate: payment.pay_date, form: payment.payment_form, currency: payment.currency, exchangeRate: payment.exchange_rate, reference: payment.reference },
      invoices,
      company!,
      client,
    );
    const sealed = this.seal(() => createSealedPaymentCfdi(input, csd!));
    await this.validate(sealed.xml);
    const row = await writeTransaction(this.db, async (trx) => {
      const rows = new FiscalDocumentRows(trx);
      if (await rows.bySource(sourceKey, { lock: true })) throw refuse(409, M.stamping);
      await rows.insert({
        source_key: sourceKey,
        document_id: null,
        payment_id: id,
        cfdi_type: 'P',
        series: input.series,
        folio: input.folio,
        status: 'pendiente',
        sealed_xml: sealed.xml,
        claimed_at: now.toISOString(),
        test_stamp: 0,
        issuer_rfc: company!.rfc,
        receiver_rfc: client.rfc,
        partner_id: payment.partner_id,
        currency: payment.currency,
        total_cents: invoices.reduce((s, i) => s + i.paidCents, 0),
        iva_rate_bp: null,
        iva_base_cents: null,
        iva_cents: null,
      });
      return (await rows.bySource(sourceKey))!;
    });
    return this.finish(row, claim, viewer);
  }

  private seal<T>(fn: () => T): T {
    try {
      return fn();
    } catch (error) {
      if (error instanceof CfdiInputError) throw refuse(400, error.message);
      throw error;
    }
  }

  private async validate(xml: string): Promise<void> {
    const result = await validateCfdi(xml);
    if (!result.ok) throw refuse(422, M.schema, result.errors.slice(0, 50));
  }

  /** Asks the PAC for the claim's stamp, stores the XML and the PDF, and turns the claim 'vigente'. */
  private async finish(row: FiscalDocumentRow, claim: Claim, viewer: Viewer): Promise<FiscalStampView> {
    let stamped;
    try {
      stamped = await this.app.fiscal.pac.stamp(row.sealed_xml);
    } catch (error) {
      if (error instanceof PacError && error.statusCode < 500) await this.rows.deletePending(row.id);
      // No answer or a broken one: the PAC may have stamped. Keep the sealed XML; the next try sends it again.
      else await this.rows.update(row.id, 'pendiente', { claimed_at: EPOCH });
      throw error;
    }
    const stamp = readStamp(stamped.stampedXml);
    const pdf = await buildCfdiPdf(printableFromXml(stamped.stampedXml, { title: claim.title, folio: claim.printFolio, testStamp: stamped.testStamp }));
    const storage = this.app.storage;
    const xmlFile = await storage.put(Readable.from([Buffer.from(stamped.stampedXml, 'utf8')]), 'xml');
    const pdfFile = await storage.put(Readable.from([pdf]), 'pdf');
    const saved = await this.rows.update(row.id, 'pendiente', {
      status: 'vigente',
      uuid: stamp.uuid,
      xml_file_key: xmlFile.key,
      pdf_file_key: pdfFile.key,
      test_stamp: stamped.testStamp ? 1 : 0,
      stamped_at: stamp.stampedAt,
      stamped_by: viewer.id,
    });
    if (!saved) {
      // Another attempt recorded the same stamp first: keep its files.
      await Promise.all([storage.delete(xmlFile.key), storage.delete(pdfFile.key)]);
    }
    return stampView(await this.rows.bySource(claim.sourceKey));
  }

  /** Cancels a document's CFDI through the PAC; the record and the engine's document read 'Cancelada'. */
  async cancelDocument(id: number, body: CancelCfdiBody, viewer: Viewer, now: Date): Promise<FiscalStampView> {
    const doc = await this.documentFor(id, viewer);
    const sourceKey = documentSource(id);
    const replacement = body.replacementUuid?.trim().toUpperCase();
    if (body.reason === '01' && !replacement) throw refuse(400, M.replacementRequired);
    if (body.reason !== '01' && replacement) throw refuse(400, M.replacementOnlyFor01);
    if (replacement && !UUID_PATTERN.test(replacement)) throw refuse(400, M.replacementUnknown);
    const row = await this.rows.bySource(sourceKey);
    if (!row || row.status === 'pendiente') throw refuse(409, M.notStamped);
    if (row.status === 'cancelada') throw refuse(409, M.alreadyCancelled);
    if (replacement) {
      if (replacement === row.uuid) throw refuse(400, M.replacementSelf);
      const other = await this.rows.byUuid(replacement);
      if (!other || other.status !== 'vigente') throw refuse(400, M.replacementUnknown);
      if (other.partner_id !== doc.partnerId) throw refuse(400, M.replacementOtherClient);
    }
    const result = await this.app.fiscal.pac.cancel({ uuid: row.uuid!, issuerRfc: row.issuer_rfc, reason: body.reason, ...(replacement ? { replacementUuid: replacement } : {}) });
    const at = now.toISOString();
    await writeTransaction(this.db, async (trx) => {
      const rows = new FiscalDocumentRows(trx);
      const current = await rows.bySource(sourceKey, { lock: true });
      if (!current || current.status !== 'vigente') return;
      const common = { cancel_reason: body.reason, replacement_uuid: replacement ?? null, cancel_requested_at: at };
      if (result.status === 'EnProceso') {
        await rows.update(current.id, 'vigente', common);
        return;
      }
      await rows.update(current.id, 'vigente', { ...common, status: 'cancelada', cancelled_at: result.at || at, cancelled_by: viewer.id });
      await this.app.documents.cancelFiscally(id, { actorId: viewer.id, at, trx, because: `cfdi-cancelled-${body.reason}` });
    });
    return stampView(await this.rows.bySource(sourceKey));
  }
}
