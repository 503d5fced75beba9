import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { DocumentEngine } from '../business-documents/service';
import { StockLedgerRepository, type StockLeg } from '../stock/ledger-repository';
import { gridSizes } from './goods';
import { DeliveriesService } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Finished pieces on the shipping shelf per size of these styles' colours: what OV00092 and OV00094 ask (so the
 * demo orders can ship) and a few 3XG polos more. Kept small: the POL-001 blanks stay below their minimum (the
 * stock reports' 'Bajo mínimo' demo, docs/decisions/stock.md).
 */
const OPENING: readonly { style: string; colours: readonly string[]; perSize: Readonly<Record<string, number>> }[] = [
  { style: 'OVE-001', colours: ['MEZ', 'AZM'], perSize: { CH: 4, M: 6, G: 6, XG: 4, '2XG': 2, '3XG': 2 } },
  { style: 'POL-001', colours: ['AZM', 'BLA'], perSize: { CH: 6, M: 10, G: 12, XG: 8, '2XG': 4, '3XG': 4 } },
];

/**
 * The demo deliveries (issue 32 item 1), inside the seeding transaction: opening stock of finished goods through
 * the ledger, order OV00092 (Mariana's overoles) delivered in part by size, order OV00094 (the reception polos)
 * delivered whole, and one polo of it returned. Skipped when the demo data lacks what they need (the fixture).
 */
export async function seedDeliveries(trx: Kysely<Database>, engine: DocumentEngine, ctx: { now: Date; userId: number }): Promise<void> {
  const pt = await trx.selectFrom('warehouses').select('id').where('code', '=', 'PT').where('kind', '=', 'finished_goods').executeTakeFirst();
  if (!pt) return;
  const shelf = (await trx.selectFrom('stock_locations').select('id').where('warehouse_id', '=', pt.id).where('code', '=', 'E-01').executeTakeFirst())?.id ?? null;
  const ledger = new StockLedgerRepository(trx);
  const when = (daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * DAY_MS);
  const legs: StockLeg[] = [];
  for (const o of OPENING) {
    const variants = await trx
      .selectFrom('item_variants as v')
      .innerJoin('items as i', 'i.id', 'v.item_id')
      .innerJoin('item_colours as k', 'k.id', 'v.colour_id')
      .select(['v.id', 'v.item_id', 'v.size', 'v.cost_cents'])
      .where('i.code', '=', o.style)
      .where('k.code', 'in', [...o.colours])
      .where('v.active', '=', 1)
      .orderBy('v.id')
      .execute();
    for (const v of variants) {
      const quantity = o.perSize[v.size] ?? 0;
      if (quantity <= 0) continue;
      legs.push({
        kind: 'receipt',
        itemId: v.item_id,
        variantId: v.id,
        warehouseId: pt.id,
        locationId: shelf,
        quantity,
        unitCostCents: v.cost_cents ?? 0,
        note: 'Existencia inicial de producto terminado',
      });
    }
  }
  if (!legs.length) return;
  await ledger.postInside(trx, legs, ctx.userId, when(6));

  const service = new DeliveriesService(trx, engine, ledger);
  const order = async (number: number) => trx.selectFrom('documents').select(['id', 'owner_id', 'status']).where('kind', '=', 'order').where('number', '=', number).executeTakeFirst();
  const linesOf = async (orderId: number) => {
    const lines = await trx.selectFrom('document_lines').select(['id', 'quantity', 'open_quantity']).where('document_id', '=', orderId).orderBy('line_number').execute();
    const grids = await gridSizes(
      trx,
      lines.map((l) => l.id),
    );
    return lines.map((l) => ({ ...l, sizes: grids.get(l.id)?.sizes ?? null }));
  };

  // OV00092: the first line's Azul mezclilla overoles in CH, M and G (8 of 24 pieces).
  const overalls = await order(92);
  if (overalls?.status === 'Abierta') {
    const [first] = await linesOf(overalls.id);
    const sizes = (first?.sizes ?? []).filter((s) => s.colour === 'Azul mezclilla' && ['CH', 'M', 'G'].includes(s.size)).map((s) => ({ variantId: s.variantId, quantity: s.ordered }));
    if (first && sizes.length) {
      await service.deliver(
        overalls.id,
        { warehouseId: pt.id, note: 'Entregó: chofer Ramiro Cantú, guía 44821', lines: [{ baseLineId: first.id, quantity: sizes.reduce((s, x) => s + x.quantity, 0), sizes }] },
        { userId: overalls.owner_id, now: when(3), trx },
      );
    }
  }

  // OV00094: everything, both grid lines; a polo Azul marino M came back with a stain.
  const polos = await order(94);
  if (polos?.status === 'Abierta') {
    const lines = await linesOf(polos.id);
    if (lines.every((l) => l.sizes)) {
      const deliveryId = await service.deliver(
        polos.id,
        {
          warehouseId: pt.id,
          note: 'Recibió: Lic. Adriana Pérez (recepción)',
          lines: lines.map((l) => ({ baseLineId: l.id, quantity: l.open_quantity, sizes: l.sizes!.map((s) => ({ variantId: s.variantId, quantity: s.ordered })) })),
        },
        { userId: polos.owner_id, now: when(2), trx },
      );
      const first = (await trx.selectFrom('document_lines').select('id').where('document_id', '=', deliveryId).orderBy('line_number').executeTakeFirstOrThrow()).id;
      const stained = lines[0]!.sizes!.find((s) => s.colour === 'Azul marino' && s.size === 'M');
      if (stained) {
        await service.giveBack(
          polos.id,
          { deliveryId, note: 'Mancha de tinta en la manga', lines: [{ baseLineId: first, quantity: 1, sizes: [{ variantId: stained.variantId, quantity: 1 }] }] },
          { userId: polos.owner_id, now: when(1), trx },
        );
      }
    }
  }
}
