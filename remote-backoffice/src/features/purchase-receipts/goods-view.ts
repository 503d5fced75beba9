import type { GoodsDocRef } from '@muestrario/shared/contract';
import type { ItemUnit } from '@muestrario/shared/domain';
import { formatMoney, formatShortDate, formatStockQuantity, parseStockQuantity, stockNumber } from '@muestrario/shared/rules';

/** How the receipts and returns screens show their figures. */
export const qty = (quantity: number, unit: ItemUnit | null) => (unit ? formatStockQuantity(quantity, unit) : quantity.toLocaleString('es-MX'));
/** The bare number an input starts with (metres with their fraction). */
export const qtyInput = (quantity: number, unit: ItemUnit | null) => (unit ? stockNumber(quantity, unit).replace(/,/g, '') : String(quantity));
export const money = (cents: number, currency = 'MXN') => formatMoney(cents, currency);
export const day = (iso: string) => formatShortDate(iso.slice(0, 10));
export const statusTone = (s: GoodsDocRef['status']) => (s === 'Abierta' ? 'green' : s === 'Cerrada' ? 'gray' : 'red');

export interface LineEntry {
  id: number;
  code: string;
  unit: ItemUnit | null;
  max: number;
  text: string;
}

/**
 * The typed quantities of a receipt or return form: the lines to send (blank or 0 leaves a line out) and a
 * Spanish error per line that cannot go.
 */
export function linesOf(entries: readonly LineEntry[], overWord: string): { lines: { baseLineId: number; quantity: number }[]; errors: Record<number, string> } {
  const lines: { baseLineId: number; quantity: number }[] = [];
  const errors: Record<number, string> = {};
  for (const e of entries) {
    if (e.text.trim() === '') continue;
    const quantity = e.unit ? parseStockQuantity(e.text, e.unit) : /^\d+$/.test(e.text.trim()) ? Number(e.text.trim()) : undefined;
    if (quantity === undefined || quantity < 0) errors[e.id] = e.unit === 'metro' ? 'Escribe metros con hasta dos decimales.' : 'Escribe una cantidad entera.';
    else if (quantity > e.max) errors[e.id] = `${overWord} a lo más ${qty(e.max, e.unit)}.`;
    else if (quantity > 0) lines.push({ baseLineId: e.id, quantity });
  }
  return { lines, errors };
}
