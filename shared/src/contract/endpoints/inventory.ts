import { Type } from '@sinclair/typebox';
import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import {
  BelowMinimumReport,
  ItemPlanning,
  ItemPlanningBody,
  StockBalancePage,
  StockBalanceQuery,
  StockCountBody,
  StockCountResult,
  StockDocument,
  StockDocumentBody,
  StockDocumentPage,
  StockDocumentQuery,
  StockReportCsvQuery,
  StockValuation,
} from '../inventory';

const addresses = defineRoutes({
  listStockDocuments: { method: 'GET', path: '/stock/documents' },
  getStockDocument: { method: 'GET', path: '/stock/documents/:id' },
  createStockDocument: { method: 'POST', path: '/stock/documents', action: 'stock.move' },
  createStockCount: { method: 'POST', path: '/stock/counts', action: 'stock.move' },
  getItemPlanning: { method: 'GET', path: '/items/:id/planning' },
  updateItemPlanning: { method: 'PUT', path: '/items/:id/planning', action: 'item.editPlanning' },
  stockBalancesReport: { method: 'GET', path: '/stock/reports/balances' },
  stockValuationReport: { method: 'GET', path: '/stock/reports/valuation' },
  belowMinimumReport: { method: 'GET', path: '/stock/reports/below-minimum' },
  stockReportCsv: { method: 'GET', path: '/stock/reports/csv' },
});

const Csv = /*#__PURE__*/ Type.String({ description: 'El informe en CSV (UTF-8 con BOM, separado por comas, decimales con punto)' });

/** Inventory documents, counts, item planning and stock reports (issue 31, item 3): everyone reads; production and admins post. */
export const inventoryEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listStockDocuments: {
    summary: 'Entradas, salidas y transferencias de inventario por páginas, de la más reciente a la más antigua; busca por folio, nota o quién.',
    tags: ['stock'],
    query: StockDocumentQuery,
    response: StockDocumentPage,
    errors: [400, 401],
  },
  getStockDocument: {
    summary: 'Un documento de inventario con sus líneas: artículo o variante, almacén y ubicación (y destino), cantidad y costo.',
    tags: ['stock'],
    params: IdParams,
    response: StockDocument,
    errors: [400, 401, 404],
  },
  createStockDocument: {
    summary:
      'Registra una entrada (con costo), una salida o una transferencia de varias líneas en una sola transacción (producción y administradores). 409 en español si alguna línea dejaría existencias bajo cero: no se registra ninguna.',
    tags: ['stock'],
    body: StockDocumentBody,
    response: StockDocument,
    status: 201,
    errors: [400, 401, 403, 404, 409, 415],
  },
  createStockCount: {
    summary:
      'Registra un recuento de un almacén: por cada línea, la diferencia entre lo contado y las existencias (leídas dentro de la transacción) queda como ajuste por conteo.',
    tags: ['stock'],
    body: StockCountBody,
    response: StockCountResult,
    status: 201,
    errors: [400, 401, 403, 404, 409, 415],
  },
  getItemPlanning: {
    summary: 'Los datos de compras e inventario de un artículo: su proveedor preferido y su existencia mínima (en la unidad mínima).',
    tags: ['items'],
    params: IdParams,
    response: ItemPlanning,
    errors: [400, 401, 404],
  },
  updateItemPlanning: {
    summary: 'Cambia el proveedor preferido (un socio de tipo Proveedor) y la existencia mínima de un artículo (producción y administradores).',
    tags: ['items'],
    params: IdParams,
    body: ItemPlanningBody,
    response: ItemPlanning,
    errors: [400, 401, 403, 404, 415],
  },
  stockBalancesReport: {
    summary: 'Existencias por almacén y ubicación, por páginas: en existencia, comprometido, pedido, disponible y valor al costo promedio.',
    tags: ['stock'],
    query: StockBalanceQuery,
    response: StockBalancePage,
    errors: [400, 401],
  },
  stockValuationReport: {
    summary: 'Valuación del inventario al costo promedio: por almacén, por artículo y el total.',
    tags: ['stock'],
    response: StockValuation,
    errors: [401],
  },
  belowMinimumReport: {
    summary: 'Los artículos cuyo disponible total está por debajo de su existencia mínima, con lo que falta y su proveedor preferido.',
    tags: ['stock'],
    response: BelowMinimumReport,
    errors: [401],
  },
  stockReportCsv: {
    summary:
      "'Descargar CSV' de un informe de inventario completo (existencias por almacén, kardex de un artículo, valuación, bajo mínimo), enviado por partes: UTF-8 con BOM, cantidades en la unidad del artículo y pesos con punto decimal.",
    tags: ['stock'],
    query: StockReportCsvQuery,
    response: Csv,
    produces: 'text/csv',
    errors: [400, 401, 404],
  },
});

export const inventoryRoutes: RoutesOf<typeof inventoryEndpoints> = addresses;
