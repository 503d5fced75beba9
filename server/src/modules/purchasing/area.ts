import { defineArea } from '../area';
import purchasingRoutes from './routes';
import { PurchasingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Purchase requests, supplier offers, purchase orders and production's shortages (issue 31 item 5). */
    purchasing: PurchasingService;
  }
}

/** Purchasing: requests → offers → orders on the document engine, and the shortages of production. */
export default defineArea({
  name: 'purchasing',
  after: ['business-documents'],
  repositories: (db, app) => ({ purchasing: new PurchasingService(db, app.documents) }),
  routes: (api) => api.register(purchasingRoutes),
});
