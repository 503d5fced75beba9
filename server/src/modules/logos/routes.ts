import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, LogoList } from '@muestrario/shared/contract';
import { MESSAGES, notFound } from '../../errors';
import { errorResponses } from '../../schemas';
import { SamplesRepository } from '../samples/repository';
import { LogosRepository } from './repository';

const logosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const logos = new LogosRepository(app.db);
  const samples = new SamplesRepository(app.db);

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
      if (!(await samples.exists(request.params.id))) throw notFound(MESSAGES.sampleNotFound);
      return logos.listForSample(request.params.id);
    },
  );
};

export default logosRoutes;
