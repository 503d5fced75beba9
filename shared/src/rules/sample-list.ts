import { AUTHORIZED_STAGE } from './samples';
import { waitsFor } from './lifecycle/permissions';
import type { UserRole } from '../domain/enums';
import { SAMPLE_LIST_STAGE_CODES } from '../domain/sample-list';
import type { SampleStage } from '../domain/stages';

/** The stages still waiting for work ('Muestras pendientes'): every stage but Autorizada. */
export const PENDING_STAGES: readonly SampleStage[] = SAMPLE_LIST_STAGE_CODES.filter((code) => code !== AUTHORIZED_STAGE);

/** The `stage` query value for a set of stages: `2`, or `1,2,3` (in the order of the stage table, no repeats). */
export function stageFilterParam(stages: readonly SampleStage[]): string {
  return SAMPLE_LIST_STAGE_CODES.filter((code) => stages.includes(code)).join(',');
}

/**
 * Reads a `stage` query value: one stage code or several separated by commas (`1,2,8`). Answers the
 * stages in table order, or undefined when the text is anything else (an unknown code, a blank, a repeat).
 */
export function parseStageFilter(text: string): SampleStage[] | undefined {
  const parts = text.split(',');
  if (parts.length > SAMPLE_LIST_STAGE_CODES.length) return undefined;
  const stages: SampleStage[] = [];
  for (const part of parts) {
    const code = SAMPLE_LIST_STAGE_CODES.find((c) => String(c) === part);
    if (code === undefined || stages.includes(code)) return undefined;
    stages.push(code);
  }
  return SAMPLE_LIST_STAGE_CODES.filter((code) => stages.includes(code));
}

/**
 * The filter of a user's 'Muestras pendientes' (issue 15, read page by page as issue 20 asks): a seller's
 * own open samples; for design, production and quality the open stages their role acts on; for an admin
 * every open sample. The server applies it for `?pending=true`, so a page never misses the user's work.
 */
export function pendingFilterFor(user: { id: number; role: UserRole }): { stages: readonly SampleStage[]; mine: boolean } {
  if (user.role === 'admin') return { stages: PENDING_STAGES, mine: false };
  if (user.role === 'seller') return { stages: PENDING_STAGES, mine: true };
  return { stages: PENDING_STAGES.filter((stage) => waitsFor(user, stage, { ownerId: user.id })), mine: false };
}
