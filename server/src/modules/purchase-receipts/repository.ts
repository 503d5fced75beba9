import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type {
  GoodsDocRef,
  GoodsDocumentDetail,
  GoodsDocumentPage,
  GoodsListQuery,
  GoodsReceiptListQuery,
  ReceivableOrder,
  ReceivableOrderPage,
  StockMove,
} from '@muestrario/shared/contract';
import { RECEIPT_MESSAGES, RECEIPT_TOLERANCE_BP, type ItemUnit } from '@muestrario/shared/domain';
import type { DocumentLinesTable } from '../business-documents/tables';
import type { ItemsTable } from '../items/tables';
import { isStocked, maxReceivable, receiptUnitCostMxnCents, STOCK_SCALE } from '@muestrario/shared/rules';
import { pageAnswer, pageWindow, searchWords } from '../../db/paging';
import type { Database } from '../../db/types';
import { likeContains } from '../clients/search-text';
import { StockLedgerRepository } from '../stock/ledger-repository';

/** Lines with something open of an item that carries stock (not a service). */
const STOCKED_UNITS = Object.keys(STOCK_SCALE) as ItemUnit[];
function receivableLines<Q extends SelectQueryBuilder<Database & { l: DocumentLinesTable; i: ItemsTable }, 'l' | 'i', object>>(query: Q): Q {
  return query.where('l.open_quantity', '>', 0).where('i.kind', '<>', 'Servicio').where('i.unit', 'in', STOCKED_UNITS) as Q;
}

type GoodsKind = 'goods_receipt_po' | 'goods_return';
const SOURCE_KIND = { goods_receipt_po: 'goods_receipt', goods_return: 'goods_return' } as const;

/**
 * Reads of goods receipts and returns (issue 31 item 5) in the contract's shapes: the engine's documents and
 * lines, the ledger moves each one made (by source kind and id), and the purchase orders they were received
 * against. Writes go through PurchaseReceiptsService.
 */
