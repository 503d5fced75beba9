import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fiscalDocumentEndpoints as E } from '@muestrario/shared/contract';
import { HttpError } from '../../errors';
import { route } from '../../http/endpoint-route';
import { contentDisposition } from '../files/content-disposition';
import { FISCAL_STAMP_MESSAGES as M } from './messages';
import { cfdiFileName } from './pdf';
import { documentSource, paymentSource } from './repository';
import { FISCAL_TITLES } from './service';

/**
 * CFDI stamping (issue 32 items 3–5). The permission table checks each endpoint's action; the service
 * scopes a seller to the documents they own (404 otherwise). Stamping takes no body: one is a 400.
 */
const fiscalDocumentRoutes: FastifyPluginAsync = async (app) => {
  const viewer = (request: FastifyRequest) => ({ id: request.user!.id, role: request.user!.role });
  const noBody = { preValidation: async (request: FastifyRequest) => {
    if (request.body !== undefined && request.body !== null) throw new HttpError(400, M.bodyNotAllowed);
  } };
  const send = (reply: FastifyReply, bytes: Buffer, type: string, filename: string) =>
    reply
      .type(type)
      .header('content-disposition', contentDisposition('attachment', filename))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);

  route(app, E.getDocumentStamp, async (request) => app.fiscalDocuments.documentView(request.params.id, viewer(request)));
  route(app, E.stampDocument, async (request) => app.fiscalDocuments.stampDocument(request.params.id, viewer(request), app.now()), noBody);
  route(app, E.cancelDocumentStamp, async (request) => app.fiscalDocuments.cancelDocument(request.params.id, request.body, viewer(request), app.now()));

  for (const which of ['xml', 'pdf'] as const) {
    route(app, which === 'xml' ? E.getDocumentXml : E.getDocumentPdf, async (request, reply) => {
      const doc = await app.fiscalDocuments.documentFor(request.params.id, viewer(request));
      const { bytes } = await app.fiscalDocuments.file(documentSource(doc.id), which);
      const title = doc.isDebitNote ? FISCAL_TITLES.debit_note : FISCAL_TITLES[doc.kind];
      return send(reply, bytes, which === 'xml' ? 'application/xml; charset=utf-8' : 'application/pdf', cfdiFileName(doc.folio, title, which));
    });
    route(app, which === 'xml' ? E.getPaymentXml : E.getPaymentPdf, async (request, reply) => {
      const payment = await app.fiscalDocuments.paymentFor(request.params.id, viewer(request));
      const { bytes } = await app.fiscalDocuments.file(paymentSource(payment.id), which);
      return send(reply, bytes, which === 'xml' ? 'application/xml; charset=utf-8' : 'application/pdf', cfdiFileName(payment.folio, FISCAL_TITLES.payment, which));
    });
  }

  route(app, E.getPaymentStamp, async (request) => app.fiscalDocuments.paymentView(request.params.id, viewer(request)));
  route(app, E.stampPayment, async (request) => app.fiscalDocuments.stampPayment(request.params.id, viewer(request), app.now()), noBody);
};

export default fiscalDocumentRoutes;
