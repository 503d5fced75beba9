/*
 * Offers side by side (issue 31 item 5): each line of a purchase request against each offer copied from it.
 * Pure: the repository reads the rows, this marks the cheapest.
 */

export interface OfferPrice {
  offerId: number;
  /** Cents per smallest unit, before tax. */
  unitPriceCents: number;
  totalCents: number;
}

/** The offer ids with the lowest unit price for one request line (all of them on a tie); none without offers. */
export function cheapestOffers(prices: readonly OfferPrice[]): number[] {
  if (prices.length === 0) return [];
  const min = Math.min(...prices.map((p) => p.unitPriceCents));
  return prices.filter((p) => p.unitPriceCents === min).map((p) => p.offerId);
}

/** The offer ids whose total (before tax) is the lowest of all offers; none without offers. */
export function cheapestTotal(totals: ReadonlyArray<{ offerId: number; totalCents: number }>): number[] {
  if (totals.length === 0) return [];
  const min = Math.min(...totals.map((t) => t.totalCents));
  return totals.filter((t) => t.totalCents === min).map((t) => t.offerId);
}
