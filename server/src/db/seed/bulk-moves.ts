import type { Insertable, Kysely } from 'kysely';
import type { StockMoveKind } from '@muestrario/shared/domain';
import { applyStockMove, isStocked, STOCK_SCALE } from '@muestrario/shared/rules';
import { stockSlot } from '../../modules/stock/slot';
import type { Database } from '../types';
import { seededRandom } from './bulk';

/**
 * Many stock movements for measuring the ledger (issue 31: "with one million movements, an item's
 * availability answers with p99 ≤ 20 ms"; `npm run seed:bulk -- --moves 1000000`).
 *
 * Realistic spread: the stocked items of the database (every active variant of a style) are popular
 * in a Zipf fashion (the first item draws about a quarter of the movements: a "busy item"), each lives in
 * one to three places (its home shelf, a finished-goods shelf, transit), and the movements run over the
 * last two years: receipts at costs around the item's own, issues, deliveries and production issues that
 * never take more than there is, production receipts, returns, transfers (two legs, the destination at the
 * origin's average) and the odd count adjustment.
 *
 * Fast and still the ledger's rules: the balances are kept in memory by the same `applyStockMove` the
 * ledger posts with (never below zero, moving-average cost), the movements are written in batches and
 * the balances of every slot touched are written once at the end (a new slot's row is made, empty,
 * before its first movement: the movement-count trigger bumps it), all inside one transaction, so the
 * tables end exactly consistent (each balance is the sum of its slot's movements).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const SPAN_MS = 2 * 365 * DAY_MS;

interface Place {
  warehouseId: number;
  locationId: number | null;
}

interface Stockable {
  itemId: number;
  variantIds: (number | null)[];
  scale: number;
  /** Cents per unit around which receipts are costed. */
  baseCost: number;
  /** Pieces per typical lot (in the item's unit). */
  lot: number;
  places: Place[];
  style: boolean;
}

const OUT_KINDS: readonly StockMoveKind[] = ['issue', 'delivery', 'production_issue', 'production_issue', 'delivery'];
const NOTES: Record<string, readonly string[]> = {
  receipt: ['Recepción de proveedor', 'Compra de reposición', ''],
  issue: ['Salida a maquila', 'Consumo interno', ''],
  delivery: ['Entrega a cliente', 'Embarque', ''],
  production_issue: ['Consumo de orden de producción', ''],
  production_receipt: ['Terminado de producción', ''],
  return: ['Devolución de cliente', ''],
  transfer: ['Traspaso entre almacenes', ''],
  count_adjustment: ['Ajuste por conteo físico'],
};

