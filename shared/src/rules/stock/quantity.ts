import type { ItemKind, ItemUnit } from '../../domain/items';

/*
 * Stock quantities are integers in the item's smallest unit (docs/decisions/stock.md): pieces for 'pieza',
 * centimetres for 'metro' (bobbin thread is consumed by the fraction of a metre; a centimetre is finer than
 * any BOM asks and keeps every sum exact). Services carry no stock. Costs stay per unit of the item (per
 * piece, per metre): the moving average weighs them by the smallest units, so the scale cancels out.
 */

/** Smallest units per unit of the item; undefined for units that carry no stock. */
export const STOCK_SCALE: Partial<Record<ItemUnit, number>> = { pieza: 1, metro: 100 };

/** Whether an item of this kind and unit has stock at all (services do not). */
export function isStocked(kind: ItemKind, unit: ItemUnit): boolean {
  return kind !== 'Servicio' && STOCK_SCALE[unit] !== undefined;
}

const UNIT_WORDS: Partial<Record<ItemUnit, [one: string, many: string]>> = {
  pieza: ['pieza', 'piezas'],
  metro: ['metro', 'metros'],
};

/** A quantity in smallest units as the item's unit reads it: 1 → '1 pieza', 250 (metro) → '2.5 metros'. */
export function formatStockQuantity(quantity: number, unit: ItemUnit): string {
  const scale = STOCK_SCALE[unit] ?? 1;
  const value = quantity / scale;
  const [one, many] = UNIT_WORDS[unit] ?? [unit, unit];
  const digits = scale === 1 ? 0 : 2;
  const text = value.toLocaleString('es-MX', { minimumFractionDigits: 0, maximumFractionDigits: digits, useGrouping: true });
  return `${text} ${Math.abs(value) === 1 ? one : many}`;
}

/** The bare number of a quantity in the item's unit (no word): 250 (metro) → '2.5'. */
export function stockNumber(quantity: number, unit: ItemUnit): string {
  const scale = STOCK_SCALE[unit] ?? 1;
  return (quantity / scale).toLocaleString('es-MX', { minimumFractionDigits: 0, maximumFractionDigits: scale === 1 ? 0 : 2 });
}

/**
 * What a person types ('2.5' metres, '12' pieces) in smallest units, or undefined when it is not a number
 * of the unit's precision (a fraction of a piece, a thousandth of a metre).
 */
export function parseStockQuantity(text: string, unit: ItemUnit): number | undefined {
  const scale = STOCK_SCALE[unit] ?? 1;
  const trimmed = text.trim().replace(',', '.');
  const decimals = scale === 1 ? 0 : String(scale).length - 1;
  const pattern = decimals === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+(\\.\\d{1,${decimals}})?$`);
  if (!pattern.test(trimmed)) return undefined;
  const [whole, fraction = ''] = trimmed.replace('-', '').split('.');
  const value = Number(whole) * scale + (fraction ? Number(fraction.padEnd(decimals, '0')) : 0);
  if (!Number.isSafeInteger(value)) return undefined;
  return trimmed.startsWith('-') ? -value : value;
}
