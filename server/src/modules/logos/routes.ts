import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, LogoList } from '@muestrario/shared/contract';
import { MESSAGES, notFound } from '../../errors';
import { errorResponses } from '../../schemas';

const logosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/business/samples/:id/logos',
    {
      schema: {
        tags: ['logos'],
        summary: 'Logos colocados en la muestra.',
        params: IdParams,
        response: { 200: LogoList, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (!(await app.samples.exists(request.params.id))) throw notFound(MESSAGES.sampleNotFound);
      return app.logos.listForSample(request.params.id);
    },
  );
};

export default logosRoutes;
