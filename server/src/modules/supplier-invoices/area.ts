import { defineArea } from '../area';
import supplierInvoiceRoutes from './routes';
import { SupplierInvoiceService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Supplier invoices from their CFDI, payments, balances, the purchase report (issue 31, item 5). */
    supplierInvoices: SupplierInvoiceService;
  }
}

/** Supplier invoices (CFDI), credit notes, down payments, supplier payments and balances, Informe de compras. */
export default defineArea({
  name: 'supplier-invoices',
  after: ['business-documents'],
  repositories: (db, app) => ({ supplierInvoices: new SupplierInvoiceService(db, app.documents, () => app.storage) }),
  routes: (api) => api.register(supplierInvoiceRoutes),
});
