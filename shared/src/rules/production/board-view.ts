import { formatInteger } from '../colour/messages';
import { addDays } from '../new-sample';
import { weekdayIndex } from './capacity';
import { weekStart } from './board';

/*
 * The floor board's arithmetic (issue 30 item 6), pure: the operations of each machine × day cell, the
 * weeks the board steps through, and a cell's load against its capacity. The screens only draw what these
 * return. docs/decisions/production.md 'Floor board and machine queue (screens)'.
 */

/** What a cell needs of an operation: where and when it is planned and when its order is due. */
export interface PlacedOperation {
  id: number;
  machineId: number | null;
  plannedDay: string | null;
  promisedDate: string | null;
}

/** The key of a machine × day cell. */
export const cellKey = (machineId: number, day: string): string => `${machineId}|${day}`;

/**
 * Operations grouped by machine × day, each cell ordered by due date (no due date last), then by id so the
 * order is stable. Operations without a machine or a day belong to no cell.
 */
export function groupByCell<T extends PlacedOperation>(operations: readonly T[]): Map<string, T[]> {
  const cells = new Map<string, T[]>();
  for (const operation of operations) {
    if (operation.machineId === null || operation.plannedDay === null) continue;
    const key = cellKey(operation.machineId, operation.plannedDay);
    const cell = cells.get(key);
    if (cell) cell.push(operation);
    else cells.set(key, [operation]);
  }
  for (const cell of cells.values()) cell.sort(byDueDateInCell);
  return cells;
}

/** Due date first (none last), then id. */
export function byDueDateInCell(a: PlacedOperation, b: PlacedOperation): number {
  if (a.promisedDate !== b.promisedDate) {
    if (a.promisedDate === null) return 1;
    if (b.promisedDate === null) return -1;
    return a.promisedDate < b.promisedDate ? -1 : 1;
  }
  return a.id - b.id;
}

export interface WeekNavigation {
  /** The first day of the week before and after the shown one. */
  previous: string;
  next: string;
  /** The first day of the week holding today. */
  current: string;
  /** Whether today is among the shown week. */
  showsToday: boolean;
}

/** Where 'Semana anterior', 'Hoy' and 'Semana siguiente' go from a board that starts on `from`. */
export function weekNavigation(from: string, today: string, days = 7): WeekNavigation {
  const current = weekStart(today);
  return {
    previous: addDays(from, -days),
    next: addDays(from, days),
    current,
    showsToday: today >= from && today < addDays(from, days),
  };
}

/** A `from` typed in the address bar, kept only when it is a real calendar day. */
export function boardFrom(value: string | null): string | undefined {
  return value !== null && weekdayIndex(value) !== undefined ? value : undefined;
}

export interface CellLoad {
  load: number;
  capacity: number;
  /** 0–100 for the bar (an overloaded cell fills it). */
  percent: number;
  /** Planned minutes beyond the capacity. */
  overloaded: boolean;
  /** No capacity that day (closed or an inactive machine). */
  closed: boolean;
  /** '320 de 480 min'. */
  text: string;
}

/** Percent of the capacity the load takes, whole, 0–100 (an overload fills the bar; no capacity: 0 or 100). */
export function loadPercent(load: number, capacity: number): number {
  if (!(capacity > 0)) return load > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((load / capacity) * 100)));
}

/** A cell's load against its capacity, as the board shows it. */
export function cellLoad(load: number, capacity: number): CellLoad {
  const safeLoad = Number.isFinite(load) && load > 0 ? Math.round(load) : 0;
  const safeCapacity = Number.isFinite(capacity) && capacity > 0 ? Math.round(capacity) : 0;
  return {
    load: safeLoad,
    capacity: safeCapacity,
    percent: loadPercent(safeLoad, safeCapacity),
    overloaded: safeLoad > safeCapacity,
    closed: safeCapacity === 0,
    text: `${formatInteger(safeLoad)} de ${formatInteger(safeCapacity)} min`,
  };
}

const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'] as const;

/** A board column's heading: { weekday: 'lunes', date: '23 nov' } (es-MX); empty strings for a non-date. */
export function boardDayLabel(day: string): { weekday: string; date: string } {
  const index = weekdayIndex(day);
  if (index === undefined) return { weekday: '', date: '' };
  const month = Number(day.slice(5, 7));
  return { weekday: WEEKDAYS[index]!, date: `${Number(day.slice(8, 10))} ${MONTHS[month - 1]!}` };
}

/** The machines an operation may move to: those of its kind (active ones, and the one it is on). */
export function moveTargets<M extends { id: number; kind: string; active: boolean }>(machines: readonly M[], operation: { machineKind: string; machineId: number | null }): M[] {
  return machines.filter((m) => m.kind === operation.machineKind && (m.active || m.id === operation.machineId));
}
