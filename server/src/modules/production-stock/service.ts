import type { Kysely } from 'kysely';
import type { MaterialIssueBody, OrderMaterials, ProductionReceiptBody, ProductionReceiptResult } from '@muestrario/shared/contract';
import { STOCK_MESSAGES, type ItemUnit } from '@muestrario/shared/domain';
import {
  backflushQuantities,
  formatStockQuantity,
  materialNeeds,
  materialProgress,
  PRODUCTION_ORDER_STATUS_LABELS,
  PRODUCTION_STOCK_MESSAGES as M,
  receiptUnitCostCents,
  receivableByVariant,
  shortageMessage,
  stockPlace,
  type IssuedValue,
  type OrderMaterialNeed,
  type ProductionOrderStatus,
  type ProductionSnapshot,
} from '@muestrario/shared/rules';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError } from '../../errors';
import { PRODUCTION_MESSAGES } from '../production-orders/messages';
import type { StockLeg, StockLedgerRepository } from '../stock/ledger-repository';

/** Orders that take materials and give finished goods. */
const OPEN_FOR_STOCK: readonly ProductionOrderStatus[] = ['released', 'in_progress'];

interface OrderRow {
  id: number;
  folio: string;
  status: ProductionOrderStatus;
  style_id: number;
  pieces: number;
  snapshot: ProductionSnapshot;
}

/** A component resolved to the catalogue: blanks by variant code, materials by item code. */
interface Resolved {
  itemId: number;
  variantId: number | null;
  unit: ItemUnit;
}

const keyOf = (itemId: number, variantId: number | null) => `${itemId}:${variantId ?? 0}`;

/**
 * Production and stock (issue 31 item 4; docs/decisions/stock.md, "Production and stock"). Issues and
 * receipts are ledger legs naming the order (source_kind 'production_order', source_id the order's id),
 * posted with `StockLedgerRepository.postInside` inside one write transaction that first locks the
 * order and re-checks its status; what was issued and received is always read back from the ledger.
 */
