import type { ReorderExceptionInput, ReorderPreview, ReorderRefusalView } from '@muestrario/shared/contract';
import { REORDER_LIMITS } from '@muestrario/shared/domain';
import { foldText } from '@muestrario/shared/rules';

/* The 'Reorden' tab's pure state (issue 35 item 3): who is checked, the exceptions an admin grants, the words. */

/** A refusal an admin may turn into an exception (only pieces over the allowance). */
export const exceptionKey = (r: Pick<ReorderRefusalView, 'employeeId' | 'kitLineId'>) => `${r.employeeId}:${r.kitLineId}`;

export function overAllowance(refusals: readonly ReorderRefusalView[]): ReorderRefusalView[] {
  return refusals.filter((r) => r.reason === 'overAllowance' && r.kitLineId !== null);
}

/** The exceptions to send: those already granted plus the chosen refusals, each with the reason. */
export function withExceptions(current: readonly ReorderExceptionInput[], refusals: readonly ReorderRefusalView[], chosen: ReadonlySet<string>, reason: string): ReorderExceptionInput[] {
  const out = [...current];
  const have = new Set(current.map((x) => exceptionKey(x)));
  for (const r of overAllowance(refusals)) {
    if (chosen.has(exceptionKey(r)) && !have.has(exceptionKey(r))) out.push({ employeeId: r.employeeId, kitLineId: r.kitLineId!, reason: reason.trim() });
  }
  return out;
}

/** The reason's error, or undefined (required, at most 500 characters). */
export function reasonError(reason: string): string | undefined {
  if (reason.trim() === '') return 'Escribe el motivo de la excepción.';
  if ([...reason].length > REORDER_LIMITS.reasonMaxChars) return `El motivo tiene más de ${REORDER_LIMITS.reasonMaxChars} caracteres.`;
  return undefined;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('es-MX')} ${n === 1 ? one : many}`;

/** '42 empleados · 96 piezas en 3 líneas'. */
export function previewSummary(preview: Pick<ReorderPreview, 'servedEmployees' | 'pieces' | 'lines'>): string {
  return `${plural(preview.servedEmployees, 'empleado', 'empleados')} · ${plural(preview.pieces, 'pieza', 'piezas')} en ${plural(preview.lines.length, 'línea', 'líneas')}`;
}

/** Employees whose name, number, area or job title holds every word typed (case and accents aside). */
export function matchesEmployee(e: { name: string; employeeNumber: string | null; area: string | null; jobTitleName: string }, text: string): boolean {
  const words = foldText(text).split(/\s+/).filter(Boolean);
  const haystack = foldText(`${e.name} ${e.employeeNumber ?? ''} ${e.area ?? ''} ${e.jobTitleName}`);
  return words.every((w) => haystack.includes(w));
}

/** Toggles one id in a set (a new set). */
export function toggled(set: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The names of a line, one entry per employee with how many pieces ('Ana Garza ×2'). */
export function namesSummary(names: readonly { name: string; employeeId: number; size: string; colour: string }[]): { key: string; label: string; detail: string }[] {
  const out = new Map<string, { key: string; label: string; detail: string; n: number }>();
  for (const n of names) {
    const key = `${n.employeeId}:${n.colour}:${n.size}`;
    const entry = out.get(key) ?? { key, label: n.name, detail: `${n.colour} · ${n.size}`, n: 0 };
    entry.n += 1;
    out.set(key, entry);
  }
  return [...out.values()].map(({ key, label, detail, n }) => ({ key, label, detail: n > 1 ? `${detail} · ${n} piezas` : detail }));
}
