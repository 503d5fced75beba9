import { SaxesParser, type SaxesTag } from 'saxes';
import { ROSTER_FILE_MESSAGES as M, ROSTER_IMPORT_MAX_CELL_CHARS, ROSTER_IMPORT_MAX_COLUMNS, ROSTER_IMPORT_MAX_ROWS } from '@muestrario/shared/domain';
import type { RosterSheet, RosterSheetRow } from '@muestrario/shared/rules';
import { RosterFileError } from './roster-file-error';
import { readZipEntry, ZipError, zipEntries, type ZipEntry } from './zip-entries';

/*
 * The first worksheet of an .xlsx as rows of text (issue 35, item 2). An .xlsx is a ZIP of XML parts:
 * xl/workbook.xml names the sheets, its relationships say where each sheet's part is, the sheet holds the
 * cells and xl/sharedStrings.xml the texts the cells point to. Each part is inflated with a hard limit
 * (zip-entries.ts) and read by saxes as a stream of tags (no tree kept); a document type declaration
 * (the door to entity expansion) is refused. Only cell values are read (a formula's last value, as the
 * spreadsheet shows it); styles, other sheets, pictures and macros are never opened.
 */

/** Inflated size limits per part: a 5,000-row roster's sheet is ~3 MB of XML and its texts less. */
const LIMITS = { workbook: 1024 * 1024, rels: 1024 * 1024, sharedStrings: 16 * 1024 * 1024, sheet: 32 * 1024 * 1024 };
/** Most shared strings read (a roster has at most a few per row). */
const MAX_SHARED_STRINGS = 200_000;

const bad = () => new RosterFileError(400, M.badXlsx);

/** The local name of a tag (some writers prefix SpreadsheetML: <x:row>). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Runs saxes over one XML part, refusing a DTD; a RosterFileError thrown by a handler goes through. */
function parseXml(xml: string, handlers: { open?: (tag: SaxesTag) => void; text?: (text: string) => void; close?: (name: string) => void }): void {
  if (/<!\s*(DOCTYPE|ENTITY)/i.test(xml)) throw bad();
  const parser = new SaxesParser({ xmlns: false });
  let failed = false;
  parser.on('error', () => {
    failed = true;
  });
  parser.on('doctype', () => {
    failed = true;
  });
  if (handlers.open) parser.on('opentag', handlers.open);
  if (handlers.text) parser.on('text', handlers.text);
  if (handlers.close) parser.on('closetag', (tag) => handlers.close!(local(tag.name)));
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof RosterFileError) throw error;
    throw bad();
  }
  if (failed) throw bad();
}

function part(zip: Buffer, entries: Map<string, ZipEntry>, name: string, maxBytes: number): string | undefined {
  const entry = entries.get(name);
  if (!entry) return undefined;
  return readZipEntry(zip, entry, maxBytes).toString('utf8');
}

/** The first sheet's part name and whether dates count from 1904. */
function firstSheet(zip: Buffer, entries: Map<string, ZipEntry>): { sheetPath: string; date1904: boolean } {
  const workbook = part(zip, entries, 'xl/workbook.xml', LIMITS.workbook);
  if (workbook === undefined) throw bad();
  let relId: string | undefined;
  let date1904 = false;
  parseXml(workbook, {
    open: (tag) => {
      const name = local(tag.name);
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(String(tag.attributes.date1904 ?? ''));
      if (name === 'sheet' && relId === undefined) relId = String(tag.attributes['r:id'] ?? Object.entries(tag.attributes).find(([k]) => k.endsWith(':id'))?.[1] ?? '');
    },
  });
  if (relId === undefined) throw new RosterFileError(400, M.xlsxNoSheet);
  const rels = part(zip, entries, 'xl/_rels/workbook.xml.rels', LIMITS.rels);
  let target: string | undefined;
  if (rels !== undefined) {
    parseXml(rels, {
      open: (tag) => {
        if (local(tag.name) === 'Relationship' && tag.attributes.Id === relId) target = String(tag.attributes.Target ?? '');
      },
    });
  }
  const sheetPath = target ? (target.startsWith('/') ? target.slice(1) : `xl/${target}`).replace(/[^/]+\/\.\.\//g, '') : 'xl/worksheets/sheet1.xml';
  return { sheetPath, date1904 };
}

function sharedStrings(zip: Buffer, entries: Map<string, ZipEntry>): string[] {
  const xml = part(zip, entries, 'xl/sharedStrings.xml', LIMITS.sharedStrings);
  if (xml === undefined) return [];
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  parseXml(xml, {
    open: (tag) => {
      const name = local(tag.name);
      if (name === 'si') {
        if (strings.length >= MAX_SHARED_STRINGS) throw new RosterFileError(400, M.xlsxTooLarge);
        current = '';
      } else if (name === 'rPh') phonetic++;
      else if (name === 't' && current !== null && phonetic === 0) inText = true;
    },
    text: (text) => {
      if (inText && current !== null && current.length <= ROSTER_IMPORT_MAX_CELL_CHARS) current += text;
    },
    close: (name) => {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si' && current !== null) {
        strings.push(current);
        current = null;
      }
    },
  });
  return strings;
}

