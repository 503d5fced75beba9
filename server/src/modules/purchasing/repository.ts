import { sql, type Kysely } from 'kysely';
import type { OfferComparison, PurchasingDocumentDetail, PurchasingDocumentPage, PurchasingListQuery } from '@muestrario/shared/contract';
import type { BusinessDocumentStatus } from '@muestrario/shared/rules';
import { cheapestOffers, cheapestTotal, formatExchangeRate, PURCHASING_DOCUMENT_KINDS, type PurchasingDocumentKind } from '@muestrario/shared/rules';
import { pageAnswer, pageWindow, searchWords } from '../../db/paging';
import type { Database } from '../../db/types';
import { likeContains } from '../clients/search-text';

const isPurchasing = (kind: string): kind is PurchasingDocumentKind => (PURCHASING_DOCUMENT_KINDS as readonly string[]).includes(kind);

/** What a write needs to know first. */
export interface PurchasingHeader {
  id: number;
  kind: PurchasingDocumentKind;
  status: BusinessDocumentStatus;
  partnerId: number;
  baseDocumentId: number | null;
}

/** The supplier facts a document needs. */
export interface SupplierFacts {
  id: number;
  name: string;
  borderRegion: boolean;
}

/**
 * Reads of purchasing documents (requests, offers, orders) in the purchasing contract's shapes: the engine's
 * `documents` and `document_lines`, the supplier a `clients` row of type 'Proveedor', the buyer the owner.
 */