export class PurchaseReceiptsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly toleranceBp: number = RECEIPT_TOLERANCE_BP,
  ) {}

  /** A page of receipts or returns, newest first; the search matches folio, supplier and the base's folio. */
  async list(kind: GoodsKind, q: GoodsReceiptListQuery): Promise<GoodsDocumentPage> {
    const window = pageWindow(q);
    let base = this.db.selectFrom('documents as d').leftJoin('documents as b', 'b.id', 'd.base_document_id').where('d.kind', '=', kind);
    if (q.supplierId !== undefined) base = base.where('d.partner_id', '=', q.supplierId);
    if (q.open) base = base.where('d.status', '=', 'Abierta');
    for (const word of searchWords(q.search)) {
      const like = likeContains(word);
      base = base.where(sql<boolean>`(d.search_text like ${like} escape '\\' or lower(coalesce(b.folio, '')) like ${like} escape '\\')`);
    }
    const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .innerJoin('clients as c', 'c.id', 'd.partner_id')
      .leftJoin('documents as o', 'o.id', 'b.base_document_id')
      .select([
        'd.id',
        'd.folio',
        'd.status',
        'd.doc_date',
        'c.card_name',
        'd.currency',
        'd.total_cents',
        'b.id as base_id',
        'b.folio as base_folio',
        'b.status as base_status',
        'o.id as order_id',
        'o.folio as order_folio',
        'o.status as order_status',
      ])
      .select((eb) => [
        eb.selectFrom('document_lines as l').select(eb.fn.countAll<number | string>().as('n')).whereRef('l.document_id', '=', 'd.id').as('line_count'),
        eb
          .selectFrom('document_lines as l')
          .innerJoin('warehouses as w', 'w.id', 'l.warehouse_id')
          .select('w.name')
          .whereRef('l.document_id', '=', 'd.id')
          .orderBy('l.line_number')
          .limit(1)
          .as('warehouse_name'),
      ])
      .orderBy('d.id', 'desc')
      .limit(window.pageSize)
      .offset(window.offset)
      .execute();
    const ref = (id: number | null, folio: string | null, status: GoodsDocRef['status'] | null): GoodsDocRef | null =>
      id === null || folio === null || status === null ? null : { id, folio, status };
    return pageAnswer(
      window,
      total,
      rows.map((r) => ({
        id: r.id,
        folio: r.folio,
        status: r.status,
        docDate: r.doc_date,
        supplierName: r.card_name,
        order: kind === 'goods_receipt_po' ? ref(r.base_id, r.base_folio, r.base_status) : ref(r.order_id, r.order_folio, r.order_status),
        receipt: kind === 'goods_return' ? ref(r.base_id, r.base_folio, r.base_status) : null,
        warehouseName: r.warehouse_name ?? null,
        lineCount: Number(r.line_count ?? 0),
        currency: r.currency,
        totalCents: Number(r.total_cents),
      })),
    );
  }

  /** One receipt or return; undefined when there is no such document of that kind. */
  async detail(kind: GoodsKind, id: number): Promise<GoodsDocumentDetail | undefined> {
    const d = await this.db
      .selectFrom('documents as d')
      .innerJoin('clients as c', 'c.id', 'd.partner_id')
      .innerJoin('users as u', 'u.id', 'd.created_by')
      .selectAll('d')
      .select(['c.card_code', 'c.card_name', 'u.first_name', 'u.last_name'])
      .where('d.id', '=', id)
      .where('d.kind', '=', kind)
      .executeTakeFirst();
    if (!d) return undefined;
    const refOf = async (docId: number | null): Promise<(GoodsDocRef & { baseId: number | null }) | null> => {
      if (docId === null) return null;
      const r = await this.db.selectFrom('documents').select(['id', 'folio', 'status', 'base_document_id']).where('id', '=', docId).executeTakeFirst();
      return r ? { id: r.id, folio: r.folio, status: r.status, baseId: r.base_document_id } : null;
    };
    const base = await refOf(d.base_document_id);
    const orderRef = kind === 'goods_receipt_po' ? base : await refOf(base?.baseId ?? null);
    const plain = (r: (GoodsDocRef & { baseId: number | null }) | null): GoodsDocRef | null => (r ? { id: r.id, folio: r.folio, status: r.status } : null);
    const lines = await this.db
      .selectFrom('document_lines as l')
      .leftJoin('items as i', 'i.id', 'l.item_id')
      .leftJoin('item_variants as v', 'v.id', 'l.variant_id')
      .leftJoin('document_lines as b', 'b.id', 'l.base_line_id')
      .selectAll('l')
      .select(['i.code as item_code', 'i.unit', 'v.code as variant_code', 'b.quantity as base_quantity'])
      .where('l.document_id', '=', id)
      .orderBy('l.line_number')
      .execute();
    const moves = await this.moves(SOURCE_KIND[kind], id);
    const firstWarehouse = lines.find((l) => l.warehouse_id !== null)?.warehouse_id ?? moves[0]?.warehouseId ?? null;
    const warehouse =
      firstWarehouse === null ? undefined : await this.db.selectFrom('warehouses').select(['id', 'code', 'name']).where('id', '=', firstWarehouse).executeTakeFirst();
    const locationId = moves.find((m) => m.locationId !== null)?.locationId ?? null;
    const location = locationId === null ? undefined : await this.db.selectFrom('stock_locations').select(['id', 'code', 'name']).where('id', '=', locationId).executeTakeFirst();
    const returns =
      kind === 'goods_receipt_po'
        ? await this.db.selectFrom('documents').select(['id', 'folio', 'status']).where('base_document_id', '=', id).where('kind', '=', 'goods_return').orderBy('id').execute()
        : [];
    return {
      id: d.id,
      kind,
      folio: d.folio,
      status: d.status,
      docDate: d.doc_date,
      createdAt: d.created_at,
      createdByName: `${d.first_name} ${d.last_name}`.trim(),
      supplier: { id: d.partner_id, code: d.card_code, name: d.card_name },
      note: d.reference,
      currency: d.currency,
      exchangeRate: d.exchange_rate,
      subtotalCents: Number(d.subtotal_cents),
      taxCents: Number(d.tax_cents),
      totalCents: Number(d.total_cents),
      totalMxnCents: Number(d.total_mxn_cents),
      order: plain(orderRef),
      receipt: kind === 'goods_return' ? plain(base) : null,
      warehouse: warehouse ?? null,
      location: location ?? null,
      lines: lines.map((l) => ({
        id: l.id,
        lineNumber: l.line_number,
        itemId: l.item_id,
        variantId: l.variant_id,
        itemCode: l.item_code,
        variantCode: l.variant_code,
        code: l.code,
        description: l.description,
        unit: l.unit,
        quantity: l.quantity,
        openQuantity: kind === 'goods_receipt_po' ? l.open_quantity : 0,
        unitPriceCents: l.unit_price_cents,
        discountBp: l.discount_bp,
        lineTotalCents: Number(l.line_total_cents),
        unitCostCents: moves.find((m) => m.sourceLine === l.id)?.unitCostCents ?? null,
        baseLineId: l.base_line_id,
        baseQuantity: l.base_quantity,
      })),
      moves,
      returns,
    };
  }

  /** Open purchase orders with something left to receive, newest first. */
  async receivableOrders(q: GoodsListQuery): Promise<ReceivableOrderPage> {
    const window = pageWindow(q);
    let base = this.db
      .selectFrom('documents as d')
      .where('d.kind', '=', 'purchase_order')
      .where('d.status', '=', 'Abierta')
      .where((eb) =>
        eb.exists(receivableLines(eb.selectFrom('document_lines as l').innerJoin('items as i', 'i.id', 'l.item_id').select('l.id').whereRef('l.document_id', '=', 'd.id'))),
      );
    for (const word of searchWords(q.search)) base = base.where(sql<boolean>`d.search_text like ${likeContains(word)} escape '\\'`);
    const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .innerJoin('clients as c', 'c.id', 'd.partner_id')
      .select(['d.id', 'd.folio', 'd.doc_date', 'd.due_date', 'c.card_name', 'd.currency', 'd.total_cents'])
      .select((eb) =>
        receivableLines(
          eb
            .selectFrom('document_lines as l')
            .innerJoin('items as i', 'i.id', 'l.item_id')
            .select(eb.fn.countAll<number | string>().as('n'))
            .whereRef('l.document_id', '=', 'd.id'),
        ).as('open_lines'),
      )
      .orderBy('d.id', 'desc')
      .limit(window.pageSize)
      .offset(window.offset)
      .execute();
    return pageAnswer(
      window,
      total,
      rows.map((r) => ({
        id: r.id,
        folio: r.folio,
        docDate: r.doc_date,
        dueDate: r.due_date,
        supplierName: r.card_name,
        openLines: Number(r.open_lines ?? 0),
        currency: r.currency,
        totalCents: Number(r.total_cents),
      })),
    );
  }

  /** A purchase order's lines as the receipt form needs them; undefined when it is no purchase order. */
  async receivableOrder(id: number): Promise<ReceivableOrder | undefined> {
    const d = await this.db
      .selectFrom('documents as d')
      .innerJoin('clients as c', 'c.id', 'd.partner_id')
      .select(['d.id', 'd.folio', 'd.status', 'd.doc_date', 'd.partner_id', 'c.card_code', 'c.card_name', 'd.currency', 'd.exchange_rate'])
      .where('d.id', '=', id)
      .where('d.kind', '=', 'purchase_order')
      .executeTakeFirst();
    if (!d) return undefined;
    const lines = await this.db
      .selectFrom('document_lines as l')
      .leftJoin('items as i', 'i.id', 'l.item_id')
      .leftJoin('item_variants as v', 'v.id', 'l.variant_id')
      .selectAll('l')
      .select(['i.kind as item_kind', 'i.unit', 'v.code as variant_code'])
      .select((eb) =>
        eb
          .selectFrom('document_lines as r')
          .innerJoin('documents as rd', 'rd.id', 'r.document_id')
          .select(sql<number | string>`sum(r.quantity)`.as('n'))
          .whereRef('r.base_line_id', '=', 'l.id')
          .where('rd.kind', '=', 'goods_receipt_po')
          .where('rd.status', '<>', 'Cancelada')
          .as('received'),
      )
      .where('l.document_id', '=', id)
      .orderBy('l.line_number')
      .execute();
    const receipts = await this.db
      .selectFrom('documents')
      .select(['id', 'folio', 'status'])
      .where('base_document_id', '=', id)
      .where('kind', '=', 'goods_receipt_po')
      .orderBy('id')
      .execute();
    return {
      id: d.id,
      folio: d.folio,
      status: d.status,
      docDate: d.doc_date,
      supplier: { id: d.partner_id, code: d.card_code, name: d.card_name },
      currency: d.currency,
      exchangeRate: d.exchange_rate,
      toleranceBp: this.toleranceBp,
      lines: lines.map((l) => {
        const refusal =
          l.item_id === null || l.unit === null || l.item_kind === null
            ? RECEIPT_MESSAGES.noItem(l.line_number + 1, l.code)
            : !isStocked(l.item_kind, l.unit)
              ? RECEIPT_MESSAGES.notStocked(l.line_number + 1, l.code)
              : null;
        const open = l.open_quantity;
        return {
          id: l.id,
          lineNumber: l.line_number,
          itemId: l.item_id,
          variantId: l.variant_id,
          code: l.variant_code ?? l.code,
          description: l.description,
          unit: l.unit,
          warehouseId: l.warehouse_id,
          ordered: l.quantity,
          received: Number(l.received ?? 0),
          open,
          max: refusal || d.status !== 'Abierta' ? 0 : maxReceivable({ quantity: l.quantity, openQuantity: open }, this.toleranceBp),
          unitPriceCents: l.unit_price_cents,
          discountBp: l.discount_bp,
          unitCostCents:
            l.quantity > 0
              ? receiptUnitCostMxnCents({ lineTotalCents: Number(l.line_total_cents), quantity: l.quantity, exchangeRate: d.exchange_rate, scale: (l.unit && STOCK_SCALE[l.unit]) || 1 })
              : 0,
          refusal,
        };
      }),
      receipts,
    };
  }

  /** The ledger moves a document made, in posting order (the same shape as the stock endpoints'). */
  private moves(sourceKind: 'goods_receipt' | 'goods_return', sourceId: number): Promise<StockMove[]> {
    return new StockLedgerRepository(this.db).movesOf({ kind: sourceKind, id: sourceId });
  }
}
