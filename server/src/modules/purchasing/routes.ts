import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { purchasingEndpoints as E } from '@muestrario/shared/contract';
import { can, purchasingActionFor, PURCHASING_MESSAGES as M, type PurchasingDocumentKind } from '@muestrario/shared/rules';
import { HttpError, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';
import { contentDisposition } from '../files/content-disposition';
import { buildPurchaseOrderPdf, purchaseOrderFileName, PURCHASE_ORDER_TITLE } from './pdf';

/** The kind's own action (requests: purchase.request; offers and orders: purchase.order): 403 in Spanish otherwise. */
function mayWrite(request: FastifyRequest, kind: PurchasingDocumentKind): void {
  const user = request.user;
  const decision = can(user && { id: user.id, role: user.role }, purchasingActionFor(kind));
  if (!decision.allowed) throw new HttpError(403, decision.reason);
}

/**
 * Purchasing (issue 31 item 5): requests, offers and orders, the offers side by side, the order's PDF and
 * e-mail, and the shortages of production turned into purchase requests. Everyone signed in reads.
 */
const purchasingRoutes: FastifyPluginAsync = async (app) => {
  const at = () => app.now().toISOString();
  const detail = async (id: number) => {
    const doc = await app.purchasing.rows.detail(id);
    if (!doc) throw notFound(M.notFound);
    return doc;
  };
  const header = async (id: number) => {
    const h = await app.purchasing.rows.header(id);
    if (!h) throw notFound(M.notFound);
    return h;
  };

  route(app, E.listPurchasingDocuments, async (request) => app.purchasing.rows.list(request.query));

  route(app, E.getPurchasingDocument, async (request) => detail(request.params.id));

  route(app, E.createPurchasingDocument, async (request) => {
    const { kind, ...input } = request.body;
    mayWrite(request, kind);
    return detail(await app.purchasing.create(kind, input, request.user!.id, at()));
  });

  route(app, E.updatePurchasingDocument, async (request) => {
    const h = await header(request.params.id);
    mayWrite(request, h.kind);
    await app.purchasing.update(h.id, request.body, request.user!.id, at());
    return detail(h.id);
  });

  route(app, E.setPurchasingDocumentStatus, async (request) => {
    const h = await header(request.params.id);
    mayWrite(request, h.kind);
    await app.purchasing.setStatus(h.id, request.body.status, request.user!.id, at());
    return detail(h.id);
  });

  route(app, E.copyPurchasingDocument, async (request) => {
    await header(request.params.id);
    mayWrite(request, request.body.toKind);
    return detail(await app.purchasing.copy(request.params.id, request.body, request.user!.id, at()));
  });

  route(app, E.getOfferComparison, async (request) => {
    const h = await header(request.params.id);
    if (h.kind !== 'purchase_request') throw new HttpError(409, M.comparisonOnlyRequests);
    return (await app.purchasing.rows.comparison(h.id))!;
  });

  route(app, E.chooseOffer, async (request) => {
    await header(request.params.id);
    return detail(await app.purchasing.choose(request.params.id, request.user!.id, at()));
  });

  route(app, E.getPurchaseOrderPdf, async (request, reply) => {
    const doc = await detail(request.params.id);
    if (doc.kind !== 'purchase_order') throw new HttpError(409, M.pdfOnlyOrders);
    const pdf = await buildPurchaseOrderPdf(doc);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('inline', purchaseOrderFileName(doc.folio)))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });

  route(app, E.emailPurchaseOrder, async (request) => {
    const doc = await detail(request.params.id);
    if (doc.kind !== 'purchase_order') throw new HttpError(409, M.emailOnlyOrders);
    if (!app.mailer) throw new HttpError(409, M.emailUnavailable);
    const to = await app.purchasing.rows.supplierEmail(doc.id);
    if (!to) throw new HttpError(409, M.noSupplierEmail);
    const pdf = await buildPurchaseOrderPdf(doc);
    try {
      await app.mailer.send({
        to,
        subject: `${PURCHASE_ORDER_TITLE} ${doc.folio}`,
        text: `Estimado proveedor:\n\nLe enviamos adjunto nuestro ${PURCHASE_ORDER_TITLE.toLowerCase()} ${doc.folio}${doc.dueDate ? ` con fecha de entrega ${doc.dueDate}` : ''}.\n\nSaludos,\n${doc.buyer.name}`,
        attachments: [{ filename: purchaseOrderFileName(doc.folio), content: pdf, contentType: 'application/pdf' }],
      });
    } catch (error) {
      request.log.warn({ err: error }, 'no se pudo enviar el pedido de compra por correo');
      throw new HttpError(502, M.emailFailed);
    }
    return { sentTo: to };
  });

  route(app, E.estimatePurchasePrice, async (request) => app.purchasing.priceEstimate(request.query.itemId, request.query.variantId ?? null));

  route(app, E.listPurchaseShortages, async () => (await app.purchasing.shortages()).map(({ requested: _requested, ...s }) => s));

  route(app, E.requestPurchaseShortages, async (request) => {
    // It takes nothing: a body (hostile or mistaken) is refused rather than ignored.
    if (request.body !== undefined) throw new HttpError(400, M.noBody);
    return app.purchasing.requestShortages(request.user!.id, at());
  });
};

export default purchasingRoutes;
