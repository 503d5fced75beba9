import { sql, type Kysely } from 'kysely';
import type { SalesDocumentDetail, SalesDocumentInput, SalesDocumentListQuery, SalesDocumentPage, SampleQuotation } from '@muestrario/shared/contract';
import { folioOf, type DocumentStatus, type SalesDocumentKind, type SampleStage, SALES_MESSAGES } from '@muestrario/shared/domain';
import { canEditSalesDocument, foldText, formatExchangeRate, MXN_RATE, parseExchangeRate, salesDocumentAmounts, type SalesActor } from '@muestrario/shared/rules';
import { pageAnswer, pageWindow, searchWords } from '../../db/paging';
import type { Database } from '../../db/types';
import { likeContains } from '../clients/search-text';
import { ArticlesRepository } from '../articles/repository';
import { nextFolioNumber } from './folios';
import { sampleQuotationInput } from './sample-quotation';

/** A request that cannot be saved as sent: 400 with a Spanish message and the fields at fault. */
export class SalesInputError extends Error {
  constructor(
    message: string,
    readonly fields: string[],
  ) {
    super(message);
  }
}

/** What a write needs to know before checking who may do it. */
export interface DocumentHeader {
  id: number;
  kind: SalesDocumentKind;
  status: DocumentStatus;
  sellerId: number;
}

export interface CreateOptions {
  sellerId: number;
  at: string;
  status?: DocumentStatus;
  /** Seeding: a given number instead of the sequence's next one. */
  number?: number;
  sampleId?: number | null;
  sourceId?: number | null;
}

const day = (iso: string) => iso.slice(0, 10);
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString();

