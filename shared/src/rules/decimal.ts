/**
 * The one reading of a number typed as text outside JSON (query strings, path segments, multipart
 * fields): decimal digits with an optional minus sign and an optional fraction, nothing else. No
 * spaces, no `+`, no leading zeros (`01`), no hexadecimal (`0x10`), no exponent (`1e2`), no `Infinity`.
 * Returns undefined for anything else, or for a value too large to be a finite number.
 */
const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const INTEGER = /^(0|-?[1-9]\d*)$/;

export function parseDecimal(text: string, options: { integer?: boolean } = {}): number | undefined {
  if (!(options.integer ? INTEGER : DECIMAL).test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}
