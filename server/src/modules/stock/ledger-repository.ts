import type { Kysely } from 'kysely';
import type { ItemStock, ItemStockWarehouse, KardexPage, KardexQuery, KardexRow, StockMove, StockMoveBody } from '@muestrario/shared/contract';
import { STOCK_LIMITS, STOCK_MESSAGES as M, type ItemKind, type ItemUnit, type StockMoveKind, type StockSourceKind } from '@muestrario/shared/domain';
import { applyStockMove, isStocked, shortageMessage, signedQuantity, STOCK_SCALE, stockAvailability, stockPlace, stockValueCents, totalAvailability } from '@muestrario/shared/rules';
import { dialectOf } from '../../db/dialect';
import { pageAnswer, pageWindow } from '../../db/paging';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError } from '../../errors';
import { RequirementsRepository } from '../purchasing/requirements-repository';
import { stockSlot } from './slot';

/** One leg of a posting: what moves where (signed, smallest units) and why. */
export interface StockLeg {
  kind: StockMoveKind;
  itemId: number;
  variantId: number | null;
  warehouseId: number;
  locationId: number | null;
  quantity: number;
  /** Incoming legs: cents per unit of the item (null: the current average; a transfer's destination: the origin's average). */
  unitCostCents: number | null;
  source?: { kind: StockSourceKind; id: number; line: number | null } | undefined;
  note: string;
}

interface ItemFacts {
  id: number;
  code: string;
  kind: ItemKind;
  unit: ItemUnit;
  hasVariants: boolean;
}

/**
 * The stock ledger (issue 31, item 2): append-only movements and the balances they keep, in one write
 * transaction per posting. Every balance a posting touches is first made to exist, then locked
 * (`SELECT … FOR UPDATE` on PostgreSQL, in slot order so two postings never wait on each other in a ring;
 * SQLite's `BEGIN IMMEDIATE` already lets one writer in), re-read, and the movement is judged by
 * `applyStockMove` on what is really there: a shortage refuses the whole posting (409, nothing written).
 */
