import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sampleEndpoints } from '@muestrario/shared/contract';
import { route } from '../../http/endpoint-route';
import { listFilterOf, listSamplePage } from '../samples/list-query';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // No parameter: the whole list (docs/requirements.md §7). Any parameter: one page (issue 20).
  route(app, sampleEndpoints.listDashboardSamples, async (request) => {
    const query = request.query ?? {};
    if (Object.keys(query).length === 0) return app.samples.list();
    return listSamplePage(app.db, listFilterOf(query, request.user!.id));
  });
};

export default dashboardRoutes;
