/*
 * The HR portal of a uniform program (issue 35 item 4; docs/decisions/uniform-programs.md 'HR portal'): a
 * private, expiring link for the client's HR contact, who keeps the roster and asks for reorders without a
 * staff account. Vocabulary, limits and Spanish messages shared by the server, the seller's tab and the
 * public page.
 */

/** The token in a portal address: 32 random bytes in base64url (as the approval link's). */
export const PORTAL_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** Days a new link lasts: the seller picks, within these bounds. */
export const PORTAL_LINK_DAYS = { default: 30, min: 1, max: 180 } as const;

/** A link's state for the seller: open, past its expiry, or revoked by staff. */
export const PORTAL_LINK_STATES = ['vigente', 'vencido', 'revocado'] as const;
export type PortalLinkState = (typeof PORTAL_LINK_STATES)[number];
export const PORTAL_LINK_STATE_LABELS = { vigente: 'Vigente', vencido: 'Vencido', revocado: 'Revocado' } as const satisfies Record<PortalLinkState, string>;

/** Writes from the portal (roster changes), per client address, counted in the database like the approval answers. */
export const PORTAL_WRITE_LIMIT = { perIp: 120, windowMs: 15 * 60 * 1000 } as const;
/** Reorder requests per client address: a contact sends a few a day at most. */
export const PORTAL_REQUEST_LIMIT = { perIp: 10, windowMs: 60 * 60 * 1000 } as const;
/** A link's `last_used_at` is written at most this often (reads would otherwise write every time). */
export const PORTAL_LAST_USED_STEP_MS = 60 * 1000;

export const PORTAL_LIMITS = {
  contactName: 120,
  contactEmail: 254,
  note: 1000,
  /** Employees one reorder request may name (a whole roster page). */
  requestEmployees: 500,
  /** Length of a size as the styles' runs write it ('XXL', '32', 'Unitalla'). */
  size: 20,
} as const;

/** The reorder request's status as the seller and the HR contact read it. */
export const REORDER_REQUEST_STATUS_LABELS = { pendiente: 'Pendiente', convertida: 'Convertida en orden', descartada: 'Descartada' } as const;


/** The notification reason of a reorder request (the bell's other subject besides samples' events). */
export const PROGRAM_REQUEST_NOTIFICATION_REASON = 'program_request';

export const PORTAL_MESSAGES = {
  unknown: 'Este enlace no existe. Revisa que lo hayas copiado completo o pide uno nuevo a tu vendedor.',
  expired: 'Este enlace ya venció. Pide uno nuevo a tu vendedor.',
  revoked: 'Este enlace ya no es válido: tu vendedor lo canceló. Pide uno nuevo si lo necesitas.',
  programInactive: 'Este programa de uniformes ya no está activo. Habla con tu vendedor.',
  tooMany: 'Demasiados cambios desde esta conexión. Espera unos minutos e inténtalo de nuevo.',
  tooManyRequests: 'Ya enviaste varias solicitudes en la última hora. Espera un poco o habla con tu vendedor.',
  employeeNotFound: 'El empleado no existe en este programa.',
  employeesNotFound: 'Alguno de los empleados elegidos no existe en este programa.',
  employeesInactive: (names: readonly string[]) => `Solo se piden uniformes para empleados activos: ${names.join(', ')} ${names.length === 1 ? 'está inactivo' : 'están inactivos'}.`,
  employeesRequired: 'Elige al menos un empleado para la solicitud.',
  employeesRepeated: 'Un empleado aparece dos veces en la solicitud.',
  sizesRequired: (label: string) => `Elige la talla de ${label}.`,
  nothingToChange: 'No hay cambios que guardar.',
  contactNameRequired: 'Escribe el nombre del contacto de RR. HH.',
  contactEmailInvalid: 'Escribe un correo electrónico válido.',
  daysInvalid: `Los días de vigencia van de ${PORTAL_LINK_DAYS.min} a ${PORTAL_LINK_DAYS.max}.`,
  linkNotFound: 'El enlace no existe en este programa.',
  linkNotOpen: 'Este enlace ya estaba vencido o revocado.',
  tokenMismatch: 'El enlace no corresponde a un enlace vigente de este programa. Crea uno nuevo.',
  emailUnavailable: 'El envío por correo no está configurado en este servidor.',
  emailFailed: 'No se pudo enviar el correo. Inténtalo de nuevo o comparte el enlace por otro medio.',
  requestNotFound: 'La solicitud no existe en este programa.',
  requestHandled: 'Esta solicitud ya fue atendida.',
  programInactiveForLink: 'El programa está inactivo: actívalo antes de crear un enlace para RR. HH.',
} as const;
