import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Pantone } from '@muestrario/shared/contract';
import { errorResponses } from '../../schemas';

const threadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/business/pantones',
    {
      schema: {
        tags: ['threads'],
        summary: 'Catálogo completo de colores de hilo (pantones), en orden de catálogo.',
        response: { 200: Type.Array(Pantone), ...errorResponses(401) },
      },
    },
    async (_request, reply) => {
      const rows = await app.threads.list();
      reply.header('cache-control', 'private, max-age=3600');
      return rows;
    },
  );
};

export default threadsRoutes;
