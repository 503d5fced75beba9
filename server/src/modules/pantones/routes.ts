import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pantoneEndpoints } from '@muestrario/shared/contract';
import { route } from '../../http/endpoint-route';

const pantonesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, pantoneEndpoints.listPantones, async (_request, reply) => {
    const rows = await app.pantones.list();
    reply.header('cache-control', 'private, max-age=3600');
    return rows;
  });
};

export default pantonesRoutes;
