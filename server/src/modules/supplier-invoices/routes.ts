import type { FastifyPluginAsync } from 'fastify';
import { supplierInvoiceEndpoints as endpoints } from '@muestrario/shared/contract';
import { CFDI_MAX_BYTES, SUPPLIER_INVOICE_MESSAGES as M } from '@muestrario/shared/domain';
import { notFound } from '../../errors';
import { route } from '../../http/endpoint-route';

/** JSON around the XML text (quotes and escapes) may take a little more than the XML itself. */
const IMPORT_BODY_LIMIT = CFDI_MAX_BYTES + 64 * 1024;

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Supplier invoices from their CFDI (issue 31, item 5): admins only (purchase.invoice in the permission
 * table, checked by `route` before each handler).
 */
const supplierInvoiceRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    endpoints.importSupplierCfdi,
    async (request) => app.supplierInvoices.import(request.body.xml, request.body.goodsReceiptId ?? null, request.body.dryRun === true, request.user!.id, app.now()),
    { bodyLimit: IMPORT_BODY_LIMIT },
  );

  route(app, endpoints.listSupplierInvoices, async (request) => app.supplierInvoices.list(request.query));

  route(app, endpoints.getSupplierInvoice, async (request) => {
    const detail = await app.supplierInvoices.detail(request.params.id);
    if (!detail) throw notFound(M.invoiceNotFound);
    return detail;
  });

  route(app, endpoints.createSupplierPayment, async (request) => app.supplierInvoices.pay(request.body, request.user!.id, app.now()));

  route(app, endpoints.listSupplierBalances, async () => app.supplierInvoices.balances(today(app.now())));

  route(app, endpoints.getSupplierBalance, async (request) => {
    const detail = await app.supplierInvoices.balanceDetail(request.params.id, today(app.now()));
    if (!detail) throw notFound(M.supplierNotFoundById);
    return detail;
  });

  route(app, endpoints.getPurchaseReport, async (request) => app.supplierInvoices.report(request.query));
};

export default supplierInvoiceRoutes;
