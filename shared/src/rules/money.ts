/*
 * Amounts in integer cents, as a screen shows them and as a number input gives them (es-MX).
 */

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Cents shown in the chosen currency, Mexican Spanish style: 'MXN' → '$1,234.50', 'USD' → 'USD 1,234.50'.
 * Any well-formed three-letter code works (the spec's 'CAN' included).
 */
export function formatMoney(cents: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('es-MX', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(cents / 100);
}

/** What a screen shows for an amount the viewer's role may not see (null from the server, issue 28). */
export const HIDDEN_AMOUNT_TEXT = 'Oculto';

/** `formatMoney`, or HIDDEN_AMOUNT_TEXT for an amount the server withheld (null). */
export function formatMoneyOrHidden(cents: number | null, currency: string): string {
  return cents === null ? HIDDEN_AMOUNT_TEXT : formatMoney(cents, currency);
}

/**
 * An amount as a number input gives it (100, 185.5, 0.07) → whole cents; null when it has more than
 * two decimals or is not a finite, safe amount. Floats such as 0.07 × 100 = 7.000000000000001 are
 * absorbed; 10.999 is refused, not rounded.
 */
export function amountToCents(amount: number): number | null {
  if (!Number.isFinite(amount)) return null;
  const cents = Math.round(amount * 100);
  if (!Number.isSafeInteger(cents) || Math.abs(amount * 100 - cents) > 1e-6 * Math.max(1, Math.abs(cents))) return null;
  return cents;
}

/** Cents → the amount a number input shows: 12345 → 123.45. */
export function centsToAmount(cents: number): number {
  return cents / 100;
}
