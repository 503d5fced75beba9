import { Type } from '@sinclair/typebox';
import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import {
  OfferComparison,
  PurchasePriceEstimate,
  PurchasePriceQuery,
  PurchaseEmailAnswer,
  PurchaseShortageList,
  PurchasingCopyBody,
  PurchasingCreateBody,
  PurchasingDocumentDetail,
  PurchasingDocumentInput,
  PurchasingDocumentPage,
  PurchasingListQuery,
  PurchasingStatusBody,
  ShortageRequestsAnswer,
} from '../purchasing';

const addresses = defineRoutes({
  listPurchasingDocuments: { method: 'GET', path: '/purchasing/documents' },
  getPurchasingDocument: { method: 'GET', path: '/purchasing/documents/:id' },
  createPurchasingDocument: { method: 'POST', path: '/purchasing/documents', action: 'purchase.request' },
  updatePurchasingDocument: { method: 'PUT', path: '/purchasing/documents/:id', action: 'purchase.request' },
  setPurchasingDocumentStatus: { method: 'POST', path: '/purchasing/documents/:id/status', action: 'purchase.request' },
  copyPurchasingDocument: { method: 'POST', path: '/purchasing/documents/:id/copy', action: 'purchase.request' },
  getOfferComparison: { method: 'GET', path: '/purchasing/documents/:id/comparison' },
  chooseOffer: { method: 'POST', path: '/purchasing/documents/:id/choose', action: 'purchase.order' },
  getPurchaseOrderPdf: { method: 'GET', path: '/purchasing/documents/:id/pdf' },
  emailPurchaseOrder: { method: 'POST', path: '/purchasing/documents/:id/email', action: 'purchase.order' },
  listPurchaseShortages: { method: 'GET', path: '/purchasing/shortages' },
  estimatePurchasePrice: { method: 'GET', path: '/purchasing/price-estimate' },
  requestPurchaseShortages: { method: 'POST', path: '/purchasing/shortages/requests', action: 'purchase.request' },
});

const Pdf = /*#__PURE__*/ Type.String({ format: 'binary', description: 'El pedido de compra en PDF' });

/**
 * Purchasing documents (issue 31 item 5): everyone signed in reads; production and admins write. Requests
 * need `purchase.request`, offers and orders `purchase.order` (the handler checks the kind's action too).
 */
export const purchasingEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listPurchasingDocuments: {
    summary: 'Solicitudes, ofertas o pedidos de compra por páginas, del folio más reciente al más antiguo; busca por folio, proveedor o comprador.',
    tags: ['purchasing'],
    query: PurchasingListQuery,
    response: PurchasingDocumentPage,
    errors: [400, 401],
  },
  getPurchasingDocument: {
    summary: 'Un documento de compra: encabezado, proveedor, líneas con artículo, variante, almacén y cantidad abierta, historial, documento base y documentos copiados de él.',
    tags: ['purchasing'],
    params: IdParams,
    response: PurchasingDocumentDetail,
    errors: [400, 401, 404],
  },
  createPurchasingDocument: {
    summary: 'Crea una solicitud, oferta o pedido de compra con el siguiente folio de su serie. El socio debe ser un Proveedor.',
    tags: ['purchasing'],
    body: PurchasingCreateBody,
    response: PurchasingDocumentDetail,
    status: 201,
    errors: [400, 401, 403, 404, 415],
  },
  updatePurchasingDocument: {
    summary: 'Cambia un documento de compra abierto completo. 409 si ya no está abierto.',
    tags: ['purchasing'],
    params: IdParams,
    body: PurchasingDocumentInput,
    response: PurchasingDocumentDetail,
    errors: [400, 401, 403, 404, 409, 415],
  },
  setPurchasingDocumentStatus: {
    summary: 'Cierra o cancela un documento de compra abierto. 409 si ya no está abierto.',
    tags: ['purchasing'],
    params: IdParams,
    body: PurchasingStatusBody,
    response: PurchasingDocumentDetail,
    errors: [400, 401, 403, 404, 409, 415],
  },
  copyPurchasingDocument: {
    summary:
      "'Copiar a': solicitud → oferta (de cualquier proveedor; varias ofertas de una solicitud), solicitud → pedido, oferta → pedido. Cantidades parciales por línea; 409 si ya no hay tanto abierto.",
    tags: ['purchasing'],
    params: IdParams,
    body: PurchasingCopyBody,
    response: PurchasingDocumentDetail,
    status: 201,
    errors: [400, 401, 403, 404, 409, 415],
  },
  getOfferComparison: {
    summary: 'Las ofertas de una solicitud de compra lado a lado: por línea, el precio y total de cada proveedor; la más barata marcada.',
    tags: ['purchasing'],
    params: IdParams,
    response: OfferComparison,
    errors: [400, 401, 404, 409],
  },
  chooseOffer: {
    summary: "'Elegir' una oferta: un pedido de compra copiado de ella; las demás ofertas de la misma solicitud y la solicitud se cierran, todo en una transacción.",
    tags: ['purchasing'],
    params: IdParams,
    response: PurchasingDocumentDetail,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  },
  getPurchaseOrderPdf: {
    summary: 'El pedido de compra en PDF (Carta): empresa, proveedor, folio, fecha, fecha de entrega, líneas y totales con IVA.',
    tags: ['purchasing'],
    params: IdParams,
    response: Pdf,
    produces: 'application/pdf',
    errors: [400, 401, 404, 409],
  },
  emailPurchaseOrder: {
    summary: 'Envía el PDF del pedido de compra al correo del contacto del proveedor. 409 si no hay SMTP configurado o el proveedor no tiene correo.',
    tags: ['purchasing'],
    params: IdParams,
    response: PurchaseEmailAnswer,
    errors: [400, 401, 403, 404, 409, 502],
  },
  listPurchaseShortages: {
    summary:
      'Necesidades de compra por artículo o variante: lo que piden las órdenes de fabricación liberadas o en proceso (menos lo ya surtido), lo que hay, lo pedido y lo sugerido, con el proveedor preferido.',
    tags: ['purchasing'],
    response: PurchaseShortageList,
    errors: [401],
  },
  estimatePurchasePrice: {
    summary:
      'El precio estimado de un artículo o variante para una línea capturada a mano: el del último pedido de compra, si no el costo promedio en existencia, si no el costo de la variante (centavos por unidad mínima).',
    tags: ['purchasing'],
    query: PurchasePriceQuery,
    response: PurchasePriceEstimate,
    errors: [400, 401, 404],
  },
  requestPurchaseShortages: {
    summary: "'Generar solicitudes de compra': una solicitud por proveedor preferido con lo sugerido, en una transacción. Los artículos sin proveedor preferido se dejan fuera y se listan.",
    tags: ['purchasing'],
    response: ShortageRequestsAnswer,
    status: 201,
    errors: [401, 403, 409],
  },
});

export const purchasingRoutes: RoutesOf<typeof purchasingEndpoints> = addresses;
