import { isCalendarDate } from './dates';

describe('isCalendarDate', () => {
  it.each(['2025-02-28', '2024-02-29', '2025-12-31', '2025-01-01'])('accepts %s', (d) => expect(isCalendarDate(d)).toBe(true));
  it.each(['2025-02-29', '2025-02-30', '2025-13-01', '2025-00-10', '2025-1-1', '', 'mañana', '2025-04-31'])('refuses %s', (d) =>
    expect(isCalendarDate(d)).toBe(false),
  );
});
