import type { ProgramInput } from '@muestrario/shared/contract';
import { PROGRAM_LIMITS, PROGRAM_MESSAGES, type ProgramPeriod, type ProgramSummary } from '@muestrario/shared/domain';
import { cleanName, isCalendarDate } from '@muestrario/shared/rules';

/** The program form's values (the seller as the select's text: '' for the person saving). */
export interface ProgramDraft {
  name: string;
  period: ProgramPeriod;
  periodStart: string;
  notes: string;
  active: boolean;
  sellerId: string;
}

export type ProgramDraftField = 'name' | 'periodStart' | 'notes';

/** 'Nuevo programa': this year's 1 January, yearly. */
export function newProgramDraft(today: string): ProgramDraft {
  return { name: `Uniformes ${today.slice(0, 4)}`, period: 'anual', periodStart: `${today.slice(0, 4)}-01-01`, notes: '', active: true, sellerId: '' };
}

export function draftOfProgram(p: ProgramSummary): ProgramDraft {
  return { name: p.name, period: p.period, periodStart: p.periodStart, notes: p.notes, active: p.active, sellerId: String(p.sellerId) };
}

/** The draft checked as the server will (field → Spanish message), or the body to send. */
export function programBodyOf(d: ProgramDraft): { body: ProgramInput } | { errors: Partial<Record<ProgramDraftField, string>> } {
  const errors: Partial<Record<ProgramDraftField, string>> = {};
  const name = cleanName(d.name);
  if (!name) errors.name = PROGRAM_MESSAGES.blankName;
  else if (name.length > PROGRAM_LIMITS.name) errors.name = `Escribe a lo más ${PROGRAM_LIMITS.name} caracteres.`;
  if (!isCalendarDate(d.periodStart)) errors.periodStart = PROGRAM_MESSAGES.invalidDate;
  if (d.notes.length > PROGRAM_LIMITS.notes) errors.notes = `Escribe a lo más ${PROGRAM_LIMITS.notes} caracteres.`;
  if (Object.keys(errors).length) return { errors };
  return { body: { name, period: d.period, periodStart: d.periodStart, notes: d.notes.trim(), active: d.active, sellerId: d.sellerId ? Number(d.sellerId) : null } };
}
