import { isCalendarDate } from '../dates';

/*
 * Reading one cell of a roster file (issue 35, item 2): dates as Mexico writes them, and the texts a
 * spreadsheet would run as a formula if the roster were exported again and opened (CSV injection).
 */

/** A text a spreadsheet reads as a formula: it starts with =, +, - or @ (a plain negative number aside). */
export function looksLikeFormula(text: string): boolean {
  return /^[=+\-@]/.test(text) && !/^-?\d+([.,]\d+)?$/.test(text);
}

// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\x00-\x1F\x7F-\x9F]/;

/** Whether a cell holds control characters (tabs and line breaks included: a roster cell is one line). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The last serial day Excel has (31/12/9999). */
const MAX_SERIAL = 2_958_465;

/**
 * A start date as 'YYYY-MM-DD', from what a roster cell holds: 'dd/mm/aaaa' (also with '-' or '.', and
 * one-digit day or month), 'aaaa-mm-dd', or, in an .xlsx, the serial day number Excel keeps a date as
 * (counted from 1900, or from 1904 when the workbook says so). 'invalid' when it is none of them or
 * not a calendar day; 'out-of-range' before 1900 or after 2100.
 */
export function parseRosterDate(text: string, options: { serial: boolean; date1904: boolean }): string | 'invalid' | 'out-of-range' {
  const value = text.trim();
  let iso: string | undefined;
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (m) iso = `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
  m ??= /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (!iso && m) iso = `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
  if (!iso && options.serial && /^\d{1,7}(\.\d+)?$/.test(value)) {
    const serial = Math.floor(Number(value));
    if (serial < 1 || serial > MAX_SERIAL) return 'invalid';
    // 1900 system: day 1 is 1900-01-01 and Excel counts a 29/02/1900 that never was (serial 60).
    const days = options.date1904 ? serial - 24_107 : serial < 60 ? serial - 25_568 : serial - 25_569;
    const d = new Date(days * 86_400_000);
    iso = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  }
  if (!iso || !isCalendarDate(iso)) return 'invalid';
  const year = Number(iso.slice(0, 4));
  return year < 1900 || year > 2100 ? 'out-of-range' : iso;
}
