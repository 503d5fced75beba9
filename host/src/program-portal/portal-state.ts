import { ApiError, failureText } from '@muestrario/shared/api';
import type { PublicEmployee, PublicProgram, PublicReorderRequest } from '@muestrario/shared/contract';
import { PORTAL_MESSAGES } from '@muestrario/shared/domain';

/** The link stopped opening meanwhile (410: revoked, expired, program inactive; 404: the token is unknown): the page then shows only why. */
export const linkClosed = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 410 || (error.status === 404 && error.message === PORTAL_MESSAGES.unknown));

/** A failed write's Spanish sentence beside the form that sent it (null when nothing failed or the link closed). */
export const formFailure = (error: unknown): string | null =>
  error === undefined || linkClosed(error) ? null : failureText(error, 'No se pudo guardar. Revisa tu conexión e inténtalo de nuevo.');

/** The program with an employee added or replaced (the roster stays in name order). */
export function withEmployee(program: PublicProgram, employee: PublicEmployee): PublicProgram {
  const others = program.employees.filter((e) => e.id !== employee.id);
  const employees = [...others, employee].sort((a, b) => a.name.localeCompare(b.name, 'es-MX', { sensitivity: 'base' }) || a.id - b.id);
  return { ...program, employees };
}

/** The program with a new request first. */
export const withRequest = (program: PublicProgram, request: PublicReorderRequest): PublicProgram => ({ ...program, requests: [request, ...program.requests] });

/** A record without one key (a field's error once it is edited). */
export function withoutKey(record: Readonly<Record<string, string>> | undefined, key: string): Record<string, string> {
  const { [key]: _, ...rest } = record ?? {};
  return rest;
}
