import { Type } from '@sinclair/typebox';
import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { NoContent } from '../no-content';
import {
  ApprovalLinkStatus,
  ApprovalParams,
  ApprovalTokenParams,
  ApprovalViewParams,
  ApprovalLogoParams,
  ApprovalPhotoParams,
  ApproveBody,
  CreatedApprovalLink,
  EmailApprovalLinkBody,
  PublicAnswerResult,
  PublicApproval,
  RequestChangesBody,
} from '../approval';

/** Where the public (no session) endpoints of the approval link live. */
export const PUBLIC_API_PREFIX = '/public';

const addresses = defineRoutes({
  getApprovalLink: { method: 'GET', path: '/business/samples/:id/approval-link' },
  createApprovalLink: { method: 'POST', path: '/business/samples/:id/approval-link', action: 'approval.createLink' },
  revokeApprovalLink: { method: 'DELETE', path: '/business/samples/:id/approval-link', action: 'approval.revokeLink' },
  emailApprovalLink: { method: 'POST', path: '/business/samples/:id/approval-link/email', action: 'approval.emailLink' },
  getPublicApproval: { method: 'GET', path: '/public/approvals/:token' },
  getPublicApprovalRender: { method: 'GET', path: '/public/approvals/:token/render' },
  getPublicApprovalProof: { method: 'GET', path: '/public/approvals/:token/proof.pdf' },
  getPublicApprovalView: { method: 'GET', path: '/public/approvals/:token/views/:viewId' },
  getPublicApprovalLogo: { method: 'GET', path: '/public/approvals/:token/logos/:logoId' },
  getPublicApprovalPhoto: { method: 'GET', path: '/public/approvals/:token/photos/:photoId' },
  getPublicSignedProof: { method: 'GET', path: '/public/approvals/:token/signed-proof.pdf' },
  approvePublicApproval: { method: 'POST', path: '/public/approvals/:token/approve' },
  requestPublicChanges: { method: 'POST', path: '/public/approvals/:token/changes' },
});

const refused = 'Un enlace desconocido (404) o que ya no abre (410: vencido, revocado, respondido o sin efecto) se rechaza con un mensaje en español.';

/** The customer approval link (issue 17): the seller's side (session) and the customer's (public, by token). */
export const approvalEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  getApprovalLink: {
    summary: 'Último enlace de aprobación de la muestra (sin su token), si el correo está configurado y las respuestas dadas por enlace.',
    tags: ['approvals'],
    params: ApprovalParams,
    response: ApprovalLinkStatus,
    errors: [400, 401, 404],
  },
  createApprovalLink: {
    summary:
      'Crea un enlace de aprobación para el cliente (etapa 6, vendedor dueño o admin), fijado a la ronda y al render vigentes; ' +
      'el anterior queda revocado. El token se entrega solo esta vez.',
    tags: ['approvals'],
    params: ApprovalParams,
    response: CreatedApprovalLink,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  },
  revokeApprovalLink: {
    summary: 'Revoca el enlace de aprobación activo de la muestra. 204.',
    tags: ['approvals'],
    params: ApprovalParams,
    response: NoContent,
    status: 204,
    errors: [400, 401, 403, 404, 409],
  },
  emailApprovalLink: {
    summary: 'Envía por correo el enlace activo (SMTP_URL configurado; 409 si no lo está).',
    tags: ['approvals'],
    params: ApprovalParams,
    body: EmailApprovalLinkBody,
    response: NoContent,
    status: 204,
    errors: [400, 401, 403, 404, 409, 502],
  },
  getPublicApproval: {
    summary: `Prueba de la muestra para el cliente (pública, por token): vistas, decorados y render de la versión del enlace. ${refused}`,
    tags: ['approvals'],
    params: ApprovalTokenParams,
    response: PublicApproval,
    errors: [400, 404, 410],
    public: true,
  },
  getPublicApprovalRender: {
    summary: `Archivo de render de la versión del enlace (público, por token). ${refused}`,
    tags: ['approvals'],
    params: ApprovalTokenParams,
    response: /*#__PURE__*/ Type.String({ format: 'binary', description: 'El render' }),
    produces: 'application/octet-stream',
    errors: [400, 404, 410],
    public: true,
  },
  getPublicApprovalProof: {
    summary: `Prueba en PDF de la versión del enlace (pública, por token). ${refused}`,
    tags: ['approvals'],
    params: ApprovalTokenParams,
    response: /*#__PURE__*/ Type.String({ format: 'binary', description: 'La prueba en PDF' }),
    produces: 'application/pdf',
    errors: [400, 404, 410],
    public: true,
  },
  getPublicApprovalView: {
    summary: `Dibujo (SVG) de una vista de la prenda del enlace, en el color de la muestra (público, por token). ${refused}`,
    tags: ['approvals'],
    params: ApprovalViewParams,
    response: /*#__PURE__*/ Type.String({ description: 'SVG' }),
    produces: 'image/svg+xml',
    errors: [400, 404, 410],
    public: true,
  },
  getPublicApprovalLogo: {
    summary: `Imagen de un logo de la muestra del enlace, para dibujarlo sobre su vista (público, por token). ${refused}`,
    tags: ['approvals'],
    params: ApprovalLogoParams,
    response: /*#__PURE__*/ Type.String({ format: 'binary', description: 'El logo' }),
    produces: 'application/octet-stream',
    errors: [400, 404, 410],
    public: true,
  },
  getPublicApprovalPhoto: {
    summary: `Foto de la muestra real tomada en la ronda del enlace (público, por token). ${refused}`,
    tags: ['approvals'],
    params: ApprovalPhotoParams,
    response: /*#__PURE__*/ Type.String({ format: 'binary', description: 'La foto' }),
    produces: 'application/octet-stream',
    errors: [400, 404, 410],
    public: true,
  },
  getPublicSignedProof: {
    summary:
      'La prueba firmada que se guardó cuando el cliente aprobó con este enlace (pública, por token; también después de aprobar). ' +
      '404 si el enlace no existe, no se aprobó o fue revocado.',
    tags: ['approvals'],
    params: ApprovalTokenParams,
    response: /*#__PURE__*/ Type.String({ format: 'binary', description: 'La prueba firmada en PDF' }),
    produces: 'application/pdf',
    errors: [400, 404],
    public: true,
  },
  approvePublicApproval: {
    summary: `El cliente aprueba la prueba con su nombre completo y los términos aceptados: la muestra pasa a «Autorizada». ${refused} 429 tras demasiados intentos.`,
    tags: ['approvals'],
    params: ApprovalTokenParams,
    body: ApproveBody,
    response: PublicAnswerResult,
    errors: [400, 404, 410, 429],
    public: true,
  },
  requestPublicChanges: {
    summary: `El cliente pide cambios con un comentario (y opcionalmente un punto de una vista): la muestra pasa a «Error». ${refused} 429 tras demasiados intentos.`,
    tags: ['approvals'],
    params: ApprovalTokenParams,
    body: RequestChangesBody,
    response: PublicAnswerResult,
    errors: [400, 404, 410, 429],
    public: true,
  },
});

export const approvalRoutes: RoutesOf<typeof approvalEndpoints> = addresses;
