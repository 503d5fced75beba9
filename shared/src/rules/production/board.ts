import { MACHINE_KINDS, type MachineKind } from '../../domain/machines';
import { isCalendarDate } from '../dates';
import { addDays } from '../new-sample';
import { dailyCapacity, weekdayIndex } from './capacity';
import { OPERATION_KIND_LABELS, type OperationKind } from './operations';
import type { OperationStatus, ProductionOrderStatus } from './order-status';
import { businessDay } from './schedule';

/*
 * The floor board (issue 30, item 6), pure: machines × days against their capacity in minutes, the
 * operations of open orders on them ordered by due date, and why a move is refused. The server builds the
 * board with `buildBoard` and checks a move with `moveRefusal` inside its transaction; the screens read
 * `cellOverloaded` to mark a day. docs/decisions/production.md 'Floor board'.
 */

/** Days a board shows when the query does not say. */
export const BOARD_DEFAULT_DAYS = 7;

/** An order is open until it is closed or cancelled: only open orders' operations are on the board. */
export const isOpenOrderStatus = (status: ProductionOrderStatus): boolean => status !== 'closed' && status !== 'cancelled';

/** The Monday of the week of a calendar day 'YYYY-MM-DD' (the day itself when it is a Monday). */
export function weekStart(day: string): string {
  const index = weekdayIndex(day);
  return index === undefined ? day : addDays(day, -index);
}

/** The board's default first day: this week's Monday in Mexico City's calendar. */
export function defaultBoardFrom(now: Date): string {
  return weekStart(businessDay(now));
}

/** `count` consecutive days from `from`. */
export function boardDays(from: string, count: number): string[] {
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, i) => addDays(from, i));
}

/**
 * Late: the order is open and its planned end, or its promised date, is before today (either one passed:
 * the plan slipped, or the customer is already waiting).
 */
export function isOrderLate(order: { status: ProductionOrderStatus; plannedEnd: string | null; promisedDate: string | null }, today: string): boolean {
  if (!isOpenOrderStatus(order.status)) return false;
  return (order.plannedEnd !== null && order.plannedEnd < today) || (order.promisedDate !== null && order.promisedDate < today);
}

/** A day of a machine is overloaded when its planned minutes pass its capacity (a closed day with work too). */
export const cellOverloaded = (load: number, capacity: number): boolean => load > capacity;

export interface BoardMachineInput {
  id: number;
  name: string;
  kind: MachineKind;
  active: boolean;
  /** Monday first (capacity.ts). */
  shiftMinutes: readonly number[];
}

export interface BoardOperationInput {
  id: number;
  orderId: number;
  sequence: number;
  machineId: number | null;
  plannedDay: string | null;
  minutes: number;
  status: OperationStatus;
  /** The order's promised date: the due date cells are ordered by. */
  promisedDate: string | null;
}

export interface BoardRow<M> {
  machine: M;
  /** Minutes per shown day, in the order of `days`. */
  capacity: number[];
  load: number[];
  overloaded: boolean[];
}

export interface BuiltBoard<M, O> {
  days: string[];
  rows: BoardRow<M>[];
  /** Operations planned on a shown day (with a machine), by day, then due date, then order and sequence. */
  operations: O[];
  /** Open operations with no machine or day, or planned before the first shown day and not done. */
  unplanned: O[];
}

/** Earlier due date first, no due date last; then the order, then its sequence. */
export function byDueDate(a: BoardOperationInput, b: BoardOperationInput): number {
  if (a.promisedDate !== b.promisedDate) {
    if (a.promisedDate === null) return 1;
    if (b.promisedDate === null) return -1;
    return a.promisedDate < b.promisedDate ? -1 : 1;
  }
  return a.orderId - b.orderId || a.sequence - b.sequence || a.id - b.id;
}

const kindOrder = (kind: MachineKind) => MACHINE_KINDS.indexOf(kind);

/**
 * The board of `count` days from `from`. `operations` are those of open orders (the caller filters by
 * status); every status counts in a day's load (a finished operation used that day's minutes). Rows: the
 * active machines, and a retired one only while it still carries work on a shown day; by kind (the order
 * of MACHINE_KINDS), then name.
 */
export function buildBoard<M extends BoardMachineInput, O extends BoardOperationInput>(input: {
  machines: readonly M[];
  operations: readonly O[];
  from: string;
  days: number;
}): BuiltBoard<M, O> {
  const days = boardDays(input.from, input.days);
  const shown = new Set(days);
  const planned = input.operations.filter((o) => o.machineId !== null && o.plannedDay !== null && shown.has(o.plannedDay));
  const unplanned = input.operations.filter((o) => o.status !== 'done' && (o.machineId === null || o.plannedDay === null || o.plannedDay < input.from));
  const busy = new Set(planned.map((o) => o.machineId));
  const rows = input.machines
    .filter((m) => m.active || busy.has(m.id))
    .slice()
    .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || a.name.localeCompare(b.name, 'es') || a.id - b.id)
    .map((machine) => {
      const capacity = days.map((day) => dailyCapacity(machine, day));
      const load = days.map((day) => planned.filter((o) => o.machineId === machine.id && o.plannedDay === day).reduce((sum, o) => sum + o.minutes, 0));
      return { machine, capacity, load, overloaded: load.map((l, i) => cellOverloaded(l, capacity[i]!)) };
    });
  const operations = planned.slice().sort((a, b) => (a.plannedDay! < b.plannedDay! ? -1 : a.plannedDay! > b.plannedDay! ? 1 : byDueDate(a, b)));
  return { days, rows, operations, unplanned: unplanned.slice().sort((a, b) => byDueDate(a, b)) };
}

