import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, RenderFile } from '@muestrario/shared/contract';
import { MESSAGES, notFound } from '../../errors';
import { errorResponses } from '../../schemas';

const rendersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/business/samples/:id/render-file',
    {
      schema: {
        tags: ['renders'],
        summary: 'Último archivo de render de la muestra (404 si todavía no hay).',
        params: IdParams,
        response: { 200: RenderFile, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (!(await app.samples.exists(request.params.id))) throw notFound(MESSAGES.sampleNotFound);
      const render = await app.renders.latestForSample(request.params.id);
      if (!render) throw notFound(MESSAGES.noRender);
      return render;
    },
  );
};

export default rendersRoutes;
