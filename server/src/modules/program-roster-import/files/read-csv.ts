import { CsvError, parse } from 'csv-parse/sync';
import { ROSTER_FILE_MESSAGES as M, ROSTER_IMPORT_MAX_CELL_CHARS, ROSTER_IMPORT_MAX_COLUMNS, ROSTER_IMPORT_MAX_ROWS } from '@muestrario/shared/domain';
import type { RosterSheet, RosterSheetRow } from '@muestrario/shared/rules';
import { RosterFileError } from './roster-file-error';

/*
 * A roster CSV as rows of text (issue 35, item 2), parsed by csv-parse (RFC 4180: quoted cells with
 * commas, quotes and line breaks). What Excel in Mexico writes is read as it is:
 * - encoding: UTF-8 with or without a BOM («CSV UTF-8»); a file that is not valid UTF-8 is Excel's plain
 *   «CSV», Windows-1252 (Latin-1 plus the curly quotes), so «Peña» survives; «Texto Unicode» (UTF-16
 *   with its BOM) too. A NUL byte in any other file means it is not text: refused.
 * - separator: comma or semicolon (Excel uses the list separator of the Windows region: ';' where the
 *   decimal mark is a comma), or a tab; whichever the header line has most of, outside quotes.
 * Each record is a spreadsheet row (a quoted line break stays inside its cell), so 'Fila 7' is the
 * seventh row Excel shows; blank rows keep their number and are skipped.
 */

/** The text of the file's bytes. */
function decode(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes.includes(0)) throw new RosterFileError(415, M.notSpreadsheet);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator most used on the first non-blank line, outside quoted cells. */
function detectDelimiter(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  let seen = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) {
      if (seen) break;
    } else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch]++;
    if (ch.trim() !== '') seen = true;
  }
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return counts[';'] > counts[','] ? ';' : ',';
}

/** Reads a CSV roster file. Throws RosterFileError (400/413/415). */
export function readCsv(bytes: Buffer): RosterSheet {
  const text = decode(bytes);
  const delimiter = detectDelimiter(text);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (Juan "Chuy" Pérez) is kept as a character.
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: ROSTER_IMPORT_MAX_CELL_CHARS * 4,
    });
  } catch (error) {
    const line = error instanceof CsvError ? Number((error as CsvError & { lines?: number }).lines ?? 0) : 0;
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') throw new RosterFileError(400, M.unclosedQuote(line));
    if (error instanceof CsvError && error.code === 'CSV_MAX_RECORD_SIZE') throw new RosterFileError(400, M.cellTooLong(line));
    throw new RosterFileError(400, M.notSpreadsheet);
  }
  const rows: RosterSheetRow[] = [];
  records.forEach((cells, index) => {
    if (!cells.some((c) => c.trim() !== '')) return;
    if (rows.length > ROSTER_IMPORT_MAX_ROWS) throw new RosterFileError(413, M.tooManyRows);
    const row = index + 1;
    const last = cells.findLastIndex((c) => c.trim() !== '');
    if (last >= ROSTER_IMPORT_MAX_COLUMNS) throw new RosterFileError(400, M.tooManyColumns);
    if (cells.some((c) => c.length > ROSTER_IMPORT_MAX_CELL_CHARS)) throw new RosterFileError(400, M.cellTooLong(row));
    rows.push({ row, cells: cells.slice(0, last + 1) });
  });
  return { format: 'csv', date1904: false, rows };
}