/** Quotations and sales orders (one table, `kind` tells them apart) and their lines. */
export class SalesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async header(kind: SalesDocumentKind, id: number): Promise<DocumentHeader | undefined> {
    const row = await this.db
      .selectFrom('sales_documents')
      .select(['id', 'kind', 'status', 'seller_id'])
      .where('id', '=', id)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row && { id: row.id, kind: row.kind, status: row.status, sellerId: row.seller_id };
  }

  /** One page of a kind's documents, newest folio first, with the true number of matches. */
  async list(kind: SalesDocumentKind, q: SalesDocumentListQuery): Promise<SalesDocumentPage> {
    const window = pageWindow(q);
    let base = this.db.selectFrom('sales_documents as d').where('d.kind', '=', kind);
    for (const word of searchWords(q.search)) {
      base = base.where(sql<boolean>`d.search_text like ${likeContains(word)} escape '\\'`);
    }
    if (q.status?.length) base = base.where('d.status', 'in', q.status);
    if (q.clientId) base = base.where('d.client_id', '=', q.clientId);
    if (q.sellerId) base = base.where('d.seller_id', '=', q.sellerId);
    if (q.from) base = base.where('d.created_at', '>=', `${q.from}T00:00:00.000Z`);
    if (q.to) base = base.where('d.created_at', '<', nextDay(q.to));
    const [{ total }] = (await base.select((eb) => eb.fn.countAll<number | string>().as('total')).execute()) as [{ total: number | string }];
    const rows = await base
      .innerJoin('clients as c', 'c.id', 'd.client_id')
      .innerJoin('users as u', 'u.id', 'd.seller_id')
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

  async detail(kind: SalesDocumentKind, id: number, viewer: SalesActor): Promise<SalesDocumentDetail | undefined> {
    const d = await this.db
      .selectFrom('sales_documents as d')
      .innerJoin('clients as c', 'c.id', 'd.client_id')
      .innerJoin('users as u', 'u.id', 'd.seller_id')
      .leftJoin('users as s', 's.id', 'd.status_changed_by')
      .leftJoin('samples as m', 'm.id', 'd.sample_id')
      .leftJoin('sales_documents as src', 'src.id', 'd.source_id')
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
      this.db.selectFrom('sales_document_lines').selectAll().where('document_id', '=', id).orderBy('sort_order').execute(),
      this.db.selectFrom('sales_documents').select(['id', 'folio']).where('source_id', '=', id).orderBy('number').execute(),
    ]);
    const address = (p: 'ship' | 'bill') => ({ street: d[`${p}_street`], city: d[`${p}_city`], state: d[`${p}_state`], zipCode: d[`${p}_zip`] });
    return {
      id: d.id,
      kind: d.kind,
      folio: d.folio,
      status: d.status,
      clientId: d.client_id,
      clientCode: d.card_code,
      clientName: d.card_name,
      borderRegion: Number(d.border_region) === 1,
      contactId: d.contact_id,
      name: d.name,
      reference: d.reference,
      currency: d.currency,
      exchangeRate: formatExchangeRate(d.exchange_rate),
      taxRateBp: d.tax_rate_bp,
      lines: lines.map((l) => ({
        code: l.code,
        description: l.description,
        quantity: l.quantity,
        unitPriceCents: l.unit_price_cents,
        subtotalCents: Number(l.subtotal_cents),
        taxCents: Number(l.tax_cents),
      })),
      subtotalCents: Number(d.subtotal_cents),
      taxCents: Number(d.tax_cents),
      totalCents: Number(d.total_cents),
      totalMxnCents: Number(d.total_mxn_cents),
      shippingAddress: address('ship'),
      billingAddress: address('bill'),
      seller: { id: d.seller_id, name: `${d.first_name} ${d.last_name}` },
      createdAt: d.created_at,
      statusChangedAt: d.status_changed_at,
      statusChangedBy: d.status_changed_by === null ? null : { id: d.status_changed_by, name: `${d.status_first_name ?? ''} ${d.status_last_name ?? ''}`.trim() },
      sample: d.sample_id === null || d.sample_name == null ? null : { id: d.sample_id, name: d.sample_name },
      source: d.source_id === null || d.source_folio == null ? null : { id: d.source_id, folio: d.source_folio },
      copies,
      canEdit: d.status === 'Abierta' && canEditSalesDocument(viewer, { sellerId: d.seller_id }),
    };
  }

  /**
   * The columns of a document from what the form sends: the client (a Cliente), its contact, the
   * articles of the lines, the exchange rate, and the amounts from `salesDocumentAmounts`.
   */
  private async prepare(db: Kysely<Database>, input: SalesDocumentInput, sellerId: number) {
    const client = await db
      .selectFrom('clients')
      .select(['id', 'card_name', 'border_region'])
      .where('id', '=', input.clientId)
      .where('partner_type', '=', 'Cliente')
      .executeTakeFirst();
    if (!client) throw new SalesInputError(SALES_MESSAGES.unknownClient, ['clientId']);
    if (input.contactId !== null) {
      const contact = await db.selectFrom('partner_contacts').select('id').where('id', '=', input.contactId).where('client_id', '=', client.id).executeTakeFirst();
      if (!contact) throw new SalesInputError(SALES_MESSAGES.contactNotOfClient, ['contactId']);
    }
    const codes = [...new Set(input.lines.map((l) => l.code))];
    const articles = await db.selectFrom('articles').select(['code', 'description']).where('code', 'in', codes).execute();
    const known = new Map(articles.map((a) => [a.code, a.description]));
    const unknownIndex = input.lines.findIndex((l) => !known.has(l.code));
    if (unknownIndex >= 0) throw new SalesInputError(SALES_MESSAGES.unknownArticle(input.lines[unknownIndex]!.code), [`lines.${unknownIndex}.code`]);
    const exchangeRate = input.currency === 'MXN' ? MXN_RATE : parseExchangeRate(input.exchangeRate);
    if (exchangeRate === null) throw new SalesInputError(SALES_MESSAGES.exchangeRate, ['exchangeRate']);
    const borderRegion = Number(client.border_region) === 1;
    const amounts = salesDocumentAmounts({ lines: input.lines, borderRegion, exchangeRate });
    if (amounts.tooLarge) throw new SalesInputError(SALES_MESSAGES.amountTooLarge, ['lines']);
    const seller = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', sellerId).executeTakeFirstOrThrow();
    const lines = input.lines.map((l, i) => ({
      sort_order: i,
      code: l.code,
      description: l.description.trim() || known.get(l.code)!,
      quantity: l.quantity,
      unit_price_cents: l.unitPriceCents,
      subtotal_cents: amounts.lines[i]!.subtotalCents,
      tax_cents: amounts.lines[i]!.taxCents,
    }));
    const values = {
      client_id: client.id,
      contact_id: input.contactId,
      name: input.name.trim(),
      reference: input.reference.trim(),
      currency: input.currency,
      exchange_rate: exchangeRate,
      tax_rate_bp: amounts.taxRateBp,
      subtotal_cents: amounts.subtotalCents,
      tax_cents: amounts.taxCents,
      total_cents: amounts.totalCents,
      total_mxn_cents: amounts.totalMxnCents,
      ship_street: input.shippingAddress.street.trim(),
      ship_city: input.shippingAddress.city.trim(),
      ship_state: input.shippingAddress.state.trim(),
      ship_zip: input.shippingAddress.zipCode.trim(),
      bill_street: input.billingAddress.street.trim(),
      bill_city: input.billingAddress.city.trim(),
      bill_state: input.billingAddress.state.trim(),
      bill_zip: input.billingAddress.zipCode.trim(),
    };
    const searchText = (folio: string) => foldText(`${folio} ${client.card_name} ${seller.first_name} ${seller.last_name}`);
    return { values, lines, searchText };
  }

  /** Creates a document with the next folio of its kind, in one transaction (or the caller's). */
  async create(kind: SalesDocumentKind, input: SalesDocumentInput, options: CreateOptions, trx?: Kysely<Database>): Promise<number> {
    const run = async (db: Kysely<Database>) => {
      const { values, lines, searchText } = await this.prepare(db, input, options.sellerId);
      const number = options.number ?? (await nextFolioNumber(db, kind));
      const folio = folioOf(kind, number);
      const { id } = await db
        .insertInto('sales_documents')
        .values({
          ...values,
          kind,
          number,
          folio,
          status: options.status ?? 'Abierta',
          seller_id: options.sellerId,
          sample_id: options.sampleId ?? null,
          source_id: options.sourceId ?? null,
          search_text: searchText(folio),
          created_at: options.at,
          updated_at: options.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('sales_document_lines').values(lines.map((l) => ({ ...l, document_id: id }))).execute();
      return id;
    };
    return trx ? run(trx) : this.db.transaction().execute(run);
  }

  /** Saves an open document; false when it is no longer open (it changed meanwhile). */
  async update(kind: SalesDocumentKind, id: number, input: SalesDocumentInput, sellerId: number, at: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const { values, lines, searchText } = await this.prepare(trx, input, sellerId);
      const current = await trx.selectFrom('sales_documents').select('folio').where('id', '=', id).executeTakeFirstOrThrow();
      const updated = await trx
        .updateTable('sales_documents')
        .set({ ...values, search_text: searchText(current.folio), updated_at: at })
        .where('id', '=', id)
        .where('kind', '=', kind)
        .where('status', '=', 'Abierta')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      await trx.deleteFrom('sales_document_lines').where('document_id', '=', id).execute();
      await trx.insertInto('sales_document_lines').values(lines.map((l) => ({ ...l, document_id: id }))).execute();
      return true;
    });
  }

  /** Closes or cancels an open document, keeping who and when; false when it was not open. */
  async setStatus(kind: SalesDocumentKind, id: number, status: DocumentStatus, userId: number, at: string, db: Kysely<Database> = this.db): Promise<boolean> {
    const result = await db
      .updateTable('sales_documents')
      .set({ status, status_changed_at: at, status_changed_by: userId, updated_at: at })
      .where('id', '=', id)
      .where('kind', '=', kind)
      .where('status', '=', 'Abierta')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * 'Copiar a orden de venta': the quotation closes and an order with its lines is created, linked back
   * to it, in one transaction. Undefined when the quotation was not open.
   */
  async copyToOrder(quotationId: number, userId: number, at: string): Promise<number | undefined> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.setStatus('quotation', quotationId, 'Cerrada', userId, at, trx))) return undefined;
      const q = await trx.selectFrom('sales_documents').selectAll().where('id', '=', quotationId).executeTakeFirstOrThrow();
      const lines = await trx.selectFrom('sales_document_lines').selectAll().where('document_id', '=', quotationId).orderBy('sort_order').execute();
      const input: SalesDocumentInput = {
        clientId: q.client_id,
        contactId: q.contact_id,
        name: q.name,
        reference: q.reference,
        currency: q.currency,
        exchangeRate: formatExchangeRate(q.exchange_rate),
        lines: lines.map((l) => ({ code: l.code, description: l.description, quantity: l.quantity, unitPriceCents: l.unit_price_cents })),
        shippingAddress: { street: q.ship_street, city: q.ship_city, state: q.ship_state, zipCode: q.ship_zip },
        billingAddress: { street: q.bill_street, city: q.bill_city, state: q.bill_state, zipCode: q.bill_zip },
      };
      return this.create('order', input, { sellerId: q.seller_id, at, sourceId: q.id, sampleId: q.sample_id }, trx);
    });
  }

  async sampleQuotations(sampleId: number): Promise<SampleQuotation[]> {
    const rows = await this.db
      .selectFrom('sales_documents')
      .select(['id', 'folio', 'status', 'total_cents', 'currency', 'created_at'])
      .where('sample_id', '=', sampleId)
      .where('kind', '=', 'quotation')
      .orderBy('number', 'desc')
      .execute();
    return rows.map((r) => ({ id: r.id, folio: r.folio, status: r.status, totalCents: Number(r.total_cents), currency: r.currency, createdOn: day(r.created_at) }));
  }

  /** Open documents of a kind (dashboard). */
  async countOpen(kind: SalesDocumentKind): Promise<number> {
    const row = await this.db
      .selectFrom('sales_documents')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('kind', '=', kind)
      .where('status', '=', 'Abierta')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** What 'Cotizar' puts in a new quotation for a sample (sample-quotation.ts). */
  quotationInputForSample(sampleId: number, minStage: number) {
    return sampleQuotationInput(this.db, new ArticlesRepository(this.db), sampleId, minStage);
  }

  /** Samples in the given stages (dashboard: in production). */
  async countSamplesInStages(stages: readonly number[]): Promise<number> {
    const row = await this.db
      .selectFrom('samples')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('stage', 'in', stages as SampleStage[])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Sellers for the lists' filter: everyone who may sell. */
  async sellers(): Promise<{ id: number; name: string }[]> {
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('role', 'in', ['seller', 'admin'])
      .orderBy('first_name')
      .orderBy('last_name')
      .execute();
    return rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}` }));
  }
}
