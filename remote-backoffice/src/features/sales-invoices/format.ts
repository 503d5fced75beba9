import { formatDayMonthYear, formatMoney } from '@muestrario/shared/rules';

/** Cents in a currency ('$1,218.00'). */
export const money = (cents: number, currency = 'MXN') => formatMoney(cents, currency);
/** '2026-11-20' → '20/11/2026'; null → '—'. */
export const day = formatDayMonthYear;
/** '1,234.50' or '1234.5' → 123450 cents; null when it is not an amount. */
export function centsOf(text: string): number | null {
  const clean = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}
