import { foldText } from '../text';
import { compareGrids, emptyGrid, type GridDifference, type SizeGrid } from './grid';
import { textFit, type TextBox } from './text-fit';

/*
 * A sales order line's name list (issue 30, item 2): one row per piece that carries a name: nombre,
 * talla, color and the text decoration the name fills. It is pasted from a spreadsheet (tab-separated)
 * or typed/uploaded as CSV (comma or semicolon), with or without a header row 'nombre, talla, color[,
 * texto]'. Rows are numbered as the source numbers them (the header is row 1 when present, as a
 * spreadsheet shows it; blank lines keep their number), so 'Fila 7' is the seventh line of the file.
 */

export const NAME_LIST_MAX_ROWS = 5_000;
/** Largest CSV file accepted (5,000 rows of long names fit in far less). */
export const NAME_LIST_MAX_BYTES = 1_000_000;
/** Longest name (characters); the text's box is the real limit, this one only stops pasted paragraphs. */
export const NAME_MAX_CHARS = 60;

export type NameListColumn = 'name' | 'size' | 'colour' | 'text';

/** Header words (folded) → column. */
const HEADER_WORDS: Record<string, NameListColumn> = {
  nombre: 'name',
  nombres: 'name',
  'nombre completo': 'name',
  empleado: 'name',
  'nombre del empleado': 'name',
  name: 'name',
  talla: 'size',
  tallas: 'size',
  size: 'size',
  color: 'colour',
  colores: 'colour',
  colour: 'colour',
  texto: 'text',
  decoracion: 'text',
  text: 'text',
};
const DEFAULT_ORDER: readonly NameListColumn[] = ['name', 'size', 'colour', 'text'];

export interface NameListRow {
  /** The row's number in the source (1-based, header included). */
  row: number;
  name: string;
  size: string;
  colour: string;
  /** Which text decoration the name fills ('' when the column is absent or empty). */
  text: string;
}

export interface ParsedNameList {
  rows: NameListRow[];
  /** The first row was a header. */
  header: boolean;
  delimiter: '\t' | ',' | ';';
  /** Problems with the whole list (too many rows, an unknown header); the rows are still returned. */
  errors: string[];
}

export const NAME_LIST_MESSAGES = {
  empty: 'La lista de nombres está vacía.',
  tooManyRows: (rows: number) => `La lista tiene ${rows.toLocaleString('es-MX')} filas; el máximo es ${NAME_LIST_MAX_ROWS.toLocaleString('es-MX')}.`,
  tooLarge: `El archivo pesa más de ${(NAME_LIST_MAX_BYTES / 1_000_000).toLocaleString('es-MX')} MB; una lista de nombres cabe en mucho menos.`,
  notText: 'El archivo no es un CSV de texto: guárdalo desde la hoja de cálculo como «CSV UTF-8».',
  unknownHeader: (word: string) => `La columna «${word}» no se reconoce; usa nombre, talla, color y texto.`,
  missingColumn: (word: string) => `Falta la columna «${word}».`,
  unclosedQuote: (row: number) => `Fila ${row}: unas comillas no se cierran.`,
  emptyName: (row: number) => `Fila ${row}: falta el nombre.`,
  nameTooLong: (row: number) => `Fila ${row}: el nombre tiene más de ${NAME_MAX_CHARS} caracteres.`,
  emptySize: (row: number) => `Fila ${row}: falta la talla.`,
  emptyColour: (row: number) => `Fila ${row}: falta el color.`,
  sizeNotInGrid: (row: number, size: string, sizes: readonly string[]) => `Fila ${row}: la talla «${size}» no está en la cuadrícula (${sizes.join(', ')}).`,
  colourNotInGrid: (row: number, colour: string, colours: readonly string[]) =>
    `Fila ${row}: el color «${colour}» no está en la cuadrícula (${colours.join(', ')}).`,
  duplicate: (row: number, first: number) => `Fila ${row}: el nombre se repite (también en la fila ${first}).`,
  whichText: (row: number, labels: readonly string[]) => `Fila ${row}: indica en la columna «texto» cuál texto llena el nombre (${labels.map((l) => `«${l}»`).join(' o ')}).`,
  textNotFound: (row: number, text: string, labels: readonly string[]) =>
    `Fila ${row}: el texto «${text}» no está en la muestra (${labels.map((l) => `«${l}»`).join(', ')}).`,
  doesNotFit: (row: number, name: string, widthCm: number, box: TextBox & { label: string }, maxWidthCm: number) =>
    `Fila ${row}: «${name}» no cabe en el texto «${box.label}»: mide ${cm(widthCm)} cm de ancho a ${cm(box.heightCm)} cm de alto en ${box.font}, y caben ${cm(maxWidthCm)} cm.`,
  countDiffers: (d: GridDifference) =>
    `${d.colour}, talla ${d.size}: la cuadrícula pide ${pieces(d.expected)} y la lista trae ${d.actual.toLocaleString('es-MX')}.`,
} as const;

