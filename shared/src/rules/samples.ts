import type { UserRole } from '../domain/enums';
import { isStage, STAGE } from '../domain/stages';
import { waitsFor } from './lifecycle/permissions';

/** The stage at which a sample is authorised (docs/requirements.md §4): it leaves the pending list. */
export const AUTHORIZED_STAGE = STAGE.authorized;

/**
 * Samples still waiting for work: every stage except 7 (Autorizada). Stage 8 (Error) stays in the
 * list because it needs attention. The server's order is kept.
 */
export function pendingSamples<T extends { sampleStage: number }>(samples: readonly T[]): T[] {
  return samples.filter((s) => s.sampleStage !== AUTHORIZED_STAGE);
}

/**
 * 'Muestras pendientes' for the signed-in user (issue 15): a seller's own open samples, for production,
 * design and quality the samples waiting at the stage their role acts on, for an admin every open one.
 */
export function pendingFor<T extends { sampleStage: number; ownerId: number }>(user: { id: number; role: UserRole } | undefined, samples: readonly T[]): T[] {
  const open = pendingSamples(samples);
  if (!user || user.role === 'admin') return open;
  if (user.role === 'seller') return open.filter((s) => s.ownerId === user.id);
  return open.filter((s) => isStage(s.sampleStage) && waitsFor(user, s.sampleStage, s));
}
