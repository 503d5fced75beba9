import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@muestrario/shared/contract';
import { BUSINESS_TIME_ZONE, PORTAL_MESSAGES } from '@muestrario/shared/domain';
import { portalEmail } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { HttpError } from '../../errors';
import { route } from '../../http/endpoint-route';
import { hashApprovalToken } from '../approvals/tokens';
import { programAccess } from '../programs/access';
import { createPortalLink, discardReorderRequest, revokePortalLink } from './staff-writes';

/**
 * The seller's side of a program's HR portal (issue 35 item 4): the links (create, list, revoke, e-mail) and
 * the reorder requests (list, discard; the reorder endpoint turns one into a sales order). The seller of
 * the program and admins only (`programs.portalLink`, `programs.view`, `programs.reorder`).
 */
const portalStaffRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listPortalLinks, async (request) => {
    await programAccess(app, request, 'programs.portalLink', request.params.id);
    return { links: await app.portalLinks.list(request.params.id, app.now()), emailAvailable: app.mailer !== undefined };
  });

  route(app, endpoints.createPortalLink, async (request) => {
    await programAccess(app, request, 'programs.portalLink', request.params.id);
    return createPortalLink(app, request, request.params.id, request.body);
  });

  route(app, endpoints.revokePortalLink, async (request) => {
    await programAccess(app, request, 'programs.portalLink', request.params.id);
    await revokePortalLink(app, request, request.params.id, request.params.linkId);
  });

  route(app, endpoints.emailPortalLink, async (request) => {
    const { id, linkId } = request.params;
    const program = await programAccess(app, request, 'programs.portalLink', id);
    if (!app.mailer) throw new HttpError(409, PORTAL_MESSAGES.emailUnavailable);
    const link = await app.portalLinks.row(id, linkId);
    if (!link) throw new HttpError(404, PORTAL_MESSAGES.linkNotFound);
    // The token only the seller's browser has must be this link's, and the link must still open.
    const open = await app.portalLinks.open(request.body.token, app.now());
    if (open.state !== 'open' || open.found?.link.id !== link.id || link.token_hash !== hashApprovalToken(request.body.token)) {
      throw new HttpError(409, PORTAL_MESSAGES.tokenMismatch);
    }
    const summary = (await app.programs.summary(program.id, app.now()))!;
    const url = `${app.linkOrigin(request)}${paths.programPortal(request.body.token)}`;
    const mail = portalEmail({ url, programName: summary.name, clientName: summary.partnerName, contactName: link.contact_name, expiresAt: link.expires_at }, BUSINESS_TIME_ZONE);
    try {
      await app.mailer.send({ to: link.contact_email, ...mail });
    } catch (error) {
      request.log.warn({ err: error }, 'no se pudo enviar el correo del portal de RR. HH.');
      throw new HttpError(502, PORTAL_MESSAGES.emailFailed);
    }
  });

  route(app, endpoints.listReorderRequests, async (request) => {
    await programAccess(app, request, 'programs.view', request.params.id);
    return app.programRequests.forStaff(request.params.id);
  });

  route(app, endpoints.discardReorderRequest, async (request) => {
    const { id, requestId } = request.params;
    await programAccess(app, request, 'programs.reorder', id);
    await discardReorderRequest(app, request, id, requestId);
    return (await app.programRequests.forStaff(id, [requestId]))[0]!;
  });
};

export default portalStaffRoutes;
