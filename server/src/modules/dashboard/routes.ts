import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sampleEndpoints } from '@muestrario/shared/contract';
import { route } from '../../http/endpoint-route';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, sampleEndpoints.listDashboardSamples, async () => app.samples.list());
};

export default dashboardRoutes;
