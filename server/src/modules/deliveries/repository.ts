import { sql, type Kysely } from 'kysely';
import type { DeliverableOrder, DeliveryDetail, DeliveryDocRef, DeliveryLine, DeliveryListQuery, DeliveryPage, StockMove } from '@muestrario/shared/contract';
import { deliveryState } from '@muestrario/shared/rules';
import { pageAnswer, pageWindow, searchWords } from '../../db/paging';
import type { Database } from '../../db/types';
import { likeContains } from '../clients/search-text';
import { DocumentRows } from '../business-documents/repository';
import { StockLedgerRepository } from '../stock/ledger-repository';
import { deliveredByVariant, gridSizes, linesGoods } from './goods';

type Kind = 'delivery' | 'return';
const SOURCE_KIND = { delivery: 'delivery', return: 'sales_return' } as const;

/**
 * Reads of deliveries and returns (issue 32 item 1) in the contract's shapes: the engine's documents and lines,
 * the ledger moves each one made (per size), and the orders they deliver. Writes go through DeliveriesService.
 */
export class DeliveriesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A page of deliveries or returns, newest first; the search matches folio, client, seller and the base's folio. */
  async list(kind: Kind, q: DeliveryListQuery, showAmounts: boolean): Promise<DeliveryPage> {
    const window = pageWindow(q);
    let base = this.db.selectFrom('documents as d').leftJoin('documents as b', 'b.id', 'd.base_document_id').where('d.kind', '=', kind);
    if (q.status) base = base.where('d.status', '=', q.status);
    for (const word of searchWords(q.search)) {
      const like = likeContains(word);
      base = base.where(sql<boolean>`(d.search_text like ${like} escape '\\' or lower(coalesce(b.folio, '')) like ${like} escape '\\')`);
    }
    const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .innerJoin('clients as c', 'c.id', 'd.partner_id')
      .innerJoin('users as u', 'u.id', 'd.owner_id')
      .leftJoin('documents as o', 'o.id', 'b.base_document_id')
      .select(['d.id', 'd.folio', 'd.status', 'd.doc_date', 'c.card_name', 'u.id as seller_id', 'u.first_name', 'u.last_name', 'd.currency', 'd.total_cents'])
      .select(['b.id as base_id', 'b.folio as base_folio', 'b.status as base_status', 'o.id as order_id', 'o.folio as order_folio', 'o.status as order_status'])
      .select((eb) => [
        eb.selectFrom('document_lines as l').select((s) => s.fn.sum<number | string>('l.quantity').as('n')).whereRef('l.document_id', '=', 'd.id').as('pieces'),
        eb
          .selectFrom('stock_moves as m')
          .innerJoin('warehouses as w', 'w.id', 'm.warehouse_id')
          .select('w.name')
          .where('m.source_kind', '=', SOURCE_KIND[kind])
          .whereRef('m.source_id', '=', 'd.id')
          .orderBy('m.id')
          .limit(1)
          .as('warehouse_name'),
      ])
      .orderBy('d.id', 'desc')
      .limit(window.pageSize)
      .offset(window.offset)
      .execute();
    const ref = (id: number | null, folio: string | null, status: DeliveryDocRef['status'] | null): DeliveryDocRef | null =>
      id === null || folio === null || status === null ? null : { id, folio, status };
    return pageAnswer(
      window,
      total,
      rows.map((r) => ({
        id: r.id,
        folio: r.folio,
        status: r.status,
        docDate: r.doc_date,
        clientName: r.card_name,
        seller: { id: r.seller_id, name: `${r.first_name} ${r.last_name}`.trim() },
        order: kind === 'delivery' ? ref(r.base_id, r.base_folio, r.base_status) : ref(r.order_id, r.order_folio, r.order_status),
        delivery: kind === 'return' ? ref(r.base_id, r.base_folio, r.base_status) : null,
        warehouseName: r.warehouse_name ?? null,
        pieces: Number(r.pieces ?? 0),
        currency: r.currency,
        totalCents: showAmounts ? Number(r.total_cents) : null,
      })),
    );
  }

  /** One delivery or return; undefined when there is no such document of that kind. */
  async detail(kind: Kind, id: number, showAmounts: boolean): Promise<DeliveryDetail | undefined> {
    const d = await this.db
      .selectFrom('documents as d')
      .innerJoin('clients as c', 'c.id', 'd.partner_id')
      .innerJoin('users as u', 'u.id', 'd.created_by')
      .innerJoin('users as s', 's.id', 'd.owner_id')
      .selectAll('d')
      .select(['c.card_code', 'c.card_name', 'c.rfc', 'u.first_name', 'u.last_name', 's.first_name as seller_first', 's.last_name as seller_last'])
      .where('d.id', '=', id)
      .where('d.kind', '=', kind)
      .executeTakeFirst();
    if (!d) return undefined;
    const refOf = async (docId: number | null) =>
      docId === null ? null : ((await this.db.selectFrom('documents').select(['id', 'folio', 'status', 'base_document_id']).where('id', '=', docId).executeTakeFirst()) ?? null);
    const base = await refOf(d.base_document_id);
    const order = kind === 'delivery' ? base : await refOf(base?.base_document_id ?? null);
    const plain = (r: Awaited<ReturnType<typeof refOf>>): DeliveryDocRef | null => (r ? { id: r.id, folio: r.folio, status: r.status } : null);
    const lines = await new DocumentRows(this.db).lines(id);
    const moves = await new StockLedgerRepository(this.db).movesOf({ kind: SOURCE_KIND[kind], id });
    const returnedMoves =
      kind === 'delivery'
        ? await this.db
            .selectFrom('stock_moves as m')
            .innerJoin('document_lines as r', 'r.id', 'm.source_line')
            .select(['r.base_line_id', 'm.variant_id', 'm.quantity'])
            .where('m.source_kind', '=', 'sales_return')
            .where(
              'r.base_line_id',
              'in',
              lines.map((l) => l.id).concat(0),
            )
            .execute()
        : [];
    const labels = await this.variantNames([...new Set(moves.map((m) => m.variantId).filter((v): v is number => v !== null))]);
    const gridOf = await gridSizes(
      this.db,
      kind === 'delivery' ? lines.map((l) => l.base_line_id ?? 0) : [],
    );
    const warehouseId = moves[0]?.warehouseId ?? lines.find((l) => l.warehouse_id !== null)?.warehouse_id ?? null;
    const warehouse = warehouseId === null ? undefined : await this.db.selectFrom('warehouses').select(['id', 'code', 'name']).where('id', '=', warehouseId).executeTakeFirst();
    const returns = kind === 'delivery' ? await this.db.selectFrom('documents').select(['id', 'folio', 'status']).where('base_document_id', '=', id).where('kind', '=', 'return').orderBy('id').execute() : [];
    const outLines: DeliveryLine[] = lines.map((l) => {
      const mine = moves.filter((m) => m.sourceLine === l.id);
      const perVariant = new Map<number | null, number>();
      for (const m of mine) perVariant.set(m.variantId, (perVariant.get(m.variantId) ?? 0) + Math.abs(m.quantity));
      const back = (variantId: number | null) => returnedMoves.filter((r) => r.base_line_id === l.id && r.variant_id === variantId).reduce((s, r) => s + Number(r.quantity), 0);
      const sized = [...perVariant.keys()].some((v) => v !== null) && (kind === 'return' || gridOf.has(l.base_line_id ?? 0));
      const room = (variantId: number | null, q: number) => (kind === 'delivery' ? Math.max(0, Math.min(q - back(variantId), l.open_quantity)) : 0);
      return {
        id: l.id,
        lineNumber: l.line_number,
        code: l.code,
        description: l.description,
        quantity: l.quantity,
        openQuantity: kind === 'delivery' ? l.open_quantity : 0,
        unitPriceCents: showAmounts ? l.unit_price_cents : null,
        discountBp: l.discount_bp,
        lineTotalCents: showAmounts ? Number(l.line_total_cents) : null,
        baseLineId: l.base_line_id,
        stocked: mine.length > 0,
        sizes: sized
          ? [...perVariant.entries()].map(([v, q]) => {
              const name = labels.get(v!)!;
              return { variantId: v!, code: name.code, colour: name.colour, size: name.size, quantity: q, returnable: room(v, q) };
            })
          : [],
        returnable: !sized && mine.length > 0 ? room(mine[0]!.variantId, [...perVariant.values()][0] ?? 0) : 0,
      };
    });
    return {
      id: d.id,
      kind,
      folio: d.folio,
      status: d.status,
      docDate: d.doc_date,
      createdAt: d.created_at,
      createdByName: `${d.first_name} ${d.last_name}`.trim(),
      client: { id: d.partner_id, code: d.card_code, name: d.card_name, rfc: d.rfc ?? '' },
      seller: { id: d.owner_id, name: `${d.seller_first} ${d.seller_last}`.trim() },
      shipTo: { street: d.ship_street, city: d.ship_city, state: d.ship_state, zipCode: d.ship_zip },
      note: d.reference,
      currency: d.currency,
      exchangeRate: d.exchange_rate,
      subtotalCents: showAmounts ? Number(d.subtotal_cents) : null,
      taxCents: showAmounts ? Number(d.tax_cents) : null,
      totalCents: showAmounts ? Number(d.total_cents) : null,
      order: plain(order),
      delivery: kind === 'return' ? plain(base) : null,
      warehouse: warehouse ?? null,
      lines: outLines,
      moves: moves as StockMove[],
      returns,
    };
  }

  /** An order as 'Crear entrega' needs it; undefined when it is no order. */
  async deliverable(orderId: number): Promise<DeliverableOrder | undefined> {
    const d = await this.db
      .selectFrom('documents as d')
      .innerJoin('clients as c', 'c.id', 'd.partner_id')
      .select(['d.id', 'd.folio', 'd.status', 'd.owner_id', 'c.card_name'])
      .where('d.id', '=', orderId)
      .where('d.kind', '=', 'order')
      .executeTakeFirst();
    if (!d) return undefined;
    const lines = await new DocumentRows(this.db).lines(orderId);
    const goods = await linesGoods(this.db, lines);
    const delivered = await deliveredByVariant(
      this.db,
      lines.map((l) => l.id),
    );
    const deliveredLines = await this.deliveredPerLine(lines.map((l) => l.id));
    const warehouses = await this.db.selectFrom('warehouses').select(['id', 'code', 'name']).where('kind', '=', 'finished_goods').where('active', '=', 1).orderBy('code').execute();
    const items = [...goods.values()].flatMap((g) => (g.kind === 'grid' || g.kind === 'plain' ? [g.itemId] : []));
    const stock =
      items.length && warehouses.length
        ? await this.db
            .selectFrom('stock_balances')
            .select(['warehouse_id', 'item_id', 'variant_id'])
            .select((eb) => eb.fn.sum<number | string>('on_hand').as('on_hand'))
            .where('item_id', 'in', items)
            .where(
              'warehouse_id',
              'in',
              warehouses.map((w) => w.id),
            )
            .groupBy(['warehouse_id', 'item_id', 'variant_id'])
            .execute()
        : [];
    const docs = (kind: 'delivery' | 'return', baseIds: number[]) =>
      baseIds.length ? this.db.selectFrom('documents').select(['id', 'folio', 'status']).where('kind', '=', kind).where('base_document_id', 'in', baseIds).orderBy('id').execute() : Promise.resolve([]);
    const deliveries = await docs('delivery', [orderId]);
    const returns = await docs(
      'return',
      deliveries.map((x) => x.id),
    );
    const outLines = lines.map((l) => {
      const g = goods.get(l.id)!;
      const mine = delivered.get(l.id);
      return {
        id: l.id,
        lineNumber: l.line_number,
        code: l.code,
        description: l.description,
        ordered: l.quantity,
        delivered: deliveredLines.get(l.id) ?? 0,
        open: l.open_quantity,
        itemId: g.kind === 'grid' || g.kind === 'plain' ? g.itemId : null,
        variantId: g.kind === 'plain' ? g.variantId : null,
        stocked: g.kind === 'grid' || g.kind === 'plain',
        sizes:
          g.kind === 'grid'
            ? g.sizes.map((s) => {
                const done = mine?.get(s.variantId) ?? 0;
                return { variantId: s.variantId, code: s.code, colour: s.colour, size: s.size, ordered: s.ordered, delivered: done, open: Math.max(0, s.ordered - done) };
              })
            : [],
        refusal: g.kind === 'refused' ? g.message : null,
      };
    });
    return {
      id: d.id,
      folio: d.folio,
      status: d.status,
      clientName: d.card_name,
      sellerId: d.owner_id,
      state: deliveryState(outLines),
      lines: outLines,
      warehouses,
      stock: stock.map((s) => ({ warehouseId: s.warehouse_id, itemId: s.item_id, variantId: s.variant_id, onHand: Number(s.on_hand) })),
      deliveries,
      returns,
    };
  }

  /** Pieces the deliveries took per order line (what the order screens' 'Entregada' reads). */
  async deliveredPerLine(orderLineIds: readonly number[]): Promise<Map<number, number>> {
    if (!orderLineIds.length) return new Map();
    const rows = await this.db
      .selectFrom('document_lines as l')
      .innerJoin('documents as d', 'd.id', 'l.document_id')
      .select('l.base_line_id')
      .select((eb) => eb.fn.sum<number | string>('l.quantity').as('n'))
      .where('d.kind', '=', 'delivery')
      .where('d.status', '<>', 'Cancelada')
      .where('l.base_line_id', 'in', orderLineIds)
      .groupBy('l.base_line_id')
      .execute();
    return new Map(rows.map((r) => [r.base_line_id!, Number(r.n)]));
  }

  /** The client's contacts with an e-mail (the document's first), and the client's own e-mail last. */
  async contacts(clientId: number): Promise<{ id: number | null; name: string; email: string }[]> {
    const rows = await this.db.selectFrom('partner_contacts').select(['id', 'name', 'email']).where('client_id', '=', clientId).orderBy('sort_order').orderBy('id').execute();
    const client = await this.db.selectFrom('clients').select(['card_name', 'email']).where('id', '=', clientId).executeTakeFirst();
    return [...rows.map((r) => ({ id: r.id, name: r.name, email: r.email.trim() })), ...(client?.email ? [{ id: null, name: client.card_name, email: client.email.trim() }] : [])];
  }

  /** What the quotation and order PDFs add to the document: the contact's name and the grid sizes per line. */
  async printFacts(documentId: number, contactId: number | null) {
    const contact = contactId === null ? undefined : await this.db.selectFrom('partner_contacts').select('name').where('id', '=', contactId).executeTakeFirst();
    const lineIds = (await new DocumentRows(this.db).lines(documentId)).map((l) => l.id);
    const grids = await gridSizes(this.db, lineIds);
    return { contactName: contact?.name ?? null, lineIds, sizes: new Map([...grids].map(([id, g]) => [id, g.sizes])) };
  }

  private async variantNames(ids: readonly number[]): Promise<Map<number, { code: string; colour: string; size: string }>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('item_variants as v')
      .innerJoin('item_colours as k', 'k.id', 'v.colour_id')
      .select(['v.id', 'v.code', 'v.size', 'k.name'])
      .where('v.id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, { code: r.code, colour: r.name, size: r.size }]));
  }
}
