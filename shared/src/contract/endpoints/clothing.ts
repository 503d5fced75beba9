import { Type } from '@sinclair/typebox';
import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { ClothingList, CurrentClothing } from '../clothing';
import { IdParams } from '../common';
import { ClothingParams } from '../design';

const addresses = defineRoutes({
  listClothing: { method: 'GET', path: '/business/sample-clothing' },
  getCurrentClothing: { method: 'GET', path: '/business/samples/:id/current-clothing' },
  selectClothing: { method: 'POST', path: '/business/samples/:id/select-clothing/:clothingId', action: 'sample.editDesign' },
});

/** The garment catalogue and a sample's garment. */
export const clothingEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listClothing: {
    summary: 'Catálogo de prendas.',
    tags: ['clothing'],
    response: ClothingList,
    errors: [401],
  },
  getCurrentClothing: {
    summary: 'Prenda elegida para la muestra, con sus vistas y áreas de impresión, o null si todavía no se eligió.',
    tags: ['clothing'],
    params: IdParams,
    response: /*#__PURE__*/ Type.Union([CurrentClothing, /*#__PURE__*/ Type.Null()]),
    errors: [400, 401, 404],
  },
  selectClothing: {
    summary: 'Elige la prenda de la muestra; los logos y textos pasan a la vista equivalente, a la zona de impresión del mismo nombre (si no hay, centrados en la mayor) y se reducen si no caben. Devuelve la prenda con sus vistas.',
    tags: ['clothing'],
    params: ClothingParams,
    response: CurrentClothing,
    errors: [400, 401, 403, 404, 409],
  },
});

export const clothingRoutes: RoutesOf<typeof clothingEndpoints> = addresses;
