import type { Kysely } from 'kysely';
import type { EmployeeInput, JobTitleInput, KitLineInput, KitOptions, ProgramInput } from '@muestrario/shared/contract';
import { PROGRAM_LIMITS, PROGRAM_MESSAGES as M, type ProgramEmployee } from '@muestrario/shared/domain';
import { checkEmployee, cleanName, foldName, kitLineRefusal, normaliseEmployee, type Actor } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { ProgramsRepository, type ProgramRow } from './repository';

/** A write that cannot be done as sent: its status, the Spanish message and the fields at fault. */
export class ProgramWriteError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
    readonly fields: string[] = [],
  ) {
    super(message);
  }
}

const fail = (status: 400 | 403 | 404 | 409, message: string, fields: string[] = []) => new ProgramWriteError(status, message, fields);

/** The first error of a field map as one refusal (the form shows each beside its field; the API names them all). */
function refusalOf(errors: Partial<Record<string, string>>): ProgramWriteError | undefined {
  const fields = Object.keys(errors);
  return fields.length ? fail(400, errors[fields[0]!]!, fields) : undefined;
}

/**
 * Programs, job titles, kits and the roster (issue 35). Every write runs in one transaction that first
 * row-locks the program (PostgreSQL; SQLite's write transaction holds the database), then re-reads and
 * re-checks what it depends on (names taken, the job title's employees, a kit line's pieces), so two
 * people saving at once cannot both pass a check. Permission (the program's seller or an admin) is the
 * routes' `programAccess`, before any of this.
 */
export class ProgramsService {
  constructor(private readonly db: Kysely<Database>) {}

  private run<T>(fn: (repo: ProgramsRepository, trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, (trx) => fn(new ProgramsRepository(trx), trx));
  }

  private async lockedProgram(repo: ProgramsRepository, programId: number): Promise<ProgramRow> {
    const row = await repo.row(programId, { lock: true });
    if (!row) throw fail(404, M.programNotFound);
    return row;
  }

  /** The seller a program gets: a seller is always their own; an admin names an active seller or admin (or is it). */
  private async sellerFor(trx: Kysely<Database>, input: ProgramInput, actor: Actor, current?: number): Promise<number> {
    if (actor.role !== 'admin') {
      if (input.sellerId !== null && input.sellerId !== (current ?? actor.id)) throw fail(403, M.sellerAdminOnly, ['sellerId']);
      return current ?? actor.id;
    }
    if (input.sellerId === null) return current ?? actor.id;
    const user = await trx.selectFrom('users').select(['id', 'role', 'active']).where('id', '=', input.sellerId).executeTakeFirst();
    if (!user || Number(user.active) !== 1 || (user.role !== 'seller' && user.role !== 'admin')) throw fail(400, M.sellerNotFound, ['sellerId']);
    return user.id;
  }

  async createProgram(partnerId: number, input: ProgramInput, actor: Actor, at: string): Promise<number> {
    return this.run(async (repo, trx) => {
      const partner = await trx.selectFrom('clients').select(['id', 'partner_type']).where('id', '=', partnerId).executeTakeFirst();
      if (!partner) throw fail(404, M.partnerNotFound);
      if (partner.partner_type !== 'Cliente') throw fail(400, M.notAClient);
      const name = cleanName(input.name);
      if (await repo.programNameTaken(partnerId, foldName(name))) throw fail(409, M.duplicateProgram(name), ['name']);
      const sellerId = await this.sellerFor(trx, input, actor);
      return repo.insertProgram({
        partner_id: partnerId,
        name,
        folded_name: foldName(name),
        seller_id: sellerId,
        period: input.period,
        period_start: input.periodStart,
        active: input.active ? 1 : 0,
        notes: input.notes.trim(),
        created_by: actor.id,
        created_at: at,
        updated_at: at,
      });
    });
  }

