import { ROSTER_XLSX_MIME, type ProgramEmployee, type ProgramJobTitle, type RosterFileFormat } from '@muestrario/shared/domain';
import { foldText, formatCsvDate, rosterTemplateColumns, toCsv, type RosterColumn } from '@muestrario/shared/rules';
import { writeXlsx, type XlsxCell } from './files/write-xlsx';
import { importContext } from './service';

/*
 * The roster template (issue 35, item 2): the columns the import reads, and below them the program's
 * active employees as the roster has them, so the file can be filled in (new hires, sizes) and uploaded
 * again; rows of existing employees come back as 'sin cambios' or 'actualizado'. CSV: UTF-8 with BOM, comma,
 * dates dd/mm/aaaa, a text that a spreadsheet would run as a formula prefixed with a quote (`toCsv`).
 * XLSX: a frozen bold header, real dates, the employee number as text, drop-downs of job titles and sizes.
 */

export interface RosterTemplateFile {
  body: Buffer;
  fileName: string;
  contentType: string;
}

function cellOf(column: RosterColumn, e: ProgramEmployee, jobTitles: ReadonlyMap<number, string>): string | null {
  switch (column.kind) {
    case 'employeeNumber':
      return e.employeeNumber;
    case 'name':
      return e.name;
    case 'jobTitle':
      return jobTitles.get(e.jobTitleId) ?? e.jobTitleName;
    case 'area':
      return e.area;
    case 'startDate':
      return e.startDate;
    case 'size':
      return e.sizes[column.garmentType] ?? null;
  }
}

/** 'Uniformes 2026 / Planta' → 'uniformes-2026-planta'. */
const slug = (name: string) =>
  foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'programa';

export function rosterTemplate(format: RosterFileFormat, programName: string, jobTitles: readonly ProgramJobTitle[], employees: readonly ProgramEmployee[]): RosterTemplateFile {
  const context = importContext(jobTitles, employees);
  const columns = rosterTemplateColumns(context.garmentTypes);
  const titles = new Map(jobTitles.map((t) => [t.id, t.name]));
  const active = employees.filter((e) => e.active);
  const fileName = `plantilla-${slug(programName)}.${format}`;
  if (format === 'csv') {
    const rows = active.map((e) => columns.map((c) => (c.kind === 'startDate' ? (e.startDate ? formatCsvDate(e.startDate) : null) : cellOf(c, e, titles))));
    return { body: Buffer.from(toCsv(columns.map((c) => c.header), rows), 'utf8'), fileName, contentType: 'text/csv; charset=utf-8' };
  }
  const runs = new Map(context.garmentTypes.map((g) => [g.garmentType, g.sizes]));
  const lists = new Map<number, readonly string[]>();
  columns.forEach((c, i) => {
    if (c.kind === 'jobTitle') lists.set(i, jobTitles.map((t) => t.name));
    if (c.kind === 'size') lists.set(i, runs.get(c.garmentType) ?? []);
  });
  const rows: XlsxCell[][] = active.map((e) => columns.map((c) => (c.kind === 'startDate' ? (e.startDate ? { date: e.startDate } : null) : cellOf(c, e, titles))));
  const body = writeXlsx({
    sheetName: 'Plantilla',
    header: columns.map((c) => c.header),
    rows,
    widths: columns.map((c) => (c.kind === 'name' ? 32 : c.kind === 'employeeNumber' ? 20 : c.kind === 'size' ? Math.max(12, c.header.length + 2) : 18)),
    textColumns: [columns.findIndex((c) => c.kind === 'employeeNumber')],
    lists,
  });
  return { body, fileName, contentType: ROSTER_XLSX_MIME };
}
