import type { Kysely } from 'kysely';
import type { GoodsReceiptBody, GoodsReturnBody } from '@muestrario/shared/contract';
import { RECEIPT_MESSAGES as M, RECEIPT_TOLERANCE_BP, STOCK_MESSAGES, type ItemKind, type ItemUnit } from '@muestrario/shared/domain';
import { formatStockQuantity, isStocked, judgeReceiptLine, receiptUnitCostMxnCents, STOCK_SCALE, tolerancePercent } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError } from '../../errors';
import { DocumentRows, type DocumentLineRow } from '../business-documents/repository';
import { DocumentEngineError, type DocumentEngine } from '../business-documents/service';
import type { StockLedgerRepository, StockLeg } from '../stock/ledger-repository';

export interface ReceiptWriteOptions {
  userId: number | null;
  now: Date;
  /** Seeding: inside the seed's transaction. */
  trx?: Kysely<Database>;
}

interface ItemFacts {
  code: string;
  kind: ItemKind;
  unit: ItemUnit;
}

/** The engine's refusals as HTTP answers (its messages are Spanish already). */
function asHttp(error: unknown): never {
  if (error instanceof DocumentEngineError) throw new HttpError(error.statusCode, error.message);
  throw error;
}

/**
 * Goods receipts against purchase order lines and goods returns to suppliers (issue 31 item 5): each one
 * document copied through the engine AND its ledger legs, in one write transaction, with the base document
 * locked and re-read inside it (docs/decisions/purchasing.md, 'Goods receipts and returns').
 */
