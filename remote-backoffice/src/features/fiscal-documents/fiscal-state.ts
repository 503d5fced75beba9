import { ApiError } from '@muestrario/shared/api';
import type { FiscalStampView } from '@muestrario/shared/contract';
import type { BadgeTone } from '@muestrario/shared/ui';

/** The badge of a document's CFDI: 'Timbrada', 'Cancelada', 'Sin timbrar' (and the passing states). */
export function stampBadge(view: FiscalStampView): { label: string; tone: BadgeTone } {
  if (view.state === 'vigente') return view.cancelPending ? { label: 'Cancelación en proceso', tone: 'yellow' } : { label: 'Timbrada', tone: 'green' };
  if (view.state === 'cancelada') return { label: 'Cancelada', tone: 'red' };
  if (view.state === 'timbrando') return { label: 'Timbrando…', tone: 'yellow' };
  return { label: 'Sin timbrar', tone: 'gray' };
}

/** The SAT's cancellation reasons (c_MotivoCancelacion). */
export const CANCEL_REASON_NAMES = {
  '01': '01 · Comprobante emitido con errores con relación',
  '02': '02 · Comprobante emitido con errores sin relación',
  '03': '03 · No se llevó a cabo la operación',
  '04': '04 · Operación nominativa relacionada en una factura global',
} as const;
export type CancelReason = keyof typeof CANCEL_REASON_NAMES;

/** What a refused stamp or cancellation says: its message and, for a pre-flight or schema refusal, the list. */
export function refusalOf(error: unknown, fallback: string): { message: string; problems: string[] } {
  if (!(error instanceof ApiError)) return { message: fallback, problems: [] };
  const body = error.body as { problems?: unknown } | null;
  const problems = Array.isArray(body?.problems) ? body.problems.filter((p): p is string => typeof p === 'string') : [];
  return { message: error.message, problems };
}

const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i;

/** The cancel form's field error, or null. */
export function replacementError(reason: CancelReason, uuid: string): string | null {
  const text = uuid.trim();
  if (reason !== '01') return null;
  if (!text) return 'El motivo 01 necesita el UUID del CFDI que sustituye.';
  return UUID.test(text) ? null : 'Escribe un UUID completo (36 caracteres, como 3A71D90D-A08F-42AD-842E-57C70083C36C).';
}
