import type { BelowMinimumRow, StockBalanceRow, StockValuation } from '../../contract/inventory';
import type { KardexRow } from '../../contract/stock';
import type { ItemUnit } from '../../domain/items';
import { csvLine } from '../reports/csv';
import { STOCK_SCALE } from './quantity';
import { stockMoveKindLabel } from './kinds';

/*
 * The inventory reports as CSV rows (docs/decisions/stock.md, "CSV"): plain decimals (a point, no thousands
 * separator) so a spreadsheet reads numbers in any locale; quantities in the item's unit (metres with two
 * decimals), money in pesos with two decimals. Header and row functions are pure; the server streams them.
 */

/** A quantity in smallest units as a plain decimal of the item's unit: 250 (metro) → '2.50', 12 (pieza) → '12'. */
export function plainQuantity(quantity: number, unit: ItemUnit): string {
  const scale = STOCK_SCALE[unit] ?? 1;
  if (scale === 1) return String(quantity);
  const sign = quantity < 0 ? '-' : '';
  const abs = Math.abs(quantity);
  return `${sign}${Math.trunc(abs / scale)}.${String(abs % scale).padStart(String(scale).length - 1, '0')}`;
}

/** Cents as plain pesos: 123456 → '1234.56', -5 → '-0.05'. */
export function plainMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const BALANCES_CSV_HEADER = csvLine(['Código', 'Artículo', 'Descripción', 'Unidad', 'Almacén', 'Ubicación', 'En existencia', 'Costo promedio (MXN)', 'Valor (MXN)']);
export const balanceCsvLine = (b: StockBalanceRow) =>
  csvLine([b.code, b.itemCode, b.description, b.unit, b.warehouseName, b.locationCode ?? '', plainQuantity(b.onHand, b.unit), plainMoney(b.averageCostCents), plainMoney(b.valueCents)]);

export const KARDEX_CSV_HEADER = csvLine(['Fecha', 'Movimiento', 'Código', 'Almacén', 'Ubicación', 'Cantidad', 'Costo unitario (MXN)', 'Saldo', 'Documento', 'Nota', 'Usuario']);
export const kardexCsvLine = (m: KardexRow, unit: ItemUnit) =>
  csvLine([
    m.at,
    stockMoveKindLabel(m.kind),
    m.code,
    m.warehouseName,
    m.locationCode ?? '',
    plainQuantity(m.quantity, unit),
    plainMoney(m.unitCostCents),
    plainQuantity(m.balance, unit),
    m.sourceKind && m.sourceId !== null ? `${m.sourceKind} ${m.sourceId}` : '',
    m.note,
    m.userName ?? '',
  ]);

export const VALUATION_CSV_HEADER = csvLine(['Código', 'Descripción', 'Unidad', 'En existencia', 'Valor (MXN)']);
export function valuationCsvLines(v: StockValuation): string[] {
  return [...v.items.map((i) => csvLine([i.code, i.description, i.unit, plainQuantity(i.onHand, i.unit), plainMoney(i.valueCents)])), csvLine(['Total', '', '', '', plainMoney(v.totalCents)])];
}

export const BELOW_MINIMUM_CSV_HEADER = csvLine(['Código', 'Descripción', 'Unidad', 'Mínimo', 'Disponible', 'Faltante', 'Proveedor preferido']);
export const belowMinimumCsvLine = (r: BelowMinimumRow) =>
  csvLine([r.code, r.description, r.unit, plainQuantity(r.minStock, r.unit), plainQuantity(r.available, r.unit), plainQuantity(r.shortfall, r.unit), r.supplierName ?? '']);