/** 'B12' → 1 (zero-based column); undefined when the reference is not a cell's. */
function columnOf(reference: string): number | undefined {
  const m = /^([A-Z]{1,3})\d+$/.exec(reference);
  if (!m) return undefined;
  let column = 0;
  for (const ch of m[1]!) column = column * 26 + (ch.charCodeAt(0) - 64);
  return column - 1;
}

/** A number cell's text: whole numbers without exponent ('4.5306E4' → '45306'), others as written. */
function numberText(raw: string): string {
  if (raw.trim() === '') return '';
  const value = Number(raw);
  return Number.isFinite(value) && Number.isInteger(value) && Math.abs(value) < 1e15 ? String(value) : raw;
}

/** Reads the first worksheet of an .xlsx. Throws RosterFileError (400/413) for anything else. */
export function readXlsx(bytes: Buffer): RosterSheet {
  try {
    const entries = zipEntries(bytes);
    const { sheetPath, date1904 } = firstSheet(bytes, entries);
    const strings = sharedStrings(bytes, entries);
    const xml = part(bytes, entries, sheetPath, LIMITS.sheet);
    if (xml === undefined) throw new RosterFileError(400, M.xlsxNoSheet);

    const rows: RosterSheetRow[] = [];
    let rowNumber = 0;
    let cells: string[] = [];
    let cell: { column: number; type: string; text: string } | null = null;
    let inValue = false;
    let inInline = false;
    let phonetic = 0;
    let nextColumn = 0;
    parseXml(xml, {
      open: (tag) => {
        const name = local(tag.name);
        if (name === 'row') {
          const r = Number(tag.attributes.r);
          rowNumber = Number.isInteger(r) && r > rowNumber ? r : rowNumber + 1;
          cells = [];
          nextColumn = 0;
        } else if (name === 'c') {
          const column = columnOf(String(tag.attributes.r ?? '')) ?? nextColumn;
          nextColumn = column + 1;
          cell = { column, type: String(tag.attributes.t ?? 'n'), text: '' };
        } else if (cell && name === 'v') inValue = true;
        else if (cell && name === 'is') inInline = true;
        else if (name === 'rPh') phonetic++;
        else if (cell && inInline && name === 't' && phonetic === 0) inValue = true;
      },
      text: (text) => {
        if (inValue && cell && cell.text.length <= ROSTER_IMPORT_MAX_CELL_CHARS) cell.text += text;
      },
      close: (name) => {
        if (name === 'v' || name === 't') inValue = false;
        else if (name === 'is') inInline = false;
        else if (name === 'rPh') phonetic--;
        else if (name === 'c' && cell) {
          const value = cell.type === 's' ? (strings[Number(cell.text)] ?? '') : cell.type === 'n' ? numberText(cell.text) : cell.text;
          if (value.trim() !== '') {
            if (cell.column >= ROSTER_IMPORT_MAX_COLUMNS) throw new RosterFileError(400, M.tooManyColumns);
            if (value.length > ROSTER_IMPORT_MAX_CELL_CHARS) throw new RosterFileError(400, M.cellTooLong(rowNumber));
            while (cells.length < cell.column) cells.push('');
            cells[cell.column] = value;
          }
          cell = null;
        } else if (name === 'row') {
          if (cells.some((c) => c.trim() !== '')) {
            // The header and ROSTER_IMPORT_MAX_ROWS employees at most: stop reading as soon as there are more.
            if (rows.length > ROSTER_IMPORT_MAX_ROWS) throw new RosterFileError(413, M.tooManyRows);
            rows.push({ row: rowNumber, cells });
          }
        }
      },
    });
    return { format: 'xlsx', date1904, rows };
  } catch (error) {
    if (error instanceof RosterFileError) throw error;
    if (error instanceof ZipError) {
      if (error.kind === 'too-large') throw new RosterFileError(413, M.xlsxTooLarge);
      if (error.kind === 'encrypted') throw new RosterFileError(400, M.protectedXlsx);
    }
    throw bad();
  }
}
