
import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import { GoodsDocumentDetail, GoodsDocumentPage, GoodsListQuery, GoodsReceiptBody, GoodsReceiptListQuery, GoodsReturnBody, ReceivableOrder, ReceivableOrderPage } from '../purchase-receipts';

const addresses = defineRoutes({
  listGoodsReceipts: { method: 'GET', path: '/purchasing/receipts' },
  getGoodsReceipt: { method: 'GET', path: '/purchasing/receipts/:id' },
  createGoodsReceipt: { method: 'POST', path: '/purchasing/receipts', action: 'purchase.receive' },
  listGoodsReturns: { method: 'GET', path: '/purchasing/returns' },
  getGoodsReturn: { method: 'GET', path: '/purchasing/returns/:id' },
  createGoodsReturn: { method: 'POST', path: '/purchasing/returns', action: 'purchase.receive' },
  listReceivableOrders: { method: 'GET', path: '/purchasing/receivable-orders' },
  getReceivableOrder: { method: 'GET', path: '/purchasing/orders/:id/receivable' },
});

/** Goods receipts and returns (issue 31 item 5): everyone signed in reads; production and admins receive and return. */
export const purchaseReceiptEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listGoodsReceipts: {
    summary:
      'Las entradas de mercancía contra pedidos de compra, de la más reciente a la más antigua; busca por folio, proveedor o folio del pedido; de un proveedor y solo las abiertas (con algo por facturar) si se pide.',
    tags: ['purchasing'],
    query: GoodsReceiptListQuery,
    response: GoodsDocumentPage,
    errors: [400, 401],
  },
  getGoodsReceipt: {
    summary: 'Una entrada de mercancía: sus líneas con artículo, variante, cantidades y costos, los movimientos de almacén que hizo, su pedido y sus devoluciones.',
    tags: ['purchasing'],
    params: IdParams,
    response: GoodsDocumentDetail,
    errors: [400, 401, 404],
  },
  createGoodsReceipt: {
    summary:
      'Recibe mercancía contra líneas de un pedido de compra (parcial: lo no recibido queda pendiente; el pedido se cierra cuando no queda nada). Sube las existencias al costo del pedido en pesos, en la misma transacción. Más de lo pendiente se rechaza pasada la tolerancia.',
    tags: ['purchasing'],
    body: GoodsReceiptBody,
    response: GoodsDocumentDetail,
    status: 201,
    errors: [400, 401, 403, 404, 409, 415],
  },
  listGoodsReturns: {
    summary: 'Las devoluciones de mercancía a proveedores, de la más reciente a la más antigua; busca por folio, proveedor o folio de la entrada.',
    tags: ['purchasing'],
    query: GoodsListQuery,
    response: GoodsDocumentPage,
    errors: [400, 401],
  },
  getGoodsReturn: {
    summary: 'Una devolución de mercancía: sus líneas, los movimientos de almacén que hizo, su entrada y su pedido.',
    tags: ['purchasing'],
    params: IdParams,
    response: GoodsDocumentDetail,
    errors: [400, 401, 404],
  },
  createGoodsReturn: {
    summary:
      'Devuelve al proveedor mercancía de una entrada: la saca del almacén y ubicación donde entró. 409 en español si no hay existencias suficientes o si se devuelve más de lo recibido menos lo ya devuelto.',
    tags: ['purchasing'],
    body: GoodsReturnBody,
    response: GoodsDocumentDetail,
    status: 201,
    errors: [400, 401, 403, 404, 409, 415],
  },
  listReceivableOrders: {
    summary: 'Los pedidos de compra abiertos con algo por recibir, para la entrada de mercancía; busca por folio o proveedor.',
    tags: ['purchasing'],
    query: GoodsListQuery,
    response: ReceivableOrderPage,
    errors: [400, 401],
  },
  getReceivableOrder: {
    summary: 'Las líneas de un pedido de compra para recibirlas: pedido, recibido, pendiente y lo más que admite la tolerancia.',
    tags: ['purchasing'],
    params: IdParams,
    response: ReceivableOrder,
    errors: [400, 401, 404],
  },
});

export const purchaseReceiptRoutes: RoutesOf<typeof purchaseReceiptEndpoints> = addresses;


