import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import { ItemDetail, ItemInput, ItemListQuery, ItemPage, ItemVariantList } from '../items';

const addresses = defineRoutes({
  listItems: { method: 'GET', path: '/items' },
  getItem: { method: 'GET', path: '/items/:id' },
  listItemVariants: { method: 'GET', path: '/items/:id/variants' },
  createItem: { method: 'POST', path: '/items', action: 'item.create' },
  updateItem: { method: 'PUT', path: '/items/:id', action: 'item.edit' },
});

/** Items (Inventario › Datos maestros): styles with their colours, size runs and variants, and services. */
export const itemEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listItems: {
    summary: 'Artículos por páginas (estilos y servicios); busca por código o descripción sin distinguir mayúsculas ni acentos.',
    tags: ['items'],
    query: ItemListQuery,
    response: ItemPage,
    errors: [400, 401],
  },
  getItem: {
    summary: 'Un artículo con sus colores y su corrida de tallas.',
    tags: ['items'],
    params: IdParams,
    response: ItemDetail,
    errors: [400, 401, 404],
  },
  listItemVariants: {
    summary: 'Las variantes (color × talla) de un estilo, con su código; las inactivas salieron del estilo pero se conservan.',
    tags: ['items'],
    params: IdParams,
    response: ItemVariantList,
    errors: [400, 401, 404],
  },
  createItem: {
    summary: 'Crea un estilo (con sus variantes color × talla) o un servicio. 400 con los campos que fallan en «fields».',
    tags: ['items'],
    body: ItemInput,
    response: ItemDetail,
    status: 201,
    errors: [400, 401, 403, 409],
  },
  updateItem: {
    summary: 'Guarda un artículo; las variantes siguen a sus colores y tallas (las que salen se desactivan, no se borran).',
    tags: ['items'],
    params: IdParams,
    body: ItemInput,
    response: ItemDetail,
    errors: [400, 401, 403, 404, 409],
  },
});

export const itemRoutes: RoutesOf<typeof itemEndpoints> = addresses;
