import type { GoodsDocumentDetail, GoodsDocumentPage, ReceivableOrder, ReceivableOrderPage, Warehouse } from '@muestrario/shared/contract';

export const WAREHOUSES: Warehouse[] = [
  { id: 1, code: 'MP', name: 'Materia prima', kind: 'raw_material', active: true, locationCount: 1, updatedAt: '' },
  { id: 2, code: 'PT', name: 'Producto terminado', kind: 'finished_goods', active: true, locationCount: 0, updatedAt: '' },
];
export const LOCATIONS = [{ id: 5, warehouseId: 1, warehouseCode: 'MP', warehouseName: 'Materia prima', code: 'A-02-01', name: 'Hilos', active: true, updatedAt: '' }];

export const RECEIPTS: GoodsDocumentPage = {
  total: 1,
  page: 1,
  pageSize: 10,
  rows: [
    {
      id: 31,
      folio: 'EM00002',
      status: 'Abierta',
      docDate: '2026-11-22',
      supplierName: 'Hilos y Bordados Omega, S.A. de C.V.',
      order: { id: 12, folio: 'PC00002', status: 'Cerrada' },
      receipt: null,
      warehouseName: 'Materia prima',
      lineCount: 2,
      currency: 'MXN',
      totalCents: 95_000,
    },
  ],
};

export const ORDERS: ReceivableOrderPage = {
  total: 1,
  page: 1,
  pageSize: 10,
  rows: [{ id: 13, folio: 'PC00003', docDate: '2026-11-25', dueDate: null, supplierName: 'Textiles Finos de Puebla, S.A. de C.V.', openLines: 2, currency: 'MXN', totalCents: 160_000 }],
};

export const ORDER: ReceivableOrder = {
  id: 13,
  folio: 'PC00003',
  status: 'Abierta',
  docDate: '2026-11-25',
  supplier: { id: 40, code: 'P00001', name: 'Textiles Finos de Puebla, S.A. de C.V.' },
  currency: 'MXN',
  exchangeRate: 10_000,
  toleranceBp: 500,
  receipts: [],
  lines: [
    { id: 101, lineNumber: 0, itemId: 7, variantId: 70, code: 'PLY-001-BLA-M', description: 'Playera blanca M', unit: 'pieza', warehouseId: 1, ordered: 36, received: 6, open: 30, max: 31, unitPriceCents: 4_100, discountBp: 0, unitCostCents: 4_100, refusal: null },
    { id: 102, lineNumber: 1, itemId: 8, variantId: null, code: 'HIL-BOB-BL', description: 'Hilo de bobina', unit: 'metro', warehouseId: 1, ordered: 2_500, received: 0, open: 2_500, max: 2_625, unitPriceCents: 1, discountBp: 0, unitCostCents: 100, refusal: null },
    { id: 103, lineNumber: 2, itemId: null, variantId: null, code: 'FLETE', description: 'Flete', unit: null, warehouseId: null, ordered: 1, received: 0, open: 1, max: 0, unitPriceCents: 50_000, discountBp: 0, unitCostCents: 50_000, refusal: 'La línea 3 (FLETE) no nombra un artículo del inventario: no se puede recibir.' },
  ],
};

export const RECEIPT: GoodsDocumentDetail = {
  id: 31,
  kind: 'goods_receipt_po',
  folio: 'EM00002',
  status: 'Abierta',
  docDate: '2026-11-22',
  createdAt: '2026-11-22T15:00:00.000Z',
  createdByName: 'Ana Torres',
  supplier: { id: 41, code: 'P00002', name: 'Hilos y Bordados Omega, S.A. de C.V.' },
  note: 'Remisión HO-2231',
  currency: 'MXN',
  exchangeRate: 10_000,
  subtotalCents: 95_000,
  taxCents: 15_200,
  totalCents: 110_200,
  totalMxnCents: 110_200,
  order: { id: 12, folio: 'PC00002', status: 'Cerrada' },
  receipt: null,
  warehouse: { id: 1, code: 'MP', name: 'Materia prima' },
  location: { id: 5, code: 'A-02-01', name: 'Hilos' },
  returns: [],
  lines: [
    { id: 301, lineNumber: 0, itemId: 9, variantId: null, itemCode: 'CIN-REF-05', variantCode: null, code: 'CIN-REF-05', description: 'Cinta reflejante', unit: 'metro', quantity: 5_000, openQuantity: 4_000, unitPriceCents: 15, discountBp: 0, lineTotalCents: 75_000, unitCostCents: 1_500, baseLineId: 91, baseQuantity: 5_000 },
  ],
  moves: [
    { id: 900, kind: 'receipt', itemId: 9, variantId: null, code: 'CIN-REF-05', warehouseId: 1, warehouseName: 'Materia prima', locationId: 5, locationCode: 'A-02-01', quantity: 5_000, unitCostCents: 1_500, sourceKind: 'goods_receipt', sourceId: 31, sourceLine: 301, note: '', userId: 3, userName: 'Ana Torres', at: '2026-11-22T15:00:00.000Z' },
  ],
};