const cm = (value: number) => value.toLocaleString('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const pieces = (n: number) => `${n.toLocaleString('es-MX')} ${n === 1 ? 'pieza' : 'piezas'}`;

/** Splits text into records of cells (RFC 4180 quoting: "a, b" and "" for a quote; a quoted cell may span lines). */
function records(text: string, delimiter: string): { cells: string[]; row: number; unclosed: boolean }[] {
  const out: { cells: string[]; row: number; unclosed: boolean }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let i = 0;
  const push = () => {
    cells.push(cell);
    cell = '';
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === delimiter) {
      push();
    } else if (ch === '\n') {
      push();
      out.push({ cells, row: start, unclosed: false });
      cells = [];
      line++;
      start = line;
    } else {
      cell += ch;
    }
    i++;
  }
  if (cell !== '' || cells.length > 0 || quoted) {
    push();
    out.push({ cells, row: start, unclosed: quoted });
  }
  return out;
}

/** The delimiter of the first non-blank line: a tab (pasted from a spreadsheet), else ';' or ','. */
function detectDelimiter(text: string): ParsedNameList['delimiter'] {
  const first = text.split('\n').find((l) => l.trim() !== '') ?? '';
  if (first.includes('\t')) return '\t';
  const count = (ch: string) => first.split(ch).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

const clean = (cell: string | undefined) => (cell ?? '').trim().replace(/\s+/g, ' ');

/** Parses a pasted or uploaded name list; never throws. */
export function parseNameList(input: string): ParsedNameList {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const delimiter = detectDelimiter(text);
  const errors: string[] = [];
  const all = records(text, delimiter);
  const nonBlank = all.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (nonBlank.length === 0) return { rows: [], header: false, delimiter, errors: [NAME_LIST_MESSAGES.empty] };

  let order: readonly (NameListColumn | undefined)[] = DEFAULT_ORDER;
  const first = nonBlank[0]!;
  const words = first.cells.map((c) => foldText(clean(c)));
  const header = words[0] !== undefined && HEADER_WORDS[words[0]] !== undefined && words.some((w) => HEADER_WORDS[w] === 'size' || HEADER_WORDS[w] === 'colour');
  if (header) {
    order = words.map((w) => HEADER_WORDS[w]);
    words.forEach((w, i) => {
      if (w !== '' && HEADER_WORDS[w] === undefined) errors.push(NAME_LIST_MESSAGES.unknownHeader(clean(first.cells[i])));
    });
    for (const [column, word] of [['name', 'nombre'], ['size', 'talla'], ['colour', 'color']] as const) {
      if (!order.includes(column)) errors.push(NAME_LIST_MESSAGES.missingColumn(word));
    }
  }
  const data = header ? nonBlank.slice(1) : nonBlank;
  if (data.length === 0) errors.push(NAME_LIST_MESSAGES.empty);
  if (data.length > NAME_LIST_MAX_ROWS) errors.push(NAME_LIST_MESSAGES.tooManyRows(data.length));
  const rows: NameListRow[] = [];
  for (const record of data.slice(0, NAME_LIST_MAX_ROWS)) {
    if (record.unclosed) errors.push(NAME_LIST_MESSAGES.unclosedQuote(record.row));
    const row: NameListRow = { row: record.row, name: '', size: '', colour: '', text: '' };
    order.forEach((column, i) => {
      if (column) row[column] = clean(record.cells[i]);
    });
    rows.push(row);
  }
  return { rows, header, delimiter, errors };
}

/**
 * Reads an uploaded CSV: UTF-8 (a BOM is dropped); a file that is not valid UTF-8 (Excel's 'CSV' in
 * Windows-1252) is read as Windows-1252 so 'Peña' survives; binary files are refused.
 */
export function decodeNameListFile(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  if (bytes.byteLength > NAME_LIST_MAX_BYTES) return { ok: false, message: NAME_LIST_MESSAGES.tooLarge };
  if (bytes.includes(0)) return { ok: false, message: NAME_LIST_MESSAGES.notText };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: true, text: new TextDecoder('windows-1252').decode(bytes) };
  }
}

