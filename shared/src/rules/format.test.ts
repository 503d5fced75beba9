import { formatCm, formatDateTime, formatDayMonthYear, formatKb, formatLongDate, formatShortDate, hexToRgb, initialOf, initialsOf } from './format';

describe('formatLongDate', () => {
  it('shows a calendar date with Spanish weekday and month names', () => {
    expect(formatLongDate('2026-11-23')).toBe('lunes, 23 de noviembre de 2026');
    expect(formatLongDate('2025-01-01')).toBe('miércoles, 1 de enero de 2025');
  });

  it('keeps a calendar date on its day whatever the time zone', () => {
    expect(formatLongDate('2026-03-01')).toBe('domingo, 1 de marzo de 2026');
  });

  it('formats timestamps and Date objects', () => {
    expect(formatLongDate(new Date(2026, 10, 23, 15, 30))).toBe('lunes, 23 de noviembre de 2026');
    expect(formatLongDate(new Date(2026, 10, 23, 12).toISOString())).toBe('lunes, 23 de noviembre de 2026');
  });

  it('returns an empty string for unreadable values', () => {
    expect(formatLongDate('no es fecha')).toBe('');
    expect(formatLongDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatKb', () => {
  it('divides by 1000, rounds and separates thousands', () => {
    expect(formatKb(1_234_567)).toBe('1,235 KB');
    expect(formatKb(48_400)).toBe('48 KB');
    expect(formatKb(48_500)).toBe('49 KB');
    expect(formatKb(1000)).toBe('1 KB');
  });

  it("shows '< 1 KB' for a file of 1 to 999 bytes", () => {
    expect(formatKb(1)).toBe('< 1 KB');
    expect(formatKb(412)).toBe('< 1 KB');
    expect(formatKb(999)).toBe('< 1 KB');
  });

  it('shows 0 KB for empty or invalid sizes', () => {
    expect(formatKb(0)).toBe('0 KB');
    expect(formatKb(-5)).toBe('0 KB');
    expect(formatKb(Number.NaN)).toBe('0 KB');
  });
});

describe('hexToRgb', () => {
  it('converts #RRGGBB, without # and in any case', () => {
    expect(hexToRgb('#1D4ED8')).toBe('rgb(29, 78, 216)');
    expect(hexToRgb('ffffff')).toBe('rgb(255, 255, 255)');
    expect(hexToRgb('#000000')).toBe('rgb(0, 0, 0)');
  });

  it('expands the short form', () => {
    expect(hexToRgb('#f80')).toBe('rgb(255, 136, 0)');
  });

  it('returns null for anything else', () => {
    expect(hexToRgb('#12345')).toBeNull();
    expect(hexToRgb('rojo')).toBeNull();
  });
});

describe('initialOf', () => {
  it('takes the first letter, upper-cased', () => {
    expect(initialOf('Uniformes del Bajío')).toBe('U');
    expect(initialOf('  ñandú textil')).toBe('Ñ');
    expect(initialOf('éxito industrial')).toBe('É');
  });

  it('skips leading punctuation and falls back to ?', () => {
    expect(initialOf('"Grupo" Norte')).toBe('G');
    expect(initialOf('')).toBe('?');
    expect(initialOf(null)).toBe('?');
  });
});

describe('formatCm and formatDateTime', () => {
  it('shows centimetres with one decimal at most', () => {
    expect(formatCm(10)).toBe('10 cm');
    expect(formatCm(7.46)).toBe('7.5 cm');
    expect(formatCm(Number.NaN)).toBe('0 cm');
  });

  it('shows a timestamp with Spanish month names, empty when unreadable', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 14, 5))).toMatch(/^22 de noviembre de 2026(,| a las) 14:05$/);
    expect(formatDateTime('x')).toBe('');
  });
});

describe('formatShortDate', () => {
  it('writes a calendar date short, in Spanish, the same day everywhere', () => {
    expect(formatShortDate('2026-11-23')).toMatch(/^23 nov\.? 2026$/);
    expect(formatShortDate('ayer')).toBe('');
  });
});

describe('initialsOf', () => {
  it('takes the first letter of each name, accents kept', () => {
    expect([initialsOf('Ana', 'López'), initialsOf('Óscar', 'ñúñez'), initialsOf('', 'Ruiz'), initialsOf('Eva', ' ')]).toEqual(['AL', 'ÓÑ', 'R', 'E']);
  });
});

describe('formatDayMonthYear', () => {
  it('prints a calendar date day first, and a dash for none or an unreadable one', () => {
    expect(formatDayMonthYear('2026-11-27')).toBe('27/11/2026');
    expect(formatDayMonthYear('2026-01-05T10:00:00Z')).toBe('05/01/2026');
    expect(formatDayMonthYear(null)).toBe('—');
    expect(formatDayMonthYear('')).toBe('—');
    expect(formatDayMonthYear('27/11/2026')).toBe('—');
  });
});