/** Adds `count` stock movements (rows of the ledger) with their balances; answers what it wrote. */
export async function seedBulkMoves(db: Kysely<Database>, count: number, now: Date = new Date()): Promise<{ moves: number; slots: number; items: number }> {
  const items = (await db.selectFrom('items').select(['id', 'code', 'kind', 'unit']).where('active', '=', 1).orderBy('id').execute()).filter((i) => isStocked(i.kind, i.unit));
  const warehouses = await db.selectFrom('warehouses').select(['id', 'kind']).where('active', '=', 1).orderBy('id').execute();
  if (!items.length || !warehouses.length)
    throw new Error('La base de datos no tiene artículos inventariables o almacenes activos: inicia la aplicación una vez (npm start) para cargar los datos de demostración.');
  const locations = await db.selectFrom('stock_locations').select(['id', 'warehouse_id']).where('active', '=', 1).orderBy('id').execute();
  const variants = await db.selectFrom('item_variants').select(['id', 'item_id', 'cost_cents']).where('active', '=', 1).orderBy('id').execute();
  const users = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id);
  const existing = await db.selectFrom('stock_balances').select(['slot', 'on_hand', 'average_cost_cents']).execute();
  const start = Number((await db.selectFrom('stock_moves').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
  const rand = seededRandom(start + count * 7 + 31);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

  const placesOf = (kind: string): Place[] => {
    const here = warehouses.filter((w) => w.kind === kind);
    return here.flatMap((w): Place[] => {
      const shelves = locations.filter((l) => l.warehouse_id === w.id);
      return shelves.length ? shelves.map((l) => ({ warehouseId: w.id, locationId: l.id })) : [{ warehouseId: w.id, locationId: null }];
    });
  };
  const raw = placesOf('raw_material');
  const finished = placesOf('finished_goods');
  const transit = placesOf('transit');
  const any = [...raw, ...finished, ...transit];

  const stockables: Stockable[] = items.map((item) => {
    const mine = variants.filter((v) => v.item_id === item.id);
    const style = mine.length > 0;
    const scale = STOCK_SCALE[item.unit] ?? 1;
    const home = pick(style ? (rand() < 0.5 ? raw : finished).concat() : raw.length ? raw : any);
    const places = [home ?? any[0]!];
    for (const extra of [finished, transit]) {
      const p = extra.length ? pick(extra) : undefined;
      if (p && rand() < 0.6 && !places.some((q) => q.warehouseId === p.warehouseId && q.locationId === p.locationId)) places.push(p);
    }
    const costs = mine.map((v) => v.cost_cents ?? 0).filter((c) => c > 0);
    return {
      itemId: item.id,
      variantIds: style ? mine.map((v) => v.id) : [null],
      scale,
      baseCost: costs.length ? Math.round(costs.reduce((a, b) => a + b, 0) / costs.length) : int(20, 5_000),
      lot: style ? int(5, 60) : scale > 1 ? int(20, 200) : int(100, 2_000),
      places,
      style,
    };
  });
  // Zipf popularity: the k-th item weighs 1/k (in a shuffled order, so the busiest is not always the first id).
  const order = stockables.map((_, i) => i).sort(() => rand() - 0.5);
  const weights = order.map((_, k) => 1 / (k + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const pickStockable = () => {
    let r = rand() * total;
    for (let k = 0; k < order.length; k++) {
      r -= weights[k]!;
      if (r < 0) return stockables[order[k]!]!;
    }
    return stockables[order[0]!]!;
  };

  const balances = new Map(existing.map((b) => [b.slot, { onHand: Number(b.on_hand), averageCostCents: Number(b.average_cost_cents) }]));
  const touched = new Map<string, { itemId: number; variantId: number | null; warehouseId: number; locationId: number | null }>();
  const balanceOf = (slot: string) => balances.get(slot) ?? { onHand: 0, averageCostCents: 0 };

  const BATCH = 1_000;
  let written = 0;
  let t = now.getTime() - SPAN_MS;
  const step = SPAN_MS / Math.max(1, count);

  await db.transaction().execute(async (trx) => {
    let batch: Insertable<Database['stock_moves']>[] = [];
    // A slot's balance exists before its first movement (a trigger counts the slot's movements on it).
    let fresh: Insertable<Database['stock_balances']>[] = [];
    const flush = async () => {
      if (!batch.length) return;
      if (fresh.length) await trx.insertInto('stock_balances').values(fresh).execute();
      fresh = [];
      await trx.insertInto('stock_moves').values(batch).execute();
      batch = [];
    };
    const leg = (s: Stockable, variantId: number | null, place: Place, kind: StockMoveKind, quantity: number, cost: number | null, at: string, userId: number | null, note: string) => {
      const key = { itemId: s.itemId, variantId, ...place };
      const slot = stockSlot(key);
      if (!balances.has(slot))
        fresh.push({ slot, item_id: key.itemId, variant_id: key.variantId, warehouse_id: key.warehouseId, location_id: key.locationId, on_hand: 0, average_cost_cents: 0, updated_at: at });
      const outcome = applyStockMove(balanceOf(slot), quantity, cost);
      if (!outcome.ok) throw new Error(`seed:bulk: a movement would leave ${slot} below zero`);
      balances.set(slot, outcome.balance);
      touched.set(slot, key);
      batch.push({
        item_id: s.itemId,
        variant_id: variantId,
        warehouse_id: place.warehouseId,
        location_id: place.locationId,
        kind,
        quantity,
        unit_cost_cents: outcome.unitCostCents,
        source_kind: null,
        source_id: null,
        source_line: null,
        note,
        user_id: userId,
        at,
      });
      written++;
      return outcome.unitCostCents;
    };

    while (written < count) {
      t += step * (0.5 + rand());
      const at = new Date(Math.min(t, now.getTime())).toISOString();
      const s = pickStockable();
      const variantId = pick(s.variantIds);
      const place = rand() < 0.6 ? s.places[0]! : pick(s.places);
      const slot = stockSlot({ itemId: s.itemId, variantId, ...place });
      const onHand = balanceOf(slot).onHand;
      const lot = s.lot * s.scale;
      const userId = users.length && rand() < 0.97 ? pick(users) : null;
      const r = rand();
      if (onHand > 0 && r < 0.06 && s.places.length > 1 && count - written >= 2) {
        const to = pick(s.places.filter((p) => p !== place));
        const quantity = Math.max(1, Math.min(onHand, int(1, lot)));
        const note = pick(NOTES.transfer!);
        const cost = leg(s, variantId, place, 'transfer', -quantity, null, at, userId, note);
        leg(s, variantId, to, 'transfer', quantity, cost, at, userId, note);
      } else if (onHand > 0 && r < 0.07) {
        // A count finds a little more or a little less.
        const delta = rand() < 0.5 ? -Math.min(onHand, int(1, Math.max(1, Math.round(lot / 20)))) : int(1, Math.max(1, Math.round(lot / 20)));
        leg(s, variantId, place, 'count_adjustment', delta, null, at, userId, NOTES.count_adjustment![0]!);
      } else if (onHand <= 0 || onHand < lot / 4 || (r < 0.45 && onHand < lot * 4)) {
        const kind: StockMoveKind = s.style && rand() < 0.5 ? 'production_receipt' : rand() < 0.06 ? 'return' : 'receipt';
        const cost = Math.max(0, Math.round(s.baseCost * (0.85 + rand() * 0.3)));
        leg(s, variantId, place, kind, int(Math.max(1, Math.round(lot / 4)), lot * 2), cost, at, userId, pick(NOTES[kind]!));
      } else {
        const kind = pick(OUT_KINDS);
        leg(s, variantId, place, kind, -Math.min(onHand, int(1, lot)), null, at, userId, pick(NOTES[kind]!));
      }
      if (batch.length >= BATCH) await flush();
    }
    await flush();

    const at = now.toISOString();
    for (const slot of touched.keys()) {
      const b = balances.get(slot)!;
      await trx.updateTable('stock_balances').set({ on_hand: b.onHand, average_cost_cents: b.averageCostCents, updated_at: at }).where('slot', '=', slot).execute();
    }
  });
  return { moves: written, slots: touched.size, items: new Set([...touched.values()].map((k) => k.itemId)).size };
}
