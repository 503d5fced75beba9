import { defineArea } from '../area';
import receivableRoutes from './routes';
import { ReceivablesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts receivable (issue 32 items 6 and 8): invoices, notes, down payments, payments, balances, the invoiced sales report. */
    receivables: ReceivablesService;
  }
}

/** Invoices, credit and debit notes, down payments, incoming payments, Cartera de clientes, Informe de ventas facturadas. */
export default defineArea({
  name: 'receivables',
  after: ['business-documents'],
  repositories: (db, app) => ({ receivables: new ReceivablesService(db, app.documents) }),
  routes: (api) => api.register(receivableRoutes),
});
