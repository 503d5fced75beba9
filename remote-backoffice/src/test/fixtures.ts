import { LOCATIONS, POLO_STOCK, WAREHOUSES } from '../features/stock/stock-fixtures';
import { POLO_PLANNING } from '../features/inventory/inventory-fixtures';
import type { Article, BackofficeCounters, PartnerDetail, PartnerPage, SalesDocumentPage, SalesReport, SamplesReport } from '@muestrario/shared/contract';
import { partnerDetail, productionOrderDetail, productionOrderSummary, salesDocument } from '@muestrario/shared/testing';
import { DELIVERABLE } from '../features/deliveries/delivery-fixtures';

/** The back-office's client (the shared builder's partner). */
export const PARTNER: PartnerDetail = partnerDetail();

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

/** A saved quotation whose amounts come from the same function as the form's (the shared builder). */
export const quotation = salesDocument;

export const quotationPage = (total = 97): SalesDocumentPage => ({
  total,
  page: 1,
  pageSize: 10,
  rows: [{ id: 97, folio: 'S00097', createdOn: '2026-11-20', client: PARTNER.cardName, seller: { id: 1, name: 'Mariana López' }, totalCents: quotation().totalCents, currency: 'MXN', status: 'Abierta' }],
});

export const COUNTERS: BackofficeCounters = { openQuotations: 12, samplesInProduction: 7, openPurchaseOrders: 4, ordersToDeliver: 9 };

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
  production: { authorised: 3, withProductionOrder: 1, percent: 33.3, pieces: 120 },
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
  // Clients' uniform programs (issue 35): none on any partner page unless a test says so.
  'GET /api/business-partners/:id/programs': { body: [] },
  'GET /api/sales/quotations': { body: quotationPage() },
  'GET /api/sales/quotations/97': { body: quotation() },
  'GET /api/sales/orders': { body: { ...quotationPage(), rows: [{ ...quotationPage().rows[0]!, id: 95, folio: 'OV00095' }] } },
  'GET /api/sales/orders/95': { body: quotation({ id: 95, kind: 'order', folio: 'OV00095' }) },
  'GET /api/sales/orders/95/grids': { body: [] },
  'GET /api/sales/orders/98/grids': { body: [] },
  // Deliveries (issue 32): the order page's 'Entregas' and the two lists.
  'GET /api/sales/orders/95/deliverable': { body: DELIVERABLE },
  'GET /api/sales/deliveries': { body: { total: 0, page: 1, pageSize: 10, rows: [] } },
  'GET /api/sales/returns': { body: { total: 0, page: 1, pageSize: 10, rows: [] } },
  'GET /api/sales/articles': { body: ARTICLES },
  'GET /api/sales/sellers': { body: [{ id: 1, name: 'Mariana López' }] },
  // Production orders (issue 30): one page of one order, and that order; a sales order's lines ask with ?salesOrderId.
  'GET /api/production/orders': { body: { total: 1, page: 1, pageSize: 10, rows: [productionOrderSummary()] } },
  'GET /api/production/orders/12': { body: productionOrderDetail() },
  // Stock (issue 31): the warehouses, their locations, and the stock of item 7 (the item page's 'Existencias').
  'GET /api/stock/warehouses': { body: WAREHOUSES },
  'GET /api/stock/locations': { body: LOCATIONS },
  'GET /api/stock/items/7': { body: POLO_STOCK },
  // Item 7's planning (issue 31, item 3): the item page's 'Compras e inventario'.
  'GET /api/items/7/planning': { body: POLO_PLANNING },
};
