import type { BelowMinimumRow, ItemPlanning, ItemRow, ItemVariant, StockBalanceRow, StockDocument, StockDocumentSummary, StockValuation } from '@muestrario/shared/contract';

/* The inventory screens' test data (issue 31, item 3). */

const at = '2026-11-27T10:00:00.000Z';
export const RECEIPT_SUMMARY: StockDocumentSummary = { id: 5, kind: 'receipt', series: 'EI', number: 2, folio: 'EI00002', note: 'Compra de mostrador', userId: 3, userName: 'Pablo Ruiz', at, lineCount: 2 };
export const RECEIPT: StockDocument = {
  ...RECEIPT_SUMMARY,
  lines: [
    { line: 1, itemId: 7, itemCode: 'POL-001', description: 'Polo piqué', unit: 'pieza', variantId: 70, code: 'POL-001-AZM-M', warehouseId: 1, warehouseName: 'Materia prima', locationId: 1, locationCode: 'A-01-01', toWarehouseId: null, toWarehouseName: null, toLocationId: null, toLocationCode: null, quantity: 12, unitCostCents: 9_850 },
    { line: 2, itemId: 8, itemCode: 'HIL-BOB-BL', description: 'Hilo de bobina', unit: 'metro', variantId: null, code: 'HIL-BOB-BL', warehouseId: 1, warehouseName: 'Materia prima', locationId: null, locationCode: null, toWarehouseId: null, toWarehouseName: null, toLocationId: null, toLocationCode: null, quantity: 250_050, unitCostCents: 2 },
  ],
};

const item = (over: Partial<ItemRow>): ItemRow => ({ id: 7, code: 'POL-001', description: 'Polo piqué', kind: 'Estilo', garment: null, sizes: ['M'], colours: [], variantCount: 1, unit: 'pieza', active: true, ...over });
export const POLO_ROW = item({});
export const THREAD_ROW = item({ id: 8, code: 'HIL-BOB-BL', description: 'Hilo de bobina', kind: 'Material', unit: 'metro', variantCount: 0 });
export const POLO_VARIANTS: ItemVariant[] = [{ id: 70, code: 'POL-001-AZM-M', colourId: 1, colourName: 'Azul marino', hex: '#1F2A44', size: 'M', costCents: 9_800, active: true }];

const figures = (onHand: number) => ({ onHand, committed: 0, ordered: 0, available: onHand });
export const BALANCES: StockBalanceRow[] = [
  { itemId: 8, itemCode: 'HIL-BOB-BL', description: 'Hilo de bobina', unit: 'metro', variantId: null, code: 'HIL-BOB-BL', warehouseId: 1, warehouseName: 'Materia prima', locationId: 4, locationCode: 'A-02-01', ...figures(50_000), averageCostCents: 1, valueCents: 500 },
  { itemId: 7, itemCode: 'POL-001', description: 'Polo piqué', unit: 'pieza', variantId: 70, code: 'POL-001-AZM-M', warehouseId: 1, warehouseName: 'Materia prima', locationId: null, locationCode: null, ...figures(12), averageCostCents: 9_800, valueCents: 117_600 },
];

export const VALUATION: StockValuation = {
  warehouses: [
    { warehouseId: 1, code: 'MP', name: 'Materia prima', valueCents: 118_100 },
    { warehouseId: 2, code: 'PT', name: 'Producto terminado', valueCents: 0 },
  ],
  items: [
    { itemId: 7, code: 'POL-001', description: 'Polo piqué', unit: 'pieza', onHand: 12, valueCents: 117_600 },
    { itemId: 8, code: 'HIL-BOB-BL', description: 'Hilo de bobina', unit: 'metro', onHand: 50_000, valueCents: 500 },
  ],
  totalCents: 118_100,
};

export const BELOW_MINIMUM: BelowMinimumRow[] = [
  { itemId: 9, code: 'BOL-PE-02', description: 'Bolsa grande', unit: 'pieza', minStock: 500, available: 300, shortfall: 200, supplierId: 4, supplierName: 'Botones y Cierres del Centro, S.A. de C.V.' },
];

export const POLO_PLANNING: ItemPlanning = { itemId: 7, code: 'POL-001', unit: 'pieza', stocked: true, preferredSupplierId: 4, preferredSupplierName: 'Textiles Finos de Puebla, S.A. de C.V.', minStock: 400 };
