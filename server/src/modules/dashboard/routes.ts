import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SampleList, SampleListPage, sampleEndpoints } from '@muestrario/shared/contract';
import { route } from '../../http/endpoint-route';
import { listFilterOf } from '../samples/list-query';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // No parameter: the whole list (docs/requirements.md §7). Any parameter: one page (issue 20).
  // The answer's schema is the union of both; each answer is serialised with its own branch's schema, so
  // the union's Ajv check does not run on every answer. Both are cached until a write changes the data
  // (plugins/answer-cache.ts); a page's key is its checked filter, which holds what depends on the user
  // ('mine' and 'pending' become the user's id and stages).
  route(app, sampleEndpoints.listDashboardSamples, async (request, reply) => {
    const query = request.query ?? {};
    if (Object.keys(query).length === 0) return app.cachedAnswer(request, reply, 'samples', SampleList, () => app.samples.list());
    const filter = listFilterOf(query, request.user!);
    return app.cachedAnswer(request, reply, `samples?${JSON.stringify(filter)}`, SampleListPage, () => app.samples.page(filter));
  });
};

export default dashboardRoutes;
