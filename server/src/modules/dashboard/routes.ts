import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SampleList } from '@muestrario/shared/contract';
import { errorResponses } from '../../schemas';
import { SamplesRepository } from '../samples/repository';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const samples = new SamplesRepository(app.db);

  app.get(
    '/dashboard/samples',
    {
      schema: {
        tags: ['samples'],
        summary: 'Todas las muestras, de la más reciente a la más antigua.',
        response: { 200: SampleList, ...errorResponses(401) },
      },
    },
    async () => samples.list(),
  );
};

export default dashboardRoutes;