  async updateProgram(programId: number, input: ProgramInput, actor: Actor, at: string): Promise<void> {
    await this.run(async (repo, trx) => {
      const row = await this.lockedProgram(repo, programId);
      const name = cleanName(input.name);
      if (await repo.programNameTaken(row.partner_id, foldName(name), programId)) throw fail(409, M.duplicateProgram(name), ['name']);
      const sellerId = await this.sellerFor(trx, input, actor, row.seller_id);
      await repo.updateProgram(programId, {
        name,
        folded_name: foldName(name),
        seller_id: sellerId,
        period: input.period,
        period_start: input.periodStart,
        active: input.active ? 1 : 0,
        notes: input.notes.trim(),
        updated_at: at,
      });
    });
  }

  // ── Job titles ────────────────────────────────────────────────────────────

  async addJobTitle(programId: number, input: JobTitleInput, at: string): Promise<void> {
    await this.run(async (repo) => {
      await this.lockedProgram(repo, programId);
      const titles = await repo.jobTitleRows(programId);
      if (titles.length >= PROGRAM_LIMITS.jobTitles) throw fail(409, M.tooManyJobTitles);
      const name = cleanName(input.name);
      if (titles.some((t) => t.folded_name === foldName(name))) throw fail(409, M.duplicateJobTitle(name), ['name']);
      const last = titles.reduce((max, t) => Math.max(max, Number(t.sort_order)), -1);
      await repo.insertJobTitle({ program_id: programId, name, folded_name: foldName(name), sort_order: input.sortOrder ?? last + 1 });
      await repo.updateProgram(programId, { updated_at: at });
    });
  }

  async updateJobTitle(programId: number, jobTitleId: number, input: JobTitleInput, at: string): Promise<void> {
    await this.run(async (repo) => {
      await this.lockedProgram(repo, programId);
      const titles = await repo.jobTitleRows(programId);
      const title = titles.find((t) => t.id === jobTitleId);
      if (!title) throw fail(404, M.jobTitleNotFound);
      const name = cleanName(input.name);
      if (titles.some((t) => t.id !== jobTitleId && t.folded_name === foldName(name))) throw fail(409, M.duplicateJobTitle(name), ['name']);
      await repo.updateJobTitle(jobTitleId, { name, folded_name: foldName(name), sort_order: input.sortOrder ?? Number(title.sort_order) });
      await repo.updateProgram(programId, { updated_at: at });
    });
  }

  async deleteJobTitle(programId: number, jobTitleId: number, at: string): Promise<void> {
    await this.run(async (repo) => {
      await this.lockedProgram(repo, programId);
      const title = await repo.jobTitleRow(programId, jobTitleId);
      if (!title) throw fail(404, M.jobTitleNotFound);
      const employees = await repo.employeesWithJobTitle(jobTitleId);
      if (employees > 0) throw fail(409, M.jobTitleHasEmployees(title.name, employees));
      for (const line of await repo.kitLines([jobTitleId])) if (await repo.kitLineInUse(line.id)) throw fail(409, M.kitLineInUse);
      await repo.deleteJobTitle(jobTitleId);
      await repo.updateProgram(programId, { updated_at: at });
    });
  }

  // ── Kit lines ─────────────────────────────────────────────────────────────

  /** Checks a kit line's style, colour and sample as they are now (inside the write's transaction). */
  private async checkKitLine(trx: Kysely<Database>, program: ProgramRow, input: KitLineInput): Promise<void> {
    const item = await trx
      .selectFrom('items as i')
      .leftJoin('clothing as c', 'c.id', 'i.clothing_id')
      .select(['i.id', 'i.code', 'i.kind', 'i.clothing_id', 'c.title'])
      .where('i.id', '=', input.itemId)
      .executeTakeFirst();
    const colours = item ? await trx.selectFrom('item_colours').select('id').where('item_id', '=', item.id).where('active', '=', 1).execute() : [];
    const sample = await trx
      .selectFrom('samples as s')
      .leftJoin('clothing as c', 'c.id', 's.clothing_id')
      .select(['s.sample_name', 's.stage', 's.client_id', 's.clothing_id', 'c.title'])
      .where('s.id', '=', input.sampleId)
      .executeTakeFirst();
    const refusal = kitLineRefusal({
      style: item && { code: item.code, kind: item.kind, clothingId: item.clothing_id, garment: item.title, colourIds: colours.map((c) => c.id) },
      colourId: input.colourId,
      sample: sample && { name: sample.sample_name, stage: Number(sample.stage), clientId: sample.client_id, clothingId: sample.clothing_id, garment: sample.title },
      clientId: program.partner_id,
    });
    if (refusal) throw fail(400, refusal.message, [refusal.field]);
  }

