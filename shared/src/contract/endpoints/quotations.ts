import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import {
  ArticleList,
  SalesDocumentDetail,
  SalesDocumentInput,
  SalesDocumentListQuery,
  SalesDocumentPage,
  SalesStatusBody,
  SampleQuotationList,
  SellerList,
} from '../sales';

const WRITE_ERRORS = [400, 401, 403, 404, 409] as const;

const addresses = defineRoutes({
  listQuotations: { method: 'GET', path: '/sales/quotations' },
  getQuotation: { method: 'GET', path: '/sales/quotations/:id' },
  createQuotation: { method: 'POST', path: '/sales/quotations', action: 'quotation.create' },
  updateQuotation: { method: 'PUT', path: '/sales/quotations/:id', action: 'quotation.edit' },
  setQuotationStatus: { method: 'POST', path: '/sales/quotations/:id/status', action: 'quotation.setStatus' },
  copyQuotationToOrder: { method: 'POST', path: '/sales/quotations/:id/order', action: 'quotation.convert' },
  listOrders: { method: 'GET', path: '/sales/orders' },
  getOrder: { method: 'GET', path: '/sales/orders/:id' },
  createOrder: { method: 'POST', path: '/sales/orders', action: 'order.create' },
  updateOrder: { method: 'PUT', path: '/sales/orders/:id', action: 'order.edit' },
  setOrderStatus: { method: 'POST', path: '/sales/orders/:id/status', action: 'order.setStatus' },
  listArticles: { method: 'GET', path: '/sales/articles' },
  listSellers: { method: 'GET', path: '/sales/sellers' },
  quoteSample: { method: 'POST', path: '/business/samples/:id/quotations', action: 'sample.quote' },
  listSampleQuotations: { method: 'GET', path: '/business/samples/:id/quotations' },
});

/**
 * Quotations (folios S00001…) and sales orders (OV00001…): the same record, two lists. Amounts are
 * computed by the server with `salesDocumentAmounts` (shared/src/rules), the function the form shows.
 */
export const quotationEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listQuotations: {
    summary: 'Cotizaciones por páginas, de la más reciente; busca por folio, cliente o vendedor y filtra por status, cliente, vendedor y fechas.',
    tags: ['sales'],
    query: SalesDocumentListQuery,
    response: SalesDocumentPage,
    errors: [400, 401],
  },
  getQuotation: {
    summary: 'Una cotización con sus líneas e importes.',
    tags: ['sales'],
    params: IdParams,
    response: SalesDocumentDetail,
    errors: [400, 401, 404],
  },
  createQuotation: {
    summary: 'Crea una cotización con el siguiente folio (S00098…), sin huecos aunque se creen varias a la vez.',
    tags: ['sales'],
    body: SalesDocumentInput,
    response: SalesDocumentDetail,
    status: 201,
    errors: [400, 401, 403, 404],
  },
  updateQuotation: {
    summary: 'Guarda una cotización abierta (su vendedor o un administrador).',
    tags: ['sales'],
    params: IdParams,
    body: SalesDocumentInput,
    response: SalesDocumentDetail,
    errors: WRITE_ERRORS,
  },
  setQuotationStatus: {
    summary: 'Cierra o cancela una cotización abierta; guarda quién y cuándo.',
    tags: ['sales'],
    params: IdParams,
    body: SalesStatusBody,
    response: SalesDocumentDetail,
    errors: WRITE_ERRORS,
  },
  copyQuotationToOrder: {
    summary: "'Copiar a orden de venta': crea la orden (OV…) con las líneas de la cotización, que queda Cerrada.",
    tags: ['sales'],
    params: IdParams,
    response: SalesDocumentDetail,
    status: 201,
    errors: WRITE_ERRORS,
  },
  listOrders: {
    summary: 'Órdenes de venta por páginas, de la más reciente; mismos filtros que las cotizaciones.',
    tags: ['sales'],
    query: SalesDocumentListQuery,
    response: SalesDocumentPage,
    errors: [400, 401],
  },
  getOrder: {
    summary: 'Una orden de venta con sus líneas e importes.',
    tags: ['sales'],
    params: IdParams,
    response: SalesDocumentDetail,
    errors: [400, 401, 404],
  },
  createOrder: {
    summary: 'Crea una orden de venta con el siguiente folio (OV00098…).',
    tags: ['sales'],
    body: SalesDocumentInput,
    response: SalesDocumentDetail,
    status: 201,
    errors: [400, 401, 403, 404],
  },
  updateOrder: {
    summary: 'Guarda una orden abierta (su vendedor o un administrador).',
    tags: ['sales'],
    params: IdParams,
    body: SalesDocumentInput,
    response: SalesDocumentDetail,
    errors: WRITE_ERRORS,
  },
  setOrderStatus: {
    summary: 'Cierra (entregada) o cancela una orden abierta; guarda quién y cuándo.',
    tags: ['sales'],
    params: IdParams,
    body: SalesStatusBody,
    response: SalesDocumentDetail,
    errors: WRITE_ERRORS,
  },
  listArticles: {
    summary: 'Catálogo de artículos: prendas y servicios (bordado, DTF, vinil, ponchado) con su precio en centavos.',
    tags: ['sales'],
    response: ArticleList,
    errors: [401],
  },
  listSellers: {
    summary: 'Vendedores (para el filtro de las listas).',
    tags: ['sales'],
    response: SellerList,
    errors: [401],
  },
  quoteSample: {
    summary: "'Cotizar': cotización para el cliente de la muestra (etapa 2 o posterior) con una línea de la prenda y una por decorado.",
    tags: ['sales', 'samples'],
    params: IdParams,
    response: SalesDocumentDetail,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  },
  listSampleQuotations: {
    summary: 'Cotizaciones hechas desde una muestra.',
    tags: ['sales', 'samples'],
    params: IdParams,
    response: SampleQuotationList,
    errors: [400, 401, 404],
  },
});

export const quotationRoutes: RoutesOf<typeof quotationEndpoints> = addresses;
