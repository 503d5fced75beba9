import { STAGE } from '../domain/stages';

/** The stage at which a sample is authorised (docs/requirements.md §4): it leaves the pending list. */
export const AUTHORIZED_STAGE = STAGE.authorized;

/**
 * Samples still waiting for work: every stage except 7 (Autorizada). Stage 8 (Error) stays in the
 * list because it needs attention. The server's order is kept.
 */
export function pendingSamples<T extends { sampleStage: number }>(samples: readonly T[]): T[] {
  return samples.filter((s) => s.sampleStage !== AUTHORIZED_STAGE);
}