export class StockLedgerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A movement posted by hand (a transfer: two legs, out first, the destination at the origin's average). */
  async post(body: StockMoveBody, userId: number, now: Date): Promise<StockMove[]> {
    const base = { itemId: body.itemId, variantId: body.variantId, note: body.note.trim() };
    const first: StockLeg = {
      ...base,
      kind: body.kind,
      warehouseId: body.warehouseId,
      locationId: body.locationId,
      quantity: signedQuantity(body),
      unitCostCents: body.unitCostCents,
    };
    const legs =
      body.kind === 'transfer'
        ? [first, { ...base, kind: body.kind, warehouseId: body.toWarehouseId!, locationId: body.toLocationId, quantity: Math.abs(body.quantity), unitCostCents: null }]
        : [first];
    const ids = await writeTransaction(this.db, (trx) => this.postInside(trx, legs, userId, now));
    return this.moves(this.db, ids);
  }

  /**
   * Posts legs inside the caller's write transaction (later: production issues and receipts, goods receipts)
   * and answers the new movements' ids. Throws HttpError 404/400/409 (the caller's transaction rolls back).
   */
  async postInside(trx: Kysely<Database>, legs: readonly StockLeg[], userId: number | null, now: Date): Promise<number[]> {
    const at = now.toISOString();
    const pg = dialectOf(trx) === 'postgres';
    const items = new Map<number, ItemFacts>();
    const places = new Map<string, string>();
    for (const leg of legs) {
      if (!items.has(leg.itemId)) items.set(leg.itemId, await this.itemFacts(trx, leg.itemId));
      places.set(stockSlot(leg), await this.placeOf(trx, leg));
    }
    const codes = new Map<string, string>();
    for (const leg of legs) codes.set(stockSlot(leg), await this.codeOf(trx, items.get(leg.itemId)!, leg.variantId));

    // Make every balance exist, then lock them in one order.
    const slots = [...new Set(legs.map(stockSlot))].sort();
    for (const slot of slots) {
      const leg = legs.find((l) => stockSlot(l) === slot)!;
      await trx
        .insertInto('stock_balances')
        .values({ slot, item_id: leg.itemId, variant_id: leg.variantId, warehouse_id: leg.warehouseId, location_id: leg.locationId, on_hand: 0, average_cost_cents: 0, updated_at: at })
        .onConflict((oc) => oc.column('slot').doNothing())
        .execute();
    }
    let locked = trx.selectFrom('stock_balances').select(['slot', 'on_hand', 'average_cost_cents']).where('slot', 'in', slots).orderBy('slot');
    if (pg) locked = locked.forUpdate();
    const balances = new Map((await locked.execute()).map((b) => [b.slot, { onHand: Number(b.on_hand), averageCostCents: Number(b.average_cost_cents) }]));

    const ids: number[] = [];
    let lastOutCost: number | null = null;
    for (const leg of legs) {
      const slot = stockSlot(leg);
      const item = items.get(leg.itemId)!;
      const cost = leg.quantity > 0 ? (leg.unitCostCents ?? (leg.kind === 'transfer' ? lastOutCost : null)) : null;
      const outcome = applyStockMove(balances.get(slot)!, leg.quantity, cost);
      if (!outcome.ok) throw new HttpError(409, shortageMessage(outcome, { code: codes.get(slot)!, unit: item.unit, place: places.get(slot)! }));
      if (outcome.balance.onHand > STOCK_LIMITS.balance.max) throw new HttpError(409, M.balanceTooLarge(codes.get(slot)!, places.get(slot)!));
      if (leg.quantity < 0) lastOutCost = outcome.unitCostCents;
      balances.set(slot, outcome.balance);
      await trx
        .updateTable('stock_balances')
        .set({ on_hand: outcome.balance.onHand, average_cost_cents: outcome.balance.averageCostCents, updated_at: at })
        .where('slot', '=', slot)
        .execute();
      const { id } = await trx
        .insertInto('stock_moves')
        .values({
          item_id: leg.itemId,
          variant_id: leg.variantId,
          warehouse_id: leg.warehouseId,
          location_id: leg.locationId,
          kind: leg.kind,
          quantity: leg.quantity,
          unit_cost_cents: outcome.unitCostCents,
          source_kind: leg.source?.kind ?? null,
          source_id: leg.source?.id ?? null,
          source_line: leg.source?.line ?? null,
          note: leg.note,
          user_id: userId,
          at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    return ids;
  }

  /**
   * An item's stock per warehouse: every active warehouse, and an inactive one that still holds some.
   * Committed: what released and in-process production orders still need (requirements-repository.ts),
   * shown in the first active raw-material warehouse (where production takes materials from); ordered: the
   * open quantities of open purchase orders, in each line's warehouse (docs/decisions/purchasing.md).
   */
  async itemStock(itemId: number): Promise<ItemStock | undefined> {
    const item = await this.db.selectFrom('items').select(['id', 'code', 'kind', 'unit']).where('id', '=', itemId).executeTakeFirst();
    if (!item) return undefined;
    const needs = new RequirementsRepository(this.db);
    const [warehouses, balances, required, ordered, committedIn, variantCodes] = await Promise.all([
      this.db.selectFrom('warehouses').select(['id', 'code', 'name', 'kind', 'active']).orderBy('code').execute(),
      this.db
        .selectFrom('stock_balances as b')
        .leftJoin('item_variants as v', 'v.id', 'b.variant_id')
        .select(['b.warehouse_id', 'b.variant_id', 'v.code as variant_code', 'b.on_hand', 'b.average_cost_cents'])
        .where('b.item_id', '=', itemId)
        .orderBy('b.variant_id')
        .execute(),
      needs.openRequirements(this.db, itemId),
      needs.openOrdered(this.db, itemId),
      needs.committedWarehouseId(this.db),
      this.db.selectFrom('item_variants').select(['id', 'code']).where('item_id', '=', itemId).execute(),
    ]);
    const codeOfVariant = new Map(variantCodes.map((v) => [v.id, v.code]));
    const scale = STOCK_SCALE[item.unit] ?? 1;
    const rows: ItemStockWarehouse[] = [];
    for (const w of warehouses) {
      const mine = balances.filter((b) => b.warehouse_id === w.id);
      const committedHere = w.id === committedIn ? required : [];
      const orderedHere = ordered.filter((o) => o.warehouseId === w.id);
      const onHand = mine.reduce((sum, b) => sum + Number(b.on_hand), 0);
      if (Number(w.active) !== 1 && onHand === 0 && orderedHere.length === 0) continue;
      const byVariant = new Map<number, { variantId: number | null; code: string; onHand: number; value: bigint; committed: number; ordered: number }>();
      const entryOf = (variantId: number | null, code: string | null) => {
        const key = variantId ?? 0;
        const entry = byVariant.get(key) ?? { variantId, code: code ?? item.code, onHand: 0, value: 0n, committed: 0, ordered: 0 };
        byVariant.set(key, entry);
        return entry;
      };
      for (const b of mine) {
        const entry = entryOf(b.variant_id, b.variant_code);
        entry.onHand += Number(b.on_hand);
        entry.value += BigInt(Number(b.on_hand)) * BigInt(Number(b.average_cost_cents));
      }
      for (const r of committedHere) entryOf(r.variantId, r.variantId === null ? null : (codeOfVariant.get(r.variantId) ?? null)).committed += r.required;
      for (const o of orderedHere) entryOf(o.variantId, o.variantId === null ? null : (codeOfVariant.get(o.variantId) ?? null)).ordered += o.ordered;
      const variants = [...byVariant.values()]
        .sort((a, b) => (a.variantId ?? 0) - (b.variantId ?? 0))
        .map((v) => ({
          variantId: v.variantId,
          code: v.code,
          ...stockAvailability(v.onHand, v.committed, v.ordered),
          averageCostCents: v.onHand > 0 ? Number((v.value * 2n + BigInt(v.onHand)) / (BigInt(v.onHand) * 2n)) : 0,
        }));
      rows.push({
        warehouseId: w.id,
        code: w.code,
        name: w.name,
        kind: w.kind,
        ...totalAvailability(variants),
        valueCents: mine.reduce((sum, b) => sum + stockValueCents(Number(b.on_hand), Number(b.average_cost_cents), scale), 0),
        variants,
      });
    }
    return { itemId: item.id, code: item.code, unit: item.unit, stocked: isStocked(item.kind, item.unit), warehouses: rows, total: totalAvailability(rows) };
  }

  /**
   * An item's movements, newest first, each with the balance after it (of what the query narrows to).
   * Not a running `sum() over (order by id)` over the item's whole ledger (a busy item has hundreds of
   * thousands of movements): the balance after the page's newest movement is the slots' on hand now
   * (stock_balances, which the ledger keeps equal to the sum of its movements) minus what the newer
   * movements above the page moved, and each older row's balance follows by subtracting. One statement,
   * so one snapshot of both tables; the cost grows with the page's depth, not with the ledger's length.
   * The total is the balances' movement counts (kept by a trigger, migration 0043), not a `count(*)`.
   */
  async kardex(itemId: number, query: KardexQuery): Promise<KardexPage | undefined> {
    if (!(await this.db.selectFrom('items').select('id').where('id', '=', itemId).executeTakeFirst())) return undefined;
    const window = pageWindow(query);
    let filtered = this.db.selectFrom('stock_moves').where('item_id', '=', itemId);
    let slots = this.db.selectFrom('stock_balances').where('item_id', '=', itemId);
    if (query.warehouseId !== undefined) {
      filtered = filtered.where('warehouse_id', '=', query.warehouseId);
      slots = slots.where('warehouse_id', '=', query.warehouseId);
    }
    if (query.variantId !== undefined) {
      filtered = filtered.where('variant_id', '=', query.variantId);
      slots = slots.where('variant_id', '=', query.variantId);
    }
    const newer = filtered.select('quantity').orderBy('id', 'desc').limit(window.offset).as('n');
    const [count, rows] = await Promise.all([
      slots.select((eb) => eb.fn.sum<number | string | null>('move_count').as('n')).executeTakeFirstOrThrow(),
      filtered
        .select([
          'id',
          'quantity',
          (eb) => eb.selectFrom(slots.select((s) => s.fn.sum<number | string | null>('on_hand').as('total')).as('b')).select('b.total').as('on_hand'),
          (eb) => eb.selectFrom(newer).select((s) => s.fn.sum<number | string | null>('n.quantity').as('moved')).as('newer'),
        ])
        .orderBy('id', 'desc')
        .limit(window.pageSize)
        .offset(window.offset)
        .execute(),
    ]);
    const moves = new Map((await this.moves(this.db, rows.map((r) => r.id))).map((m) => [m.id, m]));
    let balance = rows.length ? Number(rows[0]!.on_hand ?? 0) - Number(rows[0]!.newer ?? 0) : 0;
    return pageAnswer(
      window,
      count.n ?? 0,
      rows.map((r) => {
        const row = { ...moves.get(r.id)!, balance };
        balance -= Number(r.quantity);
        return row;
      }),
    );
  }

  /**
   * The kardex for an export, newest first, a batch at a time by id (keyset: every batch costs the same however
   * deep it is): `from` is the balance after the newest movement (page 1's first row), each older row's follows.
   */
  async *kardexRows(itemId: number, query: Pick<KardexQuery, 'warehouseId' | 'variantId'>, from: number, batch = 1_000): AsyncGenerator<KardexRow> {
    let balance = from;
    let before: number | null = null;
    for (;;) {
      let q = this.db.selectFrom('stock_moves').select(['id', 'quantity']).where('item_id', '=', itemId);
      // No upper bound on the first batch (an out-of-range bound is an error on PostgreSQL's integer ids).
      if (before !== null) q = q.where('id', '<', before);
      if (query.warehouseId !== undefined) q = q.where('warehouse_id', '=', query.warehouseId);
      if (query.variantId !== undefined) q = q.where('variant_id', '=', query.variantId);
      const rows = await q.orderBy('id', 'desc').limit(batch).execute();
      if (!rows.length) return;
      const moves = new Map((await this.moves(this.db, rows.map((r) => r.id))).map((m) => [m.id, m]));
      for (const r of rows) {
        yield { ...moves.get(r.id)!, balance };
        balance -= Number(r.quantity);
      }
      before = rows[rows.length - 1]!.id;
    }
  }

  /** The movements of these ids, in posting order, with their codes and places. */
  async moves(db: Kysely<Database>, ids: readonly number[]): Promise<StockMove[]> {
    if (!ids.length) return [];
    const rows = await stockMovesQuery(db).where('m.id', 'in', ids).orderBy('m.id').execute();
    return rows.map(toStockMove);
  }

  /** The movements a source document made (a goods receipt, a return…), in posting order. */
  async movesOf(source: { kind: StockSourceKind; id: number }): Promise<StockMove[]> {
    const rows = await stockMovesQuery(this.db).where('m.source_kind', '=', source.kind).where('m.source_id', '=', source.id).orderBy('m.id').execute();
    return rows.map(toStockMove);
  }

  private async itemFacts(trx: Kysely<Database>, itemId: number): Promise<ItemFacts> {
    const item = await trx.selectFrom('items').select(['id', 'code', 'kind', 'unit']).where('id', '=', itemId).executeTakeFirst();
    if (!item) throw new HttpError(404, M.itemNotFound);
    if (!isStocked(item.kind, item.unit)) throw new HttpError(400, M.notStocked(item.code));
    const variant = await trx.selectFrom('item_variants').select('id').where('item_id', '=', itemId).executeTakeFirst();
    return { ...item, hasVariants: variant !== undefined };
  }

  private async codeOf(trx: Kysely<Database>, item: ItemFacts, variantId: number | null): Promise<string> {
    if (variantId === null) {
      if (item.hasVariants) throw new HttpError(400, M.variantRequired(item.code));
      return item.code;
    }
    if (!item.hasVariants) throw new HttpError(400, M.noVariants(item.code));
    const variant = await trx.selectFrom('item_variants').select('code').where('id', '=', variantId).where('item_id', '=', item.id).executeTakeFirst();
    if (!variant) throw new HttpError(404, M.variantNotFound);
    return variant.code;
  }

  /** The place a leg names ('Materia prima, ubicación A-01-03'), refusing a missing or inactive one. */
  private async placeOf(trx: Kysely<Database>, leg: StockLeg): Promise<string> {
    const warehouse = await trx.selectFrom('warehouses').select(['name', 'active']).where('id', '=', leg.warehouseId).executeTakeFirst();
    if (!warehouse) throw new HttpError(404, M.warehouseNotFound);
    if (Number(warehouse.active) !== 1) throw new HttpError(409, M.inactiveWarehouse(warehouse.name));
    if (leg.locationId === null) return stockPlace(warehouse.name);
    const location = await trx.selectFrom('stock_locations').select(['code', 'warehouse_id', 'active']).where('id', '=', leg.locationId).executeTakeFirst();
    if (!location) throw new HttpError(404, M.locationNotFound);
    if (location.warehouse_id !== leg.warehouseId) throw new HttpError(400, M.locationElsewhere(location.code, warehouse.name));
    if (Number(location.active) !== 1) throw new HttpError(409, M.inactiveLocation(location.code));
    return stockPlace(warehouse.name, location.code);
  }
}

/** Ledger rows with their item's or variant's code, their place and who posted them: every answer's one query. */
function stockMovesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('stock_moves as m')
    .innerJoin('items as i', 'i.id', 'm.item_id')
    .leftJoin('item_variants as v', 'v.id', 'm.variant_id')
    .innerJoin('warehouses as w', 'w.id', 'm.warehouse_id')
    .leftJoin('stock_locations as l', 'l.id', 'm.location_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('m')
    .select(['i.code as item_code', 'v.code as variant_code', 'w.name as warehouse_name', 'l.code as location_code', 'u.first_name', 'u.last_name']);
}

type StockMoveRow = Awaited<ReturnType<ReturnType<typeof stockMovesQuery>['execute']>>[number];

function toStockMove(m: StockMoveRow): StockMove {
  return {
    id: m.id,
    kind: m.kind,
    itemId: m.item_id,
    variantId: m.variant_id,
    code: m.variant_code ?? m.item_code,
    warehouseId: m.warehouse_id,
    warehouseName: m.warehouse_name,
    locationId: m.location_id,
    locationCode: m.location_code,
    quantity: Number(m.quantity),
    unitCostCents: Number(m.unit_cost_cents),
    sourceKind: m.source_kind,
    sourceId: m.source_id,
    sourceLine: m.source_line,
    note: m.note,
    userId: m.user_id,
    userName: m.first_name === null ? null : `${m.first_name} ${m.last_name ?? ''}`.trim(),
    at: m.at,
  };
}
