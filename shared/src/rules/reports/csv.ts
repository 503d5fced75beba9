export type { CsvCell } from './csv-file';
// The file's text (`toCsv`) lives in csv-file.ts: screens load it when 'Descargar CSV' is pressed.
export { CSV_BOM, csvLine, toCsv } from './csv-file';

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
