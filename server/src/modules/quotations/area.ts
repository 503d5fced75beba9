import { defineArea } from '../area';
import { SalesRepository } from './repository';
import quotationsRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Quotations and sales orders (issue 19). */
    sales: SalesRepository;
  }
}

/** Quotations and sales orders (back-office). */
export default defineArea({
  name: 'quotations',
  repositories: (db) => ({ sales: new SalesRepository(db) }),
  routes: (api) => api.register(quotationsRoutes),
});