export class PurchaseReceiptsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: DocumentEngine,
    private readonly ledger: StockLedgerRepository,
    private readonly toleranceBp: number = RECEIPT_TOLERANCE_BP,
  ) {}

  private run<T>(options: ReceiptWriteOptions, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return (options.trx ? fn(options.trx) : writeTransaction(this.db, fn)).catch(asHttp);
  }

  /** 'Nueva entrada de mercancía': answers the receipt's id. */
  receive(body: GoodsReceiptBody, options: ReceiptWriteOptions): Promise<number> {
    return this.run(options, async (trx) => {
      const rows = new DocumentRows(trx);
      // The order's row lock first (PostgreSQL), so what is open is read as it really is.
      const order = await rows.header(body.purchaseOrderId, { lock: true });
      if (!order || order.kind !== 'purchase_order') throw new HttpError(404, M.orderNotFound);
      if (order.status !== 'Abierta') throw new HttpError(409, M.orderNotOpen(order.folio, order.status));
      // The receipt's lines name the warehouse (a foreign key): refuse an unknown one before the copy.
      if (!(await trx.selectFrom('warehouses').select('id').where('id', '=', body.warehouseId).executeTakeFirst())) throw new HttpError(404, STOCK_MESSAGES.warehouseNotFound);
      const lines = await rows.lines(order.id);
      const picked = this.pick(lines, body.lines, order.folio);
      const changes = new Map<number, { quantity: number; warehouseId: number }>();
      const requests: { baseLineId: number; quantity: number }[] = [];
      const facts = new Map<number, ItemFacts>();
      for (const { line, quantity } of picked) {
        const item = await this.itemOf(trx, line);
        facts.set(line.id, item);
        const verdict = judgeReceiptLine({ quantity: line.quantity, openQuantity: line.open_quantity }, quantity, this.toleranceBp);
        if (!verdict.ok) {
          if (verdict.why === 'closed') throw new HttpError(409, M.lineClosed(line.line_number + 1, line.code));
          const q = (n: number) => formatStockQuantity(n, item.unit);
          throw new HttpError(409, M.overTolerance(line.line_number + 1, line.code, q(verdict.max), q(verdict.open), q(verdict.allowance), tolerancePercent(this.toleranceBp)));
        }
        requests.push({ baseLineId: line.id, quantity: verdict.take });
        changes.set(line.id, { quantity, warehouseId: body.warehouseId });
      }
      const note = (body.note ?? '').trim();
      const at = options.now.toISOString();
      const receiptId = await this.engine.copy(order.id, 'goods_receipt_po', requests, {
        actorId: options.userId ?? order.owner_id,
        at,
        trx,
        header: { reference: note },
        lineChanges: changes,
      });
      const receiptLines = await rows.lines(receiptId);
      const legs: StockLeg[] = receiptLines.map((l) => {
        const base = lines.find((b) => b.id === l.base_line_id)!;
        const item = facts.get(base.id)!;
        return {
          kind: 'receipt',
          itemId: l.item_id!,
          variantId: l.variant_id,
          warehouseId: body.warehouseId,
          locationId: body.locationId,
          quantity: l.quantity,
          unitCostCents: receiptUnitCostMxnCents({
            lineTotalCents: Number(base.line_total_cents),
            quantity: base.quantity,
            exchangeRate: order.exchange_rate,
            scale: STOCK_SCALE[item.unit] ?? 1,
          }),
          source: { kind: 'goods_receipt', id: receiptId, line: l.id },
          note,
        };
      });
      await this.ledger.postInside(trx, legs, options.userId, options.now);
      return receiptId;
    });
  }

  /** 'Devolver mercancía': answers the return's id. */
  giveBack(body: GoodsReturnBody, options: ReceiptWriteOptions): Promise<number> {
    return this.run(options, async (trx) => {
      const rows = new DocumentRows(trx);
      const receipt = await rows.header(body.receiptId, { lock: true });
      if (!receipt || receipt.kind !== 'goods_receipt_po') throw new HttpError(404, M.receiptNotFound);
      if (receipt.status !== 'Abierta') throw new HttpError(409, M.receiptNotOpen(receipt.folio, receipt.status));
      const lines = await rows.lines(receipt.id);
      const picked = this.pick(lines, body.lines, receipt.folio);
      const places = new Map<number, { warehouseId: number; locationId: number | null }>();
      for (const { line, quantity } of picked) {
        const item = await this.itemOf(trx, line);
        if (line.open_quantity <= 0) throw new HttpError(409, M.nothingToReturn(line.line_number + 1, line.code));
        if (quantity > line.open_quantity) throw new HttpError(409, M.overReturn(line.line_number + 1, line.code, formatStockQuantity(line.open_quantity, item.unit)));
        const move = await trx
          .selectFrom('stock_moves')
          .select(['warehouse_id', 'location_id'])
          .where('source_kind', '=', 'goods_receipt')
          .where('source_id', '=', receipt.id)
          .where('source_line', '=', line.id)
          .orderBy('id')
          .executeTakeFirst();
        if (!move) throw new HttpError(409, M.receiptWithoutMoves(line.line_number + 1, line.code));
        places.set(line.id, { warehouseId: move.warehouse_id, locationId: move.location_id });
      }
      const note = (body.note ?? '').trim();
      const returnId = await this.engine.copy(
        receipt.id,
        'goods_return',
        picked.map(({ line, quantity }) => ({ baseLineId: line.id, quantity })),
        { actorId: options.userId ?? receipt.owner_id, at: options.now.toISOString(), trx, header: { reference: note } },
      );
      const legs: StockLeg[] = (await rows.lines(returnId)).map((l) => {
        const place = places.get(l.base_line_id!)!;
        return {
          // Out of the shelf it came into, at the average (the ledger's rule for what goes out).
          kind: 'issue',
          itemId: l.item_id!,
          variantId: l.variant_id,
          warehouseId: place.warehouseId,
          locationId: place.locationId,
          quantity: -l.quantity,
          unitCostCents: null,
          source: { kind: 'goods_return', id: returnId, line: l.id },
          note,
        };
      });
      await this.ledger.postInside(trx, legs, options.userId, options.now);
      return returnId;
    });
  }

  /** The base lines a request names, each once, in the request's order. */
  private pick(lines: readonly DocumentLineRow[], wanted: GoodsReceiptBody['lines'], folio: string): { line: DocumentLineRow; quantity: number }[] {
    if (!wanted.length) throw new HttpError(400, M.noLines);
    const byId = new Map(lines.map((l) => [l.id, l]));
    const seen = new Set<number>();
    return wanted.map((w, index) => {
      const line = byId.get(w.baseLineId);
      if (!line) throw new HttpError(400, M.unknownLine(index, folio));
      if (seen.has(line.id)) throw new HttpError(400, M.repeatedLine(index));
      seen.add(line.id);
      return { line, quantity: w.quantity };
    });
  }

  /** The line's item, refusing a line without one (or a service) in Spanish. */
  private async itemOf(trx: Kysely<Database>, line: DocumentLineRow): Promise<ItemFacts> {
    if (line.item_id === null) throw new HttpError(400, M.noItem(line.line_number + 1, line.code));
    const item = await trx.selectFrom('items').select(['code', 'kind', 'unit']).where('id', '=', line.item_id).executeTakeFirst();
    if (!item) throw new HttpError(400, M.noItem(line.line_number + 1, line.code));
    if (!isStocked(item.kind, item.unit)) throw new HttpError(400, M.notStocked(line.line_number + 1, line.code));
    return item;
  }
}

