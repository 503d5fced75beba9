import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { HttpError } from '../../errors';
import { StockLedgerRepository } from '../stock/ledger-repository';
import { ProductionStockService } from './service';

/**
 * The demo plant's stock side of production (issue 31 item 4): every released or in-process demo order
 * gets the materials the raw-material warehouse holds for it (what is pending, at most what is on hand),
 * and the first order in process receives its finished pieces so far (the good pieces of its last
 * finished operation), which backflushes the rest of what those pieces consume. Skipped when there are
 * no warehouses (the test fixture) and, per order, when the stock cannot cover a receipt.
 */
export async function seedProductionStock(trx: Kysely<Database>, ctx: { now: Date; userId: number }): Promise<void> {
  const raw = await trx.selectFrom('warehouses').select(['id', 'name']).where('kind', '=', 'raw_material').where('active', '=', 1).orderBy('code').executeTakeFirst();
  const finished = await trx.selectFrom('warehouses').select('id').where('kind', '=', 'finished_goods').where('active', '=', 1).orderBy('code').executeTakeFirst();
  if (!raw || !finished) return;
  const service = new ProductionStockService(trx, new StockLedgerRepository(trx));
  const orders = await trx.selectFrom('production_orders').select(['id', 'status']).where('status', 'in', ['released', 'in_progress']).orderBy('id').execute();
  // Issued a couple of hours ago, received an hour ago (before the seed's "now").
  const issuedAt = new Date(ctx.now.getTime() - 2 * 3_600_000);
  const receivedAt = new Date(ctx.now.getTime() - 3_600_000);
  let received = false;
  for (const order of orders) {
    const { materials, finishedGoods, goodPieces } = await service.materials(order.id, trx);
    const lines = [];
    for (const m of materials) {
      if (m.itemId === null || m.remaining === 0) continue;
      let balances = trx.selectFrom('stock_balances').select('on_hand').where('item_id', '=', m.itemId).where('warehouse_id', '=', raw.id);
      balances = m.variantId === null ? balances.where('variant_id', 'is', null) : balances.where('variant_id', '=', m.variantId);
      const onHand = (await balances.execute()).reduce((s, b) => s + Number(b.on_hand), 0);
      const quantity = Math.min(m.remaining, onHand);
      if (quantity > 0) lines.push({ itemId: m.itemId, variantId: m.variantId, locationId: null, quantity });
    }
    if (lines.length) await service.issue(order.id, { warehouseId: raw.id, lines }, ctx.userId, issuedAt, trx);
    if (received || order.status !== 'in_progress' || goodPieces === null) continue;
    let left = goodPieces;
    const receipt = [];
    for (const g of finishedGoods) {
      if (g.variantId === null || left <= 0) continue;
      const quantity = Math.min(g.receivable, left);
      if (quantity > 0) receipt.push({ variantId: g.variantId, quantity });
      left -= quantity;
    }
    if (!receipt.length) continue;
    try {
      await service.receive(order.id, { warehouseId: finished.id, materialsWarehouseId: raw.id, lines: receipt }, ctx.userId, receivedAt, trx);
      received = true;
    } catch (error) {
      // Refused before anything is written (a shortage of what the pieces consume): the order stays without a receipt.
      if (!(error instanceof HttpError)) throw error;
    }
  }
}
