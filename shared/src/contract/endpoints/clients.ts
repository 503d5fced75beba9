import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { CLIENT_SEARCH_LIMIT } from '../../domain/constants';
import { ClientSearchQuery, ClientSearchResults } from '../clients';

const addresses = defineRoutes({
  searchClients: { method: 'GET', path: '/business-partner/clients-search' },
});

export const clientEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  searchClients: {
    summary: `Busca clientes por nombre, código o RFC (sin distinguir mayúsculas ni acentos; máx. ${CLIENT_SEARCH_LIMIT}).`,
    tags: ['clients'],
    query: ClientSearchQuery,
    response: ClientSearchResults,
    errors: [400, 401],
  },
});

export const clientRoutes: RoutesOf<typeof clientEndpoints> = addresses;
