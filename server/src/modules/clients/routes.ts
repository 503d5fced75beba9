import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientSearchQuery, ClientSearchResults } from '@muestrario/shared/contract';
import { errorResponses } from '../../schemas';
import { ClientsRepository } from './repository';

const clientsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const clients = new ClientsRepository(app.db);

  app.get(
    '/business-partner/clients-search',
    {
      schema: {
        tags: ['clients'],
        summary: 'Busca clientes por nombre, código o RFC (sin distinguir mayúsculas ni acentos; máx. 20).',
        querystring: ClientSearchQuery,
        response: { 200: ClientSearchResults, ...errorResponses(400, 401) },
      },
    },
    async (request) => clients.search(request.query.search),
  );
};

export default clientsRoutes;
