import { ANSWER_CHANNELS, LIFECYCLE_MESSAGES, STAGE, stageName, type AnswerChannel, type AnswerDecision } from '@muestrario/shared/domain';

/** What the seller filled in 'Registrar respuesta del cliente' (issue 33: nothing is chosen at first). */
export interface AnswerDraft {
  decision: AnswerDecision | '';
  channel: AnswerChannel | '';
  answeredBy: string;
  text: string;
}

export const EMPTY_ANSWER: AnswerDraft = { decision: '', channel: '', answeredBy: '', text: '' };

export type AnswerErrors = Partial<Record<'decision' | 'channel' | 'answeredBy' | 'text', string>>;

/** The draft's errors, one per field (empty when it may be confirmed). */
export function answerErrors(d: AnswerDraft): AnswerErrors {
  const errors: AnswerErrors = {};
  if (!d.decision) errors.decision = LIFECYCLE_MESSAGES.answerDecisionRequired;
  if (!d.answeredBy.trim()) errors.answeredBy = LIFECYCLE_MESSAGES.answeredByRequired;
  if (!d.channel || !ANSWER_CHANNELS.includes(d.channel)) errors.channel = LIFECYCLE_MESSAGES.answerChannelRequired;
  if (d.decision === 'changes' && !d.text.trim()) errors.text = LIFECYCLE_MESSAGES.answerTextRequired;
  return errors;
}

/** What confirming will do, said before it is done. */
export function answerOutcome(decision: AnswerDecision): string {
  return decision === 'approved'
    ? `La muestra pasará a «${stageName(STAGE.authorized)}»: queda aprobada y ya no se podrá cambiar.`
    : `La muestra pasará a «${stageName(STAGE.error)}» con los cambios que pide el cliente, para abrir una nueva ronda.`;
}
