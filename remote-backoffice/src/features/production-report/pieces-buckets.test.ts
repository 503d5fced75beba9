import { daysOfRange } from '@muestrario/shared/rules';
import { piecesBuckets, shortDay } from './pieces-buckets';

const range = (from: string, to: string) => daysOfRange(from, to).map((day, i) => ({ day, good: i, rejected: i % 2 }));

describe('pieces chart columns', () => {
  it('names a day short, with the year when asked', () => {
    expect(shortDay('2026-03-03')).toBe('3 mar');
    expect(shortDay('2026-12-31', true)).toBe('31 dic 26');
  });
  it('keeps a column per day up to 31 days, labelled by the day of the month, the full day in its title', () => {
    const month = piecesBuckets(range('2026-11-01', '2026-11-30'));
    expect(month).toHaveLength(30);
    expect(month[2]).toEqual({ label: '3', title: '3 nov 26', good: 2, rejected: 0 });
    expect(piecesBuckets(range('2026-12-30', '2027-01-02')).map((b) => b.title)).toEqual(['30 dic 26', '31 dic 26', '1 ene 27', '2 ene 27']);
  });
  it('adds weeks of 7 days from the first day up to 120 days, and months beyond, keeping every piece', () => {
    const days = range('2026-09-01', '2026-11-29');
    const weeks = piecesBuckets(days);
    expect(weeks).toHaveLength(13);
    expect(weeks[0]).toEqual({ label: '1 sep', title: 'Semana del 1 sep 26', good: 0 + 1 + 2 + 3 + 4 + 5 + 6, rejected: 3 });
    const total = (list: { good: number; rejected: number }[]) => list.reduce((n, d) => n + d.good + d.rejected, 0);
    expect(total(weeks)).toBe(total(days));
    const year = range('2025-11-28', '2026-11-27');
    const months = piecesBuckets(year);
    expect(months.map((m) => m.label)).toEqual(['nov 25', 'dic 25', 'ene 26', 'feb 26', 'mar 26', 'abr 26', 'may 26', 'jun 26', 'jul 26', 'ago 26', 'sep 26', 'oct 26', 'nov 26']);
    expect(total(months)).toBe(total(year));
  });
  it('has no column without days', () => {
    expect(piecesBuckets([])).toEqual([]);
  });
});
