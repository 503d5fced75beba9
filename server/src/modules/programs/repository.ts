import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type {
  ProgramDetail,
  ProgramEmployee,
  ProgramGarmentType,
  ProgramJobTitle,
  ProgramKitLine,
  ProgramSummary,
} from '@muestrario/shared/domain';
import { businessDay, currentPeriodStart, garmentTypeOfStyle, periodEnd } from '@muestrario/shared/rules';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/types';
import type {
  ProgramEmployeesTable,
  ProgramJobTitlesTable,
  ProgramKitLinesTable,
  UniformProgramsTable,
} from './tables';

export type ProgramRow = Selectable<UniformProgramsTable>;
export type JobTitleRow = Selectable<ProgramJobTitlesTable>;
export type KitLineRow = Selectable<ProgramKitLinesTable>;
export type EmployeeRow = Selectable<ProgramEmployeesTable>;

/** Which employees a roster read returns (every filter optional). */
export interface EmployeeFilter {
  jobTitleId?: number;
  /** The exact area ('' : employees with no area). */
  area?: string;
  active?: boolean;
  /** Only these ids (a reorder's chosen employees). */
  ids?: readonly number[];
}

const flag = (value: number | string) => Number(value) === 1;

/**
 * The rows of uniform programs (issue 35): reads shaped as the shared domain types
 * (shared/src/domain/programs.ts) and plain writes. No rules here: the service checks and runs each write
 * in one transaction (`within(trx)`); the reorder, portal, import and report areas read through it too.
 */
