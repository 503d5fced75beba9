import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { systemEndpoints } from '@muestrario/shared/contract';
import { route } from '../../http/endpoint-route';

const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, systemEndpoints.getHealth, async () => ({ status: 'ok' as const }));
};

export default systemRoutes;
