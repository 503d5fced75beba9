import type { Kysely } from 'kysely';
import type { DeliveryBody, DeliveryLineRequest, SalesReturnBody } from '@muestrario/shared/contract';
import { DELIVERY_MESSAGES as M, STOCK_MESSAGES } from '@muestrario/shared/domain';
import { shortageMessage, sizeRefusal, stockPlace, type SizeRoom } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError } from '../../errors';
import { DocumentRows, type DocumentLineRow } from '../business-documents/repository';
import { DocumentEngineError, type DocumentEngine } from '../business-documents/service';
import type { StockLedgerRepository, StockLeg } from '../stock/ledger-repository';
import { deliveredByVariant, linesGoods, sizeLabel, type LineGoods } from './goods';

export interface DeliveryWriteOptions {
  userId: number | null;
  now: Date;
  /** Seeding: inside the seed's transaction. */
  trx?: Kysely<Database>;
}

/** The engine's refusals as HTTP answers (its messages are Spanish already). */
function asHttp(error: unknown): never {
  if (error instanceof DocumentEngineError) throw new HttpError(error.statusCode, error.message);
  throw error;
}

/** Pieces out of one (item, variant): where they are taken from, and how many. */
interface Take {
  itemId: number;
  variantId: number | null;
  code: string;
  quantity: number;
  /** The delivery line it belongs to, once the engine made it (filled after the copy). */
  baseLineId: number;
}

/**
 * Deliveries from sales orders and returns from deliveries (issue 32 item 1), the mirror of the goods receipts:
 * each one document copied through the engine AND its ledger legs, in one write transaction, with the base
 * document row-locked and its open quantities re-read inside it (docs/decisions/deliveries.md).
 */
