import type { Article, BackofficeCounters, PartnerDetail, PartnerPage, SalesDocumentDetail, SalesDocumentPage, SalesReport, SamplesReport } from '@muestrario/shared/contract';
import { salesDocumentAmounts } from '@muestrario/shared/rules';

export const PARTNER: PartnerDetail = {
  id: 1,
  cardCode: 'C00001',
  cardName: 'Constructora Cumbres del Norte, S.A. de C.V.',
  rfc: 'CCN150312K22',
  email: 'compras@cumbresdelnorte.com.mx',
  phone1: '8183427710',
  address: 'Av. Constitución 1450 Pte., Col. Centro',
  city: 'Monterrey',
  county: 'Monterrey',
  state: 'Nuevo León',
  zipCode: '64000',
  partnerType: 'Cliente',
  partnerGroup: 'Clientes Mayoristas',
  currency: 'MXN',
  phone2: '',
  mobile: '8112345678',
  website: 'https://cumbresdelnorte.com.mx',
  shippingMethod: 'Flete propio',
  active: true,
  regimenFiscal: '601',
  usoCfdi: 'G03',
  fiscalZipCode: '64000',
  borderRegion: false,
  contacts: [{ id: 11, name: 'Ing. Rodrigo Garza', position: 'Jefe de compras', phone: '8183427710', email: 'rgarza@cumbresdelnorte.com.mx' }],
  addresses: [{ id: 21, kind: 'Envío', street: 'Obra Torre Valle', city: 'San Pedro Garza García', county: '', state: 'Nuevo León', zipCode: '66269' }],
  warnings: [],
  photoUrl: null,
};

export const SUPPLIER_ROW = { id: 27, cardCode: 'P00001', cardName: 'Textiles Finos de Puebla, S.A. de C.V.', rfc: 'TFP110504QW9', email: 'ventas@textilesfinospuebla.com.mx', partnerType: 'Proveedor', active: true } as const;

export const partnerPage = (total = 29): PartnerPage => ({
  total,
  page: 1,
  pageSize: 10,
  rows: [
    { id: 1, cardCode: 'C00001', cardName: PARTNER.cardName, rfc: PARTNER.rfc, email: PARTNER.email, partnerType: 'Cliente', active: true },
    SUPPLIER_ROW,
  ],
});

export const ARTICLES: Article[] = [
  { code: 'OVE-MZ-04', description: 'Overol de mezclilla con cinta reflejante', kind: 'Prenda', unit: 'pieza', unitPriceCents: 68_990 },
  { code: 'CHL-RS-08', description: 'Chaleco de seguridad de ripstop', kind: 'Prenda', unit: 'pieza', unitPriceCents: 14_990 },
  { code: 'BOR-LG-09', description: 'Bordado de logotipo (hasta 10,000 puntadas)', kind: 'Servicio', unit: 'pieza', unitPriceCents: 3_800 },
];

const LINES = [
  { code: 'OVE-MZ-04', description: 'Overol de mezclilla con cinta reflejante', quantity: 60, unitPriceCents: 68_990 },
  { code: 'CHL-RS-08', description: 'Chaleco de seguridad de ripstop', quantity: 60, unitPriceCents: 14_990 },
  { code: 'BOR-LG-09', description: 'Bordado de logotipo (hasta 10,000 puntadas)', quantity: 120, unitPriceCents: 3_800 },
];

