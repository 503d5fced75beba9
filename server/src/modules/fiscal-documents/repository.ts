import type { Insertable, Kysely, Selectable } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/types';
import type { StampClient, StampDocument, StampLine, StampRelation, StampableKind } from './cfdi-input';
import type { FiscalDocumentsTable } from './tables';

export type FiscalDocumentRow = Selectable<FiscalDocumentsTable>;
export type NewFiscalDocumentRow = Insertable<FiscalDocumentsTable>;

export const documentSource = (id: number) => `document:${id}`;
export const paymentSource = (id: number) => `payment:${id}`;

/** The down payment's SAT concept (its line code is the product key itself). */
const DOWN_PAYMENT = { productKey: '84111506', unitKey: 'ACT' };
/** A debit note's charge lines (no item): 'No existe en el catálogo', unit 'Actividad'. */
const CHARGE = { code: 'CARGO', productKey: '01010101', unitKey: 'ACT' };

/** The rows stamping reads and writes (no rules: those are cfdi-input.ts's and the service's). */
export class FiscalDocumentRows {
  constructor(private readonly db: Kysely<Database>) {}

  bySource(sourceKey: string, options: { lock?: boolean } = {}): Promise<FiscalDocumentRow | undefined> {
    let q = this.db.selectFrom('fiscal_documents').selectAll().where('source_key', '=', sourceKey);
    if (options.lock && dialectOf(this.db) === 'postgres') q = q.forUpdate();
    return q.executeTakeFirst();
  }

  byUuid(uuid: string): Promise<FiscalDocumentRow | undefined> {
    return this.db.selectFrom('fiscal_documents').selectAll().where('uuid', '=', uuid.toUpperCase()).executeTakeFirst();
  }