export class DeliveriesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: DocumentEngine,
    private readonly ledger: StockLedgerRepository,
  ) {}

  private run<T>(options: DeliveryWriteOptions, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return (options.trx ? fn(options.trx) : writeTransaction(this.db, fn)).catch(asHttp);
  }

  /** 'Crear entrega': answers the delivery's id. */
  deliver(orderId: number, body: DeliveryBody, options: DeliveryWriteOptions): Promise<number> {
    return this.run(options, async (trx) => {
      const rows = new DocumentRows(trx);
      const order = await rows.header(orderId, { lock: true });
      if (!order || order.kind !== 'order') throw new HttpError(404, M.orderNotFound);
      if (order.status !== 'Abierta') throw new HttpError(409, M.orderNotOpen(order.folio, order.status));
      const warehouse = await trx.selectFrom('warehouses').select(['id', 'name', 'kind', 'active']).where('id', '=', body.warehouseId).executeTakeFirst();
      if (!warehouse) throw new HttpError(404, STOCK_MESSAGES.warehouseNotFound);
      if (warehouse.kind !== 'finished_goods') throw new HttpError(409, M.warehouseNotFinished(warehouse.name));
      if (Number(warehouse.active) !== 1) throw new HttpError(409, STOCK_MESSAGES.inactiveWarehouse(warehouse.name));
      const lines = await rows.lines(order.id);
      const picked = pick(lines, body.lines, order.folio);
      const goods = await linesGoods(trx, lines);
      const delivered = await deliveredByVariant(
        trx,
        picked.map((p) => p.line.id),
      );
      const takes: Take[] = [];
      for (const { line, want } of picked) {
        const n = line.line_number + 1;
        const what = goods.get(line.id)!;
        if (what.kind === 'refused') throw new HttpError(409, what.message);
        if (line.open_quantity <= 0) throw new HttpError(409, M.lineDelivered(n, line.code));
        if (want.quantity > line.open_quantity) throw new HttpError(409, M.overDelivery(n, line.code, line.open_quantity));
        takes.push(...this.sizesOf(line, want, what, (variantId) => delivered.get(line.id)?.get(variantId) ?? 0));
      }
      await this.refuseShortages(trx, warehouse, takes);
      const note = (body.note ?? '').trim();
      const deliveryId = await this.engine.copy(
        order.id,
        'delivery',
        picked.map(({ line, want }) => ({ baseLineId: line.id, quantity: want.quantity })),
        {
          actorId: options.userId ?? order.owner_id,
          at: options.now.toISOString(),
          trx,
          header: { reference: note, ...(body.docDate ? { docDate: body.docDate } : {}) },
          lineChanges: new Map(picked.map(({ line }) => [line.id, { warehouseId: warehouse.id }])),
        },
      );
      const lineOf = new Map((await rows.lines(deliveryId)).map((l) => [l.base_line_id!, l.id]));
      const legs: StockLeg[] = [];
      for (const take of takes) legs.push(...(await this.outOf(trx, warehouse.id, take, { kind: 'delivery', id: deliveryId, line: lineOf.get(take.baseLineId)! }, note)));
      await this.ledger.postInside(trx, legs, options.userId, options.now);
      return deliveryId;
    });
  }

  /** 'Devolver': answers the return's id. The order (the path's) must be the delivery's. */
  giveBack(orderId: number, body: SalesReturnBody, options: DeliveryWriteOptions): Promise<number> {
    return this.run(options, async (trx) => {
      const rows = new DocumentRows(trx);
      const delivery = await rows.header(body.deliveryId, { lock: true });
      if (!delivery || delivery.kind !== 'delivery' || delivery.base_document_id !== orderId) throw new HttpError(404, M.deliveryNotFound);
      if (delivery.status !== 'Abierta') throw new HttpError(409, M.deliveryNotOpen(delivery.folio, delivery.status));
      const lines = await rows.lines(delivery.id);
      const picked = pick(lines, body.lines, delivery.folio);
      const legs: { baseLineId: number; leg: Omit<StockLeg, 'source'> }[] = [];
      const note = (body.note ?? '').trim();
      for (const { line, want } of picked) {
        const n = line.line_number + 1;
        if (line.open_quantity <= 0) throw new HttpError(409, M.nothingToReturn(n, line.code));
        if (want.quantity > line.open_quantity) throw new HttpError(409, M.overReturn(n, line.code, line.open_quantity));
        const out = await trx
          .selectFrom('stock_moves')
          .select(['item_id', 'variant_id', 'warehouse_id', 'location_id', 'quantity', 'unit_cost_cents'])
          .where('source_kind', '=', 'delivery')
          .where('source_id', '=', delivery.id)
          .where('source_line', '=', line.id)
          .orderBy('id')
          .execute();
        if (!out.length) {
          // A service delivered with the garments: it comes back on paper only.
          if (want.sizes) throw new HttpError(400, M.sizesNotAllowed(n, line.code));
          continue;
        }
        const back = await trx
          .selectFrom('stock_moves as m')
          .innerJoin('document_lines as r', 'r.id', 'm.source_line')
          .select(['m.variant_id'])
          .select((eb) => eb.fn.sum<number | string>('m.quantity').as('n'))
          .where('m.source_kind', '=', 'sales_return')
          .where('r.base_line_id', '=', line.id)
          .groupBy('m.variant_id')
          .execute();
        const returned = new Map(back.map((b) => [b.variant_id, Number(b.n)]));
        const byVariant = new Map<number | null, { itemId: number; delivered: number; first: (typeof out)[number] }>();
        for (const m of out) {
          const entry = byVariant.get(m.variant_id) ?? { itemId: m.item_id, delivered: 0, first: m };
          entry.delivered += -Number(m.quantity);
          byVariant.set(m.variant_id, entry);
        }
        const sized = out.some((m) => m.variant_id !== null) && (await trx.selectFrom('order_line_grids').select('line_id').where('line_id', '=', line.base_line_id ?? 0).executeTakeFirst()) !== undefined;
        const wanted: { variantId: number | null; quantity: number }[] = [];
        if (sized) {
          if (!want.sizes) throw new HttpError(400, M.sizesRequired(n, line.code));
          const sum = want.sizes.reduce((s, x) => s + x.quantity, 0);
          if (sum !== want.quantity) throw new HttpError(400, M.sizesDoNotAdd(n, line.code, sum, want.quantity));
          const labels = await variantLabels(
            trx,
            [...byVariant.keys()].filter((v): v is number => v !== null),
          );
          const room: SizeRoom[] = [...byVariant.entries()]
            .filter(([v]) => v !== null)
            .map(([v, e]) => ({ variantId: v!, label: labels.get(v!) ?? String(v), max: e.delivered - (returned.get(v) ?? 0) }));
          const refusal = sizeRefusal(room, want.sizes);
          if (refusal) throw sizeError(refusal, n, line.code, 'return');
          wanted.push(...want.sizes);
        } else {
          if (want.sizes) throw new HttpError(400, M.sizesNotAllowed(n, line.code));
          const only = [...byVariant.entries()][0]!;
          const max = only[1].delivered - (returned.get(only[0]) ?? 0);
          if (want.quantity > max) throw new HttpError(409, M.overReturn(n, line.code, max));
          wanted.push({ variantId: only[0], quantity: want.quantity });
        }
        for (const w of wanted) {
          const from = byVariant.get(w.variantId)!;
          legs.push({
            baseLineId: line.id,
            leg: {
              // Back where it left from, at the cost it left with (docs/decisions/deliveries.md).
              kind: 'return',
              itemId: from.itemId,
              variantId: w.variantId,
              warehouseId: from.first.warehouse_id,
              locationId: from.first.location_id,
              quantity: w.quantity,
              unitCostCents: Number(from.first.unit_cost_cents),
              note,
            },
          });
        }
      }
      const returnId = await this.engine.copy(
        delivery.id,
        'return',
        picked.map(({ line, want }) => ({ baseLineId: line.id, quantity: want.quantity })),
        { actorId: options.userId ?? delivery.owner_id, at: options.now.toISOString(), trx, header: { reference: note, ...(body.docDate ? { docDate: body.docDate } : {}) } },
      );
      const lineOf = new Map((await rows.lines(returnId)).map((l) => [l.base_line_id!, l.id]));
      await this.ledger.postInside(
        trx,
        legs.map(({ baseLineId, leg }) => ({ ...leg, source: { kind: 'sales_return', id: returnId, line: lineOf.get(baseLineId)! } })),
        options.userId,
        options.now,
      );
      return returnId;
    });
  }

  /** The pieces a delivery line takes, per size on a grid line, refusing what does not fit. */
  private sizesOf(line: DocumentLineRow, want: DeliveryLineRequest, what: LineGoods, deliveredOf: (variantId: number | null) => number): Take[] {
    const n = line.line_number + 1;
    if (what.kind === 'service') {
      if (want.sizes) throw new HttpError(400, M.sizesNotAllowed(n, line.code));
      return [];
    }
    if (what.kind === 'plain') {
      if (want.sizes) throw new HttpError(400, M.sizesNotAllowed(n, line.code));
      return [{ itemId: what.itemId, variantId: what.variantId, code: what.code, quantity: want.quantity, baseLineId: line.id }];
    }
    if (what.kind !== 'grid') return [];
    if (!want.sizes) throw new HttpError(400, M.sizesRequired(n, line.code));
    const sum = want.sizes.reduce((s, x) => s + x.quantity, 0);
    if (sum !== want.quantity) throw new HttpError(400, M.sizesDoNotAdd(n, line.code, sum, want.quantity));
    const room = what.sizes.map((s) => ({ variantId: s.variantId, label: sizeLabel(s), max: Math.max(0, s.ordered - deliveredOf(s.variantId)) }));
    const refusal = sizeRefusal(room, want.sizes);
    if (refusal) throw sizeError(refusal, n, line.code, 'delivery');
    return want.sizes.map((s) => ({
      itemId: what.itemId,
      variantId: s.variantId,
      code: what.sizes.find((x) => x.variantId === s.variantId)!.code,
      quantity: s.quantity,
      baseLineId: line.id,
    }));
  }

  /** Every shortage of the warehouse at once, in one Spanish sentence each (the ledger re-checks under its locks). */
  private async refuseShortages(trx: Kysely<Database>, warehouse: { id: number; name: string }, takes: readonly Take[]): Promise<void> {
    const short: string[] = [];
    for (const t of takes) {
      const onHand = await this.onHand(trx, warehouse.id, t.itemId, t.variantId);
      if (onHand < t.quantity) short.push(shortageMessage({ onHand, requested: t.quantity, short: t.quantity - onHand }, { code: t.code, unit: 'pieza', place: stockPlace(warehouse.name) }));
    }
    if (short.length) throw new HttpError(409, short.join(' '));
  }

  private async onHand(trx: Kysely<Database>, warehouseId: number, itemId: number, variantId: number | null): Promise<number> {
    return (await this.slots(trx, warehouseId, itemId, variantId)).reduce((s, b) => s + b.onHand, 0);
  }

  private async slots(trx: Kysely<Database>, warehouseId: number, itemId: number, variantId: number | null) {
    let q = trx
      .selectFrom('stock_balances as b')
      .leftJoin('stock_locations as l', 'l.id', 'b.location_id')
      .select(['b.location_id', 'b.on_hand', 'l.code'])
      .where('b.warehouse_id', '=', warehouseId)
      .where('b.item_id', '=', itemId)
      .where('b.on_hand', '>', 0);
    q = variantId === null ? q.where('b.variant_id', 'is', null) : q.where('b.variant_id', '=', variantId);
    const rows = await q.execute();
    return rows.map((r) => ({ locationId: r.location_id, onHand: Number(r.on_hand), code: r.code ?? '' })).sort((a, b) => a.code.localeCompare(b.code));
  }

  /** The legs taking a line's pieces out of the warehouse, shelf by shelf (in location order). */
  private async outOf(trx: Kysely<Database>, warehouseId: number, take: Take, source: StockLeg['source'], note: string): Promise<StockLeg[]> {
    const legs: StockLeg[] = [];
    let left = take.quantity;
    for (const slot of await this.slots(trx, warehouseId, take.itemId, take.variantId)) {
      if (left <= 0) break;
      const q = Math.min(left, slot.onHand);
      legs.push({ kind: 'delivery', itemId: take.itemId, variantId: take.variantId, warehouseId, locationId: slot.locationId, quantity: -q, unitCostCents: null, source, note });
      left -= q;
    }
    // Taken meanwhile (PostgreSQL): the ledger refuses this leg with its own Spanish shortage under its lock.
    if (left > 0) legs.push({ kind: 'delivery', itemId: take.itemId, variantId: take.variantId, warehouseId, locationId: null, quantity: -left, unitCostCents: null, source, note });
    return legs;
  }
}

