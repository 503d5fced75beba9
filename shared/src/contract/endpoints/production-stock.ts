import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import { MaterialIssueBody, OrderMaterials, ProductionReceiptBody, ProductionReceiptResult } from '../production-stock';

const addresses = defineRoutes({
  getProductionOrderMaterials: { method: 'GET', path: '/production/orders/:id/materials' },
  issueProductionMaterials: { method: 'POST', path: '/production/orders/:id/material-issues', action: 'production.issueMaterials' },
  receiveProductionOrder: { method: 'POST', path: '/production/orders/:id/receipts', action: 'production.receive' },
});

/** Production and stock (issue 31 item 4): an order's materials, issuing them, receiving its finished goods. */
export const productionStockEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  getProductionOrderMaterials: {
    summary: 'Los materiales de una orden de fabricación: requerido, entregado y pendiente por componente (unidad mínima), y el producto terminado recibido por variante.',
    tags: ['production'],
    params: IdParams,
    response: OrderMaterials,
    errors: [400, 401, 404],
  },
  issueProductionMaterials: {
    summary: 'Entrega materiales a una orden liberada o en proceso: salidas a producción del almacén de materia prima en una sola transacción; si algo falta, 409 y nada se escribe.',
    tags: ['production'],
    params: IdParams,
    body: MaterialIssueBody,
    response: OrderMaterials,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  },
  receiveProductionOrder: {
    summary: 'Recibe producto terminado de una orden liberada o en proceso en un almacén de producto terminado, al costo de sus materiales y tiempo de máquina; antes entrega (backflush) los materiales pendientes que esas piezas consumen.',
    tags: ['production'],
    params: IdParams,
    body: ProductionReceiptBody,
    response: ProductionReceiptResult,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  },
});

export const productionStockRoutes: RoutesOf<typeof productionStockEndpoints> = addresses;
