import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientSearchQuery, ClientSearchResults } from '@muestrario/shared/contract';
import { errorResponses } from '../../schemas';
import { CLIENT_SEARCH_LIMIT } from './repository';

const clientsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/business-partner/clients-search',
    {
      schema: {
        tags: ['clients'],
        summary: `Busca clientes por nombre, código o RFC (sin distinguir mayúsculas ni acentos; máx. ${CLIENT_SEARCH_LIMIT}).`,
        querystring: ClientSearchQuery,
        response: { 200: ClientSearchResults, ...errorResponses(400, 401) },
      },
    },
    async (request) => app.clients.search(request.query.search),
  );
};

export default clientsRoutes;
