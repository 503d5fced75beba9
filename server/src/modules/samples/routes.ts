import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, SampleDetail } from '@muestrario/shared/contract';
import { MESSAGES, notFound } from '../../errors';
import { errorResponses } from '../../schemas';

const samplesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/business/samples/:id',
    {
      schema: {
        tags: ['samples'],
        summary: 'Detalle de una muestra.',
        params: IdParams,
        response: { 200: SampleDetail, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const sample = await app.samples.detail(request.params.id);
      if (!sample) throw notFound(MESSAGES.sampleNotFound);
      return sample;
    },
  );
};

export default samplesRoutes;
