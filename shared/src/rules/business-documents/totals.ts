import { salesDocumentAmounts, type DiscountedLineAmounts, type SalesDocumentAmounts } from '../sales-totals';

/*
 * A business document's amounts: the shared rule of quotations and orders (`salesDocumentAmounts`,
 * integer cents, IVA per line rounded half away from zero), so every kind adds up the same way. A line
 * copied from a base document keeps the base line's unit price and discount; only its quantity changes.
 */
export interface DocumentLineValues extends DiscountedLineAmounts {
  code: string;
}

export function businessDocumentAmounts(lines: readonly DiscountedLineAmounts[], borderRegion: boolean, exchangeRate: number): SalesDocumentAmounts {
  return salesDocumentAmounts({ lines, borderRegion, exchangeRate });
}
