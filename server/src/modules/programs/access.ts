import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROGRAM_MESSAGES } from '@muestrario/shared/domain';
import { can, type PermissionAction } from '@muestrario/shared/rules';
import { HttpError, notFound } from '../../errors';
import { actorOf } from '../lifecycle/guard';
import type { ProgramRow } from './repository';

/**
 * The program a request is about, once the permission table allows `action` on it (issue 35): 404 when
 * it does not exist, 403 with the table's Spanish reason when the actor may not (a seller on another
 * seller's program). Every program route (and the reorder, portal-link and import routes) calls this with
 * its program's id; the route-level check of the endpoint's action has already refused the wrong roles.
 */
export async function programAccess(app: FastifyInstance, request: FastifyRequest, action: PermissionAction, programId: number): Promise<ProgramRow> {
  const actor = actorOf(request);
  const row = await app.programs.row(programId);
  if (!row) throw notFound(PROGRAM_MESSAGES.programNotFound);
  const decision = can(actor, action, { ownerId: row.seller_id });
  if (!decision.allowed) throw new HttpError(403, decision.reason);
  return row;
}
