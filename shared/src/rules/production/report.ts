import { addDays } from '../new-sample';
import { OPERATION_KINDS, type OperationKind } from './operations';
import { PRODUCTION_ORDER_STATUSES, type ProductionOrderStatus } from './order-status';
import { businessDay } from './schedule';

/*
 * The production report (issue 30 item 8, Producción › Informes), pure: its date range, which orders are
 * late, and the sums by status, by machine and operation, and by day. The server reads plain rows and
 * leaves every sum to these functions, so SQLite and PostgreSQL answer alike (dates are ISO text; no
 * date function of either database is used). docs/decisions/production.md 'Production report'.
 */

/** Days the report covers when no range is asked for: the last 30 days, today included. */
export const PRODUCTION_REPORT_DEFAULT_DAYS = 30;
/** Longest range, in days counted inclusively (a leap year). */
export const PRODUCTION_REPORT_MAX_DAYS = 366;

export const PRODUCTION_REPORT_MESSAGES = {
  fromAfterTo: 'La fecha «desde» no puede ser posterior a la fecha «hasta».',
  tooLong: `El informe abarca hasta ${PRODUCTION_REPORT_MAX_DAYS} días: acorta el periodo.`,
} as const;

/** Whole days from `a` to `b` (ISO calendar days; negative when b is before a). */
export function daysFrom(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/**
 * The report's range from the query (both days already valid calendar days or absent): `to` defaults to
 * today, `from` to 29 days before `to`, or a Spanish refusal when from > to or the range passes 366 days.
 */
export function productionReportRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { ok: true; from: string; to: string } | { ok: false; message: string } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(PRODUCTION_REPORT_DEFAULT_DAYS - 1));
  if (from > to) return { ok: false, message: PRODUCTION_REPORT_MESSAGES.fromAfterTo };
  if (daysFrom(from, to) + 1 > PRODUCTION_REPORT_MAX_DAYS) return { ok: false, message: PRODUCTION_REPORT_MESSAGES.tooLong };
  return { ok: true, from, to };
}

/** Every day from `from` to `to`, both included. */
export function daysOfRange(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * A window of instants (ISO text, comparable as text) that surely holds every instant whose Mexico City
 * day is within [from, to]: a day early and two late, whatever the zone's offset. The server narrows its
 * SQL with it and `businessDay` decides exactly.
 */
export function instantWindow(from: string, to: string): { since: string; until: string } {
  return { since: `${addDays(from, -1)}T00:00:00.000Z`, until: `${addDays(to, 2)}T00:00:00.000Z` };
}

/** Whether an instant falls on a Mexico City day within [from, to]. */
export function instantInRange(instant: string, from: string, to: string, timeZone?: string): boolean {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return false;
  const day = businessDay(new Date(time), timeZone);
  return day >= from && day <= to;
}

const OPEN: readonly ProductionOrderStatus[] = ['planned', 'released', 'in_progress'];
export const isOpenProductionOrder = (status: ProductionOrderStatus) => OPEN.includes(status);

/**
 * An order is late when it is open (not closed or cancelled) and its planned end or its promised date is
 * before today: behind its plan, or past what the customer was promised.
 */
export function productionOrderIsLate(order: { status: ProductionOrderStatus; plannedEnd: string | null; promisedDate: string | null }, today: string): boolean {
  if (!isOpenProductionOrder(order.status)) return false;
  return (order.plannedEnd !== null && order.plannedEnd < today) || (order.promisedDate !== null && order.promisedDate < today);
}

/** Orders and pieces per status, every status in its order (zeros included). */
export function ordersByStatus(orders: readonly { status: ProductionOrderStatus; pieces: number }[]): { status: ProductionOrderStatus; orders: number; pieces: number }[] {
  return PRODUCTION_ORDER_STATUSES.map((status) => {
    const of = orders.filter((o) => o.status === status);
    return { status, orders: of.length, pieces: of.reduce((n, o) => n + o.pieces, 0) };
  });
}

/** A finished operation as the report reads it. */
export interface ReportOperation {
  orderId: number;
  sequence: number;
  /** Whether it is its order's last operation (its good pieces are the order's finished pieces). */
  last: boolean;
  kind: OperationKind;
  machineId: number | null;
  machineName: string | null;
  /** Estimated whole minutes. */
  minutes: number;
  startedAt: string | null;
  finishedAt: string;
  good: number | null;
  rejected: number | null;
}

/** Whole minutes between start and finish (floored; 0 when unknown or reversed). */
export function actualMinutes(startedAt: string | null, finishedAt: string | null): number {
  if (startedAt === null || finishedAt === null) return 0;
  const ms = Date.parse(finishedAt) - Date.parse(startedAt);
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 60_000) : 0;
}

