import { TAX_RATE } from '../domain/constants';

/*
 * Money on quotation and order lines (docs/requirements.md §9: 16% tax). Amounts are integer cents; the tax is
 * computed and rounded per line (half away from zero), then summed, so the footer always equals the
 * sum of what each line shows.
 */

/** What a line needs for its amounts: a whole quantity and a unit price in cents. */
export interface LineAmounts {
  quantity: number;
  unitPriceCents: number;
}

export interface LineTotals {
  subtotalCents: number;
  taxCents: number;
}

export interface DocumentTotals {
  /** One entry per line, in the same order. */
  lines: LineTotals[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

const BASIS_POINTS = 10_000;

function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
}

/** n / d rounded to the nearest integer, halves away from zero (exact for any size). */
export function roundDiv(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const absN = n < 0n ? -n : n;
  const absD = d < 0n ? -d : d;
  let q = absN / absD;
  if ((absN % absD) * 2n >= absD) q += 1n;
  return negative ? -q : q;
}

/** numerator / denominator rounded to the nearest integer, halves away from zero: 5/2 → 3, -5/2 → -3. */
export function divideRoundHalfAwayFromZero(numerator: number, denominator: number): number {
  assertSafeInteger(numerator, 'numerator');
  assertSafeInteger(denominator, 'denominator');
  if (denominator === 0) throw new RangeError('denominator must not be 0');
  return Number(roundDiv(BigInt(numerator), BigInt(denominator)));
}

/** The rate as whole basis points (0.16 → 1600), so no float ever touches an amount. */
function rateBasisPoints(rate: number): bigint {
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`tax rate must be a non-negative number, got ${rate}`);
  return BigInt(Math.round(rate * BASIS_POINTS));
}

/** Tax of one line's subtotal at `rate` (default 16%), rounded half away from zero to whole cents. */
export function lineTaxCents(subtotalCents: number, rate: number = TAX_RATE): number {
  assertSafeInteger(subtotalCents, 'subtotal');
  return Number(roundDiv(BigInt(subtotalCents) * rateBasisPoints(rate), BigInt(BASIS_POINTS)));
}

/** Subtotal (quantity × unit price) and tax of one line. */
export function lineTotals(line: LineAmounts, rate: number = TAX_RATE): LineTotals {
  assertSafeInteger(line.quantity, 'quantity');
  assertSafeInteger(line.unitPriceCents, 'unit price');
  const subtotalCents = line.quantity * line.unitPriceCents;
  assertSafeInteger(subtotalCents, 'line subtotal');
  return { subtotalCents, taxCents: lineTaxCents(subtotalCents, rate) };
}

/** Per-line amounts and the footer (Subtotal, Impuesto, Total) of a quotation or order. */
export function documentTotals(lines: readonly LineAmounts[], rate: number = TAX_RATE): DocumentTotals {
  const perLine = lines.map((line) => lineTotals(line, rate));
  const subtotalCents = perLine.reduce((sum, l) => sum + l.subtotalCents, 0);
  const taxCents = perLine.reduce((sum, l) => sum + l.taxCents, 0);
  const totalCents = subtotalCents + taxCents;
  assertSafeInteger(totalCents, 'total');
  return { lines: perLine, subtotalCents, taxCents, totalCents };
}

// Formatting and parsing of amounts: their own file, so a screen that only shows money does not bundle the tax arithmetic.
export * from './money';
