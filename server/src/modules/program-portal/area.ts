import fp from 'fastify-plugin';
import { portalTokenOf } from '@muestrario/shared/routes';
import { defineArea } from '../area';
import { PortalLinksService } from './links';
import portalPublicRoutes from './public-routes';
import { ReorderRequestsRepository } from './requests';
import { PortalRoster } from './roster';
import portalStaffRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The HR portal's links of uniform programs (issue 35 item 4). */
    portalLinks: PortalLinksService;
    /** The HR portal's reorder requests. */
    programRequests: ReorderRequestsRepository;
    /** The roster writes the HR portal may make. */
    portalRoster: PortalRoster;
  }
}

/**
 * A uniform program's HR portal (issue 35 item 4): the seller's links and requests, the HR contact's public
 * routes by token, and the headers of the public page '/programa/:token' (served by the host as index.html):
 * not indexed, no referrer sent onwards (the token is in the address), not cached.
 */
export default defineArea({
  name: 'program-portal',
  after: ['programs', 'approvals'],
  repositories: (db) => ({ portalLinks: new PortalLinksService(db), programRequests: new ReorderRequestsRepository(db), portalRoster: new PortalRoster() }),
  plugin: (app) =>
    app.register(
      fp(async (instance) => {
        instance.addHook('onSend', (request, reply, payload, done) => {
          if (request.method === 'GET' && portalTokenOf(request.url.split('?')[0] ?? '') !== undefined) {
            reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
          }
          done(null, payload);
        });
      }),
    ),
  routes: async (api) => {
    await api.register(portalStaffRoutes);
    await api.register(portalPublicRoutes);
  },
});
