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

/** One CSV record with its CRLF (for files written a row at a time, e.g. streamed by the server). */
export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(field).join(',') + '\r\n';
}
