import { STOCK_MOVE_KINDS, STOCK_MOVE_KIND_LABELS, type StockMoveKind } from '../../domain/stock';

/*
 * Which way each movement kind moves stock: 'in' adds (a positive quantity), 'out' takes (negative), 'both'
 * either (a transfer's two legs; a count adjustment up or down).
 */
export type StockDirection = 'in' | 'out' | 'both';

export const STOCK_MOVE_DIRECTION: Record<StockMoveKind, StockDirection> = {
  receipt: 'in',
  issue: 'out',
  transfer: 'both',
  production_issue: 'out',
  production_receipt: 'in',
  delivery: 'out',
  return: 'in',
  count_adjustment: 'both',
};

/** Whether a signed quantity goes the way its kind moves (zero never does). */
export function signFitsKind(kind: StockMoveKind, quantity: number): boolean {
  if (!Number.isInteger(quantity) || quantity === 0) return false;
  const direction = STOCK_MOVE_DIRECTION[kind];
  return direction === 'both' || (direction === 'in') === quantity > 0;
}

/** The Spanish name of a kind ('Entrada de mercancía'). */
export const stockMoveKindLabel = (kind: StockMoveKind): string => STOCK_MOVE_KIND_LABELS[kind];

/** The kinds with their labels, in the order forms and filters list them. */
export const STOCK_MOVE_KIND_OPTIONS: readonly { value: StockMoveKind; label: string }[] = STOCK_MOVE_KINDS.map((value) => ({ value, label: STOCK_MOVE_KIND_LABELS[value] }));
