import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { productionOrderEndpoints } from '@muestrario/shared/contract';
import { route } from '../../../http/endpoint-route';
import { notFound } from '../../../errors';
import { contentDisposition } from '../../files/content-disposition';
import { buildTicketPdf, loadTicketViews } from './draw-ticket';
import { ticketFileName } from './ticket-text';

/** Spanish 404 when the production order does not exist. */
export const PRODUCTION_ORDER_NOT_FOUND = 'La orden de fabricación no existe.';

/**
 * GET /production/orders/:id/ticket.pdf (getProductionTicket): the job ticket of a production order, open to
 * every signed-in role like the order itself (the session plugin answers 401 without a session). Its QR
 * codes point at the app's public origin (`app.linkOrigin`, the same origin as approval links).
 */
const productionTicketRoute: FastifyPluginAsyncTypebox = async (app) => {
  route(app, productionOrderEndpoints.getProductionTicket, async (request, reply) => {
    const detail = await app.productionOrders.detail(request.params.id);
    if (!detail) throw notFound(PRODUCTION_ORDER_NOT_FOUND);
    const views = await loadTicketViews(app, detail.sampleId);
    const pdf = await buildTicketPdf(detail, views, { origin: app.linkOrigin(request) });
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('inline', ticketFileName(detail.folio)))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });
};

export default productionTicketRoute;