  async addKitLine(programId: number, jobTitleId: number, input: KitLineInput, at: string): Promise<void> {
    await this.run(async (repo, trx) => {
      const program = await this.lockedProgram(repo, programId);
      if (!(await repo.jobTitleRow(programId, jobTitleId))) throw fail(404, M.jobTitleNotFound);
      const lines = await repo.kitLines([jobTitleId]);
      if (lines.length >= PROGRAM_LIMITS.kitLines) throw fail(409, M.tooManyKitLines);
      await this.checkKitLine(trx, program, input);
      const twin = lines.find((l) => l.itemId === input.itemId && l.colourId === input.colourId);
      if (twin) throw fail(409, M.duplicateKitLine(twin.itemCode, twin.colourName), ['colourId']);
      const last = lines.reduce((max, l) => Math.max(max, l.sortOrder), -1);
      await repo.insertKitLine({
        job_title_id: jobTitleId,
        sample_id: input.sampleId,
        item_id: input.itemId,
        colour_id: input.colourId,
        pieces_per_period: input.piecesPerPeriod,
        sort_order: last + 1,
      });
      await repo.updateProgram(programId, { updated_at: at });
    });
  }

  async updateKitLine(programId: number, kitLineId: number, input: KitLineInput, at: string): Promise<void> {
    await this.run(async (repo, trx) => {
      const program = await this.lockedProgram(repo, programId);
      const line = await repo.kitLineRow(programId, kitLineId);
      if (!line) throw fail(404, M.kitLineNotFound);
      await this.checkKitLine(trx, program, input);
      const changesGarment = line.item_id !== input.itemId || line.colour_id !== input.colourId;
      if (changesGarment && (await repo.kitLineInUse(kitLineId))) throw fail(409, M.kitLineStyleLocked, ['itemId']);
      const twin = (await repo.kitLines([line.job_title_id])).find((l) => l.id !== kitLineId && l.itemId === input.itemId && l.colourId === input.colourId);
      if (twin) throw fail(409, M.duplicateKitLine(twin.itemCode, twin.colourName), ['colourId']);
      await repo.updateKitLine(kitLineId, { sample_id: input.sampleId, item_id: input.itemId, colour_id: input.colourId, pieces_per_period: input.piecesPerPeriod });
      await repo.updateProgram(programId, { updated_at: at });
    });
  }

  async deleteKitLine(programId: number, kitLineId: number, at: string): Promise<void> {
    await this.run(async (repo) => {
      await this.lockedProgram(repo, programId);
      if (!(await repo.kitLineRow(programId, kitLineId))) throw fail(404, M.kitLineNotFound);
      if (await repo.kitLineInUse(kitLineId)) throw fail(409, M.kitLineInUse);
      await repo.deleteKitLine(kitLineId);
      await repo.updateProgram(programId, { updated_at: at });
    });
  }

  /** The client's authorised samples and the active styles, for the kit editor. */
  async kitOptions(program: ProgramRow): Promise<KitOptions> {
    const samples = await this.db
      .selectFrom('samples as s')
      .leftJoin('clothing as c', 'c.id', 's.clothing_id')
      .select(['s.id', 's.sample_name', 's.clothing_id', 'c.title'])
      .where('s.client_id', '=', program.partner_id)
      .where('s.stage', '=', 7)
      .orderBy('s.sample_name')
      .orderBy('s.id')
      .limit(500)
      .execute();
    const items = await this.db
      .selectFrom('items as i')
      .leftJoin('clothing as c', 'c.id', 'i.clothing_id')
      .select(['i.id', 'i.code', 'i.description', 'i.clothing_id', 'c.title'])
      .where('i.kind', '=', 'Estilo')
      .where('i.active', '=', 1)
      .orderBy('i.code')
      .limit(500)
      .execute();
    const ids = items.map((i) => i.id);
    const [colours, sizes] = ids.length
      ? await Promise.all([
          this.db.selectFrom('item_colours').select(['id', 'item_id', 'name', 'hex']).where('item_id', 'in', ids).where('active', '=', 1).orderBy('sort_order').orderBy('id').execute(),
          this.db.selectFrom('item_sizes').select(['item_id', 'size']).where('item_id', 'in', ids).orderBy('sort_order').execute(),
        ])
      : [[], []];
    return {
      samples: samples.map((s) => ({ id: s.id, name: s.sample_name, clothingId: s.clothing_id, garment: s.title })),
      styles: items.map((i) => ({
        id: i.id,
        code: i.code,
        description: i.description,
        clothingId: i.clothing_id,
        garment: i.title,
        colours: colours.filter((c) => c.item_id === i.id).map((c) => ({ id: c.id, name: c.name, hex: c.hex })),
        sizes: sizes.filter((s) => s.item_id === i.id).map((s) => s.size),
      })),
    };
  }

