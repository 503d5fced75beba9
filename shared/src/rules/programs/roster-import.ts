import { PROGRAM_LIMITS } from '../../domain/programs';
import { ROSTER_FILE_MESSAGES as FM, type RosterImportAction, type RosterImportIssue } from '../../domain/programs-roster-import';
import { hasBidiControl, foldText } from '../text';
import { cleanName, foldName } from './names';
import { matchHeader, rosterTemplateColumns, ROSTER_FIXED_HEADERS, ROSTER_REQUIRED_COLUMNS, type RosterColumn, type RosterFixedColumn, type RosterGarmentType } from './roster-import-columns';
import { ROSTER_ROW_MESSAGES as M } from './roster-import-messages';
import type { RosterSheet } from './roster-import-sheet';
import { hasControlCharacters, looksLikeFormula, parseRosterDate } from './roster-import-values';

/*
 * The check of an uploaded roster (issue 35, item 2; docs/decisions/uniform-programs.md 'Roster import'):
 * a pure function from the file's rows and the program as it is to what the import would write, row by
 * row, with every problem in Spanish by row and column. The server runs it for the preview and again
 * inside the transaction that applies it, so what is written was checked against the roster of that moment.
 *
 * - The first row is the header (columns in any order; Nombre and Puesto required). A header problem is
 *   a problem of the whole file (`fileErrors`): nothing is read.
 * - A row names an employee by number (Número de empleado) or, without one, by name: an existing employee
 *   is updated, anyone else is new. Names are unique in a program (as the roster stores them).
 * - An empty cell, or a column left out, keeps what the roster has: an import adds and corrects, it never
 *   erases (the employee's form does that). A new employee is active; an update never changes `active`.
 * - A row with any error is left out whole; its errors are listed. Warnings (a size missing for a garment
 *   of the job title's kit, an employee who left) do not stop the row.
 */

export interface RosterImportJobTitle {
  id: number;
  name: string;
  /** The garment types of the job title's kit (an employee needs a size for each). */
  garmentTypes: readonly string[];
}

export interface RosterImportEmployee {
  id: number;
  employeeNumber: string | null;
  name: string;
  jobTitleId: number;
  area: string | null;
  startDate: string | null;
  active: boolean;
  sizes: Readonly<Record<string, string>>;
}

/** The program as the file is checked against it. */
export interface RosterImportContext {
  jobTitles: readonly RosterImportJobTitle[];
  garmentTypes: readonly RosterGarmentType[];
  employees: readonly RosterImportEmployee[];
}

/** An employee as a valid row leaves it (every field, merged with what the roster has). */
export interface RosterEmployeeValues {
  employeeNumber: string | null;
  name: string;
  jobTitleId: number;
  area: string | null;
  startDate: string | null;
  sizes: Record<string, string>;
}

export interface RosterImportChange {
  row: number;
  action: RosterImportAction;
  /** The employee updated (null for a new one). */
  employeeId: number | null;
  values: RosterEmployeeValues;
}

export interface RosterImportCheck {
  /** Problems with the whole file (the header, no rows): when any, nothing else is checked. */
  fileErrors: string[];
  /** Employee rows read. */
  rowCount: number;
  /** The valid rows, in file order. */
  changes: RosterImportChange[];
  /** Every error and warning, by row. */
  issues: RosterImportIssue[];
  counts: { new: number; updated: number; unchanged: number; errors: number; warnings: number };
}

/** The employee number as compared: no case, accents or spaces around. */
const foldNumber = (n: string) => foldText(n.trim());

/** 'A', 'B', … 'AA' for a column without a header. */
function columnLetter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const columnKey = (c: RosterColumn) => (c.kind === 'size' ? `size:${c.garmentType}` : c.kind);

/** The file's columns by index, or the problems of its header row. */
function readHeader(sheet: RosterSheet, garmentTypes: readonly RosterGarmentType[]): { columns: Map<number, RosterColumn>; errors: string[] } {
  const header = sheet.rows[0]!;
  const expected = rosterTemplateColumns(garmentTypes).map((c) => c.header);
  const columns = new Map<number, RosterColumn>();
  const errors: string[] = [];
  const seen = new Set<string>();
  header.cells.forEach((cell, index) => {
    const text = cell.trim();
    if (text === '') {
      if (sheet.rows.slice(1).some((r) => (r.cells[index] ?? '').trim() !== '')) errors.push(FM.unknownColumn(`${columnLetter(index)} (sin encabezado)`, expected));
      return;
    }
    const column = matchHeader(text, garmentTypes);
    if (!column) {
      errors.push(FM.unknownColumn(text, expected));
      return;
    }
    if (seen.has(columnKey(column))) {
      errors.push(FM.repeatedColumn(text));
      return;
    }
    seen.add(columnKey(column));
    columns.set(index, column);
  });
  for (const kind of ROSTER_REQUIRED_COLUMNS) if (!seen.has(kind)) errors.push(FM.missingColumn(ROSTER_FIXED_HEADERS[kind]));
  return { columns, errors };
}

