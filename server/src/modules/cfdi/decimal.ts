import { CfdiInputError } from './errors';

/** A non-negative decimal written as text: digits, optionally a point and up to `maxDecimals` digits. */
export interface ScaledDecimal {
  /** The value times 10^scale. */
  units: bigint;
  scale: number;
}

const DECIMAL_RE = /^(\d{1,18})(?:\.(\d{1,12}))?$/;

/** Parses decimal text ('2', '1.5', '17.251234'); throws a CfdiInputError naming `field` otherwise. */
export function parseDecimal(text: string, field: string, maxDecimals: number): ScaledDecimal {
  const match = DECIMAL_RE.exec(text.trim());
  const decimals = match?.[2] ?? '';
  if (!match || decimals.length > maxDecimals) {
    throw new CfdiInputError(`${field} debe ser un número con hasta ${maxDecimals} decimales (se recibió «${text.slice(0, 40)}»).`);
  }
  return { units: BigInt(match[1]! + decimals), scale: decimals.length };
}

/** numerator / denominator rounded half up (away from zero at .5): both non-negative, denominator > 0. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** cents × decimal, rounded half up to whole cents (Importe = Cantidad × ValorUnitario). */
export function multiplyCents(cents: number, factor: ScaledDecimal): number {
  return Number(divideHalfUp(BigInt(cents) * factor.units, 10n ** BigInt(factor.scale)));
}

/** cents ÷ decimal, rounded half up to whole cents (an amount in a document's currency into the payment's). */
export function divideCents(cents: number, divisor: ScaledDecimal): number {
  if (divisor.units === 0n) throw new CfdiInputError('La equivalencia o el tipo de cambio no puede ser cero.');
  return Number(divideHalfUp(BigInt(cents) * 10n ** BigInt(divisor.scale), divisor.units));
}

/** cents × basis points / 10 000, rounded half up: a tax at a rate (1600 = 16 %). */
export function percentOfCents(cents: number, basisPoints: number): number {
  return Number(divideHalfUp(BigInt(cents) * BigInt(basisPoints), 10_000n));
}

/** Whole cents as the XML writes money: '1234.50' (two decimals, no thousands separator). */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new CfdiInputError(`Importe inválido: ${cents} centavos.`);
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** A rate in basis points as the SAT's TasaOCuota: 1600 → '0.160000'. */
export function formatRate(basisPoints: number): string {
  return (basisPoints / 10_000).toFixed(6);
}

/** Decimal text without insignificant zeros: '001.500' → '1.5', '2.000' → '2'. */
export function canonicalDecimal(value: ScaledDecimal): string {
  const text = value.units.toString().padStart(value.scale + 1, '0');
  const whole = text.slice(0, text.length - value.scale);
  const fraction = text.slice(text.length - value.scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
