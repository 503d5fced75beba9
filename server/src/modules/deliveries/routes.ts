import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { deliveryEndpoints as E, type SalesDocumentDetail } from '@muestrario/shared/contract';
import { DELIVERY_MESSAGES as M, PERMISSION_MESSAGES, SALES_MESSAGES, type SalesDocumentKind } from '@muestrario/shared/domain';
import { canSeeSalesAmounts, salesDetailFor } from '@muestrario/shared/rules';
import { HttpError, notFound } from '../../errors';
import { contentDisposition } from '../files/content-disposition';
import { route } from '../../http/endpoint-route';
import { actorOf } from '../quotations/access';
import { buildDeliveryNotePdf, deliveryNoteFileName } from './delivery-pdf';
import { emailDraft } from './email';
import { buildSalesDocumentPdf, salesPdfFileName } from './sales-pdf';

/**
 * Deliveries and returns (everyone signed in reads; the order's seller or an admin delivers and returns, checked
 * by `route()` from the endpoint table) and quotations and orders as PDF and e-mail.
 */
const deliveriesRoutes: FastifyPluginAsync = async (app) => {
  const amounts = (request: FastifyRequest) => canSeeSalesAmounts(actorOf(request));
  const delivery = async (request: FastifyRequest, id: number) => (await app.deliveries.rows.detail('delivery', id, amounts(request))) ?? Promise.reject(notFound(M.deliveryNotFound));
  const salesReturn = async (request: FastifyRequest, id: number) => (await app.deliveries.rows.detail('return', id, amounts(request))) ?? Promise.reject(notFound(M.returnNotFound));
  const pdf = (reply: FastifyReply, file: string, body: Buffer) =>
    reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('inline', file))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(body);

  route(app, E.listDeliveries, async (request) => app.deliveries.rows.list('delivery', request.query, amounts(request)));
  route(app, E.getDelivery, async (request) => delivery(request, request.params.id));
  route(app, E.getDeliveryPdf, async (request, reply) => {
    const doc = await delivery(request, request.params.id);
    return pdf(reply, deliveryNoteFileName(doc.folio), await buildDeliveryNotePdf(doc));
  });
  route(app, E.getDeliverableOrder, async (request) => (await app.deliveries.rows.deliverable(request.params.id)) ?? Promise.reject(notFound(M.orderNotFound)));
  route(app, E.createDelivery, async (request) => {
    const id = await app.deliveries.service.deliver(request.params.id, request.body, { userId: request.user!.id, now: app.now() });
    return delivery(request, id);
  });

  route(app, E.listSalesReturns, async (request) => app.deliveries.rows.list('return', request.query, amounts(request)));
  route(app, E.getSalesReturn, async (request) => salesReturn(request, request.params.id));
  route(app, E.createSalesReturn, async (request) => {
    const id = await app.deliveries.service.giveBack(request.params.id, request.body, { userId: request.user!.id, now: app.now() });
    return salesReturn(request, id);
  });

  /** A quotation or order as its seller (or an admin) sees it; those who see no sales amounts get no PDF. */
  const salesDocument = async (request: FastifyRequest, kind: SalesDocumentKind, id: number): Promise<SalesDocumentDetail> => {
    const doc = await app.salesDocuments.detail(kind, id);
    if (!doc) throw notFound(kind === 'quotation' ? SALES_MESSAGES.quotationNotFound : SALES_MESSAGES.orderNotFound);
    if (!amounts(request)) throw new HttpError(403, PERMISSION_MESSAGES.cannotSell);
    return salesDetailFor(doc, actorOf(request));
  };
  const salesPdf = async (kind: SalesDocumentKind, doc: SalesDocumentDetail) => {
    const facts = await app.deliveries.rows.printFacts(doc.id, doc.contactId);
    return buildSalesDocumentPdf(doc, facts);
  };
  for (const [kind, getPdf, getEmail, send] of [
    ['quotation', E.getQuotationPdf, E.getQuotationEmail, E.emailQuotation],
    ['order', E.getOrderPdf, E.getOrderEmail, E.emailOrder],
  ] as const) {
    route(app, getPdf, async (request, reply) => {
      const doc = await salesDocument(request, kind, request.params.id);
      return pdf(reply, salesPdfFileName(kind, doc.folio), await salesPdf(kind, doc));
    });
    route(app, getEmail, async (request) => {
      const doc = await salesDocument(request, kind, request.params.id);
      const contacts = await app.deliveries.rows.contacts(doc.clientId);
      return emailDraft(doc, contacts, doc.contactId, app.mailer !== undefined);
    });
    route(app, send, async (request) => {
      const doc = await salesDocument(request, kind, request.params.id);
      if (!app.mailer) throw new HttpError(409, M.emailUnavailable);
      const body = await salesPdf(kind, doc);
      const to = request.body.to.trim();
      try {
        await app.mailer.send({
          to,
          subject: request.body.subject.trim(),
          text: request.body.message,
          attachments: [{ filename: salesPdfFileName(kind, doc.folio), content: body, contentType: 'application/pdf' }],
        });
      } catch (error) {
        request.log.warn({ err: error }, 'no se pudo enviar el documento de venta por correo');
        throw new HttpError(502, M.emailFailed);
      }
      return { sentTo: to };
    });
  }
};

export default deliveriesRoutes;
