import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SampleList } from '@muestrario/shared/contract';
import { errorResponses } from '../../schemas';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard/samples',
    {
      schema: {
        tags: ['samples'],
        summary: 'Todas las muestras, de la más reciente a la más antigua.',
        response: { 200: SampleList, ...errorResponses(401) },
      },
    },
    async () => app.samples.list(),
  );
};

export default dashboardRoutes;
