import type { Kysely } from 'kysely';
import type { WarehouseBody } from '@muestrario/shared/contract';
import type { StockDocumentKind } from '@muestrario/shared/domain';
import { STOCK_SCALE } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { InventoryRepository } from './inventory-repository';
import { StockLedgerRepository, type StockLeg } from './ledger-repository';
import { WarehousesRepository } from './warehouses-repository';

/** A demo warehouse with its shelves. */
export interface SeedWarehouse extends WarehouseBody {
  locations: readonly { code: string; name: string }[];
}

/** Opening stock of an item: every active variant of a style (or the material itself), in the item's unit. */
export interface SeedOpening {
  code: string;
  warehouse: string;
  location?: string;
  /** Per variant (a style) or of the material, in the item's unit (pieces, metres). */
  quantity: number;
  /** Cents per unit; a style's variants default to their own cost. */
  unitCostCents?: number;
}

/** An item's planning data: its preferred supplier (a partner's card code) and minimum, in the item's unit. */
export interface SeedPlanning {
  code: string;
  supplier: string | null;
  minStock: number;
}

/** A demo inventory document (posted after the opening stock), its lines by item or variant code, in the item's unit. */
export interface SeedStockDocument {
  kind: StockDocumentKind;
  note: string;
  lines: readonly { code: string; warehouse: string; location?: string; quantity: number; unitCostCents?: number; toWarehouse?: string; toLocation?: string }[];
}

export interface SeedStock {
  warehouses: readonly SeedWarehouse[];
  opening: readonly SeedOpening[];
  planning?: readonly SeedPlanning[];
  documents?: readonly SeedStockDocument[];
}

/**
 * The demo warehouses, their shelves and the opening stock, as receipts of the ledger (by no one: seeded)
 * inside the seeding transaction; an item not in the data is left out.
 */
export async function seedStock(trx: Kysely<Database>, data: SeedStock | undefined, now: Date): Promise<void> {
  if (!data) return;
  const warehouses = new WarehousesRepository(trx);
  const ledger = new StockLedgerRepository(trx);
  const at = now.toISOString();
  const places = new Map<string, { id: number; locations: Map<string, number> }>();
  for (const { locations, ...body } of data.warehouses) {
    const warehouse = await warehouses.insertWarehouse(trx, body, null, now);
    const ids = new Map<string, number>();
    for (const l of locations) {
      const { id } = await trx
        .insertInto('stock_locations')
        .values({ warehouse_id: warehouse.id, code: l.code, name: l.name, active: 1, created_at: at, updated_at: at, updated_by: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(l.code, id);
    }
    places.set(body.code, { id: warehouse.id, locations: ids });
  }
  for (const o of data.opening) {
    const item = await trx.selectFrom('items').select(['id', 'unit']).where('code', '=', o.code).executeTakeFirst();
    const place = places.get(o.warehouse);
    if (!item || !place) continue;
    const scale = STOCK_SCALE[item.unit] ?? 1;
    const variants = await trx.selectFrom('item_variants').select(['id', 'cost_cents']).where('item_id', '=', item.id).where('active', '=', 1).orderBy('id').execute();
    const base = { kind: 'receipt', itemId: item.id, warehouseId: place.id, locationId: (o.location && place.locations.get(o.location)) || null, quantity: o.quantity * scale, note: 'Inventario inicial' } as const;
    const legs: StockLeg[] = variants.length
      ? variants.map((v) => ({ ...base, variantId: v.id, unitCostCents: o.unitCostCents ?? v.cost_cents ?? 0 }))
      : [{ ...base, variantId: null, unitCostCents: o.unitCostCents ?? 0 }];
    await ledger.postInside(trx, legs, null, now);
  }
  for (const p of data.planning ?? []) {
    const supplier = p.supplier === null ? undefined : await trx.selectFrom('clients').select('id').where('card_code', '=', p.supplier).where('partner_type', '=', 'Proveedor').executeTakeFirst();
    const item = await trx.selectFrom('items').select(['id', 'unit']).where('code', '=', p.code).executeTakeFirst();
    if (!item) continue;
    await trx
      .updateTable('items')
      .set({ preferred_supplier_id: supplier?.id ?? null, min_stock: p.minStock * (STOCK_SCALE[item.unit] ?? 1) })
      .where('id', '=', item.id)
      .execute();
  }
  const inventory = new InventoryRepository(trx, ledger);
  for (const d of data.documents ?? []) {
    const lines = [];
    for (const l of d.lines) {
      const variant = await trx.selectFrom('item_variants').select(['id', 'item_id']).where('code', '=', l.code).executeTakeFirst();
      const item = await trx
        .selectFrom('items')
        .select(['id', 'unit'])
        .where(variant ? 'id' : 'code', '=', variant ? variant.item_id : l.code)
        .executeTakeFirst();
      const from = places.get(l.warehouse);
      const to = l.toWarehouse === undefined ? undefined : places.get(l.toWarehouse);
      if (!item || !from || (l.toWarehouse !== undefined && !to)) continue;
      lines.push({
        itemId: item.id,
        variantId: variant?.id ?? null,
        warehouseId: from.id,
        locationId: (l.location && from.locations.get(l.location)) || null,
        quantity: l.quantity * (STOCK_SCALE[item.unit] ?? 1),
        unitCostCents: d.kind === 'receipt' ? (l.unitCostCents ?? 0) : null,
        toWarehouseId: to?.id ?? null,
        toLocationId: (to && l.toLocation && to.locations.get(l.toLocation)) || null,
      });
    }
    if (lines.length) await inventory.insertDocument(trx, { kind: d.kind, note: d.note, lines }, null, now);
  }
}
