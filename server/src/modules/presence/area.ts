import { defineArea } from '../area';
import { PresenceRepository } from './repository';
import presenceRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who has a sample's editor open (issue 16). */
    presence: PresenceRepository;
  }
}

/** Who else has a sample's editor open. */
export default defineArea({
  name: 'presence',
  repositories: (db) => ({ presence: new PresenceRepository(db) }),
  routes: (api) => api.register(presenceRoutes),
});
