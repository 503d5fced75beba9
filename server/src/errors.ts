import { LOGIN_REQUIRED_MESSAGE } from '@muestrario/shared/domain';

/** Spanish, user-facing messages shared by several modules. */
export const MESSAGES = {
  badCredentials: 'Usuario o contraseña incorrectos.',
  tooManyAttempts: 'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
  loginRequired: LOGIN_REQUIRED_MESSAGE,
  sessionExpired: 'Tu sesión expiró. Inicia sesión de nuevo.',
  tooManyViewerKeys: 'Tienes demasiadas ventanas del editor abiertas en esta muestra. Cierra alguna e inténtalo de nuevo.',
  tooManyStreams: 'Tienes demasiadas pestañas abiertas con actualizaciones en vivo. Cierra alguna y recarga la página.',
  crossSite: 'Solicitud rechazada: no se permiten solicitudes desde otro sitio.',
  foreignOrigin: 'Solicitud rechazada: no se permiten solicitudes desde otro origen.',
  multipartNotAccepted: 'Tipo de contenido no admitido: esta ruta no recibe archivos. Envía JSON.',
  unsupportedMediaType: 'Tipo de contenido no admitido. Envía JSON o multipart/form-data.',
  notFound: 'No encontramos lo que buscas.',
  routeNotFound: 'La ruta solicitada no existe.',
  sampleNotFound: 'La muestra no existe.',
  fileNotFound: 'El archivo no existe.',
  rangeNotSatisfiable: 'El rango pedido está fuera del archivo.',
  assetNotFound: 'La imagen no existe.',
  badRequest: 'La solicitud no es válida.',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  emptyJson: 'El cuerpo de la solicitud está vacío.',
  payloadTooLarge: 'El archivo o los datos enviados son demasiado grandes.',
  internal: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
  badUrl: 'La dirección solicitada no es válida.',
  headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes.',
  requestTimeout: 'La solicitud tardó demasiado en llegar.',
  notFinite: 'La solicitud contiene un número no válido.',
  tooManyPasswordChecks: 'Hay demasiados inicios de sesión en curso. Inténtalo de nuevo en unos segundos.',
} as const;

/** An error with an HTTP status and a Spanish message; the error handler sends it as `{message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Extra fields of the JSON answer besides `message` (e.g. `fields` of a validation failure). */
    readonly extra: { fields?: string[]; problems?: string[] } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);

/** What went wrong in a service's business rule, without HTTP: the error plugin answers it with its status. */
export type DomainErrorKind = 'invalid' | 'forbidden' | 'notFound' | 'conflict' | 'gone';

/** The HTTP status of each domain error kind (plugins/errors.ts). */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = { invalid: 400, forbidden: 403, notFound: 404, conflict: 409, gone: 410 };

/**
 * A refusal from a service (a business rule, a missing row, a race lost) with its Spanish message.
 * Services and repositories throw this, never an HttpError; the error plugin turns it into
 * `{message}` with the kind's status, exactly as an HttpError of that status would be answered.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /** The kind of one of the stage machine's refusal statuses. */
  static fromStatus(status: 400 | 403 | 409, message: string): DomainError {
    return new DomainError(status === 400 ? 'invalid' : status === 403 ? 'forbidden' : 'conflict', message);
  }
}
