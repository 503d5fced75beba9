import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SampleList, SampleListPage, sampleEndpoints } from '@muestrario/shared/contract';
import { route } from '../../http/endpoint-route';
import { listFilterOf } from '../samples/list-query';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // No parameter: the whole list (docs/requirements.md §7). Any parameter: one page (issue 20).
  // The answer's schema is the union of both; each answer is serialised with its own branch's serializer
  // (compiled once, cached by Fastify), so the union's Ajv check does not run on every answer.
  route(app, sampleEndpoints.listDashboardSamples, async (request, reply) => {
    const query = request.query ?? {};
    if (Object.keys(query).length === 0) {
      const list = await app.samples.list();
      reply.serializer(reply.compileSerializationSchema(SampleList));
      return list;
    }
    const page = await app.samples.page(listFilterOf(query, request.user!));
    reply.serializer(reply.compileSerializationSchema(SampleListPage));
    return page;
  });
};

export default dashboardRoutes;