/** A saved quotation whose amounts come from the same function as the form's. */
export function quotation(over: Partial<SalesDocumentDetail> = {}): SalesDocumentDetail {
  const amounts = salesDocumentAmounts({ lines: LINES, borderRegion: false, exchangeRate: 10_000 });
  return {
    id: 97,
    kind: 'quotation',
    folio: 'S00097',
    status: 'Abierta',
    clientId: 1,
    clientCode: 'C00001',
    clientName: PARTNER.cardName,
    borderRegion: false,
    contactId: 11,
    name: 'Uniformes de obra 2027',
    reference: 'REQ-2027-014',
    currency: 'MXN',
    exchangeRate: '1.0000',
    lines: LINES.map((l, i) => ({ ...l, ...amounts.lines[i]! })),
    shippingAddress: { street: 'Obra Torre Valle', city: 'San Pedro Garza García', state: 'Nuevo León', zipCode: '66269' },
    billingAddress: { street: PARTNER.address, city: 'Monterrey', state: 'Nuevo León', zipCode: '64000' },
    taxRateBp: amounts.taxRateBp,
    subtotalCents: amounts.subtotalCents,
    taxCents: amounts.taxCents,
    totalCents: amounts.totalCents,
    totalMxnCents: amounts.totalMxnCents,
    seller: { id: 1, name: 'Mariana López' },
    createdAt: '2026-11-20T15:00:00.000Z',
    statusChangedBy: null,
    statusChangedAt: null,
    sample: null,
    source: null,
    copies: [],
    canEdit: true,
    ...over,
  };
}

export const quotationPage = (total = 97): SalesDocumentPage => ({
  total,
  page: 1,
  pageSize: 10,
  rows: [{ id: 97, folio: 'S00097', createdOn: '2026-11-20', client: PARTNER.cardName, seller: { id: 1, name: 'Mariana López' }, totalCents: quotation().totalCents, currency: 'MXN', status: 'Abierta' }],
});

export const COUNTERS: BackofficeCounters = { openQuotations: 12, samplesInProduction: 7, openPurchaseOrders: null, ordersToDeliver: 9 };

/** Answers for every read of the back-office screens (override per test). */
/** The manager's reports (issue 33 item 11), small and hand-checked. */
export const SAMPLES_REPORT: SamplesReport = {
  today: '2026-11-26',
  windowDays: 90,
  total: 6,
  byStage: [1, 2, 3, 4, 5, 6, 7, 8].map((stage) => ({ stage: stage as SamplesReport['byStage'][number]['stage'], count: stage === 1 ? 2 : stage === 7 ? 3 : stage === 4 ? 1 : 0 })),
  stageDays: [1, 2, 3, 4, 5, 6, 8].map((stage) => ({ stage: stage as SamplesReport['byStage'][number]['stage'], medianDays: stage === 1 ? 2.5 : stage === 8 ? null : 1, stays: stage === 8 ? 0 : 3 })),
  late: [{ id: 7, name: 'Polos, gerentes "piso"', client: 'Hotel Costa Esmeralda', stage: 4, dueDate: '2026-11-20', daysLate: 6 }],
  conversion: { candidates: 3, withOrder: 2, percent: 66.7 },
};

export const SALES_REPORT: SalesReport = {
  scope: 'all',
  months: ['2026-10', '2026-11'],
  sellers: [
    { id: 1, name: 'Mariana López', cents: [100_000, 250_050], totalCents: 350_050, orders: 3 },
    { id: 2, name: 'Carlos Hernández', cents: [0, 12_345_678], totalCents: 12_345_678, orders: 1 },
  ],
  monthTotals: [100_000, 12_595_728],
  totalCents: 12_695_728,
  orders: 4,
  usdOrders: 1,
};

export const READS = {
  'GET /api/reports/samples': { body: SAMPLES_REPORT },
  'GET /api/reports/sales': { body: SALES_REPORT },
  'GET /api/dashboard/backoffice': { body: COUNTERS },
  'GET /api/business-partners': { body: partnerPage() },
  'GET /api/business-partners/1': { body: PARTNER },
  'GET /api/sales/quotations': { body: quotationPage() },
  'GET /api/sales/quotations/97': { body: quotation() },
  'GET /api/sales/orders': { body: { ...quotationPage(), rows: [{ ...quotationPage().rows[0]!, id: 95, folio: 'OV00095' }] } },
  'GET /api/sales/orders/95': { body: quotation({ id: 95, kind: 'order', folio: 'OV00095' }) },
  'GET /api/sales/orders/95/grids': { body: [] },
  'GET /api/sales/orders/98/grids': { body: [] },
  'GET /api/sales/articles': { body: ARTICLES },
  'GET /api/sales/sellers': { body: [{ id: 1, name: 'Mariana López' }] },
};
