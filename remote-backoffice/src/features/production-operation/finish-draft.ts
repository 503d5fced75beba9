import { ApiError, failedFields, failureText } from '@muestrario/shared/api';
import type { BoardOperation, FinishOperationBody } from '@muestrario/shared/contract';
import {
  defaultResult,
  formatInteger,
  isRejectReason,
  OPERATION_RESULT_MESSAGES,
  operationResultErrors,
  REJECT_REASON_LABELS,
  type OperationResultField,
  type RejectReason,
} from '@muestrario/shared/rules';

/*
 * The 'Terminar' form of the operation's phone page (issue 30 item 7), as plain functions: the draft
 * prefilled with a normal finish, the body it sends (checked with the shared `operationResultErrors`),
 * how a refused save maps onto the fields, and the sentence that confirms the finish.
 */

/** What the form holds: numbers as typed (null when the box is empty), the reason '' when none. */
export interface FinishDraft {
  good: number | null;
  rejected: number | null;
  reason: RejectReason | '';
  note: string;
}

export type FinishErrors = Partial<Record<OperationResultField, string>>;

export const FINISH_FALLBACK = 'No pudimos terminar la operación. Revisa tu conexión e inténtalo de nuevo.';
export const START_FALLBACK = 'No pudimos iniciar la operación. Revisa tu conexión e inténtalo de nuevo.';

/** A normal finish, nothing to type: every piece that entered is good. */
export function draftOf(entering: number): FinishDraft {
  const result = defaultResult(entering);
  return { good: result.good, rejected: result.rejected, reason: '', note: '' };
}

/** The body to send, or the errors by field (in Spanish) when the draft may not be saved. */
export function finishBodyOf(draft: FinishDraft, entering: number, version: number): { body: FinishOperationBody } | { errors: FinishErrors } {
  const errors: FinishErrors = {};
  if (draft.good === null) errors.good = OPERATION_RESULT_MESSAGES.whole;
  if (draft.rejected === null) errors.rejected = OPERATION_RESULT_MESSAGES.whole;
  const reason = draft.reason === '' ? null : draft.reason;
  const note = draft.note.trim();
  const result = { good: draft.good ?? 0, rejected: draft.rejected ?? 0, reason, ...(note ? { note } : {}) };
  const found = { ...operationResultErrors(result, entering), ...errors };
  if (Object.keys(found).length > 0) return { errors: found };
  return { body: { ...result, version } };
}

const FIELDS: readonly OperationResultField[] = ['good', 'rejected', 'reason', 'note'];

/**
 * A refused finish: a 400 that names fields puts its message beside the first and marks the others; any
 * other refusal (409 someone else changed it, 403, network) is one message above the buttons.
 */
export function finishFailureOf(error: unknown): { errors: FinishErrors; message: string | null } {
  const text = failureText(error, FINISH_FALLBACK);
  const named = error instanceof ApiError && error.status === 400 ? failedFields(error).filter((f): f is OperationResultField => (FIELDS as readonly string[]).includes(f)) : [];
  if (named.length === 0) return { errors: {}, message: text };
  return { errors: Object.fromEntries(named.map((field, i) => [field, i === 0 ? text : ' '])), message: null };
}

/** 'Se registraron 118 piezas buenas y 2 rechazadas (Puntada suelta).' */
export function finishedText(op: Pick<BoardOperation, 'good' | 'rejected' | 'reason'>): string {
  const good = op.good ?? 0;
  const rejected = op.rejected ?? 0;
  const goodText = `${formatInteger(good)} ${good === 1 ? 'pieza buena' : 'piezas buenas'}`;
  if (rejected === 0) return `Se registraron ${goodText}, ninguna rechazada.`;
  const reason = isRejectReason(op.reason) ? ` (${REJECT_REASON_LABELS[op.reason]})` : '';
  return `Se registraron ${goodText} y ${formatInteger(rejected)} ${rejected === 1 ? 'rechazada' : 'rechazadas'}${reason}.`;
}

/** A path id ('12') as a number, or null when it is not a positive whole number. */
export function operationIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
