import type { DeliverableOrder, DeliveryDetail, DeliveryLineRequest } from '@muestrario/shared/contract';
import { parsePieces } from '@muestrario/shared/rules';

/** What was typed per cell: a line without sizes by its id ('12'), a size by line and variant ('12:345'). */
export type Cells = Readonly<Record<string, string>>;
export const cellKey = (lineId: number, variantId?: number | null) => (variantId === undefined || variantId === null ? String(lineId) : `${lineId}:${variantId}`);

/** Pieces on hand in the warehouse of an item (a variant, or the item itself). */
export function stockOf(order: Pick<DeliverableOrder, 'stock'>, warehouseId: number | null, itemId: number | null, variantId: number | null): number | null {
  if (warehouseId === null || itemId === null) return null;
  return order.stock.filter((s) => s.warehouseId === warehouseId && s.itemId === itemId && s.variantId === variantId).reduce((sum, s) => sum + s.onHand, 0);
}

const pieces = (n: number) => `${n.toLocaleString('es-MX')} ${n === 1 ? 'pieza' : 'piezas'}`;

/**
 * The delivery's lines from what was typed (blank or 0 leaves a cell out) and a Spanish error per cell that
 * cannot go: not a whole number, more than is open, more than the warehouse holds. The server re-checks all.
 */
export function deliveryLines(order: Pick<DeliverableOrder, 'lines' | 'stock'>, cells: Cells, warehouseId: number | null): { lines: DeliveryLineRequest[]; errors: Record<string, string> } {
  const lines: DeliveryLineRequest[] = [];
  const errors: Record<string, string> = {};
  const check = (key: string, open: number, stock: number | null): number => {
    const n = parsePieces(cells[key] ?? '');
    if (n === null) errors[key] = 'Escribe piezas enteras.';
    else if (n > open) errors[key] = `Quedan ${pieces(open)} por entregar.`;
    else if (stock !== null && n > stock) errors[key] = `Hay ${pieces(stock)} en el almacén.`;
    return n ?? 0;
  };
  for (const l of order.lines) {
    if (l.refusal) continue;
    if (l.sizes.length) {
      const sizes = l.sizes.map((s) => ({ variantId: s.variantId, quantity: check(cellKey(l.id, s.variantId), s.open, stockOf(order, warehouseId, l.itemId, s.variantId)) })).filter((s) => s.quantity > 0);
      const quantity = sizes.reduce((sum, s) => sum + s.quantity, 0);
      const sizeErrors = l.sizes.some((s) => errors[cellKey(l.id, s.variantId)]);
      if (!sizeErrors && quantity > l.open) errors[cellKey(l.id)] = `Quedan ${pieces(l.open)} por entregar de la línea.`;
      if (quantity > 0) lines.push({ baseLineId: l.id, quantity, sizes });
    } else {
      const quantity = check(cellKey(l.id), l.open, l.stocked ? stockOf(order, warehouseId, l.itemId, l.variantId) : null);
      if (quantity > 0) lines.push({ baseLineId: l.id, quantity });
    }
  }
  return { lines, errors };
}

/** Every open piece typed in (at most what the warehouse holds): 'Entregar todo lo pendiente'. */
export function allOpen(order: Pick<DeliverableOrder, 'lines' | 'stock'>, warehouseId: number | null): Record<string, string> {
  const cells: Record<string, string> = {};
  const upTo = (open: number, stock: number | null) => String(Math.max(0, stock === null ? open : Math.min(open, stock)));
  for (const l of order.lines) {
    if (l.refusal) continue;
    if (l.sizes.length) for (const s of l.sizes) cells[cellKey(l.id, s.variantId)] = upTo(s.open, stockOf(order, warehouseId, l.itemId, s.variantId));
    else cells[cellKey(l.id)] = upTo(l.open, l.stocked ? stockOf(order, warehouseId, l.itemId, l.variantId) : null);
  }
  return cells;
}

/** The return's lines from what was typed against a delivery (what each size or line may still give back). */
export function returnLines(delivery: Pick<DeliveryDetail, 'lines'>, cells: Cells): { lines: DeliveryLineRequest[]; errors: Record<string, string> } {
  const lines: DeliveryLineRequest[] = [];
  const errors: Record<string, string> = {};
  const check = (key: string, max: number): number => {
    const n = parsePieces(cells[key] ?? '');
    if (n === null) errors[key] = 'Escribe piezas enteras.';
    else if (n > max) errors[key] = `Se pueden devolver a lo más ${pieces(max)}.`;
    return n ?? 0;
  };
  for (const l of delivery.lines) {
    if (l.sizes.length) {
      const sizes = l.sizes.map((s) => ({ variantId: s.variantId, quantity: check(cellKey(l.id, s.variantId), s.returnable) })).filter((s) => s.quantity > 0);
      const quantity = sizes.reduce((sum, s) => sum + s.quantity, 0);
      if (quantity > l.openQuantity) errors[cellKey(l.id)] = `Se pueden devolver a lo más ${pieces(l.openQuantity)} de la línea.`;
      if (quantity > 0) lines.push({ baseLineId: l.id, quantity, sizes });
    } else {
      const quantity = check(cellKey(l.id), l.stocked ? Math.min(l.returnable, l.openQuantity) : l.openQuantity);
      if (quantity > 0) lines.push({ baseLineId: l.id, quantity });
    }
  }
  return { lines, errors };
}
