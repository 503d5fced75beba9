import { ivaRateBpFor } from './fiscal';
import { MXN_RATE, RATE_SCALE } from './exchange-rate';
import { roundDiv, type DocumentTotals, type LineAmounts } from './totals';

/*
 * The amounts of a quotation or sales order: the one function the form shows and the server stores.
 * IVA is computed per line (16 %, or 8 % for a partner in the border region) and rounded half away from
 * zero to whole cents, then summed; a document in another currency also shows its total in pesos at its
 * exchange rate (rounded the same way). Every step runs on exact integers (BigInt): no floating point
 * ever touches an amount (issue 28).
 */

/**
 * The largest amount a document may hold, in cents: 2^53 − 1, the largest integer a JSON number (and the
 * browser) keeps exactly, and well inside both databases' 64-bit columns. A document whose subtotal, tax,
 * total or total in pesos would pass it is refused (`tooLarge`), never stored rounded.
 */
export const SALES_AMOUNT_MAX_CENTS = Number.MAX_SAFE_INTEGER;

/** A line's amounts, with an optional discount in basis points (1000 = 10 %; business documents). */
export interface DiscountedLineAmounts extends LineAmounts {
  discountBp?: number;
}

export interface SalesDocumentAmountsInput {
  lines: readonly DiscountedLineAmounts[];
  /** The client is in the border region (IVA 8 %). */
  borderRegion: boolean;
  /** Pesos per unit in ten-thousandths (MXN: 10000). */
  exchangeRate: number;
}

export interface SalesDocumentAmounts extends DocumentTotals {
  taxRateBp: number;
  /** The total in pesos (equal to totalCents for an MXN document). */
  totalMxnCents: number;
  /** Some amount passes SALES_AMOUNT_MAX_CENTS: the numbers above are then approximate and must not be stored. */
  tooLarge: boolean;
}

const BASIS_POINTS = 10_000n;
const MAX = BigInt(SALES_AMOUNT_MAX_CENTS);

function whole(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative safe integer, got ${value}`);
  return BigInt(value);
}

export function salesDocumentAmounts({ lines, borderRegion, exchangeRate }: SalesDocumentAmountsInput): SalesDocumentAmounts {
  const taxRateBp = ivaRateBpFor(borderRegion);
  const rate = whole(exchangeRate, 'exchange rate');
  const perLine = lines.map((line) => {
    const gross = whole(line.quantity, 'quantity') * whole(line.unitPriceCents, 'unit price');
    const discount = whole(line.discountBp ?? 0, 'discount');
    if (discount > BASIS_POINTS) throw new RangeError(`discount must be at most 10000 basis points, got ${discount}`);
    // A discounted line's subtotal is rounded half away from zero to whole cents, like its tax.
    const subtotal = discount === 0n ? gross : roundDiv(gross * (BASIS_POINTS - discount), BASIS_POINTS);
    return { subtotal, tax: roundDiv(subtotal * BigInt(taxRateBp), BASIS_POINTS) };
  });
  const subtotal = perLine.reduce((sum, l) => sum + l.subtotal, 0n);
  const tax = perLine.reduce((sum, l) => sum + l.tax, 0n);
  const total = subtotal + tax;
  const totalMxn = exchangeRate === MXN_RATE ? total : roundDiv(total * rate, BigInt(RATE_SCALE));
  const tooLarge = [subtotal, tax, total, totalMxn, ...perLine.flatMap((l) => [l.subtotal, l.tax])].some((v) => v > MAX);
  return {
    lines: perLine.map((l) => ({ subtotalCents: Number(l.subtotal), taxCents: Number(l.tax) })),
    subtotalCents: Number(subtotal),
    taxCents: Number(tax),
    totalCents: Number(total),
    taxRateBp,
    totalMxnCents: Number(totalMxn),
    tooLarge,
  };
}
