import { defineArea } from '../area';
import fiscalDocumentRoutes from './routes';
import { FiscalDocumentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stamped CFDIs of sales documents and customer payments (issue 32 items 3–5). */
    fiscalDocuments: FiscalDocumentsService;
  }
}

/** CFDI stamping, cancellation and the stamped XML and PDF of invoices, notes, down payments and payments. */
export default defineArea({
  name: 'fiscal-documents',
  after: ['business-documents', 'receivables', 'fiscal'],
  repositories: (db, app) => {
    const service = new FiscalDocumentsService(db, app);
    service.registerLock();
    return { fiscalDocuments: service };
  },
  routes: (api) => api.register(fiscalDocumentRoutes),
});
