/*
 * Applying one signed movement to a balance (item or variant × warehouse × location), in integers: quantity
 * in the item's smallest unit, costs in cents per unit of the item. Moving-average cost: what comes in
 * changes the average by its weight; what goes out leaves at the average and leaves it as it was. A balance
 * never goes below zero: the movement is refused with what is short.
 */

export interface StockBalance {
  onHand: number;
  /** Cents per unit of the item; kept when the balance reaches 0 (the next issue of a return values at it). */
  averageCostCents: number;
}

export const EMPTY_BALANCE: StockBalance = { onHand: 0, averageCostCents: 0 };

export type StockMoveOutcome =
  | { ok: true; balance: StockBalance; /** The cost the movement carries: what came in at, or the average it left at. */ unitCostCents: number }
  | { ok: false; onHand: number; requested: number; short: number };

/** Integer division rounding half up (non-negative operands), exact for any size (BigInt). */
function divideRounded(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/**
 * The balance after a movement of `quantity` (signed, smallest units). An incoming movement costs
 * `unitCostCents` (undefined or null: the current average, as a return or a count found more); an outgoing
 * one leaves at the average. Refused (ok: false) when it would leave the balance below zero.
 */
export function applyStockMove(balance: StockBalance, quantity: number, unitCostCents?: number | null): StockMoveOutcome {
  if (!Number.isSafeInteger(quantity)) throw new RangeError('A stock quantity is a whole number of smallest units.');
  if (quantity < 0) {
    const after = balance.onHand + quantity;
    if (after < 0) return { ok: false, onHand: balance.onHand, requested: -quantity, short: -after };
    return { ok: true, balance: { onHand: after, averageCostCents: balance.averageCostCents }, unitCostCents: balance.averageCostCents };
  }
  const cost = unitCostCents ?? balance.averageCostCents;
  if (!Number.isSafeInteger(cost) || cost < 0) throw new RangeError('A unit cost is a whole, non-negative number of cents.');
  if (quantity === 0) return { ok: true, balance: { ...balance }, unitCostCents: cost };
  const onHand = balance.onHand + quantity;
  const averageCostCents =
    balance.onHand <= 0 ? cost : divideRounded(BigInt(balance.onHand) * BigInt(balance.averageCostCents) + BigInt(quantity) * BigInt(cost), BigInt(onHand));
  return { ok: true, balance: { onHand, averageCostCents }, unitCostCents: cost };
}

/** The value of a balance in cents (smallest units × cents per unit ÷ units' scale), rounded half up. */
export function stockValueCents(onHand: number, averageCostCents: number, scale = 1): number {
  if (onHand <= 0 || averageCostCents <= 0) return 0;
  return divideRounded(BigInt(onHand) * BigInt(averageCostCents), BigInt(scale));
}
