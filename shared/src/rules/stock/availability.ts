/*
 * SAP Business One's four figures per item and warehouse: in stock, committed (open production and sales
 * orders), ordered (open purchase orders) and available = in stock − committed. Ordered is shown beside them,
 * not added: what is on its way is not on the shelf yet.
 */

export interface StockAvailability {
  onHand: number;
  committed: number;
  ordered: number;
  available: number;
}

export function stockAvailability(onHand: number, committed = 0, ordered = 0): StockAvailability {
  return { onHand, committed, ordered, available: onHand - committed };
}

/** The figures of several warehouses (or locations) added up. */
export function totalAvailability(rows: readonly StockAvailability[]): StockAvailability {
  return rows.reduce((sum, r) => stockAvailability(sum.onHand + r.onHand, sum.committed + r.committed, sum.ordered + r.ordered), stockAvailability(0));
}
