import type { StockLocation, StockLocationBody, Warehouse, WarehouseBody } from '@muestrario/shared/contract';
import { isOneOf, STOCK_LIMITS, WAREHOUSE_KINDS, type WarehouseKind } from '@muestrario/shared/domain';
import { locationErrors, warehouseErrors } from '@muestrario/shared/rules';

/** The warehouse dialog's fields as typed. */
export interface WarehouseDraft {
  code: string;
  name: string;
  kind: WarehouseKind;
  active: boolean;
}
export type WarehouseErrors = Partial<Record<keyof WarehouseDraft, string>>;

export const EMPTY_WAREHOUSE_DRAFT: WarehouseDraft = { code: '', name: '', kind: 'raw_material', active: true };
export const draftOfWarehouse = (w: Warehouse): WarehouseDraft => ({ code: w.code, name: w.name, kind: w.kind, active: w.active });
export const warehouseKindOf = (value: string): WarehouseKind => (isOneOf(WAREHOUSE_KINDS, value) ? value : 'raw_material');

const tooLong = (max: number) => `Escribe como máximo ${max} caracteres.`;

/** The body to send, or the errors beside the fields (the shared rules the server checks too, plus lengths). */
export function warehouseBodyOf(draft: WarehouseDraft): { body: WarehouseBody } | { errors: WarehouseErrors } {
  const body: WarehouseBody = { code: draft.code.trim().toUpperCase(), name: draft.name.trim(), kind: draft.kind, active: draft.active };
  const errors: WarehouseErrors = { ...warehouseErrors(body) };
  if (!errors.code && body.code.length > STOCK_LIMITS.warehouseCode.max) errors.code = tooLong(STOCK_LIMITS.warehouseCode.max);
  if (!errors.name && body.name.length > STOCK_LIMITS.warehouseName.max) errors.name = tooLong(STOCK_LIMITS.warehouseName.max);
  return Object.keys(errors).length ? { errors } : { body };
}

/** The location dialog's fields as typed (no warehouse chosen yet: null). */
export interface LocationDraft {
  warehouseId: number | null;
  code: string;
  name: string;
  active: boolean;
}
export type LocationErrors = Partial<Record<keyof LocationDraft, string>>;

export const emptyLocationDraft = (warehouseId: number | null): LocationDraft => ({ warehouseId, code: '', name: '', active: true });
export const draftOfLocation = (l: StockLocation): LocationDraft => ({ warehouseId: l.warehouseId, code: l.code, name: l.name, active: l.active });

export const CHOOSE_WAREHOUSE = 'Elige el almacén de la ubicación.';

export function locationBodyOf(draft: LocationDraft): { body: StockLocationBody } | { errors: LocationErrors } {
  const code = draft.code.trim().toUpperCase();
  const name = draft.name.trim();
  const errors: LocationErrors = { ...locationErrors({ code }) };
  if (draft.warehouseId === null) errors.warehouseId = CHOOSE_WAREHOUSE;
  if (!errors.code && code.length > STOCK_LIMITS.locationCode.max) errors.code = tooLong(STOCK_LIMITS.locationCode.max);
  if (name.length > STOCK_LIMITS.locationName.max) errors.name = tooLong(STOCK_LIMITS.locationName.max);
  if (Object.keys(errors).length || draft.warehouseId === null) return { errors };
  return { body: { warehouseId: draft.warehouseId, code, name, active: draft.active } };
}

