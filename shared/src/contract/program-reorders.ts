import { Type, type Static } from '@sinclair/typebox';
import { DbId, IsoDate, NonBlankText, PlainText } from './common';
import { literalUnion } from './literal-union';
import { REORDER_LIMITS, REORDER_REFUSAL_REASONS } from '../domain/programs-reorders';

/*
 * A reorder from a uniform program's roster and the program's report (issue 35 items 3 and 5;
 * docs/decisions/uniform-programs.md 'Reorders, allowances and report'). The plan itself is the pure
 * `planReorder` (shared/src/rules/programs/reorder.ts); these are its request and answer on the wire.
 */

/** Who the reorder is for: a list of employees, or a selection the server resolves. */
export const ReorderPick = Type.Union([
  Type.Object({ kind: Type.Literal('empleados'), employeeIds: Type.Array(DbId, { minItems: 1, maxItems: REORDER_LIMITS.employeesMax }) }, { additionalProperties: false }),
  /** Active employees who started within `days` days (default 30) and have no pieces this period. */
  Type.Object(
    { kind: Type.Literal('nuevos'), days: Type.Optional(Type.Integer({ minimum: 1, maximum: REORDER_LIMITS.newHireDaysMax })) },
    { additionalProperties: false },
  ),
  /** Active employees of an area (as the roster writes it, case and accents aside). */
  Type.Object({ kind: Type.Literal('area'), area: NonBlankText(REORDER_LIMITS.areaMaxChars) }, { additionalProperties: false }),
  /** Active employees of a job title. */
  Type.Object({ kind: Type.Literal('puesto'), jobTitleId: DbId }, { additionalProperties: false }),
  /** Every active employee. */
  Type.Object({ kind: Type.Literal('todos') }, { additionalProperties: false }),
]);
export type ReorderPick = Static<typeof ReorderPick>;

/** An admin's exception: the pieces this reorder asks over the employee's allowance of that kit line are granted. */
export const ReorderExceptionInput = Type.Object(
  { employeeId: DbId, kitLineId: DbId, reason: NonBlankText(REORDER_LIMITS.reasonMaxChars) },
  { additionalProperties: false },
);
export type ReorderExceptionInput = Static<typeof ReorderExceptionInput>;

const ReorderFields = {
  pick: ReorderPick,
  /** Only an admin (`programs.allowanceException`) may send any. */
  exceptions: Type.Optional(Type.Array(ReorderExceptionInput, { maxItems: REORDER_LIMITS.exceptionsMax })),
};

/** POST /programs/:id/reorders/preview */
export const ReorderPreviewInput = Type.Object(ReorderFields, { additionalProperties: false });
export type ReorderPreviewInput = Static<typeof ReorderPreviewInput>;

/** POST /programs/:id/reorders */
export const ReorderCreateInput = Type.Object(
  {
    ...ReorderFields,
    /** A request from the HR portal this order answers: marked 'convertida' with the order, in the same transaction. */
    requestId: Type.Optional(DbId),
    /**
     * The pieces the preview showed: when given and the plan now differs (another reorder or a cancelled
     * order meanwhile), 409 and nothing is written.
     */
    expectedPieces: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    /** The order's promised delivery day. */
    dueDate: Type.Optional(Type.Union([IsoDate, Type.Null()])),
    reference: Type.Optional(PlainText(100)),
  },
  { additionalProperties: false },
);
export type ReorderCreateInput = Static<typeof ReorderCreateInput>;

export const ReorderRefusalSchema = Type.Object({
  employeeId: Type.Integer(),
  employeeName: Type.String(),
  /** null: the whole employee (inactive, a job title without kit). */
  kitLineId: Type.Union([Type.Integer(), Type.Null()]),
  garment: Type.Union([Type.String(), Type.Null()]),
  allowed: Type.Integer(),
  taken: Type.Integer(),
  asked: Type.Integer(),
  refused: Type.Integer(),
  reason: literalUnion(REORDER_REFUSAL_REASONS),
  /** Spanish, for the person. */
  message: Type.String(),
});
export type ReorderRefusalView = Static<typeof ReorderRefusalSchema>;

