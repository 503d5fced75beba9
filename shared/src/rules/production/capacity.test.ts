import { dailyCapacity, shiftText, weekdayIndex, weeklyCapacity, weekSummary } from './capacity';

const tajima = { shiftMinutes: [480, 480, 480, 480, 480, 300, 0], active: true };

describe('machine capacity', () => {
  it('reads Monday first', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0); // a Monday
    expect(weekdayIndex('2026-11-28')).toBe(5);
    expect(weekdayIndex('2026-11-29')).toBe(6);
    expect(weekdayIndex('2026-02-30')).toBeUndefined();
    expect(weekdayIndex('mañana')).toBeUndefined();
  });

  it('gives the shift minutes of the weekday, none when closed, inactive or not a date', () => {
    expect(dailyCapacity(tajima, '2026-11-27')).toBe(480);
    expect(dailyCapacity(tajima, '2026-11-28')).toBe(300);
    expect(dailyCapacity(tajima, '2026-11-29')).toBe(0);
    expect(dailyCapacity({ ...tajima, active: false }, '2026-11-27')).toBe(0);
    expect(dailyCapacity(tajima, '2026-13-01')).toBe(0);
  });

  it('adds up a week and words a day', () => {
    expect(weeklyCapacity(tajima.shiftMinutes)).toBe(2700);
    expect(shiftText(480)).toBe('8 h');
    expect(shiftText(450)).toBe('7 h 30 min');
    expect(shiftText(45)).toBe('45 min');
    expect(shiftText(0)).toBe('Cerrado');
  });

  it('sums up a week in a line, joining equal days', () => {
    expect(weekSummary(tajima.shiftMinutes)).toBe('Lu–Vi 8 h · Sá 5 h · Do cerrado');
    expect(weekSummary([480, 480, 480, 480, 480, 480, 480])).toBe('Lu–Do 8 h');
    expect(weekSummary([0, 450, 0, 0, 0, 0, 60])).toBe('Lu cerrado · Ma 7 h 30 min · Mi–Sá cerrado · Do 1 h');
  });
});
