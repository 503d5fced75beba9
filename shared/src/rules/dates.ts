/** Whether `value` is a real calendar date written yyyy-mm-dd (2025-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The viewer's calendar day, yyyy-mm-dd (local time: a due date is a day where the person is). */
export function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type DueStatus = 'overdue' | 'today' | 'upcoming' | 'done';

/**
 * Where a sample stands against its due date (issue 15, home 'Muestras pendientes'): 'done' once
 * authorised (7), 'overdue' when the day has passed, 'today' on the day itself, else 'upcoming'.
 */
export function dueStatus(dueDate: string, stage: number, today: string): DueStatus {
  if (stage === 7) return 'done';
  if (dueDate < today) return 'overdue';
  return dueDate === today ? 'today' : 'upcoming';
}
