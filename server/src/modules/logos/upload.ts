import type { FastifyRequest } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { UploadLogoFields } from '@muestrario/shared/contract';
import { EDITOR_MESSAGES, UPLOAD_MAX_BYTES } from '@muestrario/shared/domain';
import { HttpError, MESSAGES } from '../../errors';
import { detectImageType, type ImageType } from '../../storage/image-type';

export interface ReceivedLogo {
  fields: UploadLogoFields;
  data: Buffer;
  type: ImageType;
  originalFilename: string;
}

const NUMERIC = new Set(['heightCm', 'widthCm', 'originalHeight', 'originalWidth', 'rotateDegrees', 'xPositionCm', 'yPositionCm']);
const KNOWN = new Set(Object.keys(UploadLogoFields.properties));

/** File-name extensions each detected type may carry (a name without extension is fine). */
const EXTENSIONS: Record<ImageType['extension'], string[]> = { png: ['png'], jpg: ['jpg', 'jpeg', 'jpe', 'jfif'], svg: ['svg'] };

const bad = (message: string) => new HttpError(400, message);

/**
 * Reads the whole multipart body into memory before anything is stored, so a refused or aborted
 * upload leaves nothing behind. The file may not exceed UPLOAD_MAX_BYTES: the multipart parser
 * stops reading past it (413). Its type is decided by its bytes: PNG, JPEG or SVG only.
 */
export async function receiveLogo(request: FastifyRequest): Promise<ReceivedLogo> {
  const raw: Record<string, string> = {};
  let file: { data: Buffer; filename: string } | undefined;
  try {
    file = await readParts(request, raw);
  } catch (error) {
    throw asUploadError(error);
  }
  return checkUpload(raw, file);
}

/** Multipart errors as precise 4xx answers: a cut or malformed body is the client's, never a 500. */
function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const e = error as { code?: string; statusCode?: number };
  if (e.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, MESSAGES.unsupportedMediaType);
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, EDITOR_MESSAGES.fileTooLarge);
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) return error;
  return new HttpError(400, EDITOR_MESSAGES.uploadIncomplete);
}

async function readParts(request: FastifyRequest, raw: Record<string, string>): Promise<{ data: Buffer; filename: string } | undefined> {
  let file: { data: Buffer; filename: string } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) {
        await part.toBuffer().catch(() => undefined);
        throw bad(`El campo «${part.fieldname}» no está permitido.`);
      }
      const data = await part.toBuffer();
      if (data.length > UPLOAD_MAX_BYTES) throw new HttpError(413, EDITOR_MESSAGES.fileTooLarge);
      file = { data, filename: part.filename };
      continue;
    }
    if (!KNOWN.has(part.fieldname)) throw bad(`El campo «${part.fieldname}» no está permitido.`);
    if (part.fieldname in raw) throw bad(`El campo «${part.fieldname}» está repetido.`);
    if (typeof part.value !== 'string' || part.valueTruncated) throw bad(`El campo «${part.fieldname}» no es válido.`);
    raw[part.fieldname] = part.value;
  }
  return file;
}

function checkUpload(raw: Record<string, string>, file: { data: Buffer; filename: string } | undefined): ReceivedLogo {
  if (!file) throw bad(EDITOR_MESSAGES.fileMissing);
  if (file.data.length === 0) throw bad(EDITOR_MESSAGES.fileEmpty);

  const fields: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (NUMERIC.has(name)) {
      const n = value.trim() === '' ? Number.NaN : Number(value);
      if (!Number.isFinite(n)) throw bad(`El campo «${name}» debe ser un número.`);
      fields[name] = n;
    } else {
      fields[name] = value;
    }
  }
  if (!Value.Check(UploadLogoFields, fields)) {
    const first = Value.Errors(UploadLogoFields, fields).First();
    const name = first?.path.replace(/^\//, '') || 'file';
    throw bad(`El campo «${name}» tiene un valor no permitido.`);
  }
  const type = detectImageType(file.data);
  if (!type) throw new HttpError(415, EDITOR_MESSAGES.fileType);
  const extension = /\.([^./\\]+)$/.exec(file.filename)?.[1]?.toLowerCase();
  if (extension !== undefined && !EXTENSIONS[type.extension].includes(extension)) throw new HttpError(415, EDITOR_MESSAGES.fileMismatch);
  const originalFilename = stripControlCharacters(file.filename || `logo.${type.extension}`).slice(0, 200) || `logo.${type.extension}`;
  return { fields: fields as UploadLogoFields, data: file.data, type, originalFilename };
}

/** A file name without control characters (they would break headers and logs). */
function stripControlCharacters(name: string): string {
  return [...name].filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f).join('');
}
