import { sql, type Kysely } from 'kysely';
import type {
  BelowMinimumRow,
  ItemPlanning,
  ItemPlanningBody,
  StockBalancePage,
  StockBalanceQuery,
  StockCountBody,
  StockDocument,
  StockDocumentBody,
  StockDocumentLine,
  StockDocumentPage,
  StockDocumentQuery,
  StockDocumentSummary,
  StockValuation,
} from '@muestrario/shared/contract';
import { INVENTORY_MESSAGES as IM, STOCK_DOCUMENT_SERIES, STOCK_MESSAGES as M, type ItemUnit } from '@muestrario/shared/domain';
import { documentFolio } from '@muestrario/shared/rules';
import { belowMinimumShortfall, countDifference, countKey, foldText, isStocked, STOCK_SCALE, stockAvailability, stockDocumentLegs, stockValueCents } from '@muestrario/shared/rules';
import { dialectOf } from '../../db/dialect';
import { pageAnswer, pageWindow, searchWords } from '../../db/paging';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError } from '../../errors';
import { likeContains } from '../clients/search-text';
import type { StockLedgerRepository, StockLeg } from './ledger-repository';
import { stockSlot } from './slot';

const userName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/**
 * Inventory documents (Entradas, Salidas, Transferencias), stock counts, an item's planning data and the stock
 * reports (issue 31, item 3). A document's lines are its ledger movements; every write is one transaction that
 * posts through `StockLedgerRepository.postInside` (a shortage on any line refuses the whole document).
 */
