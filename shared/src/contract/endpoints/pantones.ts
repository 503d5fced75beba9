import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { PantoneList } from '../pantones';

const addresses = defineRoutes({
  listPantones: { method: 'GET', path: '/business/pantones' },
});

/** The thread-colour catalogue («pantones»). */
export const pantoneEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listPantones: {
    summary: 'Catálogo completo de colores de hilo (pantones), en orden de catálogo.',
    tags: ['pantones'],
    response: PantoneList,
    errors: [401],
  },
});

export const pantoneRoutes: RoutesOf<typeof pantoneEndpoints> = addresses;
