/**
 * Value lists and Spanish texts of the sample lifecycle (issue 15): quality checks and failure
 * reasons, customer-answer channels, photo purposes, timeline event kinds and the messages the
 * server answers with. The rules that use them live in shared/src/rules/lifecycle.
 */
import { PERMISSION_MESSAGES } from './permission-messages';
import type { SampleStage } from './stages';

/** What quality checks on every decoration; `spelling` applies to texts only. */
export const QUALITY_CHECKS = ['placement', 'size', 'threads', 'technique', 'spelling'] as const;
export type QualityCheck = (typeof QUALITY_CHECKS)[number];
export const QUALITY_CHECK_LABELS = {
  placement: 'Posición',
  size: 'Tamaño',
  threads: 'Colores de hilo',
  technique: 'Técnica',
  spelling: 'Ortografía',
} as const satisfies Record<QualityCheck, string>;

/** Why a sample went to Error (quality failure or the customer's changes). */
export const FAILURE_REASONS = ['position', 'size', 'thread_color', 'technique', 'spelling', 'garment', 'other'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];
export const FAILURE_REASON_LABELS = {
  position: 'Posición',
  size: 'Tamaño',
  thread_color: 'Color de hilo',
  technique: 'Técnica',
  spelling: 'Ortografía',
  garment: 'Prenda o tela',
  other: 'Otro',
} as const satisfies Record<FailureReason, string>;

/** How the customer's answer reached the seller (a later issue adds the customer's own link). */
export const ANSWER_CHANNELS = ['phone', 'email', 'whatsapp'] as const;
export type AnswerChannel = (typeof ANSWER_CHANNELS)[number];
export const ANSWER_CHANNEL_LABELS = {
  phone: 'Teléfono',
  email: 'Correo electrónico',
  whatsapp: 'WhatsApp',
} as const satisfies Record<AnswerChannel, string>;

export const ANSWER_DECISIONS = ['approved', 'changes'] as const;
export type AnswerDecision = (typeof ANSWER_DECISIONS)[number];
export const ANSWER_DECISION_LABELS = { approved: 'Aprobada', changes: 'Solicita cambios' } as const satisfies Record<AnswerDecision, string>;

/** What a sample photo documents; each belongs to the stage at which it is taken. */
export const PHOTO_PURPOSES = ['making', 'quality', 'photography'] as const;
export type PhotoPurpose = (typeof PHOTO_PURPOSES)[number];
export const PHOTO_PURPOSE_LABELS = {
  making: 'Muestra realizada',
  quality: 'Revisión de calidad',
  photography: 'Fotografía',
} as const satisfies Record<PhotoPurpose, string>;
/** The stage at which each kind of photo is uploaded. */
export const PHOTO_PURPOSE_STAGE = { making: 3, quality: 4, photography: 5 } as const satisfies Record<PhotoPurpose, SampleStage>;

/** Kinds of rows in the append-only `events` table (the timeline, notifications and the live signal). */
export const EVENT_KINDS = [
  'created',
  'design_edited',
  'render_uploaded',
  'stage_changed',
  'photo_added',
  'comment_added',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Why a notification reached its user. */
export const NOTIFICATION_REASONS = ['mention', 'owner', 'stage'] as const;
export type NotificationReason = (typeof NOTIFICATION_REASONS)[number];

/** Own comments may be edited or deleted during this time after posting. */
export const COMMENT_EDIT_WINDOW_MS = 10 * 60 * 1000;
export const COMMENT_MAX_CHARS = 2000;
export const REASON_MAX_CHARS = 1000;
/** Who answered for the customer (a person's name). */
export const ANSWERED_BY_MAX_CHARS = 120;
/** Timeline page size (GET …/events). */
export const EVENTS_PAGE_SIZE = 50;
/** A design edit by the same person within this time after the last one belongs to the same sitting. */
export const DESIGN_SITTING_MS = 30 * 60 * 1000;

export const LIFECYCLE_MESSAGES = {
  // Getters: a page that reads this module's labels (the bell's event lines) but not its messages leaves
  // the permission messages out of its bundle (a plain `PERMISSION_MESSAGES.notOwner` kept them in).
  get notOwner() {
    return PERMISSION_MESSAGES.notOwner;
  },
  get roleDenied() {
    return PERMISSION_MESSAGES.roleDenied;
  },
  sameStage: (stage: string) => `La muestra ya está en la etapa «${stage}».`,
  notFromStage: (from: string, to: string) => `La muestra no puede pasar de «${from}» a «${to}».`,
  locked: 'La muestra está autorizada: ya no se puede cambiar. Solo un administrador puede reabrirla, con un motivo.',
  reasonRequired: 'Escribe el motivo del cambio de etapa.',
  wrongStage: (what: string, stage: string) => `No se puede ${what} en la etapa «${stage}».`,
  noGarment: 'Elige una prenda antes de enviar el diseño.',
  noDecorations: 'Agrega al menos un logo o texto antes de enviar el diseño.',
  noRender: 'Sube el render para pasar a «Realización de muestra».',
  checklistRequired: 'Registra la revisión de calidad de cada decorado.',
  checklistIncomplete: 'La revisión debe incluir cada decorado de la muestra una vez, con cada punto aprobado o reprobado.',
  checklistFailed: 'Hay puntos reprobados: la muestra pasa a «Error» con el motivo.',
  checklistPassed: 'Todos los puntos están aprobados: la muestra pasa a «Fotografía».',
  failureRequired: 'Indica el motivo del error y descríbelo.',
  qualityPhotoRequired: 'Sube al menos una foto de la revisión de calidad.',
  viewsWithoutPhotos: (views: number) =>
    views === 1 ? 'Falta la foto de 1 vista decorada.' : `Faltan las fotos de ${views} vistas decoradas.`,
  answerRequired: 'Registra la respuesta del cliente.',
  answerMismatch: 'La respuesta del cliente no corresponde a la etapa elegida.',
  answerTextRequired: 'Escribe los cambios que pide el cliente.',
  answeredByRequired: 'Escribe el nombre de quien respondió por parte del cliente.',
  answerNotFound: 'La respuesta del cliente no existe en esta muestra.',
  answerDecisionRequired: 'Elige la respuesta del cliente.',
  answerChannelRequired: 'Elige por dónde llegó la respuesta.',
  answerConfirmRequired: 'Confirma que registras esta respuesta.',
  checklistUnanswered: (points: number) =>
    points === 1 ? 'Falta marcar 1 punto de la revisión como aprobado o con falla.' : `Faltan ${points} puntos de la revisión por marcar como aprobados o con falla.`,
  unexpectedEvidence: 'La solicitud incluye datos que no corresponden a este cambio de etapa.',
  conflict: 'Otra persona cambió la muestra al mismo tiempo. Revisa su estado actual.',
  commentNotFound: 'El comentario no existe.',
  commentNotYours: 'Solo puedes modificar tus propios comentarios.',
  commentTooOld: 'Los comentarios solo se pueden modificar durante 10 minutos.',
  photoViewNotFound: 'La vista no pertenece a la prenda de esta muestra.',
  photoPurpose: 'Indica qué documenta la foto.',
  photoNoStage: (stage: string) => `En la etapa «${stage}» no se suben fotos.`,
  viewRequired: 'Indica la vista que muestra la foto.',
} as const;

/** What /samples says after the editor sent a design (issue 16: the send is not silent). */
export const designSentNotice = (sampleName: string) => `Diseño enviado: «${sampleName}» pasó a Renderizado.`;

/** Router state a screen passes to the list it navigates to, to be shown there once. */
export interface ListNoticeState {
  notice: string;
}
