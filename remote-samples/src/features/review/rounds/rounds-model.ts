import type { ApprovalAnswer, ChecklistRecord, Photo, Round } from '@muestrario/shared/contract';
import { FAILURE_REASON_LABELS, PHOTO_PURPOSE_LABELS, QUALITY_CHECK_LABELS, type QualityCheck } from '@muestrario/shared/domain';

/** The tab of a round: 'Ronda 1', 'Ronda 2 (actual)'. */
export function roundLabel(round: Pick<Round, 'round' | 'current'>): string {
  return `Ronda ${round.round}${round.current ? ' (actual)' : ''}`;
}

export interface RenderVersion {
  filename: string;
  originalFilename: string;
  filesize: number;
  createdAt: string;
  /** The render in use: the newest of the current round. */
  inUse: boolean;
}

/** A round's renders, newest first; earlier versions stay listed, marked as replaced. */
export function renderVersions(round: Pick<Round, 'renders' | 'current'>): RenderVersion[] {
  return [...round.renders]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((r, i) => ({ ...r, inUse: round.current && i === 0 }));
}

/** What a photo shows: 'Fotografía · Frente', 'Revisión de calidad'. */
export function photoCaption(photo: Pick<Photo, 'purpose' | 'viewId'>, viewTitles: ReadonlyMap<number, string>): string {
  const view = photo.viewId === null ? undefined : viewTitles.get(photo.viewId);
  return view ? `${PHOTO_PURPOSE_LABELS[photo.purpose]} · ${view}` : PHOTO_PURPOSE_LABELS[photo.purpose];
}

/** One line per failed check of a recorded checklist ('Logo pecho: Tamaño, Técnica'); empty when all passed. */
export function failedChecks(checklist: Pick<ChecklistRecord, 'items'>): string[] {
  return checklist.items.flatMap((item) => {
    const failed = (Object.entries(item.results) as [QualityCheck, boolean | undefined][]).filter(([, ok]) => ok === false).map(([check]) => QUALITY_CHECK_LABELS[check]);
    return failed.length ? [`${item.name}: ${failed.join(', ')}`] : [];
  });
}

/** The verdict of a recorded checklist: 'Aprobada' or 'Reprobada (Tamaño): text'. */
export function checklistVerdict(checklist: Pick<ChecklistRecord, 'passed' | 'failure'>): string {
  if (checklist.passed) return 'Aprobada';
  return checklist.failure ? `Reprobada (${FAILURE_REASON_LABELS[checklist.failure.reason]}): ${checklist.failure.text}` : 'Reprobada';
}

/** The answers the customer gave through an approval link in one round, oldest first. */
export function linkAnswersOf(round: number, answers: readonly ApprovalAnswer[] | undefined): ApprovalAnswer[] {
  return (answers ?? []).filter((a) => a.round === round).sort((a, b) => a.answeredAt.localeCompare(b.answeredAt));
}

/** Whether a round kept anything to show (a brand-new round has nothing yet), its link answers included. */
export function roundIsEmpty(round: Round, linkAnswers: readonly ApprovalAnswer[] = []): boolean {
  return !round.design && !round.renders.length && !round.checklists.length && !round.photos.length && !round.answers.length && !linkAnswers.length;
}
