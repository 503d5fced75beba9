import { isCalendarDate } from '../rules/dates';
import { CALENDAR_DATE_PATTERN } from './common';

const pattern = new RegExp(CALENDAR_DATE_PATTERN);
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

describe('CALENDAR_DATE_PATTERN', () => {
  it('agrees with isCalendarDate on every yyyy-mm-dd of 1896–2104 (months 00–13, days 00–32)', () => {
    const disagreements: string[] = [];
    for (let y = 1896; y <= 2104; y++) {
      for (let m = 0; m <= 13; m++) {
        for (let d = 0; d <= 32; d++) {
          const text = `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
          if (pattern.test(text) !== isCalendarDate(text)) disagreements.push(text);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it.each(['2026-13-01', '2026-02-30', '2026-04-31', '1900-02-29', '2100-02-29', '2026-1-01', '2026-01-01T00:00', ' 2026-01-01', '2026-00-10'])('refuses %s', (text) => {
    expect(pattern.test(text)).toBe(false);
  });

  it.each(['2026-12-31', '2024-02-29', '2000-02-29', '2026-01-01', '2026-04-30'])('accepts %s', (text) => {
    expect(pattern.test(text)).toBe(true);
  });
});