export const NO_MACHINE_NAME = 'Sin máquina';

export interface MinutesRow {
  machineId: number | null;
  machineName: string;
  kind: OperationKind;
  operations: number;
  estimatedMinutes: number;
  actualMinutes: number;
}

/** Estimated vs actual minutes per machine and operation kind: machines by name (none last), kinds in their order. */
export function minutesByMachine(operations: readonly ReportOperation[]): MinutesRow[] {
  const rows = new Map<string, MinutesRow>();
  for (const op of operations) {
    const key = `${op.machineId ?? ''}|${op.kind}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { machineId: op.machineId, machineName: op.machineName ?? NO_MACHINE_NAME, kind: op.kind, operations: 0, estimatedMinutes: 0, actualMinutes: 0 }));
    row.operations += 1;
    row.estimatedMinutes += op.minutes;
    row.actualMinutes += actualMinutes(op.startedAt, op.finishedAt);
  }
  return [...rows.values()].sort(
    (a, b) =>
      Number(a.machineId === null) - Number(b.machineId === null) ||
      a.machineName.localeCompare(b.machineName, 'es') ||
      (a.machineId ?? 0) - (b.machineId ?? 0) ||
      OPERATION_KINDS.indexOf(a.kind) - OPERATION_KINDS.indexOf(b.kind),
  );
}

/**
 * Pieces per day finished, every day of the range: good = pieces out of an order's last operation finished
 * that day (finished pieces; earlier operations' good pieces go on to the next one and are not counted
 * twice), rejected = pieces rejected by any operation finished that day (each is a lost piece).
 */
export function piecesPerDay(operations: readonly ReportOperation[], from: string, to: string, timeZone?: string): { day: string; good: number; rejected: number }[] {
  const days = new Map(daysOfRange(from, to).map((day) => [day, { day, good: 0, rejected: 0 }]));
  for (const op of operations) {
    const time = Date.parse(op.finishedAt);
    if (Number.isNaN(time)) continue;
    const row = days.get(businessDay(new Date(time), timeZone));
    if (!row) continue;
    if (op.last) row.good += op.good ?? 0;
    row.rejected += op.rejected ?? 0;
  }
  return [...days.values()];
}

/** The report's headline figures (the screen's cards). */
export interface ProductionReportTotals {
  openOrders: number;
  lateOrders: number;
  finishedPieces: number;
  rejectedPieces: number;
  /** rejected ÷ (finished + rejected) in percent, one decimal; null when nothing was finished or rejected. */
  rejectionPercent: number | null;
}

export function productionReportTotals(report: {
  byStatus: readonly { status: ProductionOrderStatus; orders: number }[];
  late: readonly unknown[];
  piecesPerDay: readonly { good: number; rejected: number }[];
}): ProductionReportTotals {
  const finishedPieces = report.piecesPerDay.reduce((n, d) => n + d.good, 0);
  const rejectedPieces = report.piecesPerDay.reduce((n, d) => n + d.rejected, 0);
  const all = finishedPieces + rejectedPieces;
  return {
    openOrders: report.byStatus.filter((s) => isOpenProductionOrder(s.status)).reduce((n, s) => n + s.orders, 0),
    lateOrders: report.late.length,
    finishedPieces,
    rejectedPieces,
    rejectionPercent: all === 0 ? null : Math.round((rejectedPieces * 1000) / all) / 10,
  };
}