/** Checks a roster file against the program: what each row would write, and every problem. Never throws. */
export function checkRosterImport(sheet: RosterSheet, context: RosterImportContext): RosterImportCheck {
  const counts = { new: 0, updated: 0, unchanged: 0, errors: 0, warnings: 0 };
  const empty = (fileErrors: string[], rowCount = 0): RosterImportCheck => ({ fileErrors, rowCount, changes: [], issues: [], counts });
  if (sheet.rows.length === 0) return empty([FM.noRows]);
  const { columns, errors: headerErrors } = readHeader(sheet, context.garmentTypes);
  const data = sheet.rows.slice(1);
  if (headerErrors.length > 0) {
    // A first row that names no column at all is data, not a header: say so instead of listing every cell.
    return empty(columns.size === 0 ? [FM.noHeader] : headerErrors, data.length);
  }
  if (data.length === 0) return empty([FM.noRows]);

  const jobTitles = new Map(context.jobTitles.map((t) => [foldName(t.name), t]));
  const jobTitleNames = context.jobTitles.map((t) => t.name);
  const kitOf = new Map(context.jobTitles.map((t) => [t.id, t.garmentTypes]));
  const garments = new Map(context.garmentTypes.map((g) => [g.garmentType, g]));
  const byNumber = new Map<string, RosterImportEmployee>();
  const byName = new Map<string, RosterImportEmployee>();
  const areas = new Map<string, string>();
  for (const e of context.employees) {
    if (e.employeeNumber) byNumber.set(foldNumber(e.employeeNumber), e);
    byName.set(foldName(e.name), e);
    if (e.area) areas.set(foldName(e.area), e.area);
  }
  const columnOf = (kind: RosterFixedColumn) => [...columns.entries()].find(([, c]) => c.kind === kind);
  const fixed = (Object.keys(ROSTER_FIXED_HEADERS) as RosterFixedColumn[]).map((kind) => [kind, columnOf(kind)] as const);
  const sizeColumns = [...columns.entries()].filter((e): e is [number, RosterColumn & { kind: 'size' }] => e[1].kind === 'size');

  const numbersSeen = new Map<string, number>();
  const namesSeen = new Map<string, number>();
  const targetsSeen = new Map<number, number>();
  const issues: RosterImportIssue[] = [];
  const changes: RosterImportChange[] = [];

  for (const { row, cells } of data) {
    const rowIssues: RosterImportIssue[] = [];
    const error = (column: string | null, message: string) => rowIssues.push({ row, column, severity: 'error', message });
    const warn = (column: string | null, message: string) => rowIssues.push({ row, column, severity: 'warning', message });

    /** A text cell, cleaned; null when the column is absent or the cell empty; undefined when refused. */
    const text = (kind: RosterFixedColumn, clean: (s: string) => string): { header: string; value: string | null } | undefined => {
      const found = fixed.find(([k]) => k === kind)![1];
      if (!found) return { header: ROSTER_FIXED_HEADERS[kind], value: null };
      const [index, column] = found;
      const value = clean(cells[index] ?? '');
      if (value === '') return { header: column.header, value: null };
      if (hasControlCharacters(value) || hasBidiControl(value)) {
        error(column.header, M.controlCharacters);
        return undefined;
      }
      if (kind !== 'startDate' && looksLikeFormula(value)) {
        error(column.header, M.formula(value));
        return undefined;
      }
      return { header: column.header, value };
    };

    const number = text('employeeNumber', (s) => s.trim());
    if (number?.value && number.value.length > PROGRAM_LIMITS.employeeNumber) error(number.header, M.numberTooLong(PROGRAM_LIMITS.employeeNumber));

    const name = text('name', cleanName);
    if (name && name.value === null) error(name.header, M.missingName);
    else if (name?.value && name.value.length > PROGRAM_LIMITS.employeeName) error(name.header, M.nameTooLong(PROGRAM_LIMITS.employeeName));

    const jobTitleCell = text('jobTitle', cleanName);
    let jobTitle: RosterImportJobTitle | undefined;
    if (jobTitleCell && jobTitleCell.value === null) error(jobTitleCell.header, M.missingJobTitle);
    else if (jobTitleCell?.value) {
      jobTitle = jobTitles.get(foldName(jobTitleCell.value));
      if (!jobTitle) error(jobTitleCell.header, M.unknownJobTitle(jobTitleCell.value, jobTitleNames));
    }

    const area = text('area', cleanName);
    if (area?.value && area.value.length > PROGRAM_LIMITS.area) error(area.header, M.areaTooLong(PROGRAM_LIMITS.area));

    let startDate: string | null = null;
    const dateCell = text('startDate', (s) => s.trim());
    if (dateCell?.value) {
      const parsed = parseRosterDate(dateCell.value, { serial: sheet.format === 'xlsx', date1904: sheet.date1904 });
      if (parsed === 'invalid') error(dateCell.header, M.badDate(dateCell.value));
      else if (parsed === 'out-of-range') error(dateCell.header, M.dateOutOfRange(dateCell.value));
      else startDate = parsed;
    }

    const sizes: Record<string, string> = {};
    for (const [index, column] of sizeColumns) {
      const value = (cells[index] ?? '').trim();
      if (value === '') continue;
      const garment = garments.get(column.garmentType)!;
      const size = garment.sizes.find((s) => foldText(s) === foldText(value));
      if (size === undefined) error(column.header, M.sizeNotInRun(value, garment.label, garment.sizes));
      else sizes[column.garmentType] = size;
    }

    // Repeats inside the file: the later row is the one in error (the first one stands).
    const numberKey = number?.value ? foldNumber(number.value) : undefined;
    const nameKey = name?.value ? foldName(name.value) : undefined;
    if (numberKey !== undefined) {
      const first = numbersSeen.get(numberKey);
      if (first !== undefined) error(number!.header, M.duplicateNumberInFile(number!.value!, first));
      else numbersSeen.set(numberKey, row);
    }
    if (nameKey !== undefined) {
      const first = namesSeen.get(nameKey);
      if (first !== undefined) error(name!.header, M.duplicateNameInFile(name!.value!, first));
      else namesSeen.set(nameKey, row);
    }

    // Who the row is: the employee with its number, else the one with its name (taking the number if it had none).
    let target = numberKey !== undefined ? byNumber.get(numberKey) : undefined;
    const nameOwner = nameKey !== undefined ? byName.get(nameKey) : undefined;
    if (target && nameOwner && nameOwner.id !== target.id) error(name!.header, M.nameTakenByOther(name!.value!, nameOwner.employeeNumber));
    if (!target && nameOwner) {
      if (numberKey !== undefined && nameOwner.employeeNumber) error(number!.header, M.numberDiffers(name!.value!, nameOwner.employeeNumber));
      else target = nameOwner;
    }
    if (target) {
      const first = targetsSeen.get(target.id);
      if (first !== undefined) error(null, M.sameEmployeeInFile(target.name, first));
      else targetsSeen.set(target.id, row);
    }

    if (rowIssues.some((i) => i.severity === 'error') || !name?.value || !jobTitle) {
      counts.errors += 1;
      issues.push(...rowIssues);
      continue;
    }

    const values: RosterEmployeeValues = {
      employeeNumber: number?.value ?? target?.employeeNumber ?? null,
      name: name.value,
      jobTitleId: jobTitle.id,
      area: area?.value ? (areas.get(foldName(area.value)) ?? area.value) : (target?.area ?? null),
      startDate: startDate ?? target?.startDate ?? null,
      sizes: { ...target?.sizes, ...sizes },
    };
    for (const garmentType of kitOf.get(jobTitle.id) ?? []) {
      const garment = garments.get(garmentType);
      if (garment && values.sizes[garmentType] === undefined) warn(sizeColumns.find(([, c]) => c.garmentType === garmentType)?.[1].header ?? null, M.missingSize(garment.label));
    }
    if (target && !target.active) warn(null, M.inactive);

    const action: RosterImportAction = !target ? 'new' : sameValues(target, values) ? 'unchanged' : 'update';
    counts[action === 'new' ? 'new' : action === 'update' ? 'updated' : 'unchanged'] += 1;
    if (rowIssues.length > 0) counts.warnings += 1;
    issues.push(...rowIssues);
    changes.push({ row, action, employeeId: target?.id ?? null, values });
  }
  return { fileErrors: [], rowCount: data.length, changes, issues, counts };
}

function sameValues(e: RosterImportEmployee, v: RosterEmployeeValues): boolean {
  const sizes = (s: Readonly<Record<string, string>>) => JSON.stringify(Object.entries(s).sort(([a], [b]) => a.localeCompare(b)));
  return e.employeeNumber === v.employeeNumber && e.name === v.name && e.jobTitleId === v.jobTitleId && e.area === v.area && e.startDate === v.startDate && sizes(e.sizes) === sizes(v.sizes);
}
