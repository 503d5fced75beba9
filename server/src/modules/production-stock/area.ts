import { defineArea } from '../area';
import productionStockRoutes from './routes';
import { ProductionStockService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Production and stock (issue 31 item 4): an order's materials, issuing them, receiving its finished goods. */
    productionStock: ProductionStockService;
  }
}

/** Production and stock: ledger movements naming a production order (no tables of its own). */
export default defineArea({
  name: 'production-stock',
  after: ['production-orders', 'stock', 'machines'],
  repositories: (db, app) => ({ productionStock: new ProductionStockService(db, app.stockLedger) }),
  routes: (api) => api.register(productionStockRoutes),
});
