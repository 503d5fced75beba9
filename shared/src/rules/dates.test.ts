import { dueStatus, isCalendarDate, localToday } from './dates';

describe('isCalendarDate', () => {
  it.each(['2025-02-28', '2024-02-29', '2025-12-31', '2025-01-01'])('accepts %s', (d) => expect(isCalendarDate(d)).toBe(true));
  it.each(['2025-02-29', '2025-02-30', '2025-13-01', '2025-00-10', '2025-1-1', '', 'mañana', '2025-04-31'])('refuses %s', (d) =>
    expect(isCalendarDate(d)).toBe(false),
  );
});

describe('due dates', () => {
  it("reads the viewer's calendar day", () => {
    expect(localToday(new Date(2026, 10, 5, 23, 59))).toBe('2026-11-05');
  });

  it('tells overdue, due today and upcoming apart; an authorised sample is done', () => {
    expect(['2026-11-22', '2026-11-23', '2026-11-24'].map((d) => dueStatus(d, 4, '2026-11-23'))).toEqual(['overdue', 'today', 'upcoming']);
    expect(dueStatus('2026-11-01', 7, '2026-11-23')).toBe('done');
    expect(dueStatus('2026-11-01', 8, '2026-11-23')).toBe('overdue');
  });
});
