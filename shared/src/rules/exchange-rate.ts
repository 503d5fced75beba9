import { roundDiv } from './totals';

/*
 * Exchange rates (pesos per unit of the document's currency) with four decimals, as Banxico publishes
 * the FIX rate, held as whole ten-thousandths so no float touches an amount: '17.2450' ↔ 172450.
 */

export const RATE_SCALE = 10_000;
/** The rate of a peso document. */
export const MXN_RATE = RATE_SCALE;
/** Largest accepted rate: 9999.9999 pesos per unit. */
export const MAX_RATE = 99_999_999;
export const EXCHANGE_RATE_PATTERN = /^\d{1,4}(\.\d{1,4})?$/;

/** '17.245' → 172450; null when it is not a positive number with up to 4 decimals. */
export function parseExchangeRate(text: string): number | null {
  const trimmed = text.trim();
  if (!EXCHANGE_RATE_PATTERN.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const value = Number(whole) * RATE_SCALE + Number(fraction.padEnd(4, '0'));
  return value > 0 && value <= MAX_RATE ? value : null;
}

/** 172450 → '17.2450'. */
export function formatExchangeRate(tenThousandths: number): string {
  return `${Math.trunc(tenThousandths / RATE_SCALE)}.${String(tenThousandths % RATE_SCALE).padStart(4, '0')}`;
}

/** An amount in the document's currency, in pesos: cents × rate, rounded half away from zero to whole cents. */
export function toMxnCents(cents: number, rateTenThousandths: number): number {
  if (!Number.isSafeInteger(cents) || !Number.isSafeInteger(rateTenThousandths)) throw new RangeError('cents and rate must be safe integers');
  return Number(roundDiv(BigInt(cents) * BigInt(rateTenThousandths), BigInt(RATE_SCALE)));
}
