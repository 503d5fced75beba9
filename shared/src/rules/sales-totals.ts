import { ivaRateBpFor } from './fiscal';
import { MXN_RATE, toMxnCents } from './exchange-rate';
import { documentTotals, type DocumentTotals, type LineAmounts } from './totals';

/*
 * The amounts of a quotation or sales order: the one function the form shows and the server stores.
 * IVA is computed per line (16 %, or 8 % for a partner in the border region) and rounded half away from
 * zero to whole cents, then summed; a document in another currency also shows its total in pesos at its
 * exchange rate (rounded the same way).
 */

export interface SalesDocumentAmountsInput {
  lines: readonly LineAmounts[];
  /** The client is in the border region (IVA 8 %). */
  borderRegion: boolean;
  /** Pesos per unit in ten-thousandths (MXN: 10000). */
  exchangeRate: number;
}

export interface SalesDocumentAmounts extends DocumentTotals {
  taxRateBp: number;
  /** The total in pesos (equal to totalCents for an MXN document). */
  totalMxnCents: number;
}

export function salesDocumentAmounts({ lines, borderRegion, exchangeRate }: SalesDocumentAmountsInput): SalesDocumentAmounts {
  const taxRateBp = ivaRateBpFor(borderRegion);
  const totals = documentTotals(lines, taxRateBp / 10_000);
  const totalMxnCents = exchangeRate === MXN_RATE ? totals.totalCents : toMxnCents(totals.totalCents, exchangeRate);
  return { ...totals, taxRateBp, totalMxnCents };
}
