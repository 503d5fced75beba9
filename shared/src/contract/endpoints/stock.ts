import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import { ItemStock, KardexPage, KardexQuery, StockLocation, StockLocationBody, StockLocationQuery, StockMoveBody, StockPosting, Warehouse, WarehouseBody } from '../stock';
import { Type } from '@sinclair/typebox';

const addresses = defineRoutes({
  listWarehouses: { method: 'GET', path: '/stock/warehouses' },
  createWarehouse: { method: 'POST', path: '/stock/warehouses', action: 'stock.editWarehouses' },
  updateWarehouse: { method: 'PUT', path: '/stock/warehouses/:id', action: 'stock.editWarehouses' },
  listStockLocations: { method: 'GET', path: '/stock/locations' },
  createStockLocation: { method: 'POST', path: '/stock/locations', action: 'stock.editWarehouses' },
  updateStockLocation: { method: 'PUT', path: '/stock/locations/:id', action: 'stock.editWarehouses' },
  postStockMove: { method: 'POST', path: '/stock/moves', action: 'stock.move' },
  getItemStock: { method: 'GET', path: '/stock/items/:id' },
  getItemKardex: { method: 'GET', path: '/stock/items/:id/kardex' },
});

/** Stock (issue 31, items 1 and 2): everyone reads; production and admins keep warehouses and post movements. */
export const stockEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listWarehouses: {
    summary: 'Los almacenes: clave, nombre, tipo (materia prima, producto terminado, tránsito), si está activo y cuántas ubicaciones tiene.',
    tags: ['stock'],
    response: /*#__PURE__*/ Type.Array(Warehouse),
    errors: [401],
  },
  createWarehouse: {
    summary: 'Da de alta un almacén (producción y administradores). 409 si la clave ya es de otro.',
    tags: ['stock'],
    body: WarehouseBody,
    response: Warehouse,
    status: 201,
    errors: [400, 401, 403, 409, 415],
  },
  updateWarehouse: {
    summary: 'Cambia un almacén completo (producción y administradores). 409 si la clave ya es de otro.',
    tags: ['stock'],
    params: IdParams,
    body: WarehouseBody,
    response: Warehouse,
    errors: [400, 401, 403, 404, 409, 415],
  },
  listStockLocations: {
    summary: 'Las ubicaciones (anaqueles) de todos los almacenes o de uno.',
    tags: ['stock'],
    query: StockLocationQuery,
    response: /*#__PURE__*/ Type.Array(StockLocation),
    errors: [400, 401],
  },
  createStockLocation: {
    summary: 'Da de alta una ubicación en un almacén (producción y administradores). 409 si la clave ya existe en ese almacén.',
    tags: ['stock'],
    body: StockLocationBody,
    response: StockLocation,
    status: 201,
    errors: [400, 401, 403, 404, 409, 415],
  },
  updateStockLocation: {
    summary: 'Cambia una ubicación (producción y administradores). 409 si la clave ya existe en ese almacén.',
    tags: ['stock'],
    params: IdParams,
    body: StockLocationBody,
    response: StockLocation,
    errors: [400, 401, 403, 404, 409, 415],
  },
  postStockMove: {
    summary:
      'Registra un movimiento de inventario: entrada (con costo), salida, transferencia (dos partidas en una transacción) o ajuste por conteo. 409 en español si dejaría existencias bajo cero, diciendo qué falta.',
    tags: ['stock'],
    body: StockMoveBody,
    response: StockPosting,
    status: 201,
    errors: [400, 401, 403, 404, 409, 415],
  },
  getItemStock: {
    summary: 'Las existencias de un artículo por almacén: en existencia, comprometido, pedido y disponible, con su costo promedio y valor.',
    tags: ['stock'],
    params: IdParams,
    response: ItemStock,
    errors: [400, 401, 404],
  },
  getItemKardex: {
    summary: 'El kardex de un artículo: sus movimientos del más reciente al más antiguo, con el saldo tras cada uno, por páginas.',
    tags: ['stock'],
    params: IdParams,
    query: KardexQuery,
    response: KardexPage,
    errors: [400, 401, 404],
  },
});

export const stockRoutes: RoutesOf<typeof stockEndpoints> = addresses;
