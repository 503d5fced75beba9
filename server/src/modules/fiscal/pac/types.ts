import { HttpError } from '../../../errors';
import type { PacProvider } from '../config';

/*
 * Stamping through a PAC behind one interface (issue 32 item 4; docs/decisions/fiscal.md): the built-in
 * sandbox (development, demo data, tests) or SW sapien's REST API, chosen by PAC_PROVIDER.
 */

export type CancelReason = '01' | '02' | '03' | '04';

export interface StampResult {
  /** The fiscal stamp's UUID, upper case. */
  uuid: string;
  /** The CFDI with its tfd:TimbreFiscalDigital in cfdi:Complemento. */
  stampedXml: string;
  /** The stamp's FechaTimbrado as written in it (Mexico City time, yyyy-mm-ddThh:mm:ss). */
  stampedAt: string;
  /** A sandbox stamp: no fiscal validity ('Sin validez fiscal (timbrado de prueba)' on the printout). */
  testStamp: boolean;
}

export interface CancelRequest {
  uuid: string;
  issuerRfc: string;
  reason: CancelReason;
  /** The replacing CFDI's UUID: required with reason 01. */
  replacementUuid?: string;
}

export interface CancelResult {
  /** 'EnProceso': the SAT received the request (the receiver may have to accept it; ask again later). */
  status: 'Cancelada' | 'EnProceso';
  at: string;
}

export interface PacClient {
  readonly provider: PacProvider;
  /** Its stamps have no fiscal validity (the sandbox). */
  readonly testStamps: boolean;
  stamp(sealedXml: string): Promise<StampResult>;
  cancel(request: CancelRequest): Promise<CancelResult>;
}

/**
 * A PAC's refusal or failure, in Spanish, with the status the API answers: 422 the PAC refused the CFDI
 * (its message included), 400 a bad request of ours, 404 an unknown UUID, 502 the PAC failed or answered
 * nonsense, 504 it did not answer in time. An HttpError, so a route can let it through as is.
 */
export class PacError extends HttpError {
  constructor(
    statusCode: 400 | 404 | 409 | 422 | 502 | 504,
    message: string,
    /** The PAC's own code (e.g. 'CFDI40145'), when it gave one. */
    readonly pacCode?: string,
  ) {
    super(statusCode, message);
    this.name = 'PacError';
  }
}

const SECONDS = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

export const PAC_MESSAGES = {
  notWellFormed: (detail: string) => `El CFDI no es un XML bien formado: ${detail}`,
  notCfdi40: 'El documento no es un CFDI 4.0 (falta cfdi:Comprobante versión 4.0).',
  doctype: 'El CFDI no puede llevar declaraciones DOCTYPE ni entidades.',
  notSealed: 'El CFDI no está sellado: le falta el atributo Sello (o no es base64). Séllalo con el CSD antes de timbrarlo.',
  noCertificateNumber: 'El CFDI no tiene el número de certificado (NoCertificado) con que se selló.',
  alreadyStamped: 'El CFDI ya tiene un timbre fiscal digital.',
  unknownUuid: (uuid: string) => `El PAC no tiene un CFDI timbrado con el UUID ${uuid}.`,
  otherIssuer: (rfc: string) => `El CFDI no fue emitido por el RFC ${rfc}.`,
  replacementRequired: 'La cancelación con motivo 01 necesita el UUID del CFDI que lo sustituye.',
  replacementOnlyFor01: 'Solo la cancelación con motivo 01 lleva el UUID del CFDI que lo sustituye.',
  badUuid: (uuid: string) => `El UUID «${uuid}» no tiene el formato de un folio fiscal.`,
  refused: (message: string) => `El PAC rechazó el CFDI: ${message}`,
  cancelRefused: (message: string) => `El PAC no pudo cancelar el CFDI: ${message}`,
  authFailed: (message: string) => `El PAC no aceptó las credenciales (PAC_USER, PAC_PASSWORD o PAC_TOKEN): ${message}`,
  timeout: (seconds: number) => `El PAC no respondió en ${SECONDS.format(seconds)} s. No se timbró nada; inténtalo de nuevo más tarde.`,
  unreachable: (detail: string) => `No se pudo comunicar con el PAC (${detail}). No se timbró nada; inténtalo de nuevo más tarde.`,
  badAnswer: (status: number) => `El PAC respondió algo inesperado (HTTP ${status}). No se timbró nada; inténtalo de nuevo más tarde.`,
} as const;

export const UUID_PATTERN = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i;

/** Checks a cancellation request's shape the same way for every PAC. */
export function checkCancelRequest(request: CancelRequest): void {
  if (!UUID_PATTERN.test(request.uuid)) throw new PacError(400, PAC_MESSAGES.badUuid(request.uuid));
  if (request.reason === '01' && !request.replacementUuid) throw new PacError(400, PAC_MESSAGES.replacementRequired);
  if (request.reason !== '01' && request.replacementUuid) throw new PacError(400, PAC_MESSAGES.replacementOnlyFor01);
  if (request.replacementUuid && !UUID_PATTERN.test(request.replacementUuid)) throw new PacError(400, PAC_MESSAGES.badUuid(request.replacementUuid));
}
