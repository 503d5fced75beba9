import type { Kysely } from 'kysely';
import type { ItemUnit } from '@muestrario/shared/domain';
import { requirementInSmallestUnits, remainingNeed, STOCK_SCALE, type ProductionOrderStatus, type Requirement } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';

/** The production order statuses whose materials are still to be issued: released and in process. */
export const REQUIRING_STATUSES: readonly ProductionOrderStatus[] = ['released', 'in_progress'];

/** What production still needs of one item or variant (smallest units), over every requiring order. */
export interface OpenRequirement {
  itemId: number;
  variantId: number | null;
  required: number;
}

/** What open purchase orders still have to bring of one item or variant into one warehouse (smallest units). */
export interface OpenOrdered {
  itemId: number;
  variantId: number | null;
  warehouseId: number | null;
  ordered: number;
}

const key = (itemId: number, variantId: number | null) => `${itemId}:${variantId ?? 0}`;

/**
 * The one place that reads what production still requires and what purchasing already ordered (issue 31):
 * the shortages (Necesidades de compra) and an item's committed / ordered figures both come from here.
 *
 * Required: every released or in-process production order's snapshot `materials` (a blank's `component` is
 * its variant code, a material's the item code; `total` in the item's unit, put in smallest units), less
 * what the ledger already issued to that order (`production_issue` moves whose source is the order), never
 * below zero per order. Ordered: the open quantity of every line of an open purchase order.
 */
export class RequirementsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Remaining requirements per item/variant, optionally of some items only. */
  async openRequirements(db: Kysely<Database> = this.db, onlyItemId?: number): Promise<OpenRequirement[]> {
    const orders = await db.selectFrom('production_orders').select(['id', 'snapshot']).where('status', 'in', REQUIRING_STATUSES).orderBy('id').execute();
    if (!orders.length) return [];
    // Every order's needs by component code.
    const perOrder = orders.map((o) => {
      let materials: Requirement[] = [];
      try {
        materials = ((JSON.parse(o.snapshot) as { materials?: Requirement[] }).materials ?? []).filter((m) => m && typeof m.component === 'string' && Number.isFinite(m.total));
      } catch {
        materials = [];
      }
      return { id: o.id, materials };
    });
    const codes = [...new Set(perOrder.flatMap((o) => o.materials.map((m) => m.component)))];
    if (!codes.length) return [];
    const [variants, items] = await Promise.all([
      db
        .selectFrom('item_variants as v')
        .innerJoin('items as i', 'i.id', 'v.item_id')
        .select(['v.id', 'v.code', 'v.item_id', 'i.unit'])
        .where('v.code', 'in', codes)
        .execute(),
      db.selectFrom('items').select(['id', 'code', 'unit']).where('code', 'in', codes).execute(),
    ]);
    const byCode = new Map<string, { itemId: number; variantId: number | null; unit: ItemUnit }>();
    for (const i of items) byCode.set(i.code, { itemId: i.id, variantId: null, unit: i.unit });
    for (const v of variants) byCode.set(v.code, { itemId: v.item_id, variantId: v.id, unit: v.unit });
    const issuedRows = await db
      .selectFrom('stock_moves')
      .select(['source_id', 'item_id', 'variant_id', (eb) => eb.fn.sum<number | string>('quantity').as('quantity')])
      .where('kind', '=', 'production_issue')
      .where('source_kind', '=', 'production_order')
      .where(
        'source_id',
        'in',
        orders.map((o) => o.id),
      )
      .groupBy(['source_id', 'item_id', 'variant_id'])
      .execute();
    const issued = new Map(issuedRows.map((r) => [`${r.source_id}|${key(r.item_id, r.variant_id)}`, -Number(r.quantity)]));
    const totals = new Map<string, OpenRequirement>();
    for (const order of perOrder) {
      const need = new Map<string, { itemId: number; variantId: number | null; required: number }>();
      for (const m of order.materials) {
        const target = byCode.get(m.component);
        if (!target) continue;
        const scale = STOCK_SCALE[target.unit];
        if (scale === undefined) continue;
        if (onlyItemId !== undefined && target.itemId !== onlyItemId) continue;
        const k = key(target.itemId, target.variantId);
        const entry = need.get(k) ?? { itemId: target.itemId, variantId: target.variantId, required: 0 };
        entry.required += requirementInSmallestUnits(m.total, scale);
        need.set(k, entry);
      }
      for (const [k, n] of need) {
        const left = remainingNeed({ required: n.required, issued: issued.get(`${order.id}|${k}`) ?? 0 });
        if (left <= 0) continue;
        const total = totals.get(k) ?? { itemId: n.itemId, variantId: n.variantId, required: 0 };
        total.required += left;
        totals.set(k, total);
      }
    }
    return [...totals.values()];
  }

  /** Open purchase orders' open quantities per item/variant/warehouse, optionally of one item only. */
  async openOrdered(db: Kysely<Database> = this.db, onlyItemId?: number): Promise<OpenOrdered[]> {
    let query = db
      .selectFrom('document_lines as l')
      .innerJoin('documents as d', 'd.id', 'l.document_id')
      .select(['l.item_id', 'l.variant_id', 'l.warehouse_id', (eb) => eb.fn.sum<number | string>('l.open_quantity').as('ordered')])
      .where('d.kind', '=', 'purchase_order')
      .where('d.status', '=', 'Abierta')
      .where('l.item_id', 'is not', null)
      .where('l.open_quantity', '>', 0);
    if (onlyItemId !== undefined) query = query.where('l.item_id', '=', onlyItemId);
    const rows = await query.groupBy(['l.item_id', 'l.variant_id', 'l.warehouse_id']).execute();
    return rows.map((r) => ({ itemId: r.item_id!, variantId: r.variant_id, warehouseId: r.warehouse_id, ordered: Number(r.ordered) }));
  }

  /** The warehouse committed quantities are shown in: the first active raw-material warehouse by code. */
  async committedWarehouseId(db: Kysely<Database> = this.db): Promise<number | undefined> {
    const row = await db.selectFrom('warehouses').select('id').where('kind', '=', 'raw_material').where('active', '=', 1).orderBy('code').executeTakeFirst();
    return row?.id;
  }
}
