/*
 * Purchasing shortages (issue 31 item 5, docs/decisions/purchasing.md): what production still needs of an
 * item (or a variant) against what is on the shelf and what is already on its way. All figures are integers
 * in the item's smallest unit (pieces; centimetres for metres).
 *
 *   required  = Σ over released / in-process production orders of (requirement − already issued to it), never < 0 per order
 *   suggested = max(0, required − on hand − ordered)
 */

/** One production order's need of one item or variant: what its snapshot asks and what the ledger issued to it. */
export interface OrderNeed {
  required: number;
  issued: number;
}

/** What one production order still needs: its requirement less what was issued to it, never below zero. */
export function remainingNeed(need: OrderNeed): number {
  return Math.max(0, need.required - need.issued);
}

/** The remaining needs of several orders added up (an order that received more than it asked adds nothing). */
export function totalRemaining(needs: readonly OrderNeed[]): number {
  return needs.reduce((sum, n) => sum + remainingNeed(n), 0);
}

export interface ShortageFigures {
  required: number;
  onHand: number;
  ordered: number;
}

/** What to buy: what is required less what is on hand and on order, never below zero. */
export function suggestedPurchase(f: ShortageFigures): number {
  return Math.max(0, f.required - Math.max(0, f.onHand) - Math.max(0, f.ordered));
}

/** Smallest units per unit of a requirement's `total` ('metro' → 100 centimetres). */
export function requirementInSmallestUnits(total: number, scale: number): number {
  return Math.ceil(total * scale);
}

/** One shortage line as a purchase request needs it. */
export interface ShortageLine {
  itemId: number;
  variantId: number | null;
  supplierId: number | null;
  suggested: number;
}

/**
 * 'Generar solicitudes de compra': the lines with something to buy, grouped by preferred supplier (one
 * request each); items without a preferred supplier form one group of their own (key null), in the order
 * first met.
 */
export function groupBySupplier<T extends ShortageLine>(lines: readonly T[]): Array<{ supplierId: number | null; lines: T[] }> {
  const groups = new Map<number | null, T[]>();
  for (const line of lines) {
    if (line.suggested <= 0) continue;
    const list = groups.get(line.supplierId) ?? [];
    list.push(line);
    groups.set(line.supplierId, list);
  }
  return [...groups.entries()].map(([supplierId, list]) => ({ supplierId, lines: list }));
}