export class ProgramsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The same queries inside a transaction. */
  within(trx: Kysely<Database>): ProgramsRepository {
    return new ProgramsRepository(trx);
  }

  // ── Programs ──────────────────────────────────────────────────────────────

  /** The program's row; `lock` row-locks it on PostgreSQL (SQLite's write transaction already holds the lock). */
  async row(id: number, options: { lock?: boolean } = {}): Promise<ProgramRow | undefined> {
    let q = this.db.selectFrom('uniform_programs').selectAll().where('id', '=', id);
    if (options.lock && dialectOf(this.db) === 'postgres') q = q.forNoKeyUpdate();
    return q.executeTakeFirst();
  }

  /** Programs of a client (of one seller when `sellerId` is given), active first, by name. */
  async listForPartner(partnerId: number, sellerId: number | undefined, now: Date): Promise<ProgramSummary[]> {
    let q = this.db.selectFrom('uniform_programs').select('id').where('partner_id', '=', partnerId);
    if (sellerId !== undefined) q = q.where('seller_id', '=', sellerId);
    const ids = (await q.orderBy('active', 'desc').orderBy('folded_name').orderBy('id').execute()).map((r) => r.id);
    return this.summaries(ids, now);
  }

  /** One program as lists show it, or undefined. */
  async summary(id: number, now: Date): Promise<ProgramSummary | undefined> {
    return (await this.summaries([id], now))[0];
  }

  /**
   * Programs by id, in the order given (missing ids left out). The period shown is the one `now` falls in
   * (Mexico City's day), counted from the stored anchor as the allowances count it (`currentPeriodStart`).
   */
  async summaries(ids: readonly number[], now: Date): Promise<ProgramSummary[]> {
    if (!ids.length) return [];
    const today = businessDay(now);
    const rows = await this.db
      .selectFrom('uniform_programs as p')
      .innerJoin('clients as c', 'c.id', 'p.partner_id')
      .innerJoin('users as u', 'u.id', 'p.seller_id')
      .selectAll('p')
      .select(['c.card_name', 'u.first_name', 'u.last_name'])
      .where('p.id', 'in', ids)
      .execute();
    const titles = await this.db
      .selectFrom('program_job_titles')
      .select(['program_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('program_id', 'in', ids)
      .groupBy('program_id')
      .execute();
    const employees = await this.db
      .selectFrom('program_employees')
      .select(['program_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('program_id', 'in', ids)
      .where('active', '=', 1)
      .groupBy('program_id')
      .execute();
    const byId = new Map(
      rows.map((r): [number, ProgramSummary] => [
        r.id,
        {
          id: r.id,
          partnerId: r.partner_id,
          partnerName: r.card_name,
          name: r.name,
          sellerId: r.seller_id,
          sellerName: `${r.first_name} ${r.last_name}`.trim(),
          period: r.period,
          periodStart: currentPeriodStart(r.period_start, r.period, today),
          periodEnd: periodEnd(currentPeriodStart(r.period_start, r.period, today), r.period),
          active: flag(r.active),
          notes: r.notes,
          jobTitleCount: Number(titles.find((t) => t.program_id === r.id)?.n ?? 0),
          employeeCount: Number(employees.find((e) => e.program_id === r.id)?.n ?? 0),
          createdAt: r.created_at,
          updatedAt: r.updated_at,
        },
      ]),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The program's page: the program, its job titles with their kits, and the garment types of the kits. */
  async detail(id: number, now: Date): Promise<ProgramDetail | undefined> {
    const summary = await this.summary(id, now);
    if (!summary) return undefined;
    const jobTitles = await this.jobTitles(id);
    return { ...summary, jobTitles, garmentTypes: garmentTypesOf(jobTitles) };
  }

  async insertProgram(values: Insertable<UniformProgramsTable>): Promise<number> {
    return (await this.db.insertInto('uniform_programs').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }

  async updateProgram(id: number, values: Updateable<UniformProgramsTable>): Promise<void> {
    await this.db.updateTable('uniform_programs').set(values).where('id', '=', id).execute();
  }

  /** Is another program of the client named `foldedName`? */
  async programNameTaken(partnerId: number, foldedName: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('uniform_programs').select('id').where('partner_id', '=', partnerId).where('folded_name', '=', foldedName);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  // ── Job titles and kits ───────────────────────────────────────────────────

  /** The program's job titles in order, each with its kit and its count of active employees. */
  async jobTitles(programId: number): Promise<ProgramJobTitle[]> {
    const titles = await this.db.selectFrom('program_job_titles').selectAll().where('program_id', '=', programId).orderBy('sort_order').orderBy('id').execute();
    if (!titles.length) return [];
    const ids = titles.map((t) => t.id);
    const lines = await this.kitLines(ids);
    const counts = await this.db
      .selectFrom('program_employees')
      .select(['job_title_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('job_title_id', 'in', ids)
      .where('active', '=', 1)
      .groupBy('job_title_id')
      .execute();
    return titles.map((t) => ({
      id: t.id,
      programId: t.program_id,
      name: t.name,
      sortOrder: Number(t.sort_order),
      kit: lines.filter((l) => l.jobTitleId === t.id),
      employeeCount: Number(counts.find((c) => c.job_title_id === t.id)?.n ?? 0),
    }));
  }

  async jobTitleRow(programId: number, jobTitleId: number): Promise<JobTitleRow | undefined> {
    return this.db.selectFrom('program_job_titles').selectAll().where('program_id', '=', programId).where('id', '=', jobTitleId).executeTakeFirst();
  }

  async jobTitleRows(programId: number): Promise<JobTitleRow[]> {
    return this.db.selectFrom('program_job_titles').selectAll().where('program_id', '=', programId).orderBy('sort_order').orderBy('id').execute();
  }

  async insertJobTitle(values: Insertable<ProgramJobTitlesTable>): Promise<number> {
    return (await this.db.insertInto('program_job_titles').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }

  async updateJobTitle(id: number, values: Updateable<ProgramJobTitlesTable>): Promise<void> {
    await this.db.updateTable('program_job_titles').set(values).where('id', '=', id).execute();
  }

  async deleteJobTitle(id: number): Promise<void> {
    await this.db.deleteFrom('program_kit_lines').where('job_title_id', '=', id).execute();
    await this.db.deleteFrom('program_job_titles').where('id', '=', id).execute();
  }

  /** Employees (active or not) holding a job title. */
  async employeesWithJobTitle(jobTitleId: number): Promise<number> {
    const row = await this.db
      .selectFrom('program_employees')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('job_title_id', '=', jobTitleId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Kit lines of these job titles, in order, with their style, colour, run and sample. */
  async kitLines(jobTitleIds: readonly number[]): Promise<ProgramKitLine[]> {
    if (!jobTitleIds.length) return [];
    const rows = await this.db
      .selectFrom('program_kit_lines as k')
      .innerJoin('items as i', 'i.id', 'k.item_id')
      .innerJoin('item_colours as c', 'c.id', 'k.colour_id')
      .innerJoin('samples as s', 's.id', 'k.sample_id')
      .selectAll('k')
      .select(['i.code', 'i.description', 'c.name as colour_name', 'c.hex', 's.sample_name'])
      .where('k.job_title_id', 'in', jobTitleIds)
      .orderBy('k.sort_order')
      .orderBy('k.id')
      .execute();
    const itemIds = [...new Set(rows.map((r) => r.item_id))];
    const sizes = itemIds.length
      ? await this.db.selectFrom('item_sizes').select(['item_id', 'size']).where('item_id', 'in', itemIds).orderBy('sort_order').execute()
      : [];
    return rows.map((r) => ({
      id: r.id,
      jobTitleId: r.job_title_id,
      sampleId: r.sample_id,
      sampleName: r.sample_name,
      itemId: r.item_id,
      itemCode: r.code,
      itemDescription: r.description,
      colourId: r.colour_id,
      colourName: r.colour_name,
      colourHex: r.hex,
      garmentType: garmentTypeOfStyle(r.item_id),
      sizes: sizes.filter((s) => s.item_id === r.item_id).map((s) => s.size),
      piecesPerPeriod: Number(r.pieces_per_period),
      sortOrder: Number(r.sort_order),
    }));
  }

  /** A kit line of the program (through its job title), or undefined. */
  async kitLineRow(programId: number, kitLineId: number): Promise<(KitLineRow & { program_id: number }) | undefined> {
    return this.db
      .selectFrom('program_kit_lines as k')
      .innerJoin('program_job_titles as t', 't.id', 'k.job_title_id')
      .selectAll('k')
      .select('t.program_id')
      .where('k.id', '=', kitLineId)
      .where('t.program_id', '=', programId)
      .executeTakeFirst();
  }

  async insertKitLine(values: Insertable<ProgramKitLinesTable>): Promise<number> {
    return (await this.db.insertInto('program_kit_lines').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }

  async updateKitLine(id: number, values: Updateable<ProgramKitLinesTable>): Promise<void> {
    await this.db.updateTable('program_kit_lines').set(values).where('id', '=', id).execute();
  }

  async deleteKitLine(id: number): Promise<void> {
    await this.db.deleteFrom('program_kit_lines').where('id', '=', id).execute();
  }

  /** Does anything count against the kit line (pieces ordered, exceptions approved)? Then it is kept. */
  async kitLineInUse(kitLineId: number): Promise<boolean> {
    const piece = await this.db.selectFrom('program_order_pieces').select('id').where('kit_line_id', '=', kitLineId).executeTakeFirst();
    if (piece) return true;
    return (await this.db.selectFrom('program_allowance_exceptions').select('id').where('kit_line_id', '=', kitLineId).executeTakeFirst()) !== undefined;
  }

  /** The garment types the program's kits use (one per style, in kit order), with their runs. */
  async garmentTypes(programId: number): Promise<ProgramGarmentType[]> {
    return garmentTypesOf(await this.jobTitles(programId));
  }

  // ── Roster ────────────────────────────────────────────────────────────────

  /** The program's employees (filtered), by name, each with their sizes. */
  async employees(programId: number, filter: EmployeeFilter = {}): Promise<ProgramEmployee[]> {
    if (filter.ids && !filter.ids.length) return [];
    let q = this.db
      .selectFrom('program_employees as e')
      .innerJoin('program_job_titles as t', 't.id', 'e.job_title_id')
      .selectAll('e')
      .select('t.name as job_title_name')
      .where('e.program_id', '=', programId);
    if (filter.jobTitleId !== undefined) q = q.where('e.job_title_id', '=', filter.jobTitleId);
    if (filter.area !== undefined) q = filter.area === '' ? q.where('e.area', 'is', null) : q.where('e.area', '=', filter.area);
    if (filter.active !== undefined) q = q.where('e.active', '=', filter.active ? 1 : 0);
    if (filter.ids) q = q.where('e.id', 'in', filter.ids);
    const rows = await q.orderBy('e.folded_name').orderBy('e.id').execute();
    return this.withSizes(rows);
  }

  /** One employee of the program, or undefined. */
  async employee(programId: number, employeeId: number): Promise<ProgramEmployee | undefined> {
    return (await this.employees(programId, { ids: [employeeId] }))[0];
  }

  async employeeRow(programId: number, employeeId: number): Promise<EmployeeRow | undefined> {
    return this.db.selectFrom('program_employees').selectAll().where('program_id', '=', programId).where('id', '=', employeeId).executeTakeFirst();
  }

  /** The program's distinct areas, by name (the roster's filter). */
  async areas(programId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('program_employees')
      .select('area')
      .distinct()
      .where('program_id', '=', programId)
      .where('area', 'is not', null)
      .orderBy('area')
      .execute();
    return rows.map((r) => r.area!);
  }

  /** Another employee of the program with this number or this folded name (the duplicate checks). */
  async employeeClash(programId: number, values: { employeeNumber: string | null; foldedName: string }, exceptId?: number) {
    let q = this.db.selectFrom('program_employees').select(['id', 'name', 'employee_number', 'folded_name']).where('program_id', '=', programId);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    q = q.where((eb) =>
      values.employeeNumber === null
        ? eb('folded_name', '=', values.foldedName)
        : eb.or([eb('folded_name', '=', values.foldedName), eb('employee_number', '=', values.employeeNumber)]),
    );
    return q.execute();
  }

  async insertEmployee(values: Insertable<ProgramEmployeesTable>): Promise<number> {
    return (await this.db.insertInto('program_employees').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }

  async updateEmployee(id: number, values: Updateable<ProgramEmployeesTable>): Promise<void> {
    await this.db.updateTable('program_employees').set(values).where('id', '=', id).execute();
  }

  /** Replaces an employee's sizes with `sizes` (garment type → size). */
  async replaceSizes(employeeId: number, sizes: Readonly<Record<string, string>>): Promise<void> {
    await this.db.deleteFrom('program_employee_sizes').where('employee_id', '=', employeeId).execute();
    const rows = Object.entries(sizes).map(([garment_type, size]) => ({ employee_id: employeeId, garment_type, size }));
    if (rows.length) await this.db.insertInto('program_employee_sizes').values(rows).execute();
  }

  /** Employee rows with their sizes and job title's name, as the domain type. */
  private async withSizes(rows: (EmployeeRow & { job_title_name: string })[]): Promise<ProgramEmployee[]> {
    const ids = rows.map((r) => r.id);
    const sizes: { employee_id: number; garment_type: string; size: string }[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      sizes.push(...(await this.db.selectFrom('program_employee_sizes').selectAll().where('employee_id', 'in', ids.slice(i, i + 500)).execute()));
    }
    const byEmployee = new Map<number, Record<string, string>>();
    for (const s of sizes) byEmployee.set(s.employee_id, { ...byEmployee.get(s.employee_id), [s.garment_type]: s.size });
    return rows.map((r) => ({
      id: r.id,
      programId: r.program_id,
      employeeNumber: r.employee_number,
      name: r.name,
      jobTitleId: r.job_title_id,
      jobTitleName: r.job_title_name,
      area: r.area,
      active: flag(r.active),
      startDate: r.start_date,
      sizes: byEmployee.get(r.id) ?? {},
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    }));
  }
}

/** The garment types of these job titles' kits: one per style, in kit order, with the style's run. */
export function garmentTypesOf(jobTitles: readonly ProgramJobTitle[]): ProgramGarmentType[] {
  const out = new Map<string, ProgramGarmentType>();
  for (const line of jobTitles.flatMap((t) => t.kit)) {
    if (!out.has(line.garmentType)) {
      out.set(line.garmentType, { garmentType: line.garmentType, itemId: line.itemId, itemCode: line.itemCode, label: line.itemDescription, sizes: line.sizes });
    }
  }
  return [...out.values()];
}