  // ── Roster ────────────────────────────────────────────────────────────────

  /** Checks an employee against the program and the roster (inside the transaction); the row's values. */
  private async checkedEmployee(repo: ProgramsRepository, programId: number, input: EmployeeInput, exceptId?: number) {
    const draft = normaliseEmployee(input);
    const [titles, garmentTypes] = [await repo.jobTitleRows(programId), await repo.garmentTypes(programId)];
    const own = refusalOf(checkEmployee(draft, { jobTitleIds: titles.map((t) => t.id), garmentTypes }));
    if (own) throw own;
    const folded = foldName(draft.name);
    const clashes = await repo.employeeClash(programId, { employeeNumber: draft.employeeNumber, foldedName: folded }, exceptId);
    const byNumber = clashes.find((c) => draft.employeeNumber !== null && c.employee_number === draft.employeeNumber);
    if (byNumber) throw fail(409, M.duplicateEmployeeNumber(draft.employeeNumber!, byNumber.name), ['employeeNumber']);
    if (clashes.some((c) => c.folded_name === folded)) throw fail(409, M.duplicateEmployeeName(draft.name), ['name']);
    return { draft, folded };
  }

  async createEmployee(programId: number, input: EmployeeInput, at: string): Promise<number> {
    return this.run(async (repo) => {
      await this.lockedProgram(repo, programId);
      const { draft, folded } = await this.checkedEmployee(repo, programId, input);
      const id = await repo.insertEmployee({
        program_id: programId,
        employee_number: draft.employeeNumber,
        name: draft.name,
        folded_name: folded,
        job_title_id: draft.jobTitleId!,
        area: draft.area,
        active: draft.active ? 1 : 0,
        start_date: draft.startDate,
        created_at: at,
        updated_at: at,
      });
      await repo.replaceSizes(id, draft.sizes);
      return id;
    });
  }

  async updateEmployee(programId: number, employeeId: number, input: EmployeeInput, at: string): Promise<void> {
    await this.run(async (repo) => {
      await this.lockedProgram(repo, programId);
      if (!(await repo.employeeRow(programId, employeeId))) throw fail(404, M.employeeNotFound);
      const { draft, folded } = await this.checkedEmployee(repo, programId, input, employeeId);
      await repo.updateEmployee(employeeId, {
        employee_number: draft.employeeNumber,
        name: draft.name,
        folded_name: folded,
        job_title_id: draft.jobTitleId!,
        area: draft.area,
        active: draft.active ? 1 : 0,
        start_date: draft.startDate,
        updated_at: at,
      });
      await repo.replaceSizes(employeeId, draft.sizes);
    });
  }

  async setEmployeeActive(programId: number, employeeId: number, active: boolean, at: string): Promise<void> {
    await this.run(async (repo) => {
      await this.lockedProgram(repo, programId);
      if (!(await repo.employeeRow(programId, employeeId))) throw fail(404, M.employeeNotFound);
      await repo.updateEmployee(employeeId, { active: active ? 1 : 0, updated_at: at });
    });
  }

  /** One employee as read (after a write). */
  async employee(programId: number, employeeId: number): Promise<ProgramEmployee> {
    const employee = await new ProgramsRepository(this.db).employee(programId, employeeId);
    if (!employee) throw fail(404, M.employeeNotFound);
    return employee;
  }
}
