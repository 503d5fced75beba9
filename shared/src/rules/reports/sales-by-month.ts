/** An order as the sales report counts it. */
export interface ReportOrder {
  sellerId: number;
  sellerName: string;
  status: string;
  /** ISO 8601 timestamp of creation. */
  createdAt: string;
  /** The order's total in MXN cents (a USD order at its own exchange rate). */
  totalMxnCents: number;
}

export interface SellerMonths {
  sellerId: number;
  sellerName: string;
  /** Cents per month, in the order of `months`. */
  cents: number[];
  totalCents: number;
  orders: number;
}

export interface SalesByMonth {
  /** 'yyyy-mm', oldest first. */
  months: string[];
  sellers: SellerMonths[];
  monthTotals: number[];
  totalCents: number;
  orders: number;
}

/** The calendar month (UTC, as the sales lists date documents) of a timestamp: 'yyyy-mm'. */
export function monthOf(iso: string): string {
  return new Date(iso).toISOString().slice(0, 7);
}

/** The `count` months ending with the month of `now` (UTC), oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(y, m - (count - 1 - i), 1)).toISOString().slice(0, 7));
}

/**
 * Orders' totals by seller and month: cancelled orders and months outside `months` left out; sellers
 * by total, highest first (then by name). Integer cents throughout.
 */
export function salesBySellerMonth(orders: readonly ReportOrder[], months: readonly string[]): SalesByMonth {
  const index = new Map(months.map((m, i) => [m, i]));
  const sellers = new Map<number, SellerMonths>();
  const monthTotals = months.map(() => 0);
  let totalCents = 0;
  let count = 0;
  for (const o of orders) {
    if (o.status === 'Cancelada') continue;
    const i = index.get(monthOf(o.createdAt));
    if (i === undefined) continue;
    let row = sellers.get(o.sellerId);
    if (!row) {
      row = { sellerId: o.sellerId, sellerName: o.sellerName, cents: months.map(() => 0), totalCents: 0, orders: 0 };
      sellers.set(o.sellerId, row);
    }
    row.cents[i]! += o.totalMxnCents;
    row.totalCents += o.totalMxnCents;
    row.orders += 1;
    monthTotals[i]! += o.totalMxnCents;
    totalCents += o.totalMxnCents;
    count += 1;
  }
  const rows = [...sellers.values()].sort((a, b) => b.totalCents - a.totalCents || a.sellerName.localeCompare(b.sellerName, 'es'));
  return { months: [...months], sellers: rows, monthTotals, totalCents, orders: count };
}