  async insert(row: NewFiscalDocumentRow): Promise<number> {
    return (await this.db.insertInto('fiscal_documents').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  async update(id: number, from: FiscalDocumentRow['status'], values: Partial<NewFiscalDocumentRow>): Promise<boolean> {
    const r = await this.db.updateTable('fiscal_documents').set(values).where('id', '=', id).where('status', '=', from).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async deletePending(id: number): Promise<void> {
    await this.db.deleteFrom('fiscal_documents').where('id', '=', id).where('status', '=', 'pendiente').execute();
  }

  /** Is the document held by a CFDI (being stamped or in force)? */
  async locksDocument(documentId: number): Promise<boolean> {
    const row = await this.db.selectFrom('fiscal_documents').select('id').where('document_id', '=', documentId).where('status', 'in', ['pendiente', 'vigente']).executeTakeFirst();
    return row !== undefined;
  }

  /** A sales document with its lines (SAT keys from their items), fiscal terms and relations (their UUIDs). */
  async stampDocument(id: number): Promise<(StampDocument & { id: number; partnerId: number; ownerId: number; totalCents: number }) | undefined> {
    const d = await this.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
    if (!d) return undefined;
    const terms = await this.db.selectFrom('sales_fiscal_terms').selectAll().where('document_id', '=', id).executeTakeFirst();
    const lines = await this.db
      .selectFrom('document_lines as l')
      .leftJoin('items as i', 'i.id', 'l.item_id')
      .select(['l.line_number', 'l.code', 'l.description', 'l.quantity', 'l.unit_price_cents', 'l.line_total_cents', 'i.sat_product_key', 'i.sat_unit_key'])
      .where('l.document_id', '=', id)
      .orderBy('l.line_number')
      .execute();
    // Lines without an item (quotation articles, old orders): the item of the same code or article code.
    const codes = [...new Set(lines.filter((l) => !l.sat_product_key).map((l) => l.code))];
    const byCode = new Map<string, { productKey: string; unitKey: string }>();
    if (codes.length) {
      const items = await this.db
        .selectFrom('items')
        .select(['code', 'article_code', 'sat_product_key', 'sat_unit_key'])
        .where((eb) => eb.or([eb('code', 'in', codes), eb('article_code', 'in', codes)]))
        .orderBy('id')
        .execute();
      for (const it of items) {
        for (const c of [it.code, it.article_code]) if (c && !byCode.has(c)) byCode.set(c, { productKey: it.sat_product_key, unitKey: it.sat_unit_key });
      }
    }
    const stampLines: StampLine[] = lines.map((l) => {
      const known =
        l.sat_product_key ? { productKey: l.sat_product_key, unitKey: l.sat_unit_key ?? '' }
        : d.kind === 'down_payment_invoice' && l.code === DOWN_PAYMENT.productKey ? DOWN_PAYMENT
        : l.code === CHARGE.code ? CHARGE
        : byCode.get(l.code);
      return {
        lineNumber: l.line_number,
        code: l.code,
        description: l.description,
        quantity: l.quantity,
        unitPriceCents: l.unit_price_cents,
        lineTotalCents: Number(l.line_total_cents),
        productKey: known?.productKey || null,
        unitKey: known?.unitKey || null,
      };
    });
    const relations = await this.db
      .selectFrom('sales_document_relations as r')
      .innerJoin('documents as o', 'o.id', 'r.related_document_id')
      .leftJoin('fiscal_documents as f', (j) => j.onRef('f.document_id', '=', 'r.related_document_id').on('f.status', '=', 'vigente'))
      .select(['r.relation_type', 'o.folio', 'f.uuid'])
      .where('r.document_id', '=', id)
      .orderBy('r.id')
      .execute();
    const stampRelations: StampRelation[] = relations.map((r) => ({ type: r.relation_type, folio: r.folio, uuid: r.uuid }));
    return {
      kind: d.kind as StampableKind,
      folio: d.folio,
      series: d.series,
      number: d.number,
      status: d.status,
      isDebitNote: terms?.is_debit_note === 1,
      downPaymentStage: terms?.down_payment_stage ?? null,
      currency: d.currency,
      exchangeRate: d.exchange_rate,
      taxRateBp: d.tax_rate_bp,
      terms: terms ? { paymentMethod: terms.payment_method, paymentForm: terms.payment_form, cfdiUse: terms.cfdi_use } : null,
      lines: stampLines,
      relations: stampRelations,
      id: d.id,
      partnerId: d.partner_id,
      ownerId: d.owner_id,
      totalCents: Number(d.total_cents),
    };
  }

  async client(partnerId: number): Promise<StampClient & { cardCode: string }> {
    const c = await this.db.selectFrom('clients').select(['card_code', 'card_name', 'rfc', 'regimen_fiscal', 'fiscal_zip_code']).where('id', '=', partnerId).executeTakeFirstOrThrow();
    return { cardCode: c.card_code, rfc: (c.rfc ?? '').trim().toUpperCase(), name: (c.card_name ?? '').trim(), regime: c.regimen_fiscal ?? '', zip: (c.fiscal_zip_code || '').trim() };
  }

  payment(id: number) {
    return this.db.selectFrom('customer_payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The payment's applications with each document's kind, terms, CFDI and earlier instalments. */
  async paymentApplications(paymentId: number) {
    const apps = await this.db
      .selectFrom('customer_payment_applications as a')
      .innerJoin('documents as d', 'd.id', 'a.document_id')
      .leftJoin('sales_fiscal_terms as t', 't.document_id', 'd.id')
      .leftJoin('fiscal_documents as f', (j) => j.onRef('f.document_id', '=', 'd.id').on('f.status', '=', 'vigente'))
      .select([
        'a.document_id',
        'a.instalment',
        'a.previous_balance_cents',
        'a.paid_cents',
        'a.remaining_balance_cents',
        'a.currency',
        'd.folio as doc_folio',
        'd.kind',
        't.payment_method',
        'f.uuid',
        'f.series',
        'f.folio',
        'f.total_cents',
        'f.iva_rate_bp',
        'f.iva_base_cents',
        'f.iva_cents',
      ])
      .where('a.payment_id', '=', paymentId)
      .orderBy('a.id')
      .execute();
    const earlier = apps.length
      ? await this.db
          .selectFrom('customer_payment_applications')
          .select(['document_id', 'instalment', 'paid_cents'])
          .where(
            'document_id',
            'in',
            apps.map((a) => a.document_id),
          )
          .orderBy('instalment')
          .execute()
      : [];
    return apps.map((a) => ({
      ...a,
      earlierPaidCents: earlier.filter((e) => e.document_id === a.document_id && e.instalment < a.instalment).map((e) => Number(e.paid_cents)),
    }));
  }
}
