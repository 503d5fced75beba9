import { Type, type Static } from '@sinclair/typebox';
import { MACHINE_KINDS } from '../domain/machines';
import { OPERATION_KINDS } from '../rules/production/operations';
import { OPERATION_STATUSES, PRODUCTION_ORDER_STATUSES } from '../rules/production/order-status';
import { REJECT_REASONS, RESULT_NOTE_MAX } from '../rules/production/operation-results';
import type { ProductionSnapshot } from '../rules/production/production-snapshot';
import { DbId, IsoDate, PlainText } from './common';
import { literalUnion } from './literal-union';
import { Page, PageQuery } from './partners';

/*
 * Production orders, their operations, the floor board, the machine queue and the production report
 * (issue 30 items 4, 6, 7, 8; docs/decisions/production.md). Statuses, operation kinds, reject reasons and
 * their Spanish labels live in shared/src/rules/production; this file only says what travels.
 */

const Nullable = <T extends ReturnType<typeof Type.String | typeof Type.Integer>>(schema: T) => Type.Union([schema, Type.Null()]);
const Instant = Type.String({ description: 'Instante ISO 8601' });
const Day = Type.String({ description: "Día 'AAAA-MM-DD' (calendario de la Ciudad de México)" });

/* ---- Production orders ---- */

