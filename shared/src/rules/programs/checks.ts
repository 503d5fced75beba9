import { PROGRAM_LIMITS as L, PROGRAM_MESSAGES as M, type ProgramGarmentType } from '../../domain/programs';
import { stageName } from '../../domain/stages';
import { isCalendarDate } from '../dates';
import { hasBidiControl } from '../text';
import { cleanName } from './names';

/** The stage a sample must be at to go in a kit: 7, Autorizada. */
export const KIT_SAMPLE_STAGE = 7;

/** An employee as a form or an import row sends it (sizes by garment type). */
export interface EmployeeDraft {
  employeeNumber: string | null;
  name: string;
  jobTitleId: number | null;
  area: string | null;
  startDate: string | null;
  sizes: Readonly<Record<string, string>>;
}

export type EmployeeErrors = Partial<Record<string, string>>;

const TEXT_BAD = 'Quita los caracteres de control del texto.';

/**
 * The employee's own rules, as the form, the import and the server judge them (the server then checks
 * duplicates against the roster): a name; texts within their limits; a real date; a job title of the
 * program; each size a size of its style's run, for a garment type of the program's kits. Errors by
 * field: 'name', 'employeeNumber', 'area', 'startDate', 'jobTitleId', 'sizes.item:12'.
 */
export function checkEmployee(draft: EmployeeDraft, program: { jobTitleIds: readonly number[]; garmentTypes: readonly ProgramGarmentType[] }): EmployeeErrors {
  const errors: EmployeeErrors = {};
  const name = cleanName(draft.name);
  if (!name) errors.name = M.blankName;
  else if (name.length > L.employeeName) errors.name = `Escribe a lo más ${L.employeeName} caracteres.`;
  else if (hasBidiControl(name)) errors.name = TEXT_BAD;
  const number = draft.employeeNumber?.trim() ?? '';
  if (number.length > L.employeeNumber) errors.employeeNumber = `Escribe a lo más ${L.employeeNumber} caracteres.`;
  else if (hasBidiControl(number)) errors.employeeNumber = TEXT_BAD;
  const area = draft.area?.trim() ?? '';
  if (area.length > L.area) errors.area = `Escribe a lo más ${L.area} caracteres.`;
  else if (hasBidiControl(area)) errors.area = TEXT_BAD;
  if (draft.startDate && !isCalendarDate(draft.startDate)) errors.startDate = M.invalidDate;
  if (draft.jobTitleId === null || !program.jobTitleIds.includes(draft.jobTitleId)) errors.jobTitleId = M.jobTitleNotFound;
  for (const [garmentType, size] of Object.entries(draft.sizes)) {
    const type = program.garmentTypes.find((g) => g.garmentType === garmentType);
    if (!type) errors[`sizes.${garmentType}`] = M.unknownGarmentType;
    else if (!type.sizes.includes(size)) errors[`sizes.${garmentType}`] = M.sizeNotInRun(size, type.label, type.sizes);
  }
  return errors;
}

/** An employee's texts as stored: the name cleaned, an empty number or area as null. */
export function normaliseEmployee<T extends EmployeeDraft>(draft: T): T {
  const number = draft.employeeNumber?.trim() ?? '';
  const area = draft.area ? cleanName(draft.area) : '';
  return { ...draft, name: cleanName(draft.name), employeeNumber: number || null, area: area || null, startDate: draft.startDate || null };
}

/** What a kit line's style and sample must be (all as they are now). */
export interface KitLineFacts {
  style: { code: string; kind: string; clothingId: number | null; garment: string | null; colourIds: readonly number[] } | undefined;
  colourId: number;
  sample: { name: string; stage: number; clientId: number; clothingId: number | null; garment: string | null } | undefined;
  clientId: number;
}

/**
 * Why a kit line cannot be saved (field and Spanish message), or null: the style must be a style, the
 * colour one of its active colours, the sample the program's client's, authorised (stage 7) and made on the
 * style's garment when both name one (a sample on canvas, or a style without a garment, is not judged).
 */
export function kitLineRefusal(f: KitLineFacts): { field: 'itemId' | 'colourId' | 'sampleId'; message: string } | null {
  if (!f.style) return { field: 'itemId', message: M.styleNotFound };
  if (f.style.kind !== 'Estilo') return { field: 'itemId', message: M.notAStyle(f.style.code) };
  if (!f.style.colourIds.includes(f.colourId)) return { field: 'colourId', message: M.colourNotOfStyle(f.style.code) };
  if (!f.sample) return { field: 'sampleId', message: M.sampleNotFound };
  if (f.sample.clientId !== f.clientId) return { field: 'sampleId', message: M.sampleOfOtherClient(f.sample.name) };
  if (f.sample.stage !== KIT_SAMPLE_STAGE) return { field: 'sampleId', message: M.sampleNotAuthorised(f.sample.name, stageName(f.sample.stage)) };
  if (f.sample.clothingId !== null && f.style.clothingId !== null && f.sample.clothingId !== f.style.clothingId) {
    return { field: 'sampleId', message: M.sampleOtherGarment(f.sample.name, f.sample.garment ?? '', f.style.code, f.style.garment ?? '') };
  }
  return null;
}
