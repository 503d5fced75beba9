import type { ItemUnit } from '../../domain/items';
import { formatStockQuantity, stockNumber } from './quantity';

/** What a refused movement names: the item (or variant) code and the place it is short in. */
export interface ShortageContext {
  /** The variant's code for a style ('POL-001-AZM-M'), the item's code otherwise. */
  code: string;
  unit: ItemUnit;
  /** The warehouse's name, with the location when there is one ('Materia prima, ubicación A-01-03'). */
  place: string;
}

/**
 * The Spanish refusal of a movement that would leave stock below zero:
 * 'Faltan 4 piezas de POL-001-AZM-M en Materia prima: hay 6 y se piden 10.'
 */
export function shortageMessage(shortage: { onHand: number; requested: number; short: number }, context: ShortageContext): string {
  const verb = shortage.short === (context.unit === 'metro' ? 100 : 1) ? 'Falta' : 'Faltan';
  return `${verb} ${formatStockQuantity(shortage.short, context.unit)} de ${context.code} en ${context.place}: hay ${stockNumber(shortage.onHand, context.unit)} y se piden ${stockNumber(shortage.requested, context.unit)}.`;
}

/** The place a shortage or a balance names: the warehouse, and its location when there is one. */
export function stockPlace(warehouseName: string, locationCode?: string | null): string {
  return locationCode ? `${warehouseName}, ubicación ${locationCode}` : warehouseName;
}
