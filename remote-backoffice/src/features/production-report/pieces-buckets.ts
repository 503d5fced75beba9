/*
 * The columns of the 'Piezas por día' chart, pure: a column per day up to a month, per week (7 days from
 * the range's first day) up to 120 days, per calendar month beyond, so a year stays readable at 390 px.
 * The table beside the chart keeps every day.
 */

export interface DayPieces {
  day: string;
  good: number;
  rejected: number;
}

export interface PiecesBucket {
  /** Column label: '3' (a day of the month), '3 mar' (a week from that day), 'mar 25' (a month). */
  label: string;
  /** What the label stands for, in full, for the chart's summary. */
  title: string;
  good: number;
  rejected: number;
}

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** '3 mar' (and the year's last two digits when the range crosses a year). */
export function shortDay(day: string, withYear = false): string {
  const [y, m, d] = day.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]}${withYear ? ` ${y!.slice(2)}` : ''}`;
}

export function piecesBuckets(days: readonly DayPieces[]): PiecesBucket[] {
  if (days.length === 0) return [];
  const crossesYear = days[0]!.day.slice(0, 4) !== days[days.length - 1]!.day.slice(0, 4);
  // A column per day: its day of the month only (30 labels fit 390 px no other way); the title says it all.
  if (days.length <= 31) return days.map((d) => ({ label: String(Number(d.day.slice(8))), title: shortDay(d.day, true), good: d.good, rejected: d.rejected }));
  const groups = new Map<string, PiecesBucket>();
  days.forEach((d, i) => {
    let key: string;
    let label: string;
    let title: string;
    if (days.length <= 120) {
      const first = days[i - (i % 7)]!.day;
      key = first;
      label = shortDay(first, crossesYear);
      title = `Semana del ${shortDay(first, true)}`;
    } else {
      key = d.day.slice(0, 7);
      label = `${MONTHS[Number(d.day.slice(5, 7)) - 1]} ${d.day.slice(2, 4)}`;
      title = label;
    }
    const group = groups.get(key) ?? { label, title, good: 0, rejected: 0 };
    group.good += d.good;
    group.rejected += d.rejected;
    groups.set(key, group);
  });
  return [...groups.values()];
}
