import type { OperationStatus } from './order-status';

/*
 * Good and rejected pieces of a production order's operations (issue 30, item 4), pure: what 'Terminar'
 * records on the phone, how many pieces enter the next operation, and the order's progress for the board.
 * docs/decisions/production.md 'Production orders (rules)'.
 */

/** Why pieces are rejected: a small fixed list (codes stored, labels shown). */
export const REJECT_REASONS = ['loose_stitch', 'stain', 'misregistration', 'wrong_size', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const REJECT_REASON_LABELS: Record<RejectReason, string> = {
  loose_stitch: 'Puntada suelta',
  stain: 'Mancha',
  misregistration: 'Registro desfasado',
  wrong_size: 'Talla equivocada',
  other: 'Otro',
};

export const isRejectReason = (value: unknown): value is RejectReason => typeof value === 'string' && (REJECT_REASONS as readonly string[]).includes(value);

/** Longest note a result may carry ('Otro' must say what happened). */
export const RESULT_NOTE_MAX = 200;

/** What finishing an operation records. */
export interface OperationResult {
  good: number;
  rejected: number;
  /** Required when `rejected` > 0, null otherwise. */
  reason: RejectReason | null;
  /** Required with 'Otro'. */
  note?: string;
}

export const OPERATION_RESULT_MESSAGES = {
  whole: 'Escribe un número entero de piezas, sin decimales.',
  negative: 'Las piezas no pueden ser negativas.',
  tooMany: (entering: number) => `Buenas más rechazadas no pueden pasar de las ${entering.toLocaleString('es-MX')} piezas que entraron a la operación.`,
  reasonRequired: 'Elige el motivo del rechazo.',
  reasonWithoutRejects: 'Sin piezas rechazadas no hay motivo de rechazo.',
  unknownReason: 'Ese motivo de rechazo no existe.',
  noteRequired: 'Con el motivo «Otro», escribe qué pasó.',
  noteTooLong: `La nota admite hasta ${RESULT_NOTE_MAX} caracteres.`,
} as const;

export type OperationResultField = 'good' | 'rejected' | 'reason' | 'note';

/** A normal finish, nothing to type: every piece that entered is good. */
export function defaultResult(entering: number): OperationResult {
  return { good: Math.max(0, Math.floor(entering)), rejected: 0, reason: null };
}

/**
 * Errors by field, in Spanish (empty when the result may be saved): whole numbers ≥ 0, good + rejected ≤
 * the pieces that entered the operation (fewer is allowed: pieces still in the machine or lost are not
 * invented), a known reason exactly when something was rejected, a note with 'Otro'.
 */
export function operationResultErrors(result: OperationResult, entering: number): Partial<Record<OperationResultField, string>> {
  const errors: Partial<Record<OperationResultField, string>> = {};
  const count = (field: 'good' | 'rejected') => {
    const value = result[field];
    if (typeof value !== 'number' || !Number.isInteger(value)) errors[field] = OPERATION_RESULT_MESSAGES.whole;
    else if (value < 0) errors[field] = OPERATION_RESULT_MESSAGES.negative;
  };
  count('good');
  count('rejected');
  if (!errors.good && !errors.rejected && result.good + result.rejected > entering) errors.good = OPERATION_RESULT_MESSAGES.tooMany(entering);
  if (result.reason !== null && !isRejectReason(result.reason)) errors.reason = OPERATION_RESULT_MESSAGES.unknownReason;
  else if (result.rejected > 0 && result.reason === null) errors.reason = OPERATION_RESULT_MESSAGES.reasonRequired;
  else if (result.rejected === 0 && result.reason !== null) errors.reason = OPERATION_RESULT_MESSAGES.reasonWithoutRejects;
  const note = result.note?.trim() ?? '';
  if (result.reason === 'other' && note === '') errors.note = OPERATION_RESULT_MESSAGES.noteRequired;
  if (note.length > RESULT_NOTE_MAX) errors.note = OPERATION_RESULT_MESSAGES.noteTooLong;
  return errors;
}

/** An operation as progress needs it: its status and, once finished, its result. */
export interface OperationProgressInput {
  status: OperationStatus;
  result: OperationResult | null;
}

/**
 * Pieces entering each operation, in order: the order's pieces for the first; the good pieces of the one
 * before once it is finished; until then, what entered the one before (the expected figure).
 */
export function piecesEntering(orderPieces: number, operations: readonly OperationProgressInput[]): number[] {
  const entering: number[] = [];
  operations.forEach((_, i) => {
    if (i === 0) {
      entering.push(Math.max(0, orderPieces));
      return;
    }
    const before = operations[i - 1]!;
    entering.push(before.status === 'done' && before.result ? before.result.good : entering[i - 1]!);
  });
  return entering;
}

export interface OrderProgress {
  /** Work done: pieces through finished operations ÷ pieces entering all operations, floored (100 only when all are done). */
  percent: number;
  /** Good pieces out of the last operation (0 until it is finished). */
  finishedPieces: number;
  /** Rejected pieces over all operations. */
  rejectedPieces: number;
  operationsDone: number;
  operationsTotal: number;
}

/**
 * The order's progress for the board. Measured in piece-operations rather than finished pieces alone, so a
 * finished embroidery shows on the board before packing ends; pieces rejected early no longer count
 * against later operations.
 */
export function orderProgress(orderPieces: number, operations: readonly OperationProgressInput[]): OrderProgress {
  const entering = piecesEntering(orderPieces, operations);
  let expected = 0;
  let processed = 0;
  let rejectedPieces = 0;
  let operationsDone = 0;
  operations.forEach((op, i) => {
    expected += entering[i]!;
    if (op.status !== 'done') return;
    operationsDone += 1;
    rejectedPieces += op.result?.rejected ?? 0;
    // A finished operation is done with every piece that entered it.
    processed += entering[i]!;
  });
  const last = operations[operations.length - 1];
  const allDone = operations.length > 0 && operationsDone === operations.length;
  const percent = allDone ? 100 : expected === 0 ? 0 : Math.min(99, Math.floor((processed * 100) / expected));
  return {
    percent,
    finishedPieces: last?.status === 'done' ? (last.result?.good ?? entering[entering.length - 1]!) : 0,
    rejectedPieces,
    operationsDone,
    operationsTotal: operations.length,
  };
}
