import type { ItemStock, StockLocation, Warehouse } from '@muestrario/shared/contract';

/* The stock screens' test data (issue 31): the demo's three warehouses, two shelves, a style's stock. */

const at = '2026-11-27T10:00:00.000Z';
export const WAREHOUSES: Warehouse[] = [
  { id: 1, code: 'MP', name: 'Materia prima', kind: 'raw_material', active: true, locationCount: 2, updatedAt: at },
  { id: 2, code: 'PT', name: 'Producto terminado', kind: 'finished_goods', active: true, locationCount: 0, updatedAt: at },
  { id: 3, code: 'TR', name: 'Tránsito', kind: 'transit', active: false, locationCount: 0, updatedAt: at },
];

export const LOCATIONS: StockLocation[] = [
  { id: 1, warehouseId: 1, warehouseCode: 'MP', warehouseName: 'Materia prima', code: 'A-01-01', name: 'Etiquetas', active: true, updatedAt: at },
  { id: 2, warehouseId: 1, warehouseCode: 'MP', warehouseName: 'Materia prima', code: 'A-01-02', name: '', active: false, updatedAt: at },
];

const figures = (onHand: number) => ({ onHand, committed: 0, ordered: 0, available: onHand });
export const POLO_STOCK: ItemStock = {
  itemId: 7,
  code: 'POL-001',
  unit: 'pieza',
  stocked: true,
  warehouses: [
    { warehouseId: 1, code: 'MP', name: 'Materia prima', kind: 'raw_material', ...figures(1_248), valueCents: 12_230_400, variants: [] },
    { warehouseId: 2, code: 'PT', name: 'Producto terminado', kind: 'finished_goods', ...figures(0), valueCents: 0, variants: [] },
  ],
  total: figures(1_248),
};
