import { PROGRAM_PERIOD_MONTHS, type ProgramPeriod } from '../../domain/programs';
import { isCalendarDate } from '../dates';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** `start` ('YYYY-MM-DD') moved by whole months; a day past the month's end falls on its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return iso(target);
}

/** The first day of the period after the one starting on `start`. */
export function nextPeriodStart(start: string, period: ProgramPeriod): string {
  return addMonths(start, PROGRAM_PERIOD_MONTHS[period]);
}

/** The last day of the period starting on `start` (the day before the next one starts). */
export function periodEnd(start: string, period: ProgramPeriod): string {
  const next = nextPeriodStart(start, period);
  const [y, m, d] = next.split('-').map(Number) as [number, number, number];
  return iso(new Date(Date.UTC(y, m - 1, d - 1)));
}

/**
 * The first day of the period `day` falls in, counting whole periods from `anchor` (forwards or
 * backwards, always from the anchor so a 31st does not drift): a program anchored 2026-01-01 'semestral'
 * has 2027-07-01 as the period of 2027-09-15.
 */
export function periodStartOn(anchor: string, period: ProgramPeriod, day: string): string {
  if (!isCalendarDate(anchor) || !isCalendarDate(day)) throw new Error(`Not a calendar date: ${anchor} / ${day}`);
  const months = PROGRAM_PERIOD_MONTHS[period];
  const monthsApart = (Number(day.slice(0, 4)) - Number(anchor.slice(0, 4))) * 12 + Number(day.slice(5, 7)) - Number(anchor.slice(5, 7));
  let k = Math.floor(monthsApart / months);
  while (addMonths(anchor, k * months) > day) k -= 1;
  while (addMonths(anchor, (k + 1) * months) <= day) k += 1;
  return addMonths(anchor, k * months);
}

/**
 * The period a program is in on `day`: the one `day` falls in, or the program's first period while it has
 * not started (a reorder placed in December for a program of next year counts against next year's
 * allowance, and the program's page shows that year).
 */
export function currentPeriodStart(anchor: string, period: ProgramPeriod, day: string): string {
  return day < anchor ? periodStartOn(anchor, period, anchor) : periodStartOn(anchor, period, day);
}
