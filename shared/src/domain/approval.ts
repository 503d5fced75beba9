/**
 * The customer approval link (issue 17): limits, the token's shape and every Spanish text the server
 * answers with or the public page shows. Rules that use them live in shared/src/rules/approval-link.ts.
 */

/** A link lasts this many days unless APPROVAL_LINK_DAYS says otherwise. */
export const APPROVAL_LINK_DEFAULT_DAYS = 7;
/** The token: 32 random bytes (256 bits) in base64url, 43 characters. */
export const APPROVAL_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
export const APPROVAL_NAME_MAX_CHARS = 120;
export const APPROVAL_COMMENT_MAX_CHARS = 2000;
/** Answers (approve or changes) one address may send within the window, whatever the link. */
export const APPROVAL_ANSWER_LIMIT = { perIp: 20, windowMs: 15 * 60 * 1000 } as const;
/** Downloads of the public proof PDF per client address (issue 28): a customer opens it a few times. */
export const APPROVAL_PROOF_LIMIT = { perIp: 30, windowMs: 15 * 60 * 1000 } as const;

/** Why a link no longer opens; 'unknown' covers a token that never existed. */
export const APPROVAL_LINK_STATES = ['active', 'expired', 'revoked', 'answered', 'superseded'] as const;
export type ApprovalLinkState = (typeof APPROVAL_LINK_STATES)[number];

export const APPROVAL_LINK_STATE_LABELS = {
  active: 'Activo',
  expired: 'Vencido',
  revoked: 'Revocado',
  answered: 'Respondido',
  superseded: 'Sin efecto (la muestra cambió)',
} as const satisfies Record<ApprovalLinkState, string>;

export const APPROVAL_MESSAGES = {
  unknown: 'Este enlace no existe. Revisa que lo hayas copiado completo o pide uno nuevo a tu vendedor.',
  expired: 'Este enlace ya venció. Pide uno nuevo a tu vendedor.',
  revoked: 'Este enlace ya no es válido: tu vendedor lo canceló. Pide uno nuevo si lo necesitas.',
  answered: 'Esta prueba ya fue respondida. Gracias: tu vendedor ya tiene tu respuesta.',
  superseded: 'Esta prueba ya no está vigente: la muestra cambió desde que se envió el enlace. Pide uno nuevo a tu vendedor.',
  nameRequired: 'Escribe tu nombre completo para aprobar.',
  bidiControl: 'Quita los caracteres invisibles de control de dirección del texto (por ejemplo U+202E); el resto de tu texto está bien.',
  nameRequiredForChanges: 'Escribe tu nombre completo.',
  termsRequired: 'Acepta los términos para aprobar.',
  commentRequired: 'Describe los cambios que necesitas.',
  pinViewNotFound: 'La vista marcada no pertenece a esta prueba.',
  tooMany: 'Demasiados intentos desde esta conexión. Espera unos minutos e inténtalo de nuevo.',
  wrongStage: 'Solo se puede crear un enlace de aprobación cuando la muestra está en «Aprobación».',
  noRender: 'La muestra no tiene render en esta ronda: no hay prueba que enviar.',
  noActiveLink: 'La muestra no tiene un enlace de aprobación activo.',
  noSignedProof: 'No hay una prueba firmada para este enlace.',
  tokenMismatch: 'El enlace no corresponde al enlace activo de esta muestra. Crea uno nuevo.',
  emailUnavailable: 'El envío por correo no está configurado en este servidor.',
  emailFailed: 'No se pudo enviar el correo. Inténtalo de nuevo o comparte el enlace por otro medio.',
  invalidEmail: 'Escribe un correo electrónico válido.',
} as const;

/** The business's time zone: dates the server writes into documents and e-mails. */
export const BUSINESS_TIME_ZONE = 'America/Mexico_City';
/** In the 'Firma' slot of a proof approved through the link. */
export const APPROVAL_SIGNED_ONLINE = 'Aprobado en línea';
