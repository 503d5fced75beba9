import { defaultResult, operationResultErrors, orderProgress, piecesEntering, REJECT_REASONS, REJECT_REASON_LABELS, type OperationProgressInput } from './operation-results';

describe('operationResultErrors', () => {
  it('accepts a normal finish with nothing typed and 118 good + 2 rejected with a reason', () => {
    expect(defaultResult(120)).toEqual({ good: 120, rejected: 0, reason: null });
    expect(operationResultErrors(defaultResult(120), 120)).toEqual({});
    expect(operationResultErrors({ good: 118, rejected: 2, reason: 'loose_stitch' }, 120)).toEqual({});
    expect(REJECT_REASONS.map((r) => REJECT_REASON_LABELS[r])).toEqual(['Puntada suelta', 'Mancha', 'Registro desfasado', 'Talla equivocada', 'Otro']);
  });

  it('refuses more pieces than entered, fractions and negatives', () => {
    expect(operationResultErrors({ good: 119, rejected: 2, reason: 'stain' }, 120).good).toBe('Buenas más rechazadas no pueden pasar de las 120 piezas que entraron a la operación.');
    expect(operationResultErrors({ good: 1.5, rejected: 0, reason: null }, 120).good).toMatch(/entero/);
    expect(operationResultErrors({ good: 10, rejected: -1, reason: null }, 120).rejected).toBe('Las piezas no pueden ser negativas.');
    expect(operationResultErrors({ good: 100, rejected: 0, reason: null }, 120)).toEqual({});
  });

  it('asks a reason exactly when pieces were rejected, and a note with Otro', () => {
    expect(operationResultErrors({ good: 118, rejected: 2, reason: null }, 120).reason).toBe('Elige el motivo del rechazo.');
    expect(operationResultErrors({ good: 120, rejected: 0, reason: 'stain' }, 120).reason).toMatch(/Sin piezas rechazadas/);
    expect(operationResultErrors({ good: 118, rejected: 2, reason: 'nope' as never }, 120).reason).toBe('Ese motivo de rechazo no existe.');
    expect(operationResultErrors({ good: 118, rejected: 2, reason: 'other' }, 120).note).toMatch(/«Otro»/);
    expect(operationResultErrors({ good: 118, rejected: 2, reason: 'other', note: 'Se rompió la aguja' }, 120)).toEqual({});
  });
});

const done = (good: number, rejected = 0): OperationProgressInput => ({ status: 'done', result: { good, rejected, reason: rejected ? 'stain' : null } });
const pending: OperationProgressInput = { status: 'pending', result: null };

describe('pieces entering and progress', () => {
  it('feeds each operation the good pieces of the one before', () => {
    expect(piecesEntering(120, [done(120), done(118, 2), pending, pending])).toEqual([120, 120, 118, 118]);
    expect(piecesEntering(120, [{ status: 'in_progress', result: null }, pending])).toEqual([120, 120]);
  });

  it('measures the work done in piece-operations and reaches 100 % only when every operation is finished', () => {
    const ops = [done(120), done(118, 2), pending, pending];
    // (120 + 120) of (120 + 120 + 118 + 118) = 50.4 %.
    expect(orderProgress(120, ops)).toEqual({ percent: 50, finishedPieces: 0, rejectedPieces: 2, operationsDone: 2, operationsTotal: 4 });
    expect(orderProgress(120, [done(120), done(118, 2), done(118), done(117, 1)])).toMatchObject({ percent: 100, finishedPieces: 117, rejectedPieces: 3 });
    expect(orderProgress(120, [pending, pending]).percent).toBe(0);
    expect(orderProgress(0, []).percent).toBe(0);
  });

  it('never shows 100 % while an operation is open', () => {
    expect(orderProgress(1000, [done(1000), done(1000), done(1000), { status: 'in_progress', result: null }]).percent).toBe(75);
    const many = Array.from({ length: 200 }, () => done(5));
    expect(orderProgress(5, [...many, pending]).percent).toBe(99);
  });
});
