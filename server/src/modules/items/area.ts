import { defineArea } from '../area';
import { ItemsRepository } from './repository';
import itemsRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Items (issue 30): styles with colours, size runs and variants, and services. */
    items: ItemsRepository;
  }
}

/** Items (Inventario › Datos maestros). */
export default defineArea({
  name: 'items',
  repositories: (db) => ({ items: new ItemsRepository(db) }),
  routes: (api) => api.register(itemsRoutes),
});