/** A production order as lists show it (Producción › Orden de fabricación). */
export const ProductionOrderSummary = Type.Object({
  id: Type.Integer(),
  /** 'OF-00012': unique, never reused. */
  folio: Type.String(),
  status: literalUnion(PRODUCTION_ORDER_STATUSES),
  salesOrderId: Type.Integer(),
  salesOrderFolio: Type.String(),
  /** The sales order line's number (1, 2, 3…). */
  lineNumber: Type.Integer(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  styleCode: Type.String(),
  styleDescription: Type.String(),
  sampleId: Type.Integer(),
  sampleName: Type.String(),
  pieces: Type.Integer(),
  /** The sales order's promised delivery day. */
  promisedDate: Nullable(Day),
  /** Planned first and last day of the work (backward scheduling from the promised date). */
  plannedStart: Nullable(Day),
  plannedEnd: Nullable(Day),
  /** Open (not closed or cancelled) and its planned end, or its promised date, is before today. */
  late: Type.Boolean(),
  /** orderProgress().percent: 0–100. */
  progressPercent: Type.Integer(),
  goodPieces: Type.Integer(),
  rejectedPieces: Type.Integer(),
  /** Estimated minutes of all operations. */
  totalMinutes: Type.Integer(),
  createdAt: Instant,
  createdByName: Type.String(),
});
export type ProductionOrderSummary = Static<typeof ProductionOrderSummary>;

export const ProductionOrderListQuery = Type.Object(
  {
    /** Folio, client, style, sample (no case or accents). */
    search: Type.Optional(PlainText(100)),
    status: Type.Optional(literalUnion(PRODUCTION_ORDER_STATUSES)),
    /** Only late orders. */
    late: Type.Optional(Type.Boolean()),
    /** Orders made from this sales order (the sales order's page lists them). */
    salesOrderId: Type.Optional(DbId),
    /** Orders that reproduce this sample. */
    sampleId: Type.Optional(DbId),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type ProductionOrderListQuery = Static<typeof ProductionOrderListQuery>;
export const ProductionOrderPage = Page(ProductionOrderSummary);
export type ProductionOrderPage = Static<typeof ProductionOrderPage>;

/** One operation of an order: what the floor does, where and when, and what came out. */
export const ProductionOperation = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  /** 1, 2, 3… in the order they are done. */
  sequence: Type.Integer(),
  kind: literalUnion(OPERATION_KINDS),
  machineKind: literalUnion(MACHINE_KINDS),
  /** 'Bordado · Pecho izquierdo'. */
  label: Type.String(),
  /** Estimated whole minutes (rules/production/operations.ts). */
  minutes: Type.Integer(),
  machineId: Nullable(Type.Integer()),
  machineName: Nullable(Type.String()),
  /** The board's day (its start day). */
  plannedDay: Nullable(Day),
  status: literalUnion(OPERATION_STATUSES),
  /** Pieces that enter it (piecesEntering()). */
  entering: Type.Integer(),
  good: Nullable(Type.Integer()),
  rejected: Nullable(Type.Integer()),
  reason: Type.Union([literalUnion(REJECT_REASONS), Type.Null()]),
  note: Type.String(),
  startedAt: Nullable(Instant),
  startedByName: Nullable(Type.String()),
  finishedAt: Nullable(Instant),
  finishedByName: Nullable(Type.String()),
  /** Whole minutes between start and finish, once finished. */
  actualMinutes: Nullable(Type.Integer()),
  movedAt: Nullable(Instant),
  movedByName: Nullable(Type.String()),
  /** Bumped on every change: a move sends the version it saw (409 if someone changed it meanwhile). */
  version: Type.Integer(),
});
export type ProductionOperation = Static<typeof ProductionOperation>;

export const ProductionOrderStatusChange = Type.Object({
  from: Type.Union([literalUnion(PRODUCTION_ORDER_STATUSES), Type.Null()]),
  to: literalUnion(PRODUCTION_ORDER_STATUSES),
  userName: Type.String(),
  at: Instant,
  note: Type.String(),
});
export type ProductionOrderStatusChange = Static<typeof ProductionOrderStatusChange>;

/** The snapshot travels as built by buildProductionSnapshot (rules/production/production-snapshot.ts). */
const Snapshot = Type.Unsafe<ProductionSnapshot>(Type.Object({}, { additionalProperties: true, description: 'La foto de la orden al crearla (ProductionSnapshot)' }));

export const ProductionOrderDetail = Type.Composite([
  ProductionOrderSummary,
  Type.Object({
    snapshot: Snapshot,
    operations: Type.Array(ProductionOperation),
    history: Type.Array(ProductionOrderStatusChange),
    operationsDone: Type.Integer(),
    operationsTotal: Type.Integer(),
    /** Bumped on every change of the order or its operations. */
    version: Type.Integer(),
  }),
]);
export type ProductionOrderDetail = Static<typeof ProductionOrderDetail>;

/** POST /sales/orders/:id/lines/:line/production-order: the line must have a grid with an authorised sample. */
export const CreateProductionOrderBody = Type.Object(
  {
    /** Optional note for the history ('Urgente: evento del 5 de diciembre'). */
    note: Type.Optional(PlainText(RESULT_NOTE_MAX)),
  },
  { additionalProperties: false },
);
export type CreateProductionOrderBody = Static<typeof CreateProductionOrderBody>;

/** Release, pull back to planned, cancel or close ('in_progress' follows the first started operation). */
export const ProductionOrderStatusBody = Type.Object(
  {
    status: literalUnion(['planned', 'released', 'closed', 'cancelled'] as const),
    note: Type.Optional(PlainText(RESULT_NOTE_MAX)),
    /** The order's version the person saw (409 when it changed meanwhile). */
    version: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type ProductionOrderStatusBody = Static<typeof ProductionOrderStatusBody>;

/* ---- Operations: move, start, finish ---- */

/** PUT /production/operations/:id/plan: another machine of its kind and/or another day. */
export const MoveOperationBody = Type.Object(
  {
    machineId: DbId,
    plannedDay: IsoDate,
    /** The operation's version the person saw: 409 with a Spanish message if someone moved it meanwhile. */
    version: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type MoveOperationBody = Static<typeof MoveOperationBody>;

export const StartOperationBody = Type.Object({ version: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
export type StartOperationBody = Static<typeof StartOperationBody>;

/** 'Terminar': nothing to type for a normal finish (good = entering, rejected 0, reason null). */
export const FinishOperationBody = Type.Object(
  {
    good: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    rejected: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    reason: Type.Union([literalUnion(REJECT_REASONS), Type.Null()]),
    note: Type.Optional(PlainText(RESULT_NOTE_MAX)),
    version: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type FinishOperationBody = Static<typeof FinishOperationBody>;

/** An operation with what the floor needs to see of its order (board cells, queue rows, the phone page). */
export const BoardOperation = Type.Composite([
  ProductionOperation,
  Type.Object({
    orderFolio: Type.String(),
    orderStatus: literalUnion(PRODUCTION_ORDER_STATUSES),
    clientName: Type.String(),
    styleCode: Type.String(),
    sampleName: Type.String(),
    pieces: Type.Integer(),
    promisedDate: Nullable(Day),
    /** The order is late (see ProductionOrderSummary.late). */
    late: Type.Boolean(),
  }),
]);
export type BoardOperation = Static<typeof BoardOperation>;

/** GET /production/operations/:id: the phone page a ticket's QR opens. */
export const OperationDetail = Type.Object({
  operation: BoardOperation,
  /** The order's progress, for 'La orden va en 40 %'. */
  progressPercent: Type.Integer(),
  /** The order's version (status changes send it). */
  orderVersion: Type.Integer(),
});
export type OperationDetail = Static<typeof OperationDetail>;

/* ---- Board and queue ---- */

export const BoardQuery = Type.Object(
  {
    /** First day shown (default: this week's Monday in Mexico City). */
    from: Type.Optional(IsoDate),
    /** How many days (default 7). */
    days: Type.Optional(Type.Integer({ minimum: 1, maximum: 31 })),
  },
  { additionalProperties: false },
);
export type BoardQuery = Static<typeof BoardQuery>;

export const BoardMachine = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: literalUnion(MACHINE_KINDS),
  heads: Type.Integer(),
  active: Type.Boolean(),
  /** Capacity in minutes per shown day (same order as Board.days). */
  capacity: Type.Array(Type.Integer()),
  /** Minutes planned on it per shown day. */
  load: Type.Array(Type.Integer()),
});
export type BoardMachine = Static<typeof BoardMachine>;

export const Board = Type.Object({
  today: Day,
  days: Type.Array(Day),
  machines: Type.Array(BoardMachine),
  /** Operations of open orders planned on the shown days, by day then due date. */
  operations: Type.Array(BoardOperation),
  /** Open operations with no machine or day (or planned before the first shown day and not done). */
  unplanned: Type.Array(BoardOperation),
});
export type Board = Static<typeof Board>;

/** GET /production/machines/:id/queue: one machine's open operations for its operator, next first. */
export const MachineQueue = Type.Object({
  machine: Type.Object({ id: Type.Integer(), name: Type.String(), kind: literalUnion(MACHINE_KINDS), heads: Type.Integer() }),
  today: Day,
  operations: Type.Array(BoardOperation),
});
export type MachineQueue = Static<typeof MachineQueue>;

/* ---- Report ---- */

export const ProductionReportQuery = Type.Object(
  {
    from: Type.Optional(IsoDate),
    to: Type.Optional(IsoDate),
  },
  { additionalProperties: false },
);
export type ProductionReportQuery = Static<typeof ProductionReportQuery>;

export const ProductionReport = Type.Object({
  from: Day,
  to: Day,
  byStatus: Type.Array(Type.Object({ status: literalUnion(PRODUCTION_ORDER_STATUSES), orders: Type.Integer(), pieces: Type.Integer() })),
  late: Type.Array(ProductionOrderSummary),
  /** Estimated vs actual minutes of finished operations, per machine and operation kind. */
  minutes: Type.Array(
    Type.Object({
      machineId: Nullable(Type.Integer()),
      machineName: Type.String(),
      kind: literalUnion(OPERATION_KINDS),
      operations: Type.Integer(),
      estimatedMinutes: Type.Integer(),
      actualMinutes: Type.Integer(),
    }),
  ),
  /** Good and rejected pieces out of finished operations, per day finished. */
  piecesPerDay: Type.Array(Type.Object({ day: Day, good: Type.Integer(), rejected: Type.Integer() })),
});
export type ProductionReport = Static<typeof ProductionReport>;
