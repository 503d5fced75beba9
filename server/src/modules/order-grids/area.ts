import { defineArea } from '../area';
import orderGridsRoutes from './routes';
import { OrderGridsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sales order lines' size grids and name lists (issue 30 item 2). */
    orderGrids: OrderGridsService;
  }
}

/** Size grids and name lists on sales order lines; keeps a gridded line's quantity equal to its grid on every order save. */
export default defineArea({
  name: 'order-grids',
  after: ['business-documents', 'items', 'quotations'],
  repositories: (db, app) => {
    const orderGrids = new OrderGridsService(db, app.documents, app.items);
    app.documents.effects.register('order', orderGrids.keepGridTotals);
    return { orderGrids };
  },
  routes: (api) => api.register(orderGridsRoutes),
});