/** A text decoration of the line's sample that names fill. */
export interface NameTextBox extends TextBox {
  /** How the list's 'texto' column names it: the design's text ('NOMBRE') or its view ('Frente'). */
  label: string;
  /** Other words that select it (the view's name, its id). */
  aliases?: readonly string[];
}

export type IssueSeverity = 'error' | 'warning';

export interface NameListIssue {
  row: number;
  field: NameListColumn;
  severity: IssueSeverity;
  message: string;
}

export interface CheckedNameRow extends NameListRow {
  /** The grid's spelling of the size and colour when found. */
  size: string;
  colour: string;
  /** The text decoration it fills (its label), when resolved. */
  text: string;
  widthCm?: number;
  issues: NameListIssue[];
}

export interface NameListCheck {
  rows: CheckedNameRow[];
  /** List-level errors (parsing, counts per cell). */
  errors: string[];
  /** Cells whose count differs from the grid. */
  differences: GridDifference[];
  /** Counts per colour × size of the rows whose colour and size are in the grid. */
  counts: SizeGrid;
  errorCount: number;
  warningCount: number;
  /** No error anywhere (warnings, such as a repeated name, do not block). */
  ok: boolean;
}

/**
 * Checks a parsed list row by row against the line's grid and the sample's text decorations:
 * - errors: empty name, a name over NAME_MAX_CHARS, missing size or colour, a size or colour not in the
 *   grid, a 'texto' that names no decoration (or none given when there are several), a name that does not
 *   fit its decoration's box at its height and font;
 * - warning: a name repeated (case- and accent-insensitive), on each repeat, with the first row's number;
 * - the list: counts per colour × size must equal the grid's, each differing cell said.
 * With no text decorations, the fit is not checked (the sample carries no name).
 */
