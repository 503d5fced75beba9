import { ANSWER_CHANNELS, FILE_KINDS, FILE_MESSAGES, LIFECYCLE_MESSAGES, STAGE, stageName, type AnswerChannel, type AnswerDecision } from '@muestrario/shared/domain';

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

/** What the evidence picker offers (issue 33): a picture or PDF of the customer's message. */
export const EVIDENCE_ACCEPT = 'image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf';
const EVIDENCE_TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf']);

/**
 * The optional evidence's error, checked before anything is sent: a JPG, PNG or PDF, not empty, within the
 * size limit (the server checks the bytes again). Undefined when there is none or it is fine.
 */
export function evidenceError(file: Pick<File, 'name' | 'type' | 'size'> | undefined): string | undefined {
  if (!file) return undefined;
  const byName = /\.(png|jpe?g|pdf)$/i.test(file.name);
  if (!byName || (file.type !== '' && !EVIDENCE_TYPES.has(file.type))) return FILE_MESSAGES.refusedFormat('answerEvidence');
  if (file.size === 0) return FILE_MESSAGES.emptyFile;
  if (file.size > FILE_KINDS.answerEvidence.maxBytes) return FILE_MESSAGES.tooLarge(FILE_KINDS.answerEvidence.maxBytes);
  return undefined;
}

/** What confirming will do, said before it is done. */
export function answerOutcome(decision: AnswerDecision): string {
  return decision === 'approved'
    ? `La muestra pasará a «${stageName(STAGE.authorized)}»: queda aprobada y ya no se podrá cambiar.`
    : `La muestra pasará a «${stageName(STAGE.error)}» con los cambios que pide el cliente, para abrir una nueva ronda.`;
}
