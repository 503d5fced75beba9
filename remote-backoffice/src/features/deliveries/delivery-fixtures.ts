import type { DeliverableOrder, DeliveryDetail, DeliveryPage } from '@muestrario/shared/contract';

const size = (variantId: number, colour: string, s: string, ordered: number, delivered = 0) => ({
  variantId,
  code: `POL-001-${colour === 'Azul marino' ? 'AZM' : 'BLA'}-${s}`,
  colour,
  size: s,
  ordered,
  delivered,
  open: ordered - delivered,
});

/** Order OV00095: a polo line with a size grid (Azul marino M and G), an embroidery line, a garment without sizes. */
export const DELIVERABLE: DeliverableOrder = {
  id: 95,
  folio: 'OV00095',
  status: 'Abierta',
  clientName: 'Hospital San Rafael',
  sellerId: 1,
  state: 'partial',
  lines: [
    { id: 501, lineNumber: 0, code: 'PLY-PQ-01', description: 'Polo piqué con nombre', ordered: 10, delivered: 2, open: 8, itemId: 7, variantId: null, stocked: true, sizes: [size(71, 'Azul marino', 'M', 4, 2), size(72, 'Azul marino', 'G', 6)], refusal: null },
    { id: 502, lineNumber: 1, code: 'BOR-MIL-13', description: 'Bordado pecho', ordered: 10, delivered: 2, open: 8, itemId: null, variantId: null, stocked: false, sizes: [], refusal: null },
    {
      id: 503,
      lineNumber: 2,
      code: 'CAM-GB-02',
      description: 'Camisa',
      ordered: 5,
      delivered: 0,
      open: 5,
      itemId: null,
      variantId: null,
      stocked: false,
      sizes: [],
      refusal: "La línea 3 (CAM-GB-02) es una prenda sin tallas capturadas: captura sus tallas en 'Tallas y nombres' antes de entregarla.",
    },
  ],
  warehouses: [{ id: 2, code: 'PT', name: 'Producto terminado' }],
  stock: [
    { warehouseId: 2, itemId: 7, variantId: 71, onHand: 1 },
    { warehouseId: 2, itemId: 7, variantId: 72, onHand: 12 },
  ],
  deliveries: [{ id: 40, folio: 'EN00001', status: 'Abierta' }],
  returns: [],
};

export const DELIVERY: DeliveryDetail = {
  id: 41,
  kind: 'delivery',
  folio: 'EN00002',
  status: 'Abierta',
  docDate: '2026-11-27',
  createdAt: '2026-11-27T10:00:00.000Z',
  createdByName: 'Mariana López',
  client: { id: 1, code: 'C00006', name: 'Hospital San Rafael', rfc: 'HSR010101AB1' },
  seller: { id: 1, name: 'Mariana López' },
  shipTo: { street: 'Av. Juárez 100', city: 'Puebla', state: 'Puebla', zipCode: '72000' },
  note: 'Guía 4411',
  currency: 'MXN',
  exchangeRate: 10_000,
  subtotalCents: 55_650,
  taxCents: 8_904,
  totalCents: 64_554,
  order: { id: 95, folio: 'OV00095', status: 'Abierta' },
  delivery: null,
  warehouse: { id: 2, code: 'PT', name: 'Producto terminado' },
  lines: [
    {
      id: 601,
      lineNumber: 0,
      code: 'PLY-PQ-01',
      description: 'Polo piqué con nombre',
      quantity: 3,
      openQuantity: 3,
      unitPriceCents: 18_550,
      discountBp: 0,
      lineTotalCents: 55_650,
      baseLineId: 501,
      stocked: true,
      sizes: [{ variantId: 72, code: 'POL-001-AZM-G', colour: 'Azul marino', size: 'G', quantity: 3, returnable: 3 }],
      returnable: 0,
    },
  ],
  moves: [],
  returns: [],
};

export const DELIVERIES: DeliveryPage = {
  total: 1,
  page: 1,
  pageSize: 10,
  rows: [
    {
      id: 41,
      folio: 'EN00002',
      status: 'Abierta',
      docDate: '2026-11-27',
      clientName: 'Hospital San Rafael',
      seller: { id: 1, name: 'Mariana López' },
      order: { id: 95, folio: 'OV00095', status: 'Abierta' },
      delivery: null,
      warehouseName: 'Producto terminado',
      pieces: 3,
      currency: 'MXN',
      totalCents: 64_554,
    },
  ],
};