export function checkNameList(list: ParsedNameList, grid: SizeGrid, boxes: readonly NameTextBox[]): NameListCheck {
  const counts = emptyGrid(grid.colours, grid.sizes);
  const tally = counts.quantities as number[][];
  const sizeIndex = indexer(grid.sizes);
  const colourIndex = indexer(grid.colours);
  const boxIndex = new Map<string, NameTextBox>();
  for (const box of boxes) for (const word of [box.label, ...(box.aliases ?? [])]) if (!boxIndex.has(foldText(word.trim()))) boxIndex.set(foldText(word.trim()), box);
  const labels = boxes.map((b) => b.label);
  const firstRowOf = new Map<string, number>();
  let errorCount = 0;
  let warningCount = 0;

  const rows = list.rows.map((source): CheckedNameRow => {
    const issues: NameListIssue[] = [];
    const error = (field: NameListColumn, message: string) => issues.push({ row: source.row, field, severity: 'error', message });
    const out: CheckedNameRow = { ...source, issues };

    if (source.name === '') error('name', NAME_LIST_MESSAGES.emptyName(source.row));
    else if ([...source.name].length > NAME_MAX_CHARS) error('name', NAME_LIST_MESSAGES.nameTooLong(source.row));
    else {
      const key = foldText(source.name);
      const first = firstRowOf.get(key);
      if (first === undefined) firstRowOf.set(key, source.row);
      else issues.push({ row: source.row, field: 'name', severity: 'warning', message: NAME_LIST_MESSAGES.duplicate(source.row, first) });
    }

    const c = colourIndex(source.colour);
    if (source.colour === '') error('colour', NAME_LIST_MESSAGES.emptyColour(source.row));
    else if (c < 0) error('colour', NAME_LIST_MESSAGES.colourNotInGrid(source.row, source.colour, grid.colours));
    else out.colour = grid.colours[c]!;
    const s = sizeIndex(source.size);
    if (source.size === '') error('size', NAME_LIST_MESSAGES.emptySize(source.row));
    else if (s < 0) error('size', NAME_LIST_MESSAGES.sizeNotInGrid(source.row, source.size, grid.sizes));
    else out.size = grid.sizes[s]!;
    if (c >= 0 && s >= 0) tally[c]![s]! += 1;

    if (boxes.length > 0) {
      const box = source.text === '' ? (boxes.length === 1 ? boxes[0] : undefined) : boxIndex.get(foldText(source.text));
      if (!box) error('text', source.text === '' ? NAME_LIST_MESSAGES.whichText(source.row, labels) : NAME_LIST_MESSAGES.textNotFound(source.row, source.text, labels));
      else {
        out.text = box.label;
        if (source.name !== '') {
          const fit = textFit(source.name, box);
          out.widthCm = fit.widthCm;
          if (!fit.fits) error('name', NAME_LIST_MESSAGES.doesNotFit(source.row, source.name, fit.widthCm, box, fit.maxWidthCm));
        }
      }
    }
    for (const issue of issues) {
      if (issue.severity === 'error') errorCount++;
      else warningCount++;
    }
    return out;
  });

  const differences = compareGrids(grid, counts);
  const errors = [...list.errors, ...differences.map((d) => NAME_LIST_MESSAGES.countDiffers(d))];
  return { rows, errors, differences, counts, errorCount, warningCount, ok: errors.length === 0 && errorCount === 0 };
}

/** Position of a name in a list by its folded form (a map: constant time per row). */
function indexer(list: readonly string[]): (name: string) => number {
  const map = new Map<string, number>();
  list.forEach((item, i) => {
    const key = foldText(item.trim());
    if (!map.has(key)) map.set(key, i);
  });
  return (name) => map.get(foldText(name.trim())) ?? -1;
}

export type NameListTextCheck = NameListCheck & { parsed: ParsedNameList };

/** Parse and check in one step (what the paste area and the server both run). */
export function checkNameListText(text: string, grid: SizeGrid, boxes: readonly NameTextBox[]): NameListTextCheck {
  const parsed = parseNameList(text);
  return { ...checkNameList(parsed, grid, boxes), parsed };
}

/** What `nameTextBoxes` needs of a sample's text decoration (the contract's `SampleText` and its view's name). */
export interface SampleTextForNames extends TextBox {
  textId: number;
  text: string;
  /** The view's name ('Frente', 'Espalda'). */
  view?: string;
}

/**
 * The boxes a name list may fill, from the sample's texts: each is named by its text ('NOMBRE'), or by
 * its text and view ('NOMBRE (Espalda)') when two texts say the same; the view's name and the text's id
 * also select it in the 'texto' column when they are not ambiguous.
 */
export function nameTextBoxes(texts: readonly SampleTextForNames[]): NameTextBox[] {
  const count = (key: string, pick: (t: SampleTextForNames) => string | undefined) => texts.filter((t) => foldText((pick(t) ?? '').trim()) === key).length;
  return texts.map((t) => {
    const repeated = count(foldText(t.text.trim()), (x) => x.text) > 1;
    const label = repeated && t.view ? `${t.text} (${t.view})` : t.text;
    const viewIsUnique = t.view !== undefined && count(foldText(t.view.trim()), (x) => x.view) === 1;
    const aliases = [...(viewIsUnique ? [t.view!] : []), String(t.textId)];
    return { label, aliases, font: t.font, widthCm: t.widthCm, heightCm: t.heightCm, text: t.text };
  });
}
