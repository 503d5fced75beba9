import { Type } from '@sinclair/typebox';
import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import { OrderLineParams } from '../order-grids';
import {
  Board,
  BoardQuery,
  CreateProductionOrderBody,
  FinishOperationBody,
  MachineQueue,
  MoveOperationBody,
  OperationDetail,
  ProductionOperation,
  ProductionOrderDetail,
  ProductionOrderListQuery,
  ProductionOrderPage,
  ProductionOrderStatusBody,
  ProductionReport,
  ProductionReportQuery,
  StartOperationBody,
} from '../production-orders';

const Pdf = /*#__PURE__*/ Type.String({ format: 'binary', description: 'El documento PDF' });

const addresses = defineRoutes({
  listProductionOrders: { method: 'GET', path: '/production/orders' },
  getProductionOrder: { method: 'GET', path: '/production/orders/:id' },
  getProductionTicket: { method: 'GET', path: '/production/orders/:id/ticket.pdf' },
  createProductionOrder: { method: 'POST', path: '/sales/orders/:id/lines/:line/production-order', action: 'production.create' },
  setProductionOrderStatus: { method: 'POST', path: '/production/orders/:id/status', action: 'production.setStatus' },
  getProductionBoard: { method: 'GET', path: '/production/board' },
  getMachineQueue: { method: 'GET', path: '/production/machines/:id/queue' },
  getProductionOperation: { method: 'GET', path: '/production/operations/:id' },
  moveProductionOperation: { method: 'PUT', path: '/production/operations/:id/plan', action: 'production.move' },
  startProductionOperation: { method: 'POST', path: '/production/operations/:id/start', action: 'production.record' },
  finishProductionOperation: { method: 'POST', path: '/production/operations/:id/finish', action: 'production.record' },
  getProductionReport: { method: 'GET', path: '/production/report' },
});

/** Production orders, the floor board, the machine queue, job tickets and the report (issue 30 items 4, 6, 7, 8). */
export const productionOrderEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listProductionOrders: {
    summary: 'Órdenes de fabricación por páginas; filtra por estado, atraso, orden de venta o muestra; busca por folio, cliente, estilo o muestra.',
    tags: ['production'],
    query: ProductionOrderListQuery,
    response: ProductionOrderPage,
    errors: [400, 401],
  },
  getProductionOrder: {
    summary: 'Una orden de fabricación: su foto (muestra, cuadrícula, nombres, materiales), operaciones, avance e historial de estados.',
    tags: ['production'],
    params: IdParams,
    response: ProductionOrderDetail,
    errors: [400, 401, 404],
  },
  getProductionTicket: {
    summary: 'La hoja de trabajo en PDF (tamaño carta): vistas de la muestra, cuadrícula, nombres, materiales a surtir y operaciones, con un QR por operación.',
    tags: ['production'],
    params: IdParams,
    response: Pdf,
    produces: 'application/pdf',
    errors: [400, 401, 404],
  },
  createProductionOrder: {
    summary: 'Crea la orden de fabricación de una línea de orden de venta con cuadrícula de tallas y muestra autorizada; planea sus operaciones hacia atrás desde la fecha prometida. 409 si la línea ya tiene una orden abierta o no se puede fabricar (con el motivo).',
    tags: ['production'],
    params: OrderLineParams,
    body: CreateProductionOrderBody,
    response: ProductionOrderDetail,
    status: 201,
    errors: [400, 401, 403, 404, 409, 415],
  },
  setProductionOrderStatus: {
    summary: 'Libera, regresa a planeada, cancela o cierra una orden de fabricación (producción y administradores). 409 si el estado no lo permite o la orden cambió mientras tanto.',
    tags: ['production'],
    params: IdParams,
    body: ProductionOrderStatusBody,
    response: ProductionOrderDetail,
    errors: [400, 401, 403, 404, 409, 415],
  },
  getProductionBoard: {
    summary: 'El tablero de planta: máquinas × días con su capacidad y carga en minutos, y las operaciones de las órdenes abiertas.',
    tags: ['production'],
    query: BoardQuery,
    response: Board,
    errors: [400, 401],
  },
  getMachineQueue: {
    summary: 'La cola de una máquina para su operador: sus operaciones abiertas, la siguiente primero.',
    tags: ['production'],
    params: IdParams,
    response: MachineQueue,
    errors: [400, 401, 404],
  },
  getProductionOperation: {
    summary: 'Una operación con los datos de su orden: la página que abre el QR de la hoja de trabajo.',
    tags: ['production'],
    params: IdParams,
    response: OperationDetail,
    errors: [400, 401, 404],
  },
  moveProductionOperation: {
    summary: 'Mueve una operación a otra máquina de su tipo y/u otro día (producción y administradores); revisa tipo y capacidad. 409 si otra persona la movió antes.',
    tags: ['production'],
    params: IdParams,
    body: MoveOperationBody,
    response: ProductionOperation,
    errors: [400, 401, 403, 404, 409, 415],
  },
  startProductionOperation: {
    summary: 'Inicia una operación (producción, calidad y administradores); la primera que se inicia pone la orden «En proceso».',
    tags: ['production'],
    params: IdParams,
    body: StartOperationBody,
    response: OperationDetail,
    errors: [400, 401, 403, 404, 409, 415],
  },
  finishProductionOperation: {
    summary: 'Termina una operación con piezas buenas y rechazadas (y el motivo del rechazo).',
    tags: ['production'],
    params: IdParams,
    body: FinishOperationBody,
    response: OperationDetail,
    errors: [400, 401, 403, 404, 409, 415],
  },
  getProductionReport: {
    summary: 'Informe de producción: órdenes por estado, órdenes atrasadas, minutos estimados contra reales por máquina y operación, piezas por día.',
    tags: ['production'],
    query: ProductionReportQuery,
    response: ProductionReport,
    errors: [400, 401],
  },
});

export const productionOrderRoutes: RoutesOf<typeof productionOrderEndpoints> = addresses;
