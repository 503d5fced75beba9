/*
 * A kardex: an item's movements in the order they were posted, each with the balance after it. The ledger
 * is append-only, so the last running balance of a kardex that starts at zero is the balance itself.
 */

/** The balance after each movement, starting from `opening`. */
export function runningBalances(quantities: readonly number[], opening = 0): number[] {
  let balance = opening;
  return quantities.map((q) => (balance += q));
}

/** Where a kardex ends: the opening plus every movement. */
export const kardexEnd = (quantities: readonly number[], opening = 0): number => quantities.reduce((sum, q) => sum + q, opening);
