import { APPROVAL_MESSAGES } from '../domain/approval';
import { hasBidiControl } from './text';

/** The customer approval link (issue 17): the approval line, the stamp date and the share links. */

const LOCALE = 'es-MX';

/**
 * '2 dic 2026 14:05': day, short month, year and 24-hour time, es-MX, in the viewer's time zone
 * (`timeZone` for tests and the server). '' for an unreadable value.
 */
export function formatStamp(value: string | Date, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month').replace(/\.$/, '')} ${part('year')} ${part('hour')}:${part('minute')}`;
}

export interface ApprovalRecord {
  decision: 'approved' | 'changes';
  customerName: string;
  answeredAt: string;
  proof: { filename: string; sha256: string } | null;
}

/** The line on the sample: 'Aprobado por Laura Méndez el 2 dic 2026 14:05 · prueba MU-000123-R2.pdf · sha256 3f9a…'. */
export function approvalSummary(record: ApprovalRecord, timeZone?: string): string {
  const verb = record.decision === 'approved' ? 'Aprobado' : 'Cambios solicitados';
  const head = `${verb} por ${record.customerName} el ${formatStamp(record.answeredAt, timeZone)}`;
  if (!record.proof) return head;
  return `${head} · prueba ${record.proof.filename} · sha256 ${record.proof.sha256.slice(0, 4)}…`;
}

/** 'Compartir por WhatsApp': a wa.me link with the Spanish message and the link (the customer picks the chat). */
export function whatsappHref(url: string, sampleName: string, folio: string): string {
  const text = `Hola, te comparto la prueba de tu muestra «${sampleName}» (${folio}) para que la revises y la apruebes o pidas cambios: ${url}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** The e-mail's subject and body (plain text). */
export function approvalEmail(url: string, sampleName: string, folio: string, expiresAt: string, timeZone?: string): { subject: string; text: string } {
  return {
    subject: `Prueba para aprobar: ${sampleName} (${folio})`,
    text:
      `Hola:\n\nTe compartimos la prueba de tu muestra «${sampleName}» (${folio}). ` +
      `Desde este enlace puedes aprobarla o pedir cambios:\n\n${url}\n\n` +
      `El enlace vence el ${formatStamp(expiresAt, timeZone)}.\n\nGracias.`,
  };
}

/** The line the stored proof carries above its signature block. */
export function approvalStamp(name: string, when: string): string {
  return `Aprobada en línea por ${name} el ${when} desde el enlace de aprobación, con los términos aceptados.`;
}

/** A decoration's rectangle on the customer's sketch of a (square) view, in percent of the view's width. */
export function sketchBox(d: { xCm: number; yCm: number; widthCm: number; heightCm: number }, viewWidthCm: number) {
  const scale = viewWidthCm > 0 ? 100 / viewWidthCm : 0;
  return { left: (d.xCm - d.widthCm / 2) * scale, top: (d.yCm - d.heightCm / 2) * scale, width: d.widthCm * scale, height: d.heightCm * scale };
}

/** A pin moved by the keyboard (arrows: 5 % a step), kept inside the view. */
export function movePin(pin: { x: number; y: number }, key: string): { x: number; y: number } | undefined {
  const step = 0.05;
  const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 100) / 100));
  const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const m = moves[key];
  return m ? { x: clamp(pin.x + m[0]), y: clamp(pin.y + m[1]) } : undefined;
}

/** What the customer's forms refuse before sending (the server checks the same). */
export function customerAnswerErrors(kind: 'approve' | 'changes', input: { name: string; acceptTerms: boolean; comment: string }): { name?: string; terms?: string; comment?: string } {
  const errors: { name?: string; terms?: string; comment?: string } = {};
  if (!input.name.trim()) errors.name = kind === 'approve' ? APPROVAL_MESSAGES.nameRequired : APPROVAL_MESSAGES.nameRequiredForChanges;
  else if (hasBidiControl(input.name)) errors.name = APPROVAL_MESSAGES.bidiControl;
  if (kind === 'approve' && !input.acceptTerms) errors.terms = APPROVAL_MESSAGES.termsRequired;
  if (kind === 'changes' && !input.comment.trim()) errors.comment = APPROVAL_MESSAGES.commentRequired;
  else if (kind === 'changes' && hasBidiControl(input.comment)) errors.comment = APPROVAL_MESSAGES.bidiControl;
  return errors;
}
