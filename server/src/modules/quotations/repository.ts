import { sql, type Kysely } from 'kysely';
import type { SalesDocumentDetail, SalesDocumentListQuery, SalesDocumentPage, SampleQuotation } from '@muestrario/shared/contract';
import type { DocumentStatus, SalesDocumentKind } from '@muestrario/shared/domain';
import { formatExchangeRate } from '@muestrario/shared/rules';
import { pageAnswer, pageWindow, searchWords } from '../../db/paging';
import type { Database } from '../../db/types';
import { likeContains } from '../clients/search-text';

/** What a write needs to know before checking who may do it. */
export interface DocumentHeader {
  id: number;
  kind: SalesDocumentKind;
  status: DocumentStatus;
  sellerId: number;
}

const day = (iso: string) => iso.slice(0, 10);
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString();

/**
 * Reads of quotations and sales orders, in the shapes of the sales contract: the engine's `documents`
 * and `document_lines` (kinds 'quotation' and 'order'; the seller is the document's owner, the client
 * its partner, the quotation an order came from its base document). Writes go through SalesService.
 */
export class SalesDocumentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async header(kind: SalesDocumentKind, id: number): Promise<DocumentHeader | undefined> {
    const row = await this.db
      .selectFrom('documents')
      .select(['id', 'kind', 'status', 'owner_id'])
      .where('id', '=', id)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row && { id: row.id, kind: row.kind as SalesDocumentKind, status: row.status, sellerId: row.owner_id };
  }

  /** One page of a kind's documents, newest folio first, with the true number of matches. */
  async list(kind: SalesDocumentKind, q: SalesDocumentListQuery): Promise<SalesDocumentPage> {
    const window = pageWindow(q);
    let base = this.db.selectFrom('documents as d').where('d.kind', '=', kind);
    for (const word of searchWords(q.search)) {
      base = base.where(sql<boolean>`d.search_text like ${likeContains(word)} escape '\\'`);
    }
    if (q.status?.length) base = base.where('d.status', 'in', q.status);
    if (q.clientId) base = base.where('d.partner_id', '=', q.clientId);
    if (q.sellerId) base = base.where('d.owner_id', '=', q.sellerId);
    if (q.from) base = base.where('d.created_at', '>=', `${q.from}T00:00:00.000Z`);
    if (q.to) base = base.where('d.created_at', '<', nextDay(q.to));
    const [{ total }] = (await base.select((eb) => eb.fn.countAll<number | string>().as('total')).execute()) as [{ total: number | string }];
    const rows = await base
      .innerJoin('clients as c', 'c.id', 'd.partner_id')
      .innerJoin('users as u', 'u.id', 'd.owner_id')
      .select(['d.id', 'd.folio', 'd.created_at', 'c.card_name', 'u.id as seller_id', 'u.first_name', 'u.last_name', 'd.total_cents', 'd.currency', 'd.status'])
      .orderBy('d.number', 'desc')
      .limit(window.pageSize)
      .offset(window.offset)
      .execute();
    return pageAnswer(
      window,
      total,
      rows.map((r) => ({
        id: r.id,
        folio: r.folio,
        createdOn: day(r.created_at),
        client: r.card_name,
        seller: { id: r.seller_id, name: `${r.first_name} ${r.last_name}` },
        totalCents: Number(r.total_cents),
        currency: r.currency,
        status: r.status,
      })),
    );
  }

  async detail(kind: SalesDocumentKind, id: number): Promise<SalesDocumentDetail | undefined> {
    const d = await this.db
      .selectFrom('documents as d')
      .innerJoin('clients as c', 'c.id', 'd.partner_id')
      .innerJoin('users as u', 'u.id', 'd.owner_id')
      .leftJoin('users as s', 's.id', 'd.status_changed_by')
      .leftJoin('samples as m', 'm.id', 'd.sample_id')
      .leftJoin('documents as src', 'src.id', 'd.base_document_id')
      .selectAll('d')
      .select([
        'c.card_code',
        'c.card_name',
        'c.border_region',
        'u.first_name',
        'u.last_name',
        's.first_name as status_first_name',
        's.last_name as status_last_name',
        'm.sample_name',
        'src.folio as source_folio',
      ])
      .where('d.id', '=', id)
      .where('d.kind', '=', kind)
      .executeTakeFirst();
    if (!d) return undefined;
    const [lines, copies] = await Promise.all([
      this.db.selectFrom('document_lines').selectAll().where('document_id', '=', id).orderBy('line_number').execute(),
      // A quotation's orders (an order's deliveries and invoices are copies too, but not what 'copies' means).
      this.db.selectFrom('documents').select(['id', 'folio']).where('base_document_id', '=', id).where('kind', '=', 'order').orderBy('id').execute(),
    ]);
    const address = (p: 'ship' | 'bill') => ({ street: d[`${p}_street`], city: d[`${p}_city`], state: d[`${p}_state`], zipCode: d[`${p}_zip`] });
    return {
      id: d.id,
      kind: d.kind as SalesDocumentKind,
      folio: d.folio,
      status: d.status,
      clientId: d.partner_id,
      clientCode: d.card_code,
      clientName: d.card_name,
      borderRegion: Number(d.border_region) === 1,
      contactId: d.contact_id,
      name: d.name,
      reference: d.reference,
      dueDate: d.due_date,
      currency: d.currency,
      exchangeRate: formatExchangeRate(d.exchange_rate),
      taxRateBp: d.tax_rate_bp,
      lines: lines.map((l) => ({
        code: l.code,
        description: l.description,
        quantity: l.quantity,
        unitPriceCents: l.unit_price_cents,
        subtotalCents: Number(l.line_total_cents),
        taxCents: Number(l.tax_cents),
      })),
      subtotalCents: Number(d.subtotal_cents),
      taxCents: Number(d.tax_cents),
      totalCents: Number(d.total_cents),
      totalMxnCents: Number(d.total_mxn_cents),
      shippingAddress: address('ship'),
      billingAddress: address('bill'),
      seller: { id: d.owner_id, name: `${d.first_name} ${d.last_name}` },
      createdAt: d.created_at,
      statusChangedAt: d.status_changed_at,
      statusChangedBy: d.status_changed_by === null ? null : { id: d.status_changed_by, name: `${d.status_first_name ?? ''} ${d.status_last_name ?? ''}`.trim() },
      sample: d.sample_id === null || d.sample_name == null ? null : { id: d.sample_id, name: d.sample_name },
      source: d.base_document_id === null || d.source_folio == null ? null : { id: d.base_document_id, folio: d.source_folio },
      copies,
    };
  }

  async sampleQuotations(sampleId: number): Promise<SampleQuotation[]> {
    const rows = await this.db
      .selectFrom('documents')
      .select(['id', 'folio', 'status', 'total_cents', 'currency', 'created_at'])
      .where('sample_id', '=', sampleId)
      .where('kind', '=', 'quotation')
      .orderBy('number', 'desc')
      .execute();
    return rows.map((r) => ({ id: r.id, folio: r.folio, status: r.status, totalCents: Number(r.total_cents), currency: r.currency, createdOn: day(r.created_at) }));
  }

  /** Open documents of a kind (dashboard: quotations, orders to deliver, purchase orders still to receive). */
  async countOpen(kind: SalesDocumentKind | 'purchase_order'): Promise<number> {
    const row = await this.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('kind', '=', kind)
      .where('status', '=', 'Abierta')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A Cliente (not a supplier) and whether it is in the border region; undefined otherwise. */
  async clientForSale(clientId: number): Promise<{ id: number; borderRegion: boolean } | undefined> {
    const row = await this.db.selectFrom('clients').select(['id', 'border_region']).where('id', '=', clientId).where('partner_type', '=', 'Cliente').executeTakeFirst();
    return row && { id: row.id, borderRegion: Number(row.border_region) === 1 };
  }

  async isContactOf(contactId: number, clientId: number): Promise<boolean> {
    return !!(await this.db.selectFrom('partner_contacts').select('id').where('id', '=', contactId).where('client_id', '=', clientId).executeTakeFirst());
  }

  /** The catalogue's description of each known code. */
  async articleDescriptions(codes: string[]): Promise<Map<string, string>> {
    const rows = codes.length ? await this.db.selectFrom('articles').select(['code', 'description']).where('code', 'in', codes).execute() : [];
    return new Map(rows.map((a) => [a.code, a.description]));
  }

  /** The sample a document was made from (kept when the document is edited). */
  async sampleOf(id: number): Promise<number | null> {
    return (await this.db.selectFrom('documents').select('sample_id').where('id', '=', id).executeTakeFirst())?.sample_id ?? null;
  }
}
