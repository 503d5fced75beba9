import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../../errors';
import { CSD_MESSAGES } from './csd-check';
import type { CsdUpload } from './service';

/*
 * Reads the CSD's multipart body into memory (never into FileStorage: the key must not reach a disk in
 * clear): fields «cer» and «key» (files, 16 KB each at most: a SAT .cer is ~1.5 KB, a .key ~1.3 KB)
 * and «password» (text). Each once; anything else is a 400 in Spanish; a larger file a 413.
 */

export const CSD_FILE_MAX_BYTES = 16 * 1024;
const PASSWORD_MAX = 256;

export const CSD_UPLOAD_MESSAGES = {
  tooLarge: 'El archivo del certificado o de la llave pesa más de 16 KB: no es un archivo del SAT.',
  unexpected: (name: string) => `El campo «${name}» no se esperaba: envía «cer», «key» y «password».`,
  repeated: (name: string) => `El campo «${name}» llegó más de una vez.`,
  passwordTooLong: `La contraseña de la llave privada tiene como máximo ${PASSWORD_MAX} caracteres.`,
  notMultipart: 'Envía el certificado, la llave y la contraseña como multipart/form-data (campos «cer», «key» y «password»).',
  empty: (what: string) => `El archivo ${what} está vacío.`,
} as const;

function asMultipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const e = error as { code?: string; statusCode?: number } | null;
  switch (e?.code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, MESSAGES.unsupportedMediaType);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, CSD_UPLOAD_MESSAGES.tooLarge);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, MESSAGES.payloadTooLarge);
    default:
      return new HttpError(400, typeof e?.statusCode === 'number' && e.statusCode < 500 ? MESSAGES.badRequest : 'El envío llegó incompleto. Vuelve a intentarlo.');
  }
}

async function readFile(part: Multipart & { type: 'file' }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > CSD_FILE_MAX_BYTES) throw new HttpError(413, CSD_UPLOAD_MESSAGES.tooLarge);
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw new HttpError(413, CSD_UPLOAD_MESSAGES.tooLarge);
  return Buffer.concat(chunks);
}

export async function receiveCsdUpload(request: FastifyRequest): Promise<CsdUpload> {
  if (!request.isMultipart()) {
    if (request.headers['content-type']) throw new HttpError(415, MESSAGES.unsupportedMediaType);
    throw new HttpError(400, CSD_UPLOAD_MESSAGES.notMultipart);
  }
  const got: { cer?: Buffer; key?: Buffer; password?: string } = {};
  let current: (Multipart & { type: 'file' }) | undefined;
  try {
    const parts: AsyncIterable<Multipart> = request.parts({ limits: { fileSize: CSD_FILE_MAX_BYTES + 1, files: 2, fields: 1, fieldSize: PASSWORD_MAX * 4 } });
    for await (const part of parts) {
      const name = part.fieldname;
      if (part.type === 'file') {
        current = part;
        if (name !== 'cer' && name !== 'key') throw new HttpError(400, CSD_UPLOAD_MESSAGES.unexpected(name));
        if (got[name]) throw new HttpError(400, CSD_UPLOAD_MESSAGES.repeated(name));
        got[name] = await readFile(part);
        current = undefined;
        continue;
      }
      if (name !== 'password') throw new HttpError(400, CSD_UPLOAD_MESSAGES.unexpected(name));
      if (got.password !== undefined) throw new HttpError(400, CSD_UPLOAD_MESSAGES.repeated(name));
      if (typeof part.value !== 'string' || part.valueTruncated || part.value.length > PASSWORD_MAX) throw new HttpError(400, CSD_UPLOAD_MESSAGES.passwordTooLong);
      got.password = part.value;
    }
  } catch (error) {
    current?.file.resume();
    throw asMultipartError(error);
  }
  if (!got.cer) throw new HttpError(400, CSD_MESSAGES.missingCer);
  if (!got.key) throw new HttpError(400, CSD_MESSAGES.missingKey);
  if (!got.password) throw new HttpError(400, CSD_MESSAGES.missingPassword);
  if (got.cer.length === 0) throw new HttpError(400, CSD_UPLOAD_MESSAGES.empty('del certificado (.cer)'));
  if (got.key.length === 0) throw new HttpError(400, CSD_UPLOAD_MESSAGES.empty('de la llave privada (.key)'));
  return { cer: got.cer, key: got.key, password: got.password };
}
