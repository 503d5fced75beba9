import { ROSTER_FILE_MESSAGES as M } from '@muestrario/shared/domain';
import type { RosterSheet } from '@muestrario/shared/rules';
import { readCsv } from './read-csv';
import { readXlsx } from './read-xlsx';
import { RosterFileError } from './roster-file-error';

const ZIP = Buffer.from('PK\x03\x04', 'latin1');
/** An OLE compound file: a pre-2007 .xls, or an .xlsx protected with a password (Excel encrypts the whole file). */
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** C0 control characters no text file has (tab, line feed and carriage return aside). */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/;

/**
 * An uploaded roster file as rows of text, recognised by its content (a ZIP is read as an .xlsx, text as a
 * CSV), whatever its name says. Throws RosterFileError: 400 empty, damaged or unreadable; 413 too much
 * once inflated or too many rows; 415 neither a CSV nor an .xlsx.
 */
export function readRosterFile(bytes: Buffer): RosterSheet {
  if (bytes.length === 0) throw new RosterFileError(400, M.empty);
  if (bytes.subarray(0, 4).equals(ZIP)) return readXlsx(bytes);
  if (bytes.subarray(0, 8).equals(OLE)) throw new RosterFileError(415, M.oldExcel);
  const sheet = readCsv(bytes);
  if (sheet.rows.some((r) => r.cells.some((c) => CONTROL.test(c)))) throw new RosterFileError(415, M.notSpreadsheet);
  return sheet;
}