export class PurchasingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async header(id: number, db: Kysely<Database> = this.db): Promise<PurchasingHeader | undefined> {
    const row = await db.selectFrom('documents').select(['id', 'kind', 'status', 'partner_id', 'base_document_id']).where('id', '=', id).executeTakeFirst();
    if (!row || !isPurchasing(row.kind)) return undefined;
    return { id: row.id, kind: row.kind, status: row.status, partnerId: row.partner_id, baseDocumentId: row.base_document_id };
  }

  async supplier(id: number, db: Kysely<Database> = this.db): Promise<SupplierFacts | undefined> {
    const row = await db.selectFrom('clients').select(['id', 'card_name', 'border_region']).where('id', '=', id).where('partner_type', '=', 'Proveedor').executeTakeFirst();
    return row && { id: row.id, name: row.card_name, borderRegion: Number(row.border_region) === 1 };
  }

  async isContactOf(contactId: number, supplierId: number, db: Kysely<Database> = this.db): Promise<boolean> {
    return !!(await db.selectFrom('partner_contacts').select('id').where('id', '=', contactId).where('client_id', '=', supplierId).executeTakeFirst());
  }

  /** Where a purchase order is e-mailed: its contact's address, else the supplier's first contact's, else the supplier's. */
  async supplierEmail(documentId: number): Promise<string | undefined> {
    const doc = await this.db
      .selectFrom('documents as d')
      .innerJoin('clients as c', 'c.id', 'd.partner_id')
      .leftJoin('partner_contacts as pc', 'pc.id', 'd.contact_id')
      .select(['d.partner_id', 'pc.email as contact_email', 'c.email'])
      .where('d.id', '=', documentId)
      .executeTakeFirst();
    if (!doc) return undefined;
    if (doc.contact_email?.trim()) return doc.contact_email.trim();
    const first = await this.db
      .selectFrom('partner_contacts')
      .select('email')
      .where('client_id', '=', doc.partner_id)
      .where('email', '<>', '')
      .orderBy('sort_order')
      .orderBy('id')
      .executeTakeFirst();
    return first?.email.trim() || doc.email?.trim() || undefined;
  }

  /** One page of a kind's documents, newest folio first. */
  async list(q: PurchasingListQuery): Promise<PurchasingDocumentPage> {
    const window = pageWindow(q);
    let base = this.db.selectFrom('documents as d').where('d.kind', '=', q.kind);
    for (const word of searchWords(q.search)) base = base.where(sql<boolean>`d.search_text like ${likeContains(word)} escape '\\'`);
    if (q.status?.length) base = base.where('d.status', 'in', q.status);
    const [{ total }] = (await base.select((eb) => eb.fn.countAll<number | string>().as('total')).execute()) as [{ total: number | string }];
    const rows = await base
      .innerJoin('clients as c', 'c.id', 'd.partner_id')
      .innerJoin('users as u', 'u.id', 'd.owner_id')
      .select(['d.id', 'd.kind', 'd.folio', 'd.doc_date', 'd.due_date', 'c.card_name', 'u.first_name', 'u.last_name', 'd.total_cents', 'd.currency', 'd.status'])
      .orderBy('d.number', 'desc')
      .limit(window.pageSize)
      .offset(window.offset)
      .execute();
    return pageAnswer(
      window,
      total,
      rows.map((r) => ({
        id: r.id,
        kind: r.kind as PurchasingDocumentKind,
        folio: r.folio,
        docDate: r.doc_date,
        dueDate: r.due_date,
        supplier: r.card_name,
        buyer: `${r.first_name} ${r.last_name}`,
        totalCents: Number(r.total_cents),
        currency: r.currency,
        status: r.status,
      })),
    );
  }

  async detail(id: number): Promise<PurchasingDocumentDetail | undefined> {
    const d = await this.db
      .selectFrom('documents as d')
      .innerJoin('clients as c', 'c.id', 'd.partner_id')
      .innerJoin('users as u', 'u.id', 'd.owner_id')
      .selectAll('d')
      .select(['c.card_code', 'c.card_name', 'c.rfc', 'c.email as supplier_email', 'u.first_name', 'u.last_name'])
      .where('d.id', '=', id)
      .executeTakeFirst();
    if (!d || !isPurchasing(d.kind)) return undefined;
    const [lines, history, targets, base] = await Promise.all([
      this.db
        .selectFrom('document_lines as l')
        .leftJoin('items as i', 'i.id', 'l.item_id')
        .leftJoin('item_variants as v', 'v.id', 'l.variant_id')
        .leftJoin('warehouses as w', 'w.id', 'l.warehouse_id')
        .selectAll('l')
        .select(['i.code as item_code', 'i.unit', 'v.code as variant_code', 'w.name as warehouse_name'])
        .where('l.document_id', '=', id)
        .orderBy('l.line_number')
        .execute(),
      this.db
        .selectFrom('document_history as h')
        .leftJoin('users as u', 'u.id', 'h.user_id')
        .select(['h.at', 'h.action', 'h.detail', 'u.first_name', 'u.last_name'])
        .where('h.document_id', '=', id)
        .orderBy('h.id')
        .execute(),
      this.db.selectFrom('documents').select(['id', 'kind', 'folio', 'status']).where('base_document_id', '=', id).orderBy('id').execute(),
      d.base_document_id === null ? undefined : this.db.selectFrom('documents').select(['id', 'kind', 'folio', 'status']).where('id', '=', d.base_document_id).executeTakeFirst(),
    ]);
    const ref = (r: { id: number; kind: string; folio: string; status: BusinessDocumentStatus }) => (isPurchasing(r.kind) ? { id: r.id, kind: r.kind, folio: r.folio, status: r.status } : undefined);
    return {
      id: d.id,
      kind: d.kind,
      folio: d.folio,
      status: d.status,
      supplier: { id: d.partner_id, code: d.card_code, name: d.card_name, rfc: d.rfc ?? '', email: d.supplier_email ?? '' },
      contactId: d.contact_id,
      buyer: { id: d.owner_id, name: `${d.first_name} ${d.last_name}` },
      reference: d.reference,
      currency: d.currency,
      exchangeRate: formatExchangeRate(d.exchange_rate),
      docDate: d.doc_date,
      dueDate: d.due_date,
      taxRateBp: d.tax_rate_bp,
      subtotalCents: Number(d.subtotal_cents),
      taxCents: Number(d.tax_cents),
      totalCents: Number(d.total_cents),
      createdAt: d.created_at,
      lines: lines.map((l) => ({
        id: l.id,
        lineNumber: l.line_number,
        itemId: l.item_id,
        itemCode: l.item_code,
        variantId: l.variant_id,
        variantCode: l.variant_code,
        unit: l.unit,
        warehouseId: l.warehouse_id,
        warehouseName: l.warehouse_name,
        code: l.code,
        description: l.description,
        quantity: l.quantity,
        openQuantity: l.open_quantity,
        unitPriceCents: l.unit_price_cents,
        discountBp: l.discount_bp,
        subtotalCents: Number(l.line_total_cents),
        taxCents: Number(l.tax_cents),
        baseLineId: l.base_line_id,
      })),
      history: history.map((h) => ({
        at: h.at,
        action: h.action,
        userName: h.first_name === null ? null : `${h.first_name} ${h.last_name ?? ''}`.trim(),
        detail: JSON.parse(h.detail) as Record<string, unknown>,
      })),
      base: (base && ref(base)) ?? null,
      targets: targets.map(ref).filter((r) => r !== undefined),
    };
  }

  /** The offers copied from a request (every status but cancelled), with their lines' base lines. */
  async offersOf(requestId: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('documents as d')
      .innerJoin('clients as c', 'c.id', 'd.partner_id')
      .select(['d.id', 'd.folio', 'd.status', 'd.partner_id', 'c.card_name', 'd.subtotal_cents', 'd.total_cents'])
      .where('d.base_document_id', '=', requestId)
      .where('d.kind', '=', 'supplier_quotation')
      .where('d.status', '<>', 'Cancelada')
      .orderBy('d.id')
      .execute();
  }

  /** 'Comparar ofertas': the request's lines × its offers, cheapest marked. Undefined when it is not a request. */
  async comparison(requestId: number): Promise<OfferComparison | undefined> {
    const request = await this.db.selectFrom('documents').select(['id', 'kind', 'folio']).where('id', '=', requestId).executeTakeFirst();
    if (!request || request.kind !== 'purchase_request') return undefined;
    const [lines, offers] = await Promise.all([
      this.db
        .selectFrom('document_lines as l')
        .leftJoin('items as i', 'i.id', 'l.item_id')
        .select(['l.id', 'l.code', 'l.description', 'l.quantity', 'i.unit'])
        .where('l.document_id', '=', requestId)
        .orderBy('l.line_number')
        .execute(),
      this.offersOf(requestId),
    ]);
    const offerLines = offers.length
      ? await this.db
          .selectFrom('document_lines')
          .select(['document_id', 'base_line_id', 'quantity', 'unit_price_cents', 'line_total_cents'])
          .where(
            'document_id',
            'in',
            offers.map((o) => o.id),
          )
          .execute()
      : [];
    const totals = offers.map((o) => ({ offerId: o.id, totalCents: Number(o.subtotal_cents) }));
    const cheapestOffer = new Set(cheapestTotal(totals));
    return {
      requestId: request.id,
      folio: request.folio,
      offers: offers.map((o) => ({
        id: o.id,
        folio: o.folio,
        status: o.status,
        supplierId: o.partner_id,
        supplierName: o.card_name,
        subtotalCents: Number(o.subtotal_cents),
        totalCents: Number(o.total_cents),
        cheapest: cheapestOffer.has(o.id),
      })),
      lines: lines.map((l) => {
        const prices = offerLines
          .filter((o) => o.base_line_id === l.id)
          .map((o) => ({ offerId: o.document_id, quantity: o.quantity, unitPriceCents: o.unit_price_cents, totalCents: Number(o.line_total_cents) }));
        const cheapest = new Set(cheapestOffers(prices));
        return {
          lineId: l.id,
          code: l.code,
          description: l.description,
          quantity: l.quantity,
          unit: l.unit,
          prices: prices.map((p) => ({ ...p, cheapest: cheapest.has(p.offerId) })),
        };
      }),
    };
  }
}