export class ProductionStockService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: StockLedgerRepository,
  ) {}

  /** `fn` in a new write transaction, or in the caller's (the demo seed's). */
  private run<T>(trx: Kysely<Database> | undefined, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return trx ? fn(trx) : writeTransaction(this.db, fn);
  }

  private async order(trx: Kysely<Database>, id: number, lock: boolean): Promise<OrderRow> {
    let query = trx.selectFrom('production_orders').select(['id', 'folio', 'status', 'style_id', 'pieces', 'snapshot']).where('id', '=', id);
    if (lock && dialectOf(trx) === 'postgres') query = query.forNoKeyUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw new HttpError(404, PRODUCTION_MESSAGES.orderNotFound);
    return { ...row, pieces: Number(row.pieces), snapshot: JSON.parse(row.snapshot) as ProductionSnapshot };
  }

  private refuseClosed(order: OrderRow) {
    if (!OPEN_FOR_STOCK.includes(order.status)) throw new HttpError(409, M.orderNotOpen(PRODUCTION_ORDER_STATUS_LABELS[order.status]));
  }

  /** The catalogue rows of the order's components (missing ones left out). */
  private async resolve(trx: Kysely<Database>, order: OrderRow, needs: readonly OrderMaterialNeed[]): Promise<Map<string, Resolved>> {
    const out = new Map<string, Resolved>();
    const blanks = needs.filter((n) => n.kind === 'blank').map((n) => n.component);
    const variantCodes = [...new Set([...blanks, ...order.snapshot.variants.map((v) => v.code)])];
    if (variantCodes.length) {
      const rows = await trx
        .selectFrom('item_variants as v')
        .innerJoin('items as i', 'i.id', 'v.item_id')
        .select(['v.id', 'v.code', 'v.item_id', 'i.unit'])
        .where('v.item_id', '=', order.style_id)
        .where('v.code', 'in', variantCodes)
        .execute();
      for (const r of rows) out.set(r.code, { itemId: r.item_id, variantId: r.id, unit: r.unit });
    }
    const materials = needs.filter((n) => n.kind === 'material').map((n) => n.component);
    if (materials.length) {
      const rows = await trx.selectFrom('items').select(['id', 'code', 'unit']).where('code', 'in', materials).execute();
      for (const r of rows) out.set(r.code, { itemId: r.id, variantId: null, unit: r.unit });
    }
    return out;
  }

  /** The order's ledger movements of one kind, added up per item and variant: quantity and Σ quantity × cost. */
  private async moved(trx: Kysely<Database>, orderId: number, kind: 'production_issue' | 'production_receipt'): Promise<Map<string, { quantity: number; weighted: bigint }>> {
    const rows = await trx
      .selectFrom('stock_moves')
      .select(['item_id', 'variant_id', 'quantity', 'unit_cost_cents'])
      .where('kind', '=', kind)
      .where('source_kind', '=', 'production_order')
      .where('source_id', '=', orderId)
      .execute();
    const out = new Map<string, { quantity: number; weighted: bigint }>();
    for (const r of rows) {
      const key = keyOf(r.item_id, r.variant_id);
      const entry = out.get(key) ?? { quantity: 0, weighted: 0n };
      const quantity = Math.abs(Number(r.quantity));
      entry.quantity += quantity;
      entry.weighted += BigInt(quantity) * BigInt(Number(r.unit_cost_cents));
      out.set(key, entry);
    }
    return out;
  }

  /** Per component code: what the order's issues moved. */
  private async issued(trx: Kysely<Database>, orderId: number, resolved: ReadonlyMap<string, Resolved>) {
    const moves = await this.moved(trx, orderId, 'production_issue');
    const quantities = new Map<string, number>();
    const values = new Map<string, IssuedValue>();
    for (const [code, r] of resolved) {
      const m = moves.get(keyOf(r.itemId, r.variantId));
      if (!m) continue;
      quantities.set(code, m.quantity);
      values.set(code, { unit: r.unit, quantity: m.quantity, weightedCents: m.weighted });
    }
    return { quantities, values };
  }

  /** Per variant code: pieces received. */
  private async received(trx: Kysely<Database>, order: OrderRow, resolved: ReadonlyMap<string, Resolved>): Promise<Map<string, number>> {
    const moves = await this.moved(trx, order.id, 'production_receipt');
    const out = new Map<string, number>();
    for (const v of order.snapshot.variants) {
      const r = resolved.get(v.code);
      const m = r && moves.get(keyOf(r.itemId, r.variantId));
      if (m) out.set(v.code, m.quantity);
    }
    return out;
  }

  /** Required / issued / remaining per component, finished goods per variant, the receipts so far. */
  async materials(orderId: number, trx: Kysely<Database> = this.db): Promise<OrderMaterials> {
    const order = await this.order(trx, orderId, false);
    const needs = materialNeeds(order.snapshot.materials);
    const resolved = await this.resolve(trx, order, needs);
    const { quantities } = await this.issued(trx, order.id, resolved);
    const received = await this.received(trx, order, resolved);
    const receivable = receivableByVariant(order.snapshot.variants, received);
    const lastDone = await trx
      .selectFrom('production_operations')
      .select('good')
      .where('order_id', '=', order.id)
      .where('status', '=', 'done')
      .orderBy('sequence', 'desc')
      .limit(1)
      .executeTakeFirst();
    const receipts = await trx
      .selectFrom('stock_moves as m')
      .innerJoin('warehouses as w', 'w.id', 'm.warehouse_id')
      .select(['m.at', 'm.quantity', 'm.unit_cost_cents', 'w.name'])
      .where('m.kind', '=', 'production_receipt')
      .where('m.source_kind', '=', 'production_order')
      .where('m.source_id', '=', order.id)
      .orderBy('m.id')
      .execute();
    const byReceipt = new Map<string, { at: string; pieces: number; unitCostCents: number; warehouseName: string }>();
    for (const r of receipts) {
      // One receipt's legs share their time, unit cost and warehouse.
      const key = `${r.at}|${r.unit_cost_cents}|${r.name}`;
      const entry = byReceipt.get(key) ?? { at: r.at, pieces: 0, unitCostCents: Number(r.unit_cost_cents), warehouseName: r.name };
      entry.pieces += Number(r.quantity);
      byReceipt.set(key, entry);
    }
    return {
      orderId: order.id,
      materials: materialProgress(needs, quantities).map((p) => ({
        kind: p.kind,
        component: p.component,
        description: p.description,
        unit: resolved.get(p.component)?.unit ?? p.unit,
        itemId: resolved.get(p.component)?.itemId ?? null,
        variantId: resolved.get(p.component)?.variantId ?? null,
        required: p.required,
        issued: p.issued,
        remaining: p.remaining,
      })),
      finishedGoods: order.snapshot.variants.map((v) => ({
        code: v.code,
        colour: v.colour,
        size: v.size,
        variantId: resolved.get(v.code)?.variantId ?? null,
        pieces: v.quantity,
        received: received.get(v.code) ?? 0,
        receivable: receivable.get(v.code) ?? 0,
      })),
      goodPieces: lastDone?.good === null || lastDone === undefined ? null : Number(lastDone.good),
      receipts: [...byReceipt.values()],
    };
  }

  /** The warehouse (404) and its kind. */
  private async warehouse(trx: Kysely<Database>, id: number) {
    const w = await trx.selectFrom('warehouses').select(['id', 'name', 'kind', 'active']).where('id', '=', id).executeTakeFirst();
    if (!w) throw new HttpError(404, STOCK_MESSAGES.warehouseNotFound);
    return w;
  }

  /**
   * Outgoing legs for `quantity` of one component from a warehouse: at the location asked, or (null)
   * wherever it is there, the balance without location first, then locations by code. A shortage is
   * refused here with the warehouse's total (the ledger would name one slot only).
   */
  private async takeLegs(
    trx: Kysely<Database>,
    warehouse: { id: number; name: string },
    component: string,
    r: Resolved,
    quantity: number,
    locationId: number | null,
    base: Pick<StockLeg, 'source' | 'note'>,
  ): Promise<StockLeg[]> {
    const leg = { kind: 'production_issue' as const, itemId: r.itemId, variantId: r.variantId, warehouseId: warehouse.id, unitCostCents: null, ...base };
    if (locationId !== null) return [{ ...leg, locationId, quantity: -quantity }];
    let balances = trx
      .selectFrom('stock_balances as b')
      .leftJoin('stock_locations as l', 'l.id', 'b.location_id')
      .select(['b.location_id', 'b.on_hand', 'l.code', 'l.active'])
      .where('b.item_id', '=', r.itemId)
      .where('b.warehouse_id', '=', warehouse.id)
      .where('b.on_hand', '>', 0);
    balances = r.variantId === null ? balances.where('b.variant_id', 'is', null) : balances.where('b.variant_id', '=', r.variantId);
    const rows = (await balances.execute())
      .filter((b) => b.location_id === null || Number(b.active) === 1)
      .sort((a, b) => (a.location_id === null ? -1 : b.location_id === null ? 1 : (a.code ?? '').localeCompare(b.code ?? '')));
    const onHand = rows.reduce((s, b) => s + Number(b.on_hand), 0);
    if (onHand < quantity) throw new HttpError(409, shortageMessage({ onHand, requested: quantity, short: quantity - onHand }, { code: component, unit: r.unit, place: stockPlace(warehouse.name) }));
    const legs: StockLeg[] = [];
    let left = quantity;
    for (const b of rows) {
      if (left === 0) break;
      const take = Math.min(left, Number(b.on_hand));
      legs.push({ ...leg, locationId: b.location_id, quantity: -take });
      left -= take;
    }
    return legs;
  }

  /** Issues materials to the order (see the endpoint); answers its materials afterwards. */
  async issue(orderId: number, body: MaterialIssueBody, userId: number, now: Date, within?: Kysely<Database>): Promise<OrderMaterials> {
    return this.run(within, async (trx) => {
      const order = await this.order(trx, orderId, true);
      this.refuseClosed(order);
      const warehouse = await this.warehouse(trx, body.warehouseId);
      if (warehouse.kind !== 'raw_material') throw new HttpError(409, M.rawWarehouse(warehouse.name));
      const needs = materialNeeds(order.snapshot.materials);
      const resolved = await this.resolve(trx, order, needs);
      const byKey = new Map([...resolved].filter(([code]) => needs.some((n) => n.component === code)).map(([code, r]) => [keyOf(r.itemId, r.variantId), { code, r }]));
      const { quantities } = await this.issued(trx, order.id, resolved);
      const progress = new Map(materialProgress(needs, quantities).map((p) => [p.component, p]));
      const seen = new Set<string>();
      const legs: StockLeg[] = [];
      for (const line of body.lines) {
        const found = byKey.get(keyOf(line.itemId, line.variantId));
        if (!found) throw new HttpError(400, M.notComponent(await this.codeOf(trx, line.itemId, line.variantId)), {}, { fields: ['lines'] });
        if (seen.has(found.code)) throw new HttpError(400, M.repeatedLine(found.code), {}, { fields: ['lines'] });
        seen.add(found.code);
        const remaining = progress.get(found.code)!.remaining;
        if (line.quantity > remaining) throw new HttpError(409, M.overIssue(found.code, formatStockQuantity(remaining, found.r.unit)));
        legs.push(...(await this.takeLegs(trx, warehouse, found.code, found.r, line.quantity, line.locationId, { source: { kind: 'production_order', id: order.id, line: null }, note: order.folio })));
      }
      await this.ledger.postInside(trx, legs, userId, now);
      return this.materials(order.id, trx);
    });
  }

  private async codeOf(trx: Kysely<Database>, itemId: number, variantId: number | null): Promise<string> {
    if (variantId !== null) {
      const v = await trx.selectFrom('item_variants').select('code').where('id', '=', variantId).executeTakeFirst();
      if (v) return v.code;
    }
    const i = await trx.selectFrom('items').select('code').where('id', '=', itemId).executeTakeFirst();
    return i?.code ?? `#${itemId}`;
  }

  /** Where a receipt's backflush takes materials from (see ProductionReceiptBody.materialsWarehouseId). */
  private async materialsWarehouse(trx: Kysely<Database>, orderId: number, asked: number | undefined) {
    if (asked !== undefined) {
      const w = await this.warehouse(trx, asked);
      if (w.kind !== 'raw_material') throw new HttpError(409, M.rawWarehouse(w.name));
      return w;
    }
    const last = await trx
      .selectFrom('stock_moves')
      .select('warehouse_id')
      .where('kind', '=', 'production_issue')
      .where('source_kind', '=', 'production_order')
      .where('source_id', '=', orderId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last) return this.warehouse(trx, last.warehouse_id);
    const first = await trx.selectFrom('warehouses').select(['id', 'name', 'kind', 'active']).where('kind', '=', 'raw_material').where('active', '=', 1).orderBy('code').limit(1).executeTakeFirst();
    if (!first) throw new HttpError(409, M.noMaterialsWarehouse);
    return first;
  }

  /** Receives finished goods (see the endpoint): backflush first, then the receipt at its unit cost. */
  async receive(orderId: number, body: ProductionReceiptBody, userId: number, now: Date, within?: Kysely<Database>): Promise<ProductionReceiptResult> {
    return this.run(within, async (trx) => {
      const order = await this.order(trx, orderId, true);
      this.refuseClosed(order);
      const warehouse = await this.warehouse(trx, body.warehouseId);
      if (warehouse.kind !== 'finished_goods') throw new HttpError(409, M.finishedWarehouse(warehouse.name));
      const needs = materialNeeds(order.snapshot.materials);
      const resolved = await this.resolve(trx, order, needs);
      const variantPieces = new Map(order.snapshot.variants.map((v) => [v.code, v.quantity]));
      const codeOfVariant = new Map(order.snapshot.variants.flatMap((v) => (resolved.get(v.code)?.variantId ? [[resolved.get(v.code)!.variantId!, v.code] as const] : [])));
      const before = await this.received(trx, order, resolved);
      const receivable = receivableByVariant(order.snapshot.variants, before);
      const after = new Map(before);
      const lines: { code: string; variantId: number; quantity: number }[] = [];
      for (const line of body.lines) {
        const code = codeOfVariant.get(line.variantId);
        if (!code) throw new HttpError(400, M.notVariant(await this.codeOf(trx, order.style_id, line.variantId)), {}, { fields: ['lines'] });
        if (lines.some((l) => l.code === code)) throw new HttpError(400, M.repeatedLine(code), {}, { fields: ['lines'] });
        const left = receivable.get(code) ?? 0;
        if (line.quantity > left) throw new HttpError(409, M.overReceipt(code, left));
        lines.push({ code, variantId: line.variantId, quantity: line.quantity });
        after.set(code, (after.get(code) ?? 0) + line.quantity);
      }
      const receivedBefore = [...before.values()].reduce((s, q) => s + q, 0);
      const receivedAfter = receivedBefore + lines.reduce((s, l) => s + l.quantity, 0);
      const source = { kind: 'production_order' as const, id: order.id, line: null };

      // Backflush: what these pieces consume and was not issued yet.
      const { quantities } = await this.issued(trx, order.id, resolved);
      const pending = backflushQuantities({ needs, issued: quantities, pieces: order.pieces, variantPieces, received: receivedAfter, receivedByVariant: after }).filter((p) => resolved.has(p.component));
      if (pending.length) {
        const from = await this.materialsWarehouse(trx, order.id, body.materialsWarehouseId);
        const legs: StockLeg[] = [];
        for (const p of pending) legs.push(...(await this.takeLegs(trx, from, p.component, resolved.get(p.component)!, p.quantity, null, { source, note: `${order.folio} · consumo al recibir` })));
        await this.ledger.postInside(trx, legs, userId, now);
      }

      const { values } = await this.issued(trx, order.id, resolved);
      const operations = await trx
        .selectFrom('production_operations as p')
        .leftJoin('machines as m', 'm.id', 'p.machine_id')
        .select(['p.minutes', 'm.rate_cents_per_hour'])
        .where('p.order_id', '=', order.id)
        .execute();
      const cost = receiptUnitCostCents({
        needs,
        issuedValue: values,
        pieces: order.pieces,
        variantPieces,
        receivedBefore,
        receivedAfter,
        byVariantBefore: before,
        byVariantAfter: after,
        operations: operations.map((o) => ({ minutes: Number(o.minutes), rateCentsPerHour: Number(o.rate_cents_per_hour ?? 0) })),
      });
      await this.ledger.postInside(
        trx,
        lines.map((l) => ({
          kind: 'production_receipt',
          itemId: order.style_id,
          variantId: l.variantId,
          warehouseId: warehouse.id,
          locationId: null,
          quantity: l.quantity,
          unitCostCents: cost.unitCostCents,
          source,
          note: order.folio,
        })),
        userId,
        now,
      );
      return { materials: await this.materials(order.id, trx), backflushed: pending, unitCostCents: cost.unitCostCents };
    });
  }
}
