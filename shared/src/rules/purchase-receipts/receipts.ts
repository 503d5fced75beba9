import { RECEIPT_TOLERANCE_BP } from '../../domain/purchase-receipts';
import { RATE_SCALE } from '../exchange-rate';
import { roundDiv } from '../totals';

/*
 * Goods receipts against purchase order lines (issue 31 item 5; docs/decisions/purchasing.md, 'Goods receipts
 * and returns'). Pure arithmetic: the service reads the rows under the order's lock and asks these.
 * Quantities are the order line's (integers in the item's smallest unit), money integer cents.
 */

/** How much over the ordered quantity a line tolerates: `toleranceBp` of it, rounded down to whole units. */
export function toleranceAllowance(ordered: number, toleranceBp: number = RECEIPT_TOLERANCE_BP): number {
  if (!Number.isSafeInteger(ordered) || ordered <= 0 || !Number.isSafeInteger(toleranceBp) || toleranceBp <= 0) return 0;
  return Number((BigInt(ordered) * BigInt(toleranceBp)) / 10_000n);
}

export interface ReceivableLine {
  /** Ordered (the order line's quantity). */
  quantity: number;
  /** Not yet received (the engine's open quantity). */
  openQuantity: number;
}

/**
 * The most one receipt may take of a line now: what is open plus the tolerance, while anything is open
 * (only the receipt that closes a line may go over); 0 once it is closed.
 */
export function maxReceivable(line: ReceivableLine, toleranceBp: number = RECEIPT_TOLERANCE_BP): number {
  if (line.openQuantity <= 0) return 0;
  return line.openQuantity + toleranceAllowance(line.quantity, toleranceBp);
}

export type ReceiptLineVerdict =
  | { ok: true; /** Taken from the order line's open quantity. */ take: number; /** Received beyond it (within tolerance). */ excess: number }
  | { ok: false; why: 'closed' }
  | { ok: false; why: 'over-tolerance'; max: number; open: number; allowance: number };

/**
 * A receipt of `received` units of a line: what the order line gives up (never more than is open) and the
 * excess recorded on the receipt; refused when the line is closed or beyond the tolerance.
 */
export function judgeReceiptLine(line: ReceivableLine, received: number, toleranceBp: number = RECEIPT_TOLERANCE_BP): ReceiptLineVerdict {
  if (line.openQuantity <= 0) return { ok: false, why: 'closed' };
  const max = maxReceivable(line, toleranceBp);
  if (received > max) return { ok: false, why: 'over-tolerance', max, open: line.openQuantity, allowance: max - line.openQuantity };
  const take = Math.min(received, line.openQuantity);
  return { ok: true, take, excess: received - take };
}

export interface OrderLineMoney {
  /** The order line's net total (quantity × price less its discount), in the order's currency's cents. */
  lineTotalCents: number;
  /** The order line's quantity (smallest units). */
  quantity: number;
  /** Pesos per unit of the order's currency, in ten-thousandths (MXN: 10000). */
  exchangeRate: number;
  /** Smallest units per unit of the item (pieza 1, metro 100). */
  scale: number;
}

/**
 * What one unit of the item (a piece, a metre) costs in MXN cents, as the ledger wants a receipt's cost:
 * the order line's net total (after its discount, before tax) ÷ its quantity × the item's scale × the rate,
 * computed in one BigInt division and rounded half up once, so a discount or a dollar price is not rounded twice.
 */
export function receiptUnitCostMxnCents(m: OrderLineMoney): number {
  if (![m.lineTotalCents, m.quantity, m.exchangeRate, m.scale].every(Number.isSafeInteger) || m.quantity <= 0 || m.lineTotalCents < 0) {
    throw new RangeError('receipt cost: whole, safe figures and a positive quantity');
  }
  const numerator = BigInt(m.lineTotalCents) * BigInt(m.exchangeRate) * BigInt(m.scale);
  const denominator = BigInt(m.quantity) * BigInt(RATE_SCALE);
  return Number(roundDiv(numerator, denominator));
}

/** '5 %' (or '2.5 %') for a tolerance in basis points. */
export function tolerancePercent(toleranceBp: number = RECEIPT_TOLERANCE_BP): string {
  return `${(toleranceBp / 100).toLocaleString('es-MX', { maximumFractionDigits: 2 })} %`;
}
