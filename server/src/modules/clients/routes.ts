import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientEndpoints } from '@muestrario/shared/contract';
import { canSeePartnerPrivateData } from '@muestrario/shared/rules';
import { route } from '../../http/endpoint-route';

const clientsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, clientEndpoints.searchClients, async (request) =>
    app.clients.search(request.query.search, { privateData: canSeePartnerPrivateData(request.user!) }),
  );
};

export default clientsRoutes;
