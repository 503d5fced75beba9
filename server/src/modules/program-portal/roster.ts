import type { Kysely } from 'kysely';
import type { PortalEmployeePatch, PortalNewEmployeeBody, PublicEmployee } from '@muestrario/shared/contract';
import { PORTAL_MESSAGES, PROGRAM_MESSAGES, type ProgramEmployee } from '@muestrario/shared/domain';
import { checkEmployee, cleanName, foldName, garmentTypesOfKit, missingSizes, normaliseEmployee } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { DomainError } from '../../errors';
import { ProgramsRepository } from '../programs/repository';

/** An employee as the portal shows it: nothing but what the HR contact keeps. */
export function publicEmployee(e: ProgramEmployee): PublicEmployee {
  return { id: e.id, employeeNumber: e.employeeNumber, name: e.name, jobTitleId: e.jobTitleId, area: e.area, active: e.active, startDate: e.startDate, sizes: e.sizes };
}

/**
 * The sizes an employee of `jobTitleId` may be given: only the garment types of that job title's kit, each
 * a size of its style's run, and every one of them present once merged (the seller can reorder only with
 * all of them). Refusals in Spanish (400).
 */
async function checkedSizes(
  programs: ProgramsRepository,
  programId: number,
  jobTitleId: number,
  sizes: Readonly<Record<string, string>>,
  kept: Readonly<Record<string, string>> = {},
): Promise<Record<string, string>> {
  const titles = await programs.jobTitles(programId);
  const title = titles.find((t) => t.id === jobTitleId);
  if (!title) throw new DomainError('notFound', PROGRAM_MESSAGES.jobTitleNotFound);
  const needed = garmentTypesOfKit(title.kit);
  const garments = title.kit.map((line) => ({ garmentType: line.garmentType, label: line.itemDescription, sizes: line.sizes }));
  const trimmed = Object.fromEntries(Object.entries(sizes).map(([type, size]) => [type, size.trim()]));
  for (const [type, size] of Object.entries(trimmed)) {
    const garment = garments.find((g) => g.garmentType === type);
    if (!garment) throw new DomainError('invalid', PROGRAM_MESSAGES.unknownGarmentType);
    if (!garment.sizes.includes(size)) throw new DomainError('invalid', PROGRAM_MESSAGES.sizeNotInRun(size, garment.label, garment.sizes));
  }
  // An edit keeps the sizes already on file that are still of the kit (the sizes given replace theirs).
  const merged = { ...Object.fromEntries(Object.entries(kept).filter(([type, size]) => garments.some((g) => g.garmentType === type && g.sizes.includes(size)))), ...trimmed };
  const missing = Object.values(missingSizes(needed, merged, garments));
  if (missing.length) throw new DomainError('invalid', missing[0]!);
  return Object.fromEntries(needed.map((type) => [type, merged[type]!]));
}

/** The duplicate checks of the roster: one employee per folded name, one per employee number. */
async function checkClash(programs: ProgramsRepository, programId: number, name: string, employeeNumber: string | null, exceptId?: number): Promise<void> {
  const clash = await programs.employeeClash(programId, { employeeNumber, foldedName: foldName(name) }, exceptId);
  const byNumber = employeeNumber === null ? undefined : clash.find((c) => c.employee_number === employeeNumber);
  if (byNumber) throw new DomainError('conflict', PROGRAM_MESSAGES.duplicateEmployeeNumber(employeeNumber!, byNumber.name));
  if (clash.length) throw new DomainError('conflict', PROGRAM_MESSAGES.duplicateEmployeeName(cleanName(name)));
}

/**
 * The roster writes the HR portal may make (issue 35 item 4), inside the caller's transaction with the
 * program locked: a new hire with a job title and a size per garment of its kit; an employee's sizes; active
 * or not. Only the link's program is reached: an employee of another program is a 404.
 */
export class PortalRoster {
  async add(trx: Kysely<Database>, programId: number, input: PortalNewEmployeeBody, today: string, at: string): Promise<PublicEmployee> {
    const programs = new ProgramsRepository(trx);
    // The roster's own rules (the staff form's and the import's), then the portal's: every size of the kit.
    const draft = normaliseEmployee({ employeeNumber: input.employeeNumber ?? null, name: input.name, jobTitleId: input.jobTitleId, area: input.area ?? null, startDate: input.startDate ?? null, sizes: input.sizes });
    const titles = await programs.jobTitleRows(programId);
    if (!titles.some((t) => t.id === input.jobTitleId)) throw new DomainError('notFound', PROGRAM_MESSAGES.jobTitleNotFound);
    const own = Object.values(checkEmployee(draft, { jobTitleIds: titles.map((t) => t.id), garmentTypes: await programs.garmentTypes(programId) }));
    if (own.length) throw new DomainError('invalid', own[0]!);
    const sizes = await checkedSizes(programs, programId, input.jobTitleId, draft.sizes);
    await checkClash(programs, programId, draft.name, draft.employeeNumber);
    const id = await programs.insertEmployee({
      program_id: programId,
      employee_number: draft.employeeNumber,
      name: draft.name,
      folded_name: foldName(draft.name),
      job_title_id: input.jobTitleId,
      area: draft.area,
      active: 1,
      start_date: draft.startDate ?? today,
      created_at: at,
      updated_at: at,
    });
    await programs.replaceSizes(id, sizes);
    return publicEmployee((await programs.employee(programId, id))!);
  }

  async update(trx: Kysely<Database>, programId: number, employeeId: number, patch: PortalEmployeePatch, at: string): Promise<PublicEmployee> {
    const programs = new ProgramsRepository(trx);
    const current = await programs.employee(programId, employeeId);
    if (!current) throw new DomainError('notFound', PORTAL_MESSAGES.employeeNotFound);
    if (patch.sizes) await programs.replaceSizes(employeeId, await checkedSizes(programs, programId, current.jobTitleId, patch.sizes, current.sizes));
    await programs.updateEmployee(employeeId, { ...(patch.active === undefined ? {} : { active: patch.active ? 1 : 0 }), updated_at: at });
    return publicEmployee((await programs.employee(programId, employeeId))!);
  }
}
