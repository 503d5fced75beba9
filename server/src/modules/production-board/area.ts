import { defineArea } from '../area';
import { ProductionBoardRepository } from './repository';
import productionBoardRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The floor board (issue 30 item 6): board, machine queue, moving operations. */
    productionBoard: ProductionBoardRepository;
  }
}

/**
 * The floor board: machines × days against capacity, a machine's queue, moving an operation. Reads and
 * writes the production orders' tables (../production-orders/tables.ts, migration 0030); owns none.
 */
export default defineArea({
  name: 'production-board',
  repositories: (db) => ({ productionBoard: new ProductionBoardRepository(db) }),
  routes: (api) => api.register(productionBoardRoutes),
});
