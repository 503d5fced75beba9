import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints, type SalesDocumentDetail, type SalesDocumentInput } from '@muestrario/shared/contract';
import { PRODUCTION_STAGES, QUOTABLE_FROM_STAGE, SALES_MESSAGES, type SalesDocumentKind } from '@muestrario/shared/domain';
import { salesDetailFor, salesRowFor, sampleQuotationFor } from '@muestrario/shared/rules';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';
import { actorOf, editableDocument, NOT_FOUND } from './access';
import { SalesInputError } from './service';
import { NOT_QUOTABLE_MESSAGES } from './sample-quotation';

/** A save's input problems become 400 with the fields at fault. */
async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof SalesInputError) throw new HttpError(400, error.message, {}, { fields: error.fields });
    throw error;
  }
}

async function detailOrThrow(app: FastifyInstance, request: FastifyRequest, kind: SalesDocumentKind, id: number): Promise<SalesDocumentDetail> {
  const viewer = actorOf(request);
  const doc = await app.salesDocuments.detail(kind, id);
  if (!doc) throw notFound(NOT_FOUND[kind]);
  return salesDetailFor(doc, viewer);
}

/** Quotations and sales orders: the same handlers, one set of endpoints per kind. */
const quotationsRoutes: FastifyPluginAsync = async (app) => {
  const at = () => app.now().toISOString();
  const kinds = [
    ['quotation', endpoints.listQuotations, endpoints.getQuotation, endpoints.createQuotation, endpoints.updateQuotation, endpoints.setQuotationStatus],
    ['order', endpoints.listOrders, endpoints.getOrder, endpoints.createOrder, endpoints.updateOrder, endpoints.setOrderStatus],
  ] as const;

  for (const [kind, list, get, create, update, setStatus] of kinds) {
    route(app, list, async (request) => {
      const page = await app.salesDocuments.list(kind, request.query);
      const viewer = actorOf(request);
      return { ...page, rows: page.rows.map((row) => salesRowFor(row, viewer)) };
    });
    route(app, get, async (request) => detailOrThrow(app, request, kind, request.params.id));
    route(app, create, async (request) => {
      const body: SalesDocumentInput = request.body;
      const id = await saving(() => app.sales.create(kind, body, { sellerId: actorOf(request).id, at: at() }));
      return detailOrThrow(app, request, kind, id);
    });
    route(app, update, async (request) => {
      const doc = await editableDocument(app, request, kind, request.params.id);
      const saved = await saving(() => app.sales.update(doc.id, request.body, doc.sellerId, actorOf(request).id, at()));
      if (!saved) throw new HttpError(409, SALES_MESSAGES.notOpen((await app.salesDocuments.header(kind, doc.id))?.status ?? 'Cerrada'));
      return detailOrThrow(app, request, kind, doc.id);
    });
    route(app, setStatus, async (request) => {
      const doc = await editableDocument(app, request, kind, request.params.id);
      if (!(await app.sales.setStatus(doc.id, request.body.status, actorOf(request).id, at()))) {
        throw new HttpError(409, SALES_MESSAGES.notOpen((await app.salesDocuments.header(kind, doc.id))?.status ?? 'Cerrada'));
      }
      return detailOrThrow(app, request, kind, doc.id);
    });
  }

  route(app, endpoints.copyQuotationToOrder, async (request) => {
    const quotation = await editableDocument(app, request, 'quotation', request.params.id);
    const orderId = await app.sales.copyToOrder(quotation.id, actorOf(request).id, at());
    if (orderId === undefined) throw new HttpError(409, SALES_MESSAGES.notOpen('Cerrada'));
    return detailOrThrow(app, request, 'order', orderId);
  });

  route(app, endpoints.listSellers, async () => app.users.sellers());

  route(app, endpoints.quoteSample, async (request) => {
    const prepared = await app.sales.quotationInputForSample(request.params.id, QUOTABLE_FROM_STAGE);
    if (!prepared.ok) {
      if (prepared.why === 'not-found') throw notFound(MESSAGES.sampleNotFound);
      throw new HttpError(409, NOT_QUOTABLE_MESSAGES[prepared.why]);
    }
    const id = await saving(() => app.sales.create('quotation', prepared.input, { sellerId: actorOf(request).id, at: at(), sampleId: request.params.id }));
    return detailOrThrow(app, request, 'quotation', id);
  });

  route(app, endpoints.listSampleQuotations, async (request) => {
    if (!(await app.samples.detail(request.params.id))) throw notFound(MESSAGES.sampleNotFound);
    const viewer = actorOf(request);
    return (await app.salesDocuments.sampleQuotations(request.params.id)).map((q) => sampleQuotationFor(q, viewer));
  });

  route(app, endpoints.getBackofficeCounters, async () => {
    const [openQuotations, ordersToDeliver, samplesInProduction, openPurchaseOrders] = await Promise.all([
      app.salesDocuments.countOpen('quotation'),
      app.salesDocuments.countOpen('order'),
      app.samples.countInStages(PRODUCTION_STAGES),
      // Issue 31: the purchase counter counts purchase orders still open (not fully received nor cancelled).
      app.salesDocuments.countOpen('purchase_order'),
    ]);
    return { openQuotations, samplesInProduction, openPurchaseOrders, ordersToDeliver };
  });
};

export default quotationsRoutes;
