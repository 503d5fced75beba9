import type { EmployeeInput } from '@muestrario/shared/contract';
import type { ProgramDetail, ProgramEmployee, ProgramGarmentType } from '@muestrario/shared/domain';
import { checkEmployee, normaliseEmployee, type EmployeeErrors } from '@muestrario/shared/rules';

/** The employee form's values: texts as typed, the job title as the select's value, a size per garment type ('' none). */
export interface EmployeeDraft {
  employeeNumber: string;
  name: string;
  jobTitleId: string;
  area: string;
  startDate: string;
  active: boolean;
  sizes: Record<string, string>;
}

export function newEmployeeDraft(program: ProgramDetail, jobTitleId?: number): EmployeeDraft {
  return { employeeNumber: '', name: '', jobTitleId: String(jobTitleId ?? program.jobTitles[0]?.id ?? ''), area: '', startDate: '', active: true, sizes: {} };
}

export function draftOfEmployee(e: ProgramEmployee): EmployeeDraft {
  return { employeeNumber: e.employeeNumber ?? '', name: e.name, jobTitleId: String(e.jobTitleId), area: e.area ?? '', startDate: e.startDate ?? '', active: e.active, sizes: { ...e.sizes } };
}

/**
 * The garment types the form asks a size for, the employee's kit first: `inKit` are those of the chosen job
 * title's kit; the program's others follow (a size kept for a move to another job title).
 */
export function garmentTypesFor(program: ProgramDetail, jobTitleId: string): { inKit: ProgramGarmentType[]; others: ProgramGarmentType[] } {
  const kit = new Set(program.jobTitles.find((j) => String(j.id) === jobTitleId)?.kit.map((k) => k.garmentType) ?? []);
  return { inKit: program.garmentTypes.filter((g) => kit.has(g.garmentType)), others: program.garmentTypes.filter((g) => !kit.has(g.garmentType)) };
}

/** The draft checked with the shared rules (field → message), or the body to send (sizes of the program's garment types only). */
export function employeeBodyOf(d: EmployeeDraft, program: ProgramDetail): { body: EmployeeInput } | { errors: EmployeeErrors } {
  const known = new Set(program.garmentTypes.map((g) => g.garmentType));
  const sizes = Object.fromEntries(Object.entries(d.sizes).filter(([type, size]) => size !== '' && known.has(type)));
  const normalised = normaliseEmployee({
    employeeNumber: d.employeeNumber,
    name: d.name,
    jobTitleId: d.jobTitleId ? Number(d.jobTitleId) : null,
    area: d.area,
    startDate: d.startDate || null,
    sizes,
  });
  const errors = checkEmployee(normalised, { jobTitleIds: program.jobTitles.map((j) => j.id), garmentTypes: program.garmentTypes });
  if (Object.keys(errors).length) return { errors };
  return {
    body: {
      employeeNumber: normalised.employeeNumber,
      name: normalised.name,
      jobTitleId: normalised.jobTitleId!,
      area: normalised.area,
      startDate: normalised.startDate,
      active: d.active,
      sizes: sizes as EmployeeInput['sizes'],
    },
  };
}

/** 'M · 32 · UNI' in the program's garment-type order ('—' for none). */
export function sizesText(e: Pick<ProgramEmployee, 'sizes'>, types: readonly ProgramGarmentType[]): string {
  const parts = types.filter((g) => e.sizes[g.garmentType]).map((g) => e.sizes[g.garmentType]!);
  return parts.length ? parts.join(' · ') : '—';
}
