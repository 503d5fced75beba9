import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import { BomBody, BomConsumption, BomConsumptionQuery, BomCreateInput, BomDetail, BomListQuery, BomPage } from '../bom';

const addresses = defineRoutes({
  listBoms: { method: 'GET', path: '/boms' },
  getBom: { method: 'GET', path: '/boms/:id' },
  bomConsumption: { method: 'GET', path: '/boms/:id/consumption' },
  createBom: { method: 'POST', path: '/boms', action: 'bom.create' },
  updateBom: { method: 'PUT', path: '/boms/:id', action: 'bom.edit' },
});

/** Bills of materials (Producción › Lista de materiales): per style, the components of one piece. */
export const bomEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listBoms: {
    summary: 'Listas de materiales por páginas; busca por código o descripción del estilo sin distinguir mayúsculas ni acentos.',
    tags: ['boms'],
    query: BomListQuery,
    response: BomPage,
    errors: [400, 401],
  },
  getBom: {
    summary: 'Una lista de materiales con sus líneas (prenda base y materiales por pieza, con su merma).',
    tags: ['boms'],
    params: IdParams,
    response: BomDetail,
    errors: [400, 401, 404],
  },
  bomConsumption: {
    summary: 'El consumo de la decoración de una muestra autorizada (hilo por color y bobina, película) para unas piezas, con la merma de la lista.',
    tags: ['boms'],
    params: IdParams,
    query: BomConsumptionQuery,
    response: BomConsumption,
    errors: [400, 401, 404, 409],
  },
  createBom: {
    summary: 'Crea la lista de materiales de un estilo (una por estilo). 400 con los campos que fallan en «fields».',
    tags: ['boms'],
    body: BomCreateInput,
    response: BomDetail,
    status: 201,
    errors: [400, 401, 403, 409],
  },
  updateBom: {
    summary: 'Guarda las líneas, la merma de la decoración y las notas de una lista de materiales.',
    tags: ['boms'],
    params: IdParams,
    body: BomBody,
    response: BomDetail,
    errors: [400, 401, 403, 404],
  },
});

export const bomRoutes: RoutesOf<typeof bomEndpoints> = addresses;
