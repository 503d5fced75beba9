import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { endpoints } from '@muestrario/shared/contract';
import { BUSINESS_TIME_ZONE, PORTAL_MESSAGES, PROGRAM_MESSAGES } from '@muestrario/shared/domain';
import { can, portalEmail, type PermissionAction } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { DomainError, HttpError } from '../../errors';
import { route } from '../../http/endpoint-route';
import { hashApprovalToken } from '../approvals/tokens';
import { actorOf } from '../lifecycle/guard';
import { programAccess } from '../programs/access';
import type { ProgramRow } from '../programs/repository';

/**
 * The program, locked for the write, once the permission table allows `action` on it — asked again inside
 * the transaction (the seller may have changed since `programAccess` answered).
 */
async function lockedProgram(app: FastifyInstance, trx: Kysely<Database>, request: FastifyRequest, action: PermissionAction, programId: number): Promise<ProgramRow> {
  const row = await app.programs.within(trx).row(programId, { lock: true });
  if (!row) throw new DomainError('notFound', PROGRAM_MESSAGES.programNotFound);
  const decision = can(actorOf(request), action, { ownerId: row.seller_id });
  if (!decision.allowed) throw new DomainError('forbidden', decision.reason);
  return row;
}

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
    const user = request.user!;
    return writeTransaction(app.db, async (trx) => {
      const program = await lockedProgram(app, trx, request, 'programs.portalLink', request.params.id);
      if (Number(program.active) !== 1) throw new DomainError('conflict', PORTAL_MESSAGES.programInactiveForLink);
      return app.portalLinks.create(trx, program.id, { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() }, request.body, app.now());
    });
  });

  route(app, endpoints.revokePortalLink, async (request) => {
    await programAccess(app, request, 'programs.portalLink', request.params.id);
    await writeTransaction(app.db, async (trx) => {
      const program = await lockedProgram(app, trx, request, 'programs.portalLink', request.params.id);
      await app.portalLinks.revoke(trx, program.id, request.params.linkId, request.user!.id, app.now());
    });
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
    const summary = (await app.programs.summary(program.id))!;
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
    await writeTransaction(app.db, async (trx) => {
      await lockedProgram(app, trx, request, 'programs.reorder', id);
      await app.programRequests.discard(trx, id, requestId, request.user!.id, app.now().toISOString());
    });
    return (await app.programRequests.forStaff(id, [requestId]))[0]!;
  });
};

export default portalStaffRoutes;