export class InventoryRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: StockLedgerRepository,
  ) {}

  /* Documents */

  async listDocuments(query: StockDocumentQuery): Promise<StockDocumentPage> {
    const window = pageWindow(query);
    let base = this.db.selectFrom('stock_documents as d');
    if (query.kind) base = base.where('d.kind', '=', query.kind);
    for (const word of searchWords(query.search)) base = base.where(sql<boolean>`d.search_text like ${likeContains(word)} escape '\\'`);
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .leftJoin('users as u', 'u.id', 'd.user_id')
        .selectAll('d')
        .select(['u.first_name', 'u.last_name'])
        .orderBy('d.id', 'desc')
        .limit(window.pageSize)
        .offset(window.offset)
        .execute(),
    ]);
    return pageAnswer(window, count.n, rows.map((d) => this.summary(d)));
  }

  async document(id: number, db: Kysely<Database> = this.db): Promise<StockDocument | undefined> {
    const header = await db
      .selectFrom('stock_documents as d')
      .leftJoin('users as u', 'u.id', 'd.user_id')
      .selectAll('d')
      .select(['u.first_name', 'u.last_name'])
      .where('d.id', '=', id)
      .executeTakeFirst();
    if (!header) return undefined;
    const moves = await db
      .selectFrom('stock_moves as m')
      .innerJoin('items as i', 'i.id', 'm.item_id')
      .leftJoin('item_variants as v', 'v.id', 'm.variant_id')
      .innerJoin('warehouses as w', 'w.id', 'm.warehouse_id')
      .leftJoin('stock_locations as l', 'l.id', 'm.location_id')
      .select([
        'm.source_line',
        'm.item_id',
        'm.variant_id',
        'm.warehouse_id',
        'm.location_id',
        'm.quantity',
        'm.unit_cost_cents',
        'i.code as item_code',
        'i.description',
        'i.unit',
        'v.code as variant_code',
        'w.name as warehouse_name',
        'l.code as location_code',
      ])
      .where('m.source_kind', '=', 'stock_document')
      .where('m.source_id', '=', id)
      .orderBy('m.id')
      .execute();
    const lines = new Map<number, StockDocumentLine>();
    for (const m of moves) {
      const n = Number(m.source_line);
      const quantity = Number(m.quantity);
      const existing = lines.get(n);
      if (existing) {
        // A transfer's second leg: the destination.
        existing.toWarehouseId = m.warehouse_id;
        existing.toWarehouseName = m.warehouse_name;
        existing.toLocationId = m.location_id;
        existing.toLocationCode = m.location_code;
        continue;
      }
      lines.set(n, {
        line: n,
        itemId: m.item_id,
        itemCode: m.item_code,
        description: m.description,
        unit: m.unit,
        variantId: m.variant_id,
        code: m.variant_code ?? m.item_code,
        warehouseId: m.warehouse_id,
        warehouseName: m.warehouse_name,
        locationId: m.location_id,
        locationCode: m.location_code,
        toWarehouseId: null,
        toWarehouseName: null,
        toLocationId: null,
        toLocationCode: null,
        quantity: Math.abs(quantity),
        unitCostCents: Number(m.unit_cost_cents),
      });
    }
    return { ...this.summary(header), lines: [...lines.values()].sort((a, b) => a.line - b.line) };
  }

  /** Posts a document whole: its header with the next folio of its series, and every line's movements. */
  async createDocument(body: StockDocumentBody, userId: number, now: Date): Promise<StockDocument> {
    const id = await writeTransaction(this.db, (trx) => this.insertDocument(trx, body, userId, now));
    return (await this.document(id))!;
  }

  /** A document inside the caller's write transaction (the seed's too): header, folio, movements; its id. */
  async insertDocument(trx: Kysely<Database>, body: StockDocumentBody, userId: number | null, now: Date): Promise<number> {
    const at = now.toISOString();
    const note = body.note.trim();
    const series = STOCK_DOCUMENT_SERIES[body.kind];
    const { last_number } = await trx
      .insertInto('sequences')
      .values({ name: `stock_document:${series}`, last_number: 1 })
      .onConflict((oc) => oc.column('name').doUpdateSet({ last_number: sql<number>`sequences.last_number + 1` }))
      .returning('last_number')
      .executeTakeFirstOrThrow();
    const number = Number(last_number);
    const folio = documentFolio(series, number);
    const user = userId === null ? undefined : await trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
    const { id } = await trx
      .insertInto('stock_documents')
      .values({
        kind: body.kind,
        series,
        number,
        folio,
        note,
        line_count: body.lines.length,
        search_text: foldText(`${folio} ${note} ${userName(user?.first_name ?? null, user?.last_name ?? null) ?? ''}`),
        user_id: userId,
        at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const legs: StockLeg[] = stockDocumentLegs(body.kind, body.lines).map((leg) => ({
      kind: leg.kind,
      itemId: leg.itemId,
      variantId: leg.variantId,
      warehouseId: leg.warehouseId,
      locationId: leg.locationId,
      quantity: leg.quantity,
      unitCostCents: leg.unitCostCents,
      source: { kind: 'stock_document', id, line: leg.line },
      note: `${folio}${note ? ` ${note}` : ''}`.slice(0, 300),
    }));
    await this.ledger.postInside(trx, legs, userId, now);
    return id;
  }

  /* Counts */

  /**
   * Posts a count of one warehouse: each line's balance is made to exist, locked (PostgreSQL, slot order) and
   * re-read inside the transaction; a difference becomes a count adjustment (source 'stock_count').
   */
  async createCount(body: StockCountBody, userId: number, now: Date): Promise<{ id: number; moveIds: number[] }> {
    const at = now.toISOString();
    const note = body.note.trim();
    const seen = new Set<string>();
    return writeTransaction(this.db, async (trx) => {
      const warehouse = await trx.selectFrom('warehouses').select(['id', 'name', 'active']).where('id', '=', body.warehouseId).executeTakeFirst();
      if (!warehouse) throw new HttpError(404, M.warehouseNotFound);
      if (Number(warehouse.active) !== 1) throw new HttpError(409, M.inactiveWarehouse(warehouse.name));
      const slots: { slot: string; line: StockCountBody['lines'][number] }[] = [];
      for (const line of body.lines) {
        const code = await this.checkCountLine(trx, line, warehouse);
        const key = countKey(line);
        if (seen.has(key)) throw new HttpError(400, IM.countTwice(code));
        seen.add(key);
        slots.push({ slot: stockSlot({ ...line, warehouseId: warehouse.id }), line });
      }
      for (const { slot, line } of [...slots].sort((a, b) => (a.slot < b.slot ? -1 : 1))) {
        await trx
          .insertInto('stock_balances')
          .values({ slot, item_id: line.itemId, variant_id: line.variantId, warehouse_id: warehouse.id, location_id: line.locationId, on_hand: 0, average_cost_cents: 0, updated_at: at })
          .onConflict((oc) => oc.column('slot').doNothing())
          .execute();
      }
      let locked = trx
        .selectFrom('stock_balances')
        .select(['slot', 'on_hand'])
        .where(
          'slot',
          'in',
          slots.map((s) => s.slot),
        )
        .orderBy('slot');
      if (dialectOf(trx) === 'postgres') locked = locked.forUpdate();
      const onHand = new Map((await locked.execute()).map((b) => [b.slot, Number(b.on_hand)]));
      const { id } = await trx
        .insertInto('stock_counts')
        .values({ warehouse_id: warehouse.id, note, line_count: body.lines.length, user_id: userId, at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const legs: StockLeg[] = [];
      slots.forEach(({ slot, line }, i) => {
        const difference = countDifference(onHand.get(slot) ?? 0, line.counted);
        if (difference === 0) return;
        legs.push({
          kind: 'count_adjustment',
          itemId: line.itemId,
          variantId: line.variantId,
          warehouseId: warehouse.id,
          locationId: line.locationId,
          quantity: difference,
          unitCostCents: null,
          source: { kind: 'stock_count', id, line: i + 1 },
          note: `Recuento ${id}${note ? ` ${note}` : ''}`.slice(0, 300),
        });
      });
      const moveIds = legs.length ? await this.ledger.postInside(trx, legs, userId, now) : [];
      return { id, moveIds };
    });
  }

  /** The code a count line names (the variant's or the item's), refusing what cannot be counted here. */
  private async checkCountLine(trx: Kysely<Database>, line: StockCountBody['lines'][number], warehouse: { id: number; name: string }): Promise<string> {
    const item = await trx.selectFrom('items').select(['id', 'code', 'kind', 'unit']).where('id', '=', line.itemId).executeTakeFirst();
    if (!item) throw new HttpError(404, M.itemNotFound);
    if (!isStocked(item.kind, item.unit)) throw new HttpError(400, M.notStocked(item.code));
    const hasVariants = (await trx.selectFrom('item_variants').select('id').where('item_id', '=', item.id).executeTakeFirst()) !== undefined;
    let code = item.code;
    if (line.variantId === null) {
      if (hasVariants) throw new HttpError(400, M.variantRequired(item.code));
    } else {
      if (!hasVariants) throw new HttpError(400, M.noVariants(item.code));
      const variant = await trx.selectFrom('item_variants').select('code').where('id', '=', line.variantId).where('item_id', '=', item.id).executeTakeFirst();
      if (!variant) throw new HttpError(404, M.variantNotFound);
      code = variant.code;
    }
    if (line.locationId !== null) {
      const location = await trx.selectFrom('stock_locations').select(['code', 'warehouse_id', 'active']).where('id', '=', line.locationId).executeTakeFirst();
      if (!location) throw new HttpError(404, M.locationNotFound);
      if (location.warehouse_id !== warehouse.id) throw new HttpError(400, M.locationElsewhere(location.code, warehouse.name));
      if (Number(location.active) !== 1) throw new HttpError(409, M.inactiveLocation(location.code));
    }
    return code;
  }

  /* Planning */

  async planning(itemId: number): Promise<ItemPlanning | undefined> {
    const row = await this.db
      .selectFrom('items as i')
      .leftJoin('clients as c', 'c.id', 'i.preferred_supplier_id')
      .select(['i.id', 'i.code', 'i.kind', 'i.unit', 'i.preferred_supplier_id', 'i.min_stock', 'c.card_name'])
      .where('i.id', '=', itemId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      itemId: row.id,
      code: row.code,
      unit: row.unit,
      stocked: isStocked(row.kind, row.unit),
      preferredSupplierId: row.preferred_supplier_id,
      preferredSupplierName: row.card_name ?? null,
      minStock: Number(row.min_stock),
    };
  }

  /** Saves an item's planning data; false when the item does not exist. */
  async updatePlanning(itemId: number, body: ItemPlanningBody, now: Date): Promise<boolean> {
    return writeTransaction(this.db, async (trx) => {
      const item = await trx.selectFrom('items').select(['id', 'code', 'kind', 'unit']).where('id', '=', itemId).executeTakeFirst();
      if (!item) return false;
      if (body.minStock > 0 && !isStocked(item.kind, item.unit)) throw new HttpError(400, IM.minStockNotStocked(item.code));
      if (body.preferredSupplierId !== null) {
        const supplier = await trx.selectFrom('clients').select(['card_name', 'partner_type']).where('id', '=', body.preferredSupplierId).executeTakeFirst();
        if (!supplier) throw new HttpError(400, IM.supplierNotFound);
        if (supplier.partner_type !== 'Proveedor') throw new HttpError(400, IM.notSupplier(supplier.card_name));
      }
      await trx
        .updateTable('items')
        .set({ preferred_supplier_id: body.preferredSupplierId, min_stock: body.minStock, updated_at: now.toISOString() })
        .where('id', '=', itemId)
        .execute();
      return true;
    });
  }

  /* Reports */

  /**
   * Every balance (item or variant × warehouse × location), by item code. Committed and ordered are kept per
   * warehouse, not per shelf, so a shelf's row shows them as 0 and available = on hand (the item page and
   * 'Bajo mínimo' show the warehouse figures).
   */
  async balances(query: StockBalanceQuery): Promise<StockBalancePage> {
    const window = pageWindow(query);
    let base = this.db
      .selectFrom('stock_balances as b')
      .innerJoin('items as i', 'i.id', 'b.item_id')
      .leftJoin('item_variants as v', 'v.id', 'b.variant_id')
      .innerJoin('warehouses as w', 'w.id', 'b.warehouse_id')
      .leftJoin('stock_locations as l', 'l.id', 'b.location_id');
    if (query.warehouseId !== undefined) base = base.where('b.warehouse_id', '=', query.warehouseId);
    for (const word of searchWords(query.search)) {
      const like = likeContains(word);
      base = base.where(sql<boolean>`(i.search_text like ${like} escape '\\' or lower(coalesce(v.code, '')) like ${like} escape '\\')`);
    }
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .select([
          'b.item_id',
          'b.variant_id',
          'b.warehouse_id',
          'b.location_id',
          'b.on_hand',
          'b.average_cost_cents',
          'i.code as item_code',
          'i.description',
          'i.unit',
          'v.code as variant_code',
          'w.name as warehouse_name',
          'l.code as location_code',
        ])
        .orderBy('i.code')
        .orderBy('v.code')
        .orderBy('w.code')
        .orderBy('l.code')
        .orderBy('b.id')
        .limit(window.pageSize)
        .offset(window.offset)
        .execute(),
    ]);
    return pageAnswer(
      window,
      count.n,
      rows.map((b) => {
        const onHand = Number(b.on_hand);
        const averageCostCents = Number(b.average_cost_cents);
        return {
          itemId: b.item_id,
          itemCode: b.item_code,
          description: b.description,
          unit: b.unit,
          variantId: b.variant_id,
          code: b.variant_code ?? b.item_code,
          warehouseId: b.warehouse_id,
          warehouseName: b.warehouse_name,
          locationId: b.location_id,
          locationCode: b.location_code,
          ...stockAvailability(onHand),
          averageCostCents,
          valueCents: stockValueCents(onHand, averageCostCents, STOCK_SCALE[b.unit] ?? 1),
        };
      }),
    );
  }

  /** The stock's value at moving-average cost: per warehouse, per item, and in total. */
  async valuation(): Promise<StockValuation> {
    const [warehouses, balances] = await Promise.all([
      this.db.selectFrom('warehouses').select(['id', 'code', 'name', 'active']).orderBy('code').execute(),
      this.db
        .selectFrom('stock_balances as b')
        .innerJoin('items as i', 'i.id', 'b.item_id')
        .select(['b.item_id', 'b.warehouse_id', 'b.on_hand', 'b.average_cost_cents', 'i.code', 'i.description', 'i.unit'])
        .where('b.on_hand', '>', 0)
        .execute(),
    ]);
    const byWarehouse = new Map<number, number>();
    const byItem = new Map<number, { itemId: number; code: string; description: string; unit: ItemUnit; onHand: number; valueCents: number }>();
    let totalCents = 0;
    for (const b of balances) {
      const onHand = Number(b.on_hand);
      const value = stockValueCents(onHand, Number(b.average_cost_cents), STOCK_SCALE[b.unit] ?? 1);
      totalCents += value;
      byWarehouse.set(b.warehouse_id, (byWarehouse.get(b.warehouse_id) ?? 0) + value);
      const item = byItem.get(b.item_id) ?? { itemId: b.item_id, code: b.code, description: b.description, unit: b.unit, onHand: 0, valueCents: 0 };
      item.onHand += onHand;
      item.valueCents += value;
      byItem.set(b.item_id, item);
    }
    return {
      warehouses: warehouses
        .filter((w) => Number(w.active) === 1 || byWarehouse.has(w.id))
        .map((w) => ({ warehouseId: w.id, code: w.code, name: w.name, valueCents: byWarehouse.get(w.id) ?? 0 })),
      items: [...byItem.values()].sort((a, b) => b.valueCents - a.valueCents || a.code.localeCompare(b.code)),
      totalCents,
    };
  }

  /** Items with a minimum whose total available (the item's stock, committed counted) is below it. */
  async belowMinimum(): Promise<BelowMinimumRow[]> {
    const items = await this.db
      .selectFrom('items as i')
      .leftJoin('clients as c', 'c.id', 'i.preferred_supplier_id')
      .select(['i.id', 'i.code', 'i.description', 'i.unit', 'i.min_stock', 'i.preferred_supplier_id', 'c.card_name'])
      .where('i.min_stock', '>', 0)
      .where('i.active', '=', 1)
      .orderBy('i.code')
      .execute();
    const rows: BelowMinimumRow[] = [];
    for (const item of items) {
      const stock = await this.ledger.itemStock(item.id);
      if (!stock?.stocked) continue;
      const minStock = Number(item.min_stock);
      const shortfall = belowMinimumShortfall(minStock, stock.total.available);
      if (shortfall === 0) continue;
      rows.push({
        itemId: item.id,
        code: item.code,
        description: item.description,
        unit: item.unit,
        minStock,
        available: stock.total.available,
        shortfall,
        supplierId: item.preferred_supplier_id,
        supplierName: item.card_name ?? null,
      });
    }
    return rows;
  }

  private summary(d: {
    id: number;
    kind: StockDocumentSummary['kind'];
    series: string;
    number: number;
    folio: string;
    note: string;
    line_count: number;
    user_id: number | null;
    at: string;
    first_name: string | null;
    last_name: string | null;
  }): StockDocumentSummary {
    return {
      id: d.id,
      kind: d.kind,
      series: d.series,
      number: Number(d.number),
      folio: d.folio,
      note: d.note,
      userId: d.user_id,
      userName: userName(d.first_name, d.last_name),
      at: d.at,
      lineCount: Number(d.line_count),
    };
  }
}
