import type { RosterFileFormat } from '../../domain/programs-roster-import';

/** One non-blank row of an uploaded roster file, as the server's CSV or XLSX reader hands it over. */
export interface RosterSheetRow {
  /** The row's number as the spreadsheet shows it (1-based; the header is usually row 1). */
  row: number;
  /** The cells left to right, text as read (XLSX numbers as their plain decimal: '1234', '45306'). */
  cells: string[];
}

/** The first sheet of a roster file: its non-blank rows, the header first. */
export interface RosterSheet {
  format: RosterFileFormat;
  /** XLSX only: the workbook counts dates from 1904 (old Mac Excel) instead of 1900. */
  date1904: boolean;
  rows: RosterSheetRow[];
}
