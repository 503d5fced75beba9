/** A cell of a CSV report: text as is, numbers already formatted by the caller (es-MX). */
export type CsvCell = string | number | null;

export const CSV_BOM = '\uFEFF';
const BOM = CSV_BOM;

function field(cell: CsvCell): string {
  const text = cell === null ? '' : String(cell);
  // A leading =, +, - or @ would be read as a formula by a spreadsheet: prefixed with a quote mark.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d[\d,.]*$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A CSV file's text for Excel in Mexico: comma-separated (the es-MX list separator), CRLF lines,
 * fields with commas, quotes or line breaks quoted, and a UTF-8 byte-order mark so accents read right.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

const numberFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });
const moneyFormat = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 → '1,234.5' (es-MX). */
export function formatReportNumber(value: number): string {
  return numberFormat.format(value);
}

/** 123456 cents → '1,234.56' (es-MX, no currency sign: the column says MXN). */
export function formatReportCents(cents: number): string {
  return moneyFormat.format(cents / 100);
}

const monthFormat = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonthFormat = new Intl.DateTimeFormat('es-MX', { month: 'short', timeZone: 'UTC' });

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** '2026-11' → 'noviembre de 2026'. */
export function formatMonth(month: string): string {
  return monthFormat.format(monthDate(month));
}

/** '2026-11' → 'nov' (a chart's axis). */
export function formatShortMonth(month: string): string {
  return shortMonthFormat.format(monthDate(month)).replace('.', '');
}

/** 'yyyy-mm-dd' → 'dd/mm/yyyy', the way Excel in Mexico reads a date. */
export function formatCsvDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDate;
}

/** One CSV record with its CRLF (for files written a row at a time, e.g. streamed by the server). */
export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(field).join(',') + '\r\n';
}
