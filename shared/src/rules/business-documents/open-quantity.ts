import type { BusinessDocumentStatus } from './statuses';

/*
 * Open quantity arithmetic (SAP Business One's OpenQty): a base line starts with its whole quantity open;
 * each copy to a target document takes what it copies; the line is closed when nothing is left open, and
 * the document closes by itself when all its lines are closed. Quantities are whole units.
 */

export interface OpenLine {
  id: number;
  quantity: number;
  openQuantity: number;
}

export interface CopyRequest {
  baseLineId: number;
  quantity: number;
}

export type CopyRefusal =
  | { why: 'not-open'; status: BusinessDocumentStatus }
  | { why: 'no-lines' }
  | { why: 'unknown-line'; index: number }
  | { why: 'bad-quantity'; index: number }
  | { why: 'repeated-line'; index: number }
  | { why: 'too-much'; index: number; open: number };

export const COPY_MESSAGES = {
  notOpen: (status: BusinessDocumentStatus) => `El documento base está ${status.toLowerCase()}: ya no se puede copiar.`,
  noLines: 'Elige al menos una línea para copiar.',
  unknownLine: 'La línea no es del documento base.',
  badQuantity: 'La cantidad a copiar debe ser un número entero mayor que 0.',
  repeatedLine: 'La línea aparece dos veces en la copia.',
  tooMuch: (open: number) => `Solo quedan ${open} pendientes en la línea base.`,
  kindNotAllowed: (from: string, to: string) => `Un documento «${from}» no se puede copiar a «${to}».`,
} as const;

/** The Spanish message of a refusal. */
export function copyRefusalMessage(r: CopyRefusal): string {
  switch (r.why) {
    case 'not-open':
      return COPY_MESSAGES.notOpen(r.status);
    case 'no-lines':
      return COPY_MESSAGES.noLines;
    case 'unknown-line':
      return COPY_MESSAGES.unknownLine;
    case 'bad-quantity':
      return COPY_MESSAGES.badQuantity;
    case 'repeated-line':
      return COPY_MESSAGES.repeatedLine;
    case 'too-much':
      return COPY_MESSAGES.tooMuch(r.open);
  }
}

/** Checks a copy against the base document's status and lines; null when it may go ahead. */
export function copyRefusal(baseStatus: BusinessDocumentStatus, baseLines: readonly OpenLine[], requests: readonly CopyRequest[]): CopyRefusal | null {
  if (baseStatus !== 'Abierta') return { why: 'not-open', status: baseStatus };
  if (requests.length === 0) return { why: 'no-lines' };
  const byId = new Map(baseLines.map((l) => [l.id, l]));
  const seen = new Set<number>();
  for (const [index, r] of requests.entries()) {
    const line = byId.get(r.baseLineId);
    if (!line) return { why: 'unknown-line', index };
    if (seen.has(r.baseLineId)) return { why: 'repeated-line', index };
    seen.add(r.baseLineId);
    if (!Number.isSafeInteger(r.quantity) || r.quantity <= 0) return { why: 'bad-quantity', index };
    if (r.quantity > line.openQuantity) return { why: 'too-much', index, open: line.openQuantity };
  }
  return null;
}

/** The base lines' open quantities after a copy (lines not copied unchanged). Assumes `copyRefusal` was null. */
export function afterCopy(baseLines: readonly OpenLine[], requests: readonly CopyRequest[]): OpenLine[] {
  const taken = new Map(requests.map((r) => [r.baseLineId, r.quantity]));
  return baseLines.map((l) => ({ ...l, openQuantity: l.openQuantity - (taken.get(l.id) ?? 0) }));
}

/** A copy of every line's whole open quantity (what "Copiar a" does when nothing is chosen). */
export function copyEverythingOpen(baseLines: readonly OpenLine[]): CopyRequest[] {
  return baseLines.filter((l) => l.openQuantity > 0).map((l) => ({ baseLineId: l.id, quantity: l.openQuantity }));
}

export function isLineClosed(line: Pick<OpenLine, 'openQuantity'>): boolean {
  return line.openQuantity <= 0;
}

/** A document closes by itself when it has lines and every one of them is closed. */
export function isDocumentFullyCopied(lines: readonly Pick<OpenLine, 'openQuantity'>[]): boolean {
  return lines.length > 0 && lines.every(isLineClosed);
}
