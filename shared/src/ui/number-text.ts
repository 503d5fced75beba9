/** What a NumberInput accepts: digits always; a decimal point and a leading minus only when asked. */
export interface NumberTextOptions {
  decimals?: boolean;
  negative?: boolean;
}

/** Whether `text` may stand in the input while typing ('', '-', '12.' are allowed steps). */
export function isNumberText(text: string, { decimals = false, negative = false }: NumberTextOptions = {}): boolean {
  const sign = negative ? '-?' : '';
  const fraction = decimals ? '([.,]\\d*)?' : '';
  return new RegExp(`^${sign}\\d*${fraction}$`).test(text);
}

/** The number the text says, or null for '', '-' or '.' (a comma counts as the decimal point). */
export function parseNumberText(text: string): number | null {
  const normalized = text.replace(',', '.');
  if (!/\d/.test(normalized)) return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

/** The text for a number (no exponent, no grouping). */
export function formatNumberText(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : String(value);
}