/**
 * A machine's queue for its operator, next first: the one in progress, then by planned day (unplanned
 * last), then due date. Only operations not done.
 */
export function queueOrder<O extends BoardOperationInput>(operations: readonly O[]): O[] {
  return operations
    .filter((o) => o.status !== 'done')
    .slice()
    .sort((a, b) => {
      if (a.status !== b.status) return a.status === 'in_progress' ? -1 : b.status === 'in_progress' ? 1 : 0;
      if (a.plannedDay !== b.plannedDay) {
        if (a.plannedDay === null) return 1;
        if (b.plannedDay === null) return -1;
        return a.plannedDay < b.plannedDay ? -1 : 1;
      }
      return byDueDate(a, b);
    });
}

/* ---- Moving an operation ---- */

/** 'una bordadora': the kind of machine in a sentence. */
export const MACHINE_KIND_IN_SENTENCE: Record<MachineKind, string> = {
  embroidery: 'una bordadora',
  dtf_printer: 'una impresora DTF',
  heat_press: 'una plancha o prensa',
  manual_station: 'una estación manual',
};

const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'] as const;

/** 'el lunes 30 de noviembre' (a calendar day in a sentence). */
export function dayInSentence(day: string): string {
  const index = weekdayIndex(day);
  if (index === undefined) return `el ${day}`;
  const [, month, date] = day.split('-').map(Number) as [number, number, number];
  return `el ${WEEKDAYS[index]!} ${date} de ${MONTHS[month - 1]!}`;
}

export const MOVE_MESSAGES = {
  staleVersion: 'Otra persona movió esta operación mientras tanto: vuelve a cargar el tablero.',
  notFound: 'No encontramos esa operación.',
  machineNotFound: 'No encontramos esa máquina.',
  orderClosed: 'La orden está cerrada: sus operaciones ya no se mueven.',
  orderCancelled: 'La orden está cancelada: sus operaciones ya no se mueven.',
  done: 'La operación ya está terminada: ya no se mueve.',
  inProgress: 'La operación ya empezó en su máquina: termínala antes de moverla.',
  badDay: 'Ese día no existe en el calendario.',
  pastDay: 'No se planea en días pasados: elige hoy o un día posterior.',
  wrongKind: (operation: OperationKind, machine: MachineKind) => `${OPERATION_KIND_LABELS[operation]} se hace en ${MACHINE_KIND_IN_SENTENCE[machine]}: elige una máquina de ese tipo.`,
  inactive: (name: string) => `La máquina «${name}» está dada de baja: elige una máquina activa.`,
  closedDay: (name: string, day: string) => `La máquina «${name}» no trabaja ${dayInSentence(day)}: elige otro día.`,
  full: (name: string, day: string, capacity: number, load: number, minutes: number) =>
    `La máquina «${name}» tiene ${capacity} min ${dayInSentence(day)} y ya lleva ${load} min planeados: esta operación (${minutes} min) no cabe. Elige otro día u otra máquina.`,
} as const;

export interface MoveInput {
  operation: { kind: OperationKind; machineKind: MachineKind; status: OperationStatus; minutes: number; machineId: number | null; plannedDay: string | null };
  orderStatus: ProductionOrderStatus;
  /** The machine it would go to. */
  machine: BoardMachineInput;
  /** The day it would go to. */
  day: string;
  /** Today in Mexico City (`businessDay`). */
  today: string;
  /** Minutes already planned on that machine that day by other operations of open orders (not this one). */
  otherLoad: number;
}

/**
 * Why an operation may not go to a machine on a day, in Spanish; null when it may. The order must be open
 * and the operation pending; the day real, not past, and one the machine works; the machine active and of
 * the operation's kind. Capacity: refused when the day's other work plus this operation would pass the
 * machine's minutes that day, unless nothing else is planned there — a long operation alone may spill
 * over its day (the board then shows the day overloaded) or it could never be planned at all. Staying
 * in the same cell is never a capacity refusal (nothing changes).
 */
export function moveRefusal(input: MoveInput): string | null {
  const { operation, machine, day } = input;
  if (input.orderStatus === 'closed') return MOVE_MESSAGES.orderClosed;
  if (input.orderStatus === 'cancelled') return MOVE_MESSAGES.orderCancelled;
  if (operation.status === 'done') return MOVE_MESSAGES.done;
  if (operation.status === 'in_progress') return MOVE_MESSAGES.inProgress;
  if (!isCalendarDate(day)) return MOVE_MESSAGES.badDay;
  if (day < input.today) return MOVE_MESSAGES.pastDay;
  if (machine.kind !== operation.machineKind) return MOVE_MESSAGES.wrongKind(operation.kind, operation.machineKind);
  if (!machine.active) return MOVE_MESSAGES.inactive(machine.name);
  const capacity = dailyCapacity(machine, day);
  if (capacity === 0) return MOVE_MESSAGES.closedDay(machine.name, day);
  const same = operation.machineId === machine.id && operation.plannedDay === day;
  const load = Math.max(0, input.otherLoad);
  if (!same && load > 0 && load + operation.minutes > capacity) return MOVE_MESSAGES.full(machine.name, day, capacity, load, operation.minutes);
  return null;
}
