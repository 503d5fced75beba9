import { defineArea } from '../area';
import { PantonesRepository } from './repository';
import pantonesRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    pantones: PantonesRepository;
  }
}

/** The Pantone colour list. */
export default defineArea({
  name: 'pantones',
  repositories: (db) => ({ pantones: new PantonesRepository(db) }),
  routes: (api) => api.register(pantonesRoutes),
});
