import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { PROGRAM_MESSAGES } from '@muestrario/shared/domain';
import { can, type PermissionAction } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { DomainError } from '../../errors';
import { actorOf } from '../lifecycle/guard';
import type { ProgramRow } from '../programs/repository';

/**
 * The program, locked for the write, once the permission table allows `action` on it — asked again inside
 * the transaction (the seller may have changed since `programAccess` answered).
 */
export async function lockedProgram(app: FastifyInstance, trx: Kysely<Database>, request: FastifyRequest, action: PermissionAction, programId: number): Promise<ProgramRow> {
  const row = await app.programs.within(trx).row(programId, { lock: true });
  if (!row) throw new DomainError('notFound', PROGRAM_MESSAGES.programNotFound);
  const decision = can(actorOf(request), action, { ownerId: row.seller_id });
  if (!decision.allowed) throw new DomainError('forbidden', decision.reason);
  return row;
}
