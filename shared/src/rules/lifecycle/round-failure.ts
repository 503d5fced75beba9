import type { Round } from '../../contract/lifecycle';
import { ANSWER_CHANNEL_LABELS, FAILURE_REASON_LABELS, QUALITY_CHECK_LABELS, type QualityCheck } from '../../domain/lifecycle';

/** Why a closed round failed, as the editor of the next round shows it (issue 33). */
export interface RoundFailure {
  round: number;
  /** 'Revisión de calidad: Posición' or 'El cliente pidió cambios (Laura Méndez por WhatsApp)'. */
  title: string;
  /** The description written then. */
  detail: string;
  /** The failed points: 'Logo «Escudo»: Posición'. */
  points: string[];
}

/**
 * The failure of the last closed round (the round before the current one): its last failed quality
 * review, else its last customer answer asking for changes; a closed round with neither (moved by an
 * admin, or answered through the customer's link) says only that it ended.
 */
export function previousRoundFailure(rounds: readonly Round[]): RoundFailure | null {
  const closed = rounds.filter((r) => !r.current);
  const last = closed[closed.length - 1];
  if (!last) return null;
  const checklist = [...last.checklists].reverse().find((c) => !c.passed);
  if (checklist) {
    const points = checklist.items.flatMap((item) =>
      (Object.entries(item.results) as [QualityCheck, boolean | undefined][])
        .filter(([, ok]) => ok === false)
        .map(([check]) => `${item.kind === 'logo' ? 'Logo' : 'Texto'} «${item.name}»: ${QUALITY_CHECK_LABELS[check]}`),
    );
    return {
      round: last.round,
      title: checklist.failure ? `Revisión de calidad: ${FAILURE_REASON_LABELS[checklist.failure.reason]}` : 'Revisión de calidad reprobada',
      detail: checklist.failure?.text ?? '',
      points,
    };
  }
  const answer = [...last.answers].reverse().find((a) => a.decision === 'changes');
  if (answer) {
    const who = answer.answeredBy?.trim();
    return {
      round: last.round,
      title: `El cliente pidió cambios (${who ? `${who} por ` : 'por '}${ANSWER_CHANNEL_LABELS[answer.channel]})`,
      detail: answer.text,
      points: [],
    };
  }
  return { round: last.round, title: `La ronda ${last.round} terminó sin aprobarse`, detail: '', points: [] };
}
