import { Type } from '@sinclair/typebox';
import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { NoContent } from '../no-content';
import { IdParams } from '../common';
import { SampleDetail } from '../samples';
import {
  AnswerParams,
  AnswerRecord,
  Comment,
  CommentBody,
  CommentParams,
  EventPage,
  EventsQuery,
  NotificationList,
  PhotoList,
  Photo,
  ReadNotificationsBody,
  RoundList,
  SampleLifecycle,
  StaffList,
  TransitionBody,
  UnreadCount,
} from '../lifecycle';

const addresses = defineRoutes({
  transitionSample: { method: 'POST', path: '/business/samples/:id/transitions', action: 'sample.transition' },
  getSampleLifecycle: { method: 'GET', path: '/business/samples/:id/lifecycle' },
  listSampleEvents: { method: 'GET', path: '/business/samples/:id/events' },
  createComment: { method: 'POST', path: '/business/samples/:id/comments', action: 'comment.create' },
  updateComment: { method: 'PATCH', path: '/business/samples/:id/comments/:commentId', action: 'comment.edit' },
  deleteComment: { method: 'DELETE', path: '/business/samples/:id/comments/:commentId', action: 'comment.delete' },
  uploadSamplePhoto: { method: 'POST', path: '/business/samples/:id/photos', action: 'sample.uploadPhoto' },
  listSamplePhotos: { method: 'GET', path: '/business/samples/:id/photos' },
  uploadAnswerEvidence: { method: 'POST', path: '/business/samples/:id/answers/:answerId/evidence', action: 'sample.recordAnswer' },
  listSampleRounds: { method: 'GET', path: '/business/samples/:id/rounds' },
  listStaff: { method: 'GET', path: '/staff' },
  listNotifications: { method: 'GET', path: '/notifications' },
  readNotifications: { method: 'POST', path: '/notifications/read', action: 'notification.read' },
  eventStream: { method: 'GET', path: '/events/stream' },
});

/** The sample lifecycle (issue 15): stage machine, timeline, comments, photos, rounds, notifications, live stream. */
export const lifecycleEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  transitionSample: {
    summary:
      'Cambia la etapa de la muestra según la máquina de etapas (evidencia: checklist, respuesta del cliente, motivo). ' +
      '403 si el rol o la propiedad no lo permiten; 409 si no se puede desde la etapa actual o falta evidencia de la muestra.',
    tags: ['lifecycle'],
    params: IdParams,
    body: TransitionBody,
    response: SampleDetail,
    errors: [400, 401, 403, 404, 409],
  },
  getSampleLifecycle: {
    summary: 'Etapa, ronda, dueño, fechas de cada etapa y decorados de la muestra.',
    tags: ['lifecycle'],
    params: IdParams,
    response: SampleLifecycle,
    errors: [400, 401, 404],
  },
  listSampleEvents: {
    summary: 'Historial de actividad de la muestra, del más antiguo al más reciente, por páginas («after»: id del último evento visto).',
    tags: ['lifecycle'],
    params: IdParams,
    query: EventsQuery,
    response: EventPage,
    errors: [400, 401, 404],
  },
  createComment: {
    summary: 'Publica un comentario; cada @usuario del personal mencionado recibe una notificación.',
    tags: ['lifecycle'],
    params: IdParams,
    body: CommentBody,
    response: Comment,
    status: 201,
    errors: [400, 401, 403, 404],
  },
  updateComment: {
    summary: 'Edita un comentario propio durante los 10 minutos siguientes a su publicación.',
    tags: ['lifecycle'],
    params: CommentParams,
    body: CommentBody,
    response: Comment,
    errors: [400, 401, 403, 404, 409],
  },
  deleteComment: {
    summary: 'Elimina un comentario propio durante los 10 minutos siguientes a su publicación. 204.',
    tags: ['lifecycle'],
    params: CommentParams,
    response: NoContent,
    status: 204,
    errors: [400, 401, 403, 404, 409],
  },
  uploadSamplePhoto: {
    summary:
      'Sube una foto de la muestra física (multipart: «viewId» y «file», PNG o JPG). Su propósito lo da la etapa: ' +
      '3 muestra realizada, 4 revisión de calidad, 5 fotografía (con la vista).',
    tags: ['lifecycle'],
    params: IdParams,
    multipart: true,
    response: Photo,
    status: 201,
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  uploadAnswerEvidence: {
    summary:
      'Adjunta la evidencia de una respuesta del cliente registrada por el personal (multipart, campo «file»: PNG, JPG o PDF, ' +
      'reconocido por su contenido). Solo quien la registró o un admin; reemplaza la anterior.',
    tags: ['lifecycle'],
    params: AnswerParams,
    multipart: true,
    response: AnswerRecord,
    status: 201,
    errors: [400, 401, 403, 404, 413, 415],
  },
  listSamplePhotos: {
    summary: 'Fotos de la muestra física, de todas las rondas.',
    tags: ['lifecycle'],
    params: IdParams,
    response: PhotoList,
    errors: [400, 401, 404],
  },
  listSampleRounds: {
    summary: 'Rondas de la muestra: el diseño de cada ronda cerrada, sus renders, revisiones, fotos y respuestas del cliente.',
    tags: ['lifecycle'],
    params: IdParams,
    response: RoundList,
    errors: [400, 401, 404],
  },
  listStaff: {
    summary: 'Personal que se puede mencionar con @ en los comentarios.',
    tags: ['lifecycle'],
    response: StaffList,
    errors: [401],
  },
  listNotifications: {
    summary: 'Notificaciones del usuario, de la más reciente a la más antigua, con el número de no leídas.',
    tags: ['notifications'],
    response: NotificationList,
    errors: [401],
  },
  readNotifications: {
    summary: 'Marca como leídas las notificaciones indicadas («ids») o todas («all»: true).',
    tags: ['notifications'],
    body: ReadNotificationsBody,
    response: UnreadCount,
    errors: [400, 401],
  },
  eventStream: {
    summary: 'Señales en vivo (text/event-stream): «sample» cuando una muestra cambia, «notification» cuando llega una notificación.',
    tags: ['notifications'],
    // No parameters at all: anything in the query is refused (400) rather than opening a stream.
    query: /*#__PURE__*/ Type.Object({}, { additionalProperties: false }),
    response: /*#__PURE__*/ Type.String({ description: 'text/event-stream' }),
    errors: [400, 401],
  },
});

export const lifecycleRoutes: RoutesOf<typeof lifecycleEndpoints> = addresses;
