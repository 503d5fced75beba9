import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import { GridSampleList, GridSampleQuery, OrderLineGrid, OrderLineGridInput, OrderLineGridList, OrderLineParams } from '../order-grids';

const addresses = defineRoutes({
  listOrderGrids: { method: 'GET', path: '/sales/orders/:id/grids' },
  saveOrderLineGrid: { method: 'PUT', path: '/sales/orders/:id/lines/:line/grid', action: 'order.editGrid' },
  deleteOrderLineGrid: { method: 'DELETE', path: '/sales/orders/:id/lines/:line/grid', action: 'order.editGrid' },
  listGridSamples: { method: 'GET', path: '/sales/grid-samples' },
});

/** A sales order line's size grid and name list (issue 30 item 2). */
export const orderGridEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listOrderGrids: {
    summary: 'Las cuadrículas de tallas y listas de nombres de las líneas de una orden de venta.',
    tags: ['sales'],
    params: IdParams,
    response: OrderLineGridList,
    errors: [400, 401, 404],
  },
  saveOrderLineGrid: {
    summary:
      'Guarda la cuadrícula (color × talla) y la lista de nombres de una línea de una orden abierta: estilo, muestra autorizada (etapa 7) del cliente, nombres revisados fila por fila; la cantidad de la línea pasa a ser el total de la cuadrícula.',
    tags: ['sales'],
    params: OrderLineParams,
    body: OrderLineGridInput,
    response: OrderLineGrid,
    errors: [400, 401, 403, 404, 409],
  },
  deleteOrderLineGrid: {
    summary: 'Quita la cuadrícula y la lista de nombres de una línea (la cantidad de la línea se queda).',
    tags: ['sales'],
    params: OrderLineParams,
    response: OrderLineGridList,
    errors: [400, 401, 403, 404, 409],
  },
  listGridSamples: {
    summary: 'Las muestras autorizadas (etapa 7) que una línea de orden puede reproducir, con sus textos; por cliente.',
    tags: ['sales'],
    query: GridSampleQuery,
    response: GridSampleList,
    errors: [400, 401],
  },
});

export const orderGridRoutes: RoutesOf<typeof orderGridEndpoints> = addresses;
