import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CreatePortalLinkBody } from '@muestrario/shared/contract';
import { PORTAL_MESSAGES } from '@muestrario/shared/domain';
import { writeTransaction } from '../../db/write-transaction';
import { DomainError } from '../../errors';
import { lockedProgram } from './locked-program';

/**
 * The seller's writes on a program's HR portal, each in one transaction with the program locked and the
 * permission table asked again inside it (routes.ts answers the reads and calls these).
 */
export function createPortalLink(app: FastifyInstance, request: FastifyRequest, programId: number, input: CreatePortalLinkBody) {
  const user = request.user!;
  return writeTransaction(app.db, async (trx) => {
    const program = await lockedProgram(app, trx, request, 'programs.portalLink', programId);
    if (Number(program.active) !== 1) throw new DomainError('conflict', PORTAL_MESSAGES.programInactiveForLink);
    return app.portalLinks.create(trx, program.id, { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() }, input, app.now());
  });
}

export async function revokePortalLink(app: FastifyInstance, request: FastifyRequest, programId: number, linkId: number): Promise<void> {
  await writeTransaction(app.db, async (trx) => {
    const program = await lockedProgram(app, trx, request, 'programs.portalLink', programId);
    await app.portalLinks.revoke(trx, program.id, linkId, request.user!.id, app.now());
  });
}

export async function discardReorderRequest(app: FastifyInstance, request: FastifyRequest, programId: number, requestId: number): Promise<void> {
  await writeTransaction(app.db, async (trx) => {
    await lockedProgram(app, trx, request, 'programs.reorder', programId);
    await app.programRequests.discard(trx, programId, requestId, request.user!.id, app.now().toISOString());
  });
}
