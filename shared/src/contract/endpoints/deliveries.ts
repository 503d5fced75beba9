import { Type } from '@sinclair/typebox';
import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import { DeliverableOrder, DeliveryBody, DeliveryDetail, DeliveryListQuery, DeliveryPage, SalesEmailAnswer, SalesEmailBody, SalesEmailDraft, SalesReturnBody } from '../deliveries';

const addresses = defineRoutes({
  listDeliveries: { method: 'GET', path: '/sales/deliveries' },
  getDelivery: { method: 'GET', path: '/sales/deliveries/:id' },
  getDeliveryPdf: { method: 'GET', path: '/sales/deliveries/:id/pdf' },
  getDeliverableOrder: { method: 'GET', path: '/sales/orders/:id/deliverable' },
  createDelivery: { method: 'POST', path: '/sales/orders/:id/deliveries', action: 'order.deliver' },
  listSalesReturns: { method: 'GET', path: '/sales/returns' },
  getSalesReturn: { method: 'GET', path: '/sales/returns/:id' },
  createSalesReturn: { method: 'POST', path: '/sales/orders/:id/returns', action: 'order.return' },
  getQuotationPdf: { method: 'GET', path: '/sales/quotations/:id/pdf' },
  getOrderPdf: { method: 'GET', path: '/sales/orders/:id/pdf' },
  getQuotationEmail: { method: 'GET', path: '/sales/quotations/:id/email' },
  getOrderEmail: { method: 'GET', path: '/sales/orders/:id/email' },
  emailQuotation: { method: 'POST', path: '/sales/quotations/:id/email', action: 'quotation.send' },
  emailOrder: { method: 'POST', path: '/sales/orders/:id/email', action: 'order.send' },
});

const Pdf = /*#__PURE__*/ Type.String({ format: 'binary', description: 'El documento en PDF (Carta)' });
const WRITE_ERRORS = [400, 401, 403, 404, 409, 415] as const;

/**
 * Deliveries and returns of sales orders (issue 32 item 1) and quotations and orders as PDF and e-mail
 * (item 7). Everyone signed in reads (amounts only for those who see sales amounts); the order's seller or an
 * admin delivers, returns and sends.
 */
export const deliveryEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listDeliveries: {
    summary: 'Las entregas a clientes, de la más reciente; busca por folio, cliente, vendedor o folio de la orden y filtra por status.',
    tags: ['sales'],
    query: DeliveryListQuery,
    response: DeliveryPage,
    errors: [400, 401],
  },
  getDelivery: {
    summary: 'Una entrega: sus líneas (por talla en las líneas con cuadrícula), los movimientos de almacén que hizo, su orden y sus devoluciones.',
    tags: ['sales'],
    params: IdParams,
    response: DeliveryDetail,
    errors: [400, 401, 404],
  },
  getDeliveryPdf: {
    summary: 'La remisión de la entrega en PDF (Carta): empresa, cliente, dirección de entrega, orden, líneas con tallas y línea de firma de quien recibe.',
    tags: ['sales'],
    params: IdParams,
    response: Pdf,
    produces: 'application/pdf',
    errors: [400, 401, 404],
  },
  getDeliverableOrder: {
    summary: "Las líneas de una orden para 'Crear entrega': ordenado, entregado y pendiente por línea y por talla, almacenes de producto terminado y sus existencias, entregas y devoluciones.",
    tags: ['sales'],
    params: IdParams,
    response: DeliverableOrder,
    errors: [400, 401, 404],
  },
  createDelivery: {
    summary:
      'Entrega líneas de la orden (parcial por línea y por talla) desde un almacén de producto terminado: el documento y sus salidas de almacén en una transacción. 409 en español si falta existencia o se entrega más de lo pendiente.',
    tags: ['sales'],
    params: IdParams,
    body: DeliveryBody,
    response: DeliveryDetail,
    status: 201,
    errors: WRITE_ERRORS,
  },
  listSalesReturns: {
    summary: 'Las devoluciones de clientes, de la más reciente; busca por folio, cliente, vendedor o folio de la entrega.',
    tags: ['sales'],
    query: DeliveryListQuery,
    response: DeliveryPage,
    errors: [400, 401],
  },
  getSalesReturn: {
    summary: 'Una devolución de cliente: sus líneas por talla, los movimientos de almacén, su entrega y su orden.',
    tags: ['sales'],
    params: IdParams,
    response: DeliveryDetail,
    errors: [400, 401, 404],
  },
  createSalesReturn: {
    summary:
      'Devuelve piezas de una entrega de la orden (parcial por línea y por talla): regresan al almacén del que salieron, al costo con que salieron. No reabre la orden. 409 si se devuelve más de lo entregado menos lo ya devuelto o facturado.',
    tags: ['sales'],
    params: IdParams,
    body: SalesReturnBody,
    response: DeliveryDetail,
    status: 201,
    errors: WRITE_ERRORS,
  },
  getQuotationPdf: {
    summary: 'La cotización en PDF (Carta): empresa, cliente, contacto, líneas, totales con IVA y vigencia.',
    tags: ['sales'],
    params: IdParams,
    response: Pdf,
    produces: 'application/pdf',
    errors: [400, 401, 403, 404],
  },
  getOrderPdf: {
    summary: 'La orden de venta en PDF (Carta): empresa, cliente, direcciones, fecha de entrega, líneas con tallas y totales con IVA.',
    tags: ['sales'],
    params: IdParams,
    response: Pdf,
    produces: 'application/pdf',
    errors: [400, 401, 403, 404],
  },
  getQuotationEmail: {
    summary: "Lo que propone 'Enviar por correo' de una cotización: destinatario (el contacto del cliente), asunto y mensaje; si hay SMTP configurado.",
    tags: ['sales'],
    params: IdParams,
    response: SalesEmailDraft,
    errors: [400, 401, 404],
  },
  getOrderEmail: {
    summary: "Lo que propone 'Enviar por correo' de una orden de venta.",
    tags: ['sales'],
    params: IdParams,
    response: SalesEmailDraft,
    errors: [400, 401, 404],
  },
  emailQuotation: {
    summary: 'Envía la cotización en PDF por correo. 409 si no hay SMTP configurado; 502 si el servidor de correo no responde.',
    tags: ['sales'],
    params: IdParams,
    body: SalesEmailBody,
    response: SalesEmailAnswer,
    errors: [400, 401, 403, 404, 409, 415, 502],
  },
  emailOrder: {
    summary: 'Envía la orden de venta en PDF por correo. 409 si no hay SMTP configurado; 502 si el servidor de correo no responde.',
    tags: ['sales'],
    params: IdParams,
    body: SalesEmailBody,
    response: SalesEmailAnswer,
    errors: [400, 401, 403, 404, 409, 415, 502],
  },
});

export const deliveryRoutes: RoutesOf<typeof deliveryEndpoints> = addresses;
