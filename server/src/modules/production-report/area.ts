import { defineArea } from '../area';
import { ProductionReportRepository } from './repository';
import productionReportRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rows of the production report (issue 30 item 8, Producción › Informes). */
    productionReport: ProductionReportRepository;
  }
}

/** The production report: orders by status, late orders, estimated vs actual minutes, pieces per day. */
export default defineArea({
  name: 'production-report',
  after: ['production-orders'],
  repositories: (db, app) => ({ productionReport: new ProductionReportRepository(db, app.productionOrders) }),
  routes: (api) => api.register(productionReportRoutes),
});