export const ReorderLineView = Type.Object({
  sampleId: Type.Integer(),
  sampleName: Type.String(),
  itemId: Type.Integer(),
  styleCode: Type.String(),
  garment: Type.String(),
  colours: Type.Array(Type.String()),
  sizes: Type.Array(Type.String()),
  quantities: Type.Array(Type.Array(Type.Integer())),
  total: Type.Integer(),
  /** One row per piece, in the list's order. */
  names: Type.Array(Type.Object({ name: Type.String(), size: Type.String(), colour: Type.String(), text: Type.String(), employeeId: Type.Integer() })),
});
export type ReorderLineView = Static<typeof ReorderLineView>;

/** An exception granted by this request (the preview shows them; the order records them). */
export const ReorderExceptionView = Type.Object({
  employeeId: Type.Integer(),
  employeeName: Type.String(),
  kitLineId: Type.Integer(),
  garment: Type.String(),
  extraPieces: Type.Integer(),
  reason: Type.String(),
});

export const ReorderEmployeeRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  employeeNumber: Type.Union([Type.String(), Type.Null()]),
  jobTitle: Type.String(),
  area: Type.Union([Type.String(), Type.Null()]),
});

export const ReorderPreview = Type.Object({
  programId: Type.Integer(),
  periodStart: Type.String(),
  periodEnd: Type.String(),
  /** The employees the pick chose, by name. */
  employees: Type.Array(ReorderEmployeeRef),
  lines: Type.Array(ReorderLineView),
  refusals: Type.Array(ReorderRefusalSchema),
  exceptions: Type.Array(ReorderExceptionView),
  /** What keeps the order from being created as it is (a style without price, a sample no longer authorised). */
  problems: Type.Array(Type.String()),
  /** Employees with at least one piece, and the pieces. */
  servedEmployees: Type.Integer(),
  pieces: Type.Integer(),
});
export type ReorderPreview = Static<typeof ReorderPreview>;

export const ReorderCreated = Type.Object({
  ...ReorderPreview.properties,
  orderId: Type.Integer(),
  folio: Type.String(),
  /** The HR request marked 'convertida', when one was named. */
  requestId: Type.Union([Type.Integer(), Type.Null()]),
});
export type ReorderCreated = Static<typeof ReorderCreated>;

export const ProgramReportRowSchema = Type.Object({
  employeeId: Type.Integer(),
  employeeName: Type.String(),
  employeeNumber: Type.Union([Type.String(), Type.Null()]),
  jobTitle: Type.String(),
  area: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  kitLineId: Type.Integer(),
  garment: Type.String(),
  allowance: Type.Integer(),
  extra: Type.Integer(),
  ordered: Type.Integer(),
  delivered: Type.Integer(),
  due: Type.Integer(),
  toOrder: Type.Integer(),
  orders: Type.Array(Type.String()),
});

export const ProgramExceptionRecord = Type.Object({
  id: Type.Integer(),
  employeeId: Type.Integer(),
  employeeName: Type.String(),
  kitLineId: Type.Integer(),
  garment: Type.String(),
  extraPieces: Type.Integer(),
  reason: Type.String(),
  approvedBy: Type.Object({ id: Type.Integer(), name: Type.String() }),
  approvedAt: Type.String(),
  order: Type.Union([Type.Object({ id: Type.Integer(), folio: Type.String(), status: Type.String() }), Type.Null()]),
  /** The exception counts (its order was not cancelled). */
  counts: Type.Boolean(),
});
export type ProgramExceptionRecord = Static<typeof ProgramExceptionRecord>;

export const ProgramReport = Type.Object({
  programId: Type.Integer(),
  periodStart: Type.String(),
  periodEnd: Type.String(),
  rows: Type.Array(ProgramReportRowSchema),
  totals: Type.Object({
    employees: Type.Integer(),
    allowance: Type.Integer(),
    extra: Type.Integer(),
    ordered: Type.Integer(),
    delivered: Type.Integer(),
    due: Type.Integer(),
    toOrder: Type.Integer(),
  }),
  exceptions: Type.Array(ProgramExceptionRecord),
});
export type ProgramReport = Static<typeof ProgramReport>;
