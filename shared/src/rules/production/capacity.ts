/*
 * Capacity of a machine (issue 30, items 5 and 6): the minutes its shifts give on a day, Monday first
 * (`shiftMinutes[0]` is Monday, `[6]` Sunday; 0 = closed).
 */

/** Monday = 0 … Sunday = 6 of a calendar date 'YYYY-MM-DD' (undefined when it is not a real date). */
export function weekdayIndex(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(y, m - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) return undefined;
  return (at.getUTCDay() + 6) % 7;
}

/** Minutes a machine can work on a date: its shift minutes that weekday; 0 when inactive or not a date. */
export function dailyCapacity(machine: { shiftMinutes: readonly number[]; active: boolean }, date: string): number {
  if (!machine.active) return 0;
  const day = weekdayIndex(date);
  if (day === undefined) return 0;
  const minutes = machine.shiftMinutes[day] ?? 0;
  return Number.isFinite(minutes) && minutes > 0 ? Math.floor(minutes) : 0;
}

/** Minutes of a whole week of shifts. */
export function weeklyCapacity(shiftMinutes: readonly number[]): number {
  return shiftMinutes.slice(0, 7).reduce((sum, m) => sum + (Number.isFinite(m) && m > 0 ? Math.floor(m) : 0), 0);
}

/** '8 h', '7 h 30 min', '45 min', 'Cerrado': a day's minutes as the screens show them. */
export function shiftText(minutes: number): string {
  if (!(minutes > 0)) return 'Cerrado';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

const DAY_SHORT = ['Lu', 'Ma', 'Mi', 'Ju', 'Vi', 'Sá', 'Do'] as const;

/** A week in a line, runs of equal days joined: 'Lu–Vi 8 h · Sá 5 h · Do cerrado'. */
export function weekSummary(shiftMinutes: readonly number[]): string {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i <= 7; i++) {
    if (i < 7 && (shiftMinutes[i] ?? 0) === (shiftMinutes[start] ?? 0)) continue;
    const days = i - 1 === start ? DAY_SHORT[start]! : `${DAY_SHORT[start]!}–${DAY_SHORT[i - 1]!}`;
    const minutes = shiftMinutes[start] ?? 0;
    parts.push(`${days} ${minutes > 0 ? shiftText(minutes) : 'cerrado'}`);
    start = i;
  }
  return parts.join(' · ');
}
