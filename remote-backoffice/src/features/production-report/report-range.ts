import { isCalendarDate, PRODUCTION_REPORT_MAX_DAYS, PRODUCTION_REPORT_MESSAGES, daysFrom } from '@muestrario/shared/rules';

/*
 * The production report's range in the page's address (`?from=2026-11-01&to=2026-11-27`), pure. A value
 * that is not a real calendar day is left out (the server's default applies); the form checks a range
 * before it goes into the address, with the server's own messages.
 */

export interface ReportRange {
  from?: string;
  to?: string;
}

/** The range the address asks for (valid days only). */
export function rangeFromParams(params: URLSearchParams): ReportRange {
  const day = (name: string) => {
    const value = params.get(name);
    return value !== null && isCalendarDate(value) ? value : undefined;
  };
  const from = day('from');
  const to = day('to');
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** The address's parameters for a range (empty ones left out). */
export function paramsOfRange(range: ReportRange): URLSearchParams {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  return params;
}

export type RangeErrors = Partial<Record<'from' | 'to', string>>;

const DATE_MESSAGE = 'Escribe una fecha válida.';

/** What is wrong with a range typed in the form, by field (empty: it may be shown). */
export function rangeErrors(from: string, to: string): RangeErrors {
  const errors: RangeErrors = {};
  if (!isCalendarDate(from)) errors.from = DATE_MESSAGE;
  if (!isCalendarDate(to)) errors.to = DATE_MESSAGE;
  if (errors.from || errors.to) return errors;
  if (from > to) errors.from = PRODUCTION_REPORT_MESSAGES.fromAfterTo;
  else if (daysFrom(from, to) + 1 > PRODUCTION_REPORT_MAX_DAYS) errors.to = PRODUCTION_REPORT_MESSAGES.tooLong;
  return errors;
}
