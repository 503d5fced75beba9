import { defineArea } from '../area';
import { SalesDocumentsRepository } from './repository';
import quotationsRoutes from './routes';
import { SalesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Quotations and sales orders (issue 19): their writes, on the document engine. */
    sales: SalesService;
    /** Quotations and sales orders: their reads. */
    salesDocuments: SalesDocumentsRepository;
  }
}

/** Quotations and sales orders (back-office), written through the business document engine. */
export default defineArea({
  name: 'quotations',
  after: ['business-documents', 'articles'],
  repositories: (db, app) => ({ sales: new SalesService(db, app.documents, app.articles), salesDocuments: new SalesDocumentsRepository(db) }),
  routes: (api) => api.register(quotationsRoutes),
});
