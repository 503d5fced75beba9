import type { Kysely } from 'kysely';
import {
  PROGRAM_MESSAGES,
  ROSTER_FILE_MESSAGES as FM,
  ROSTER_IMPORT_MAX_LISTED_ISSUES,
  type ProgramEmployee,
  type ProgramJobTitle,
  type RosterFileFormat,
  type RosterImportResult,
} from '@muestrario/shared/domain';
import {
  checkRosterImport,
  foldName,
  issueLine,
  type RosterImportChange,
  type RosterImportCheck,
  type RosterImportContext,
  type RosterSheet,
} from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { DomainError } from '../../errors';
import { garmentTypesOf, type ProgramsRepository } from '../programs/repository';
import { RosterFileError } from './files/roster-file-error';

/** Rows per INSERT statement (PostgreSQL takes at most 65,535 parameters; SQLite 32,766). */
const CHUNK = 200;
/** Most lines a refusal's `problems` lists. */
const MAX_PROBLEMS = 50;

/** A refusal of the apply with the rows' problems listed (a 400 with `problems`). */
export class RosterImportRefusal extends Error {
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(message);
    this.name = 'RosterImportRefusal';
  }
}

/** The program as the import checks a file against it: job titles with their kits' garment types, garment types, employees. */
export function importContext(jobTitles: readonly ProgramJobTitle[], employees: readonly ProgramEmployee[]): RosterImportContext {
  return {
    jobTitles: jobTitles.map((t) => ({ id: t.id, name: t.name, garmentTypes: [...new Set(t.kit.map((l) => l.garmentType))] })),
    garmentTypes: garmentTypesOf(jobTitles).map((g) => ({ garmentType: g.garmentType, label: g.label, itemCode: g.itemCode, sizes: g.sizes })),
    employees: employees.map((e) => ({ ...e })),
  };
}

function resultOf(mode: RosterImportResult['mode'], format: RosterFileFormat, check: RosterImportCheck): RosterImportResult {
  return {
    mode,
    format,
    rows: check.rowCount,
    counts: check.counts,
    issues: check.issues.slice(0, ROSTER_IMPORT_MAX_LISTED_ISSUES),
    issueCount: check.issues.length,
  };
}

/**
 * The roster import (issue 35, item 2): the preview checks the file against the program as it is; the
 * apply checks it again inside one transaction (the program row locked, so two imports or an import and
 * an edit of the roster do not interleave) and writes every valid row there: new employees, then the
 * updates, then their sizes. Rows with errors are left out and reported; a file with no valid row at all
 * is refused (400 with the rows' problems), and so is a file whose header is wrong.
 */
export class RosterImportService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly programs: ProgramsRepository,
  ) {}

  private async check(programs: ProgramsRepository, programId: number, sheet: RosterSheet): Promise<RosterImportCheck> {
    const [jobTitles, employees] = await Promise.all([programs.jobTitles(programId), programs.employees(programId)]);
    const check = checkRosterImport(sheet, importContext(jobTitles, employees));
    if (check.fileErrors.length > 0) throw new RosterFileError(400, check.fileErrors[0]!);
    return check;
  }

  async preview(programId: number, sheet: RosterSheet): Promise<RosterImportResult> {
    return resultOf('preview', sheet.format, await this.check(this.programs, programId, sheet));
  }

  async apply(programId: number, sheet: RosterSheet, now: Date): Promise<RosterImportResult> {
    return this.db.transaction().execute(async (trx) => {
      const programs = this.programs.within(trx);
      if (!(await programs.row(programId, { lock: true }))) throw new DomainError('notFound', PROGRAM_MESSAGES.programNotFound);
      const check = await this.check(programs, programId, sheet);
      if (check.changes.length === 0 && check.counts.errors > 0) {
        const errors = check.issues.filter((i) => i.severity === 'error');
        throw new RosterImportRefusal(FM.nothingToImport, errors.slice(0, MAX_PROBLEMS).map(issueLine));
      }
      await this.write(trx, programId, check.changes, now.toISOString());
      return resultOf('apply', sheet.format, check);
    });
  }

  /** Writes the valid rows: inserts in chunks, updates one by one, every size of the touched employees replaced at once. */
  private async write(trx: Kysely<Database>, programId: number, changes: readonly RosterImportChange[], at: string): Promise<void> {
    const inserts = changes.filter((c) => c.action === 'new');
    const updates = changes.filter((c) => c.action === 'update');
    const sized: { id: number; sizes: Record<string, string> }[] = [];
    for (let i = 0; i < inserts.length; i += CHUNK) {
      const chunk = inserts.slice(i, i + CHUNK);
      const ids = await trx
        .insertInto('program_employees')
        .values(
          chunk.map(({ values: v }) => ({
            program_id: programId,
            employee_number: v.employeeNumber,
            name: v.name,
            folded_name: foldName(v.name),
            job_title_id: v.jobTitleId,
            area: v.area,
            active: 1,
            start_date: v.startDate,
            created_at: at,
            updated_at: at,
          })),
        )
        .returning(['id', 'folded_name'])
        .execute();
      // RETURNING's order is not promised (SQLite says so): each new row is found by its name, unique in the program.
      const idOf = new Map(ids.map((r) => [r.folded_name, r.id]));
      for (const c of chunk) sized.push({ id: idOf.get(foldName(c.values.name))!, sizes: c.values.sizes });
    }
    for (const { employeeId, values: v } of updates) {
      await trx
        .updateTable('program_employees')
        .set({
          employee_number: v.employeeNumber,
          name: v.name,
          folded_name: foldName(v.name),
          job_title_id: v.jobTitleId,
          area: v.area,
          start_date: v.startDate,
          updated_at: at,
        })
        .where('id', '=', employeeId!)
        .where('program_id', '=', programId)
        .execute();
      sized.push({ id: employeeId!, sizes: v.sizes });
    }
    const updatedIds = updates.map((u) => u.employeeId!);
    for (let i = 0; i < updatedIds.length; i += CHUNK) {
      await trx.deleteFrom('program_employee_sizes').where('employee_id', 'in', updatedIds.slice(i, i + CHUNK)).execute();
    }
    const sizeRows = sized.flatMap(({ id, sizes }) => Object.entries(sizes).map(([garment_type, size]) => ({ employee_id: id, garment_type, size })));
    for (let i = 0; i < sizeRows.length; i += CHUNK) await trx.insertInto('program_employee_sizes').values(sizeRows.slice(i, i + CHUNK)).execute();
  }
}
