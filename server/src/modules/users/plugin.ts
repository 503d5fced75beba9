import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { passwordResetTokenOf } from '@muestrario/shared/routes';
import { ResetLinksRepository } from './reset-links';
import { StaffRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Users managed in the app (issue 33): the admin's list and changes, password changes. */
    staff: StaffRepository;
    /** One-time password reset links. */
    resetLinks: ResetLinksRepository;
  }
}

/**
 * The users' repositories, and the headers of the reset page ('/recuperar-contrasena/:token', served by
 * the host as index.html): not indexed, no referrer sent onwards (the token is in the address), not cached.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('staff', new StaffRepository(app.db));
    app.decorate('resetLinks', new ResetLinksRepository(app.db));
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method === 'GET' && passwordResetTokenOf(request.url.split('?')[0] ?? '')) {
        reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'users' },
);
