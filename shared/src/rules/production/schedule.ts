import { BUSINESS_TIME_ZONE } from '../../domain/approval';
import { MACHINE_KIND_LABELS, type MachineKind } from '../../domain/machines';
import { isCalendarDate } from '../dates';
import { addDays } from '../new-sample';
import { dailyCapacity } from './capacity';

/*
 * Planned dates of a production order from its promised date (issue 30, item 4), pure: backward
 * scheduling. The last operation ends by the delivery's eve, each earlier one ends on or before the day
 * the next one starts, and each takes minutes from the daily capacity (capacity.ts) of the active machines
 * of its kind, less what other orders already booked. Days are ISO calendar days 'YYYY-MM-DD' in Mexico
 * City's calendar: `businessDay` turns an instant into one (dates.ts's `localToday` is the viewer's day,
 * which is right for a screen but not for the server deciding whether an order is late).
 */

/** The calendar day of an instant in the business's time zone (Mexico City), 'YYYY-MM-DD'. */
export function businessDay(now: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** How far back the scheduler looks for capacity before it gives up on an operation. */
export const SCHEDULE_HORIZON_DAYS = 366;

export const SCHEDULE_MESSAGES = {
  promisedDate: 'La fecha prometida no es una fecha válida.',
  noCapacity: (kind: MachineKind) => `No hay capacidad de «${MACHINE_KIND_LABELS[kind]}» en el último año antes de la fecha prometida: da de alta o activa una máquina de ese tipo.`,
} as const;

export interface SchedulableOperation {
  machineKind: MachineKind;
  /** Whole minutes (operations.ts). */
  minutes: number;
}

export interface ScheduleMachine {
  kind: MachineKind;
  active: boolean;
  /** Monday first (capacity.ts). */
  shiftMinutes: readonly number[];
}

export interface ScheduleInput {
  /** The order's promised delivery day. */
  promisedDate: string;
  /** In the order they are done (preparación first, empaque last). */
  operations: readonly SchedulableOperation[];
  machines: readonly ScheduleMachine[];
  /** Today in Mexico City (`businessDay(new Date())`). */
  today: string;
  /** Days kept between the end of the work and the promised day (delivery); 1 = packed the day before. */
  deliveryDays?: number;
  /** Minutes other orders already hold on a kind of machine on a day (0 when omitted). */
  booked?: (kind: MachineKind, day: string) => number;
}

export interface ScheduledOperation {
  /** Its index in the input. */
  index: number;
  /** The day it starts (its planned day on the board) and the day it ends; equal for a one-day operation. */
  startDay: string;
  endDay: string;
  /** Minutes taken per day, earliest day first. */
  days: { day: string; minutes: number }[];
}

export type Schedule =
  | {
      ok: true;
      operations: ScheduledOperation[];
      /** The first operation's start and the last one's end. */
      plannedStart: string;
      plannedEnd: string;
      /** The plan would have had to start before today: the order is late already. */
      late: boolean;
    }
  | { ok: false; message: string };

/**
 * Backward scheduling: the last operation is placed first, ending on `promisedDate − deliveryDays`, taking
 * the free minutes of its kind from that day backwards; the operation before it ends on the day the next
 * one starts (sharing what capacity is left) or earlier, and so on. An operation of 0 minutes sits on the
 * day the next one starts. Free minutes of a kind on a day = Σ dailyCapacity of its active machines −
 * booked, never below 0 (the board later picks the machine).
 */
export function scheduleBackward(input: ScheduleInput): Schedule {
  if (!isCalendarDate(input.promisedDate)) return { ok: false, message: SCHEDULE_MESSAGES.promisedDate };
  const used = new Map<string, number>();
  const free = (kind: MachineKind, day: string) => {
    const capacity = input.machines.filter((m) => m.kind === kind).reduce((sum, m) => sum + dailyCapacity(m, day), 0);
    const taken = (input.booked?.(kind, day) ?? 0) + (used.get(`${kind}|${day}`) ?? 0);
    return Math.max(0, capacity - taken);
  };

  let cursor = addDays(input.promisedDate, -Math.max(0, Math.floor(input.deliveryDays ?? 1)));
  const placed: ScheduledOperation[] = [];
  for (let index = input.operations.length - 1; index >= 0; index--) {
    const op = input.operations[index]!;
    let left = Math.max(0, Math.ceil(op.minutes));
    if (left === 0) {
      placed.push({ index, startDay: cursor, endDay: cursor, days: [] });
      continue;
    }
    const days: { day: string; minutes: number }[] = [];
    let day = cursor;
    let looked = 0;
    while (left > 0) {
      if (looked++ > SCHEDULE_HORIZON_DAYS) return { ok: false, message: SCHEDULE_MESSAGES.noCapacity(op.machineKind) };
      const take = Math.min(left, free(op.machineKind, day));
      if (take > 0) {
        used.set(`${op.machineKind}|${day}`, (used.get(`${op.machineKind}|${day}`) ?? 0) + take);
        days.unshift({ day, minutes: take });
        left -= take;
      }
      if (left > 0) day = addDays(day, -1);
    }
    placed.push({ index, startDay: days[0]!.day, endDay: days[days.length - 1]!.day, days });
    cursor = days[0]!.day;
  }
  placed.reverse();
  const plannedStart = placed[0]?.startDay ?? cursor;
  const plannedEnd = placed[placed.length - 1]?.endDay ?? cursor;
  return { ok: true, operations: placed, plannedStart, plannedEnd, late: plannedStart < input.today };
}
