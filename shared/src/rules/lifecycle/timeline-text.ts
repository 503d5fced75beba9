import { ANSWER_CHANNEL_LABELS, FAILURE_REASON_LABELS, PHOTO_PURPOSE_LABELS } from '../../domain/lifecycle';
import { stageName } from '../../domain/stages';
import type { TimelineEvent } from '../../contract/lifecycle';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];
const relative = new Intl.RelativeTimeFormat('es-MX', { numeric: 'auto' });
const exact = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

/** '{when}' of a timeline entry in Spanish: 'hace 3 días', 'ayer', 'ahora'. */
export function relativeTime(at: string, now: Date): string {
  const seconds = Math.round((Date.parse(at) - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(0, 'second');
}

/** The exact date shown on hover: '10 mar 2025, 15:00'. */
export function exactTime(at: string): string {
  return exact.format(new Date(at));
}

/** What a timeline entry says happened, after the actor's name ('envió el diseño', …). */
export function describeEvent(e: TimelineEvent): string {
  switch (e.kind) {
    case 'created':
      return 'creó la muestra';
    case 'design_edited':
      return 'editó el diseño';
    case 'render_uploaded':
      return e.replaced ? `reemplazó el render${e.filename ? ` (${e.filename})` : ''}` : `subió el render${e.filename ? ` (${e.filename})` : ''}`;
    case 'photo_added':
      return e.photo ? `subió una foto: ${PHOTO_PURPOSE_LABELS[e.photo.purpose].toLowerCase()}` : 'subió una foto';
    case 'comment_added':
      return e.comment?.deleted ? 'eliminó un comentario' : 'comentó';
    case 'stage_changed':
      return describeStageChange(e);
  }
}

function describeStageChange(e: TimelineEvent): string {
  const to = e.to === undefined ? '' : stageName(e.to);
  switch (e.action) {
    case 'sendDesign':
      return 'envió el diseño';
    case 'uploadRender':
      return `pasó la muestra a «${to}»`;
    case 'markMade':
      return 'marcó la muestra como realizada';
    case 'recordQuality':
      return e.checklist && !e.checklist.passed
        ? `registró la revisión de calidad: reprobada${e.checklist.failure ? ` (${FAILURE_REASON_LABELS[e.checklist.failure.reason]})` : ''}`
        : 'registró la revisión de calidad: aprobada';
    case 'completePhotos':
      return 'completó las fotografías';
    case 'recordAnswer':
      if (e.customer) return e.to === 7 ? 'aprobó la prueba desde el enlace: autorizada' : 'pidió cambios desde el enlace de aprobación';
      return e.answer
        ? `registró la respuesta ${e.answer.answeredBy?.trim() ? `de ${e.answer.answeredBy.trim()} (cliente)` : 'del cliente'} por ${ANSWER_CHANNEL_LABELS[e.answer.channel]}: ${e.answer.decision === 'approved' ? 'autorizada' : 'pide cambios'}`
        : 'registró la respuesta del cliente';
    case 'openRound':
      return `abrió la ronda ${e.round ?? ''}`.trim();
    case 'override':
      return `movió la muestra a «${to}»`;
    default:
      return to ? `pasó la muestra a «${to}»` : 'cambió la etapa';
  }
}

/** The extra line under an entry: a reason, a note, a failure text or what the customer asked. */
export function eventDetail(e: TimelineEvent): string | undefined {
  if (e.kind === 'comment_added') return e.comment && !e.comment.deleted ? e.comment.body : undefined;
  return e.reason ?? e.note ?? e.checklist?.failure?.text ?? (e.answer?.text || undefined) ?? (e.customer?.comment || undefined);
}

/** Who an entry is by: the staff member, the customer who answered through the link ('Laura Méndez (cliente)'), or 'Alguien'. */
export function eventActorName(e: Pick<TimelineEvent, 'actor' | 'customer'>): string {
  if (e.actor) return `${e.actor.firstName} ${e.actor.lastName}`;
  if (e.customer) return `${e.customer.name} (cliente)`;
  return 'Alguien';
}
