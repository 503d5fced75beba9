import type { PurchasingDocumentDetail } from '@muestrario/shared/contract';
import { partnerDetail } from '@muestrario/shared/testing';

/* The purchasing forms' test data: a supplier, an order made by hand with two lines. */

export const SUPPLIER = { ...partnerDetail(), id: 27, cardCode: 'P00001', cardName: 'Textiles Finos de Puebla, S.A. de C.V.', partnerType: 'Proveedor' as const, borderRegion: false };

export const ORDER: PurchasingDocumentDetail = {
  id: 40,
  kind: 'purchase_order',
  folio: 'PC00040',
  status: 'Abierta',
  supplier: { id: 27, code: 'P00001', name: SUPPLIER.cardName, rfc: 'TFP110504QW9', email: '' },
  contactId: null,
  buyer: { id: 3, name: 'Pablo Ruiz' },
  reference: 'Cotización 118',
  currency: 'MXN',
  exchangeRate: '1',
  docDate: '2026-11-27',
  dueDate: '2026-12-04',
  taxRateBp: 1_600,
  subtotalCents: 142_200,
  taxCents: 22_752,
  totalCents: 164_952,
  createdAt: '2026-11-27T10:00:00.000Z',
  lines: [
    { id: 401, lineNumber: 0, itemId: 7, itemCode: 'POL-001', variantId: 70, variantCode: 'POL-001-AZM-M', unit: 'pieza', warehouseId: 1, warehouseName: 'Materia prima', code: 'POL-001-AZM-M', description: 'Polo piqué', quantity: 12, openQuantity: 12, unitPriceCents: 9_800, discountBp: 1_000, subtotalCents: 105_840, taxCents: 16_934, baseLineId: null },
    { id: 402, lineNumber: 1, itemId: 8, itemCode: 'HIL-BOB-BL', variantId: null, variantCode: null, unit: 'metro', warehouseId: 1, warehouseName: 'Materia prima', code: 'HIL-BOB-BL', description: 'Hilo de bobina', quantity: 250, openQuantity: 250, unitPriceCents: 15, discountBp: 0, subtotalCents: 3_750, taxCents: 600, baseLineId: null },
  ],
  history: [],
  base: null,
  targets: [],
};