/** The base lines a request names, each once, in the request's order. */
function pick(lines: readonly DocumentLineRow[], wanted: readonly DeliveryLineRequest[], folio: string): { line: DocumentLineRow; want: DeliveryLineRequest }[] {
  if (!wanted.length) throw new HttpError(400, M.noLines);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<number>();
  return wanted.map((w, index) => {
    const line = byId.get(w.baseLineId);
    if (!line) throw new HttpError(400, M.unknownLine(index, folio));
    if (seen.has(line.id)) throw new HttpError(400, M.repeatedLine(index));
    seen.add(line.id);
    return { line, want: w };
  });
}

function sizeError(refusal: NonNullable<ReturnType<typeof sizeRefusal>>, n: number, code: string, what: 'delivery' | 'return'): HttpError {
  if (refusal.why === 'repeated') return new HttpError(400, M.repeatedSize(n, code));
  if (refusal.why === 'unknown') return new HttpError(400, M.unknownSize(n, code));
  return new HttpError(409, what === 'delivery' ? M.overSize(n, code, refusal.label, refusal.max) : M.overReturnSize(n, code, refusal.label, refusal.max));
}

/** 'Azul marino M' per variant id. */
export async function variantLabels(db: Kysely<Database>, variantIds: readonly number[]): Promise<Map<number, string>> {
  if (!variantIds.length) return new Map();
  const rows = await db
    .selectFrom('item_variants as v')
    .innerJoin('item_colours as k', 'k.id', 'v.colour_id')
    .select(['v.id', 'v.size', 'k.name'])
    .where('v.id', 'in', variantIds)
    .execute();
  return new Map(rows.map((r) => [r.id, sizeLabel({ colour: r.name, size: r.size })]));
}
