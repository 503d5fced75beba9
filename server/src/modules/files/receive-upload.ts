import { Readable } from 'node:stream';
import type { MultipartFile, Multipart } from '@fastify/multipart';
import type { Static, TObject } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyRequest } from 'fastify';
import { FILE_FORMATS, FILE_KINDS, FILE_MESSAGES, type FileFormat, type FileKind } from '@muestrario/shared/domain';
import { parseDecimal } from '@muestrario/shared/rules';
import { HttpError, MESSAGES } from '../../errors';
import { uploadedPictureProblem } from '../../pictures/upload-check';
import type { FileStorage } from '../../storage/file-storage';
import { DETECT_HEAD_BYTES, detectFormat } from './detect-format';
import { checkedFilename } from './filename';

/** The one upload pipeline: every kind of file (FILE_KINDS in shared/domain) arrives through here. */

export interface StoredUpload {
  key: string;
  size: number;
  format: FileFormat;
  /** Content type it is served with. */
  mime: string;
  originalFilename: string;
}

export interface UploadSpec<S extends TObject> {
  kind: FileKind;
  /** Largest file in bytes (default: the kind's). */
  maxBytes?: number;
  /** Text fields allowed beside the file (multipart field values are text: numbers are read strictly). */
  fields?: S;
}

const bad = (message: string) => new HttpError(400, message);
const MAX_FIELDS = 30;

/** Multipart errors as precise 4xx answers: a cut or malformed body is the client's, never a 500. */
function asUploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError) return error;
  const e = error as { code?: string; statusCode?: number } | null;
  switch (e?.code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, MESSAGES.unsupportedMediaType);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, FILE_MESSAGES.tooLarge(maxBytes));
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, MESSAGES.payloadTooLarge);
    default:
      // Other refusals of the parser (a field named like a prototype property, …) vs. a cut body.
      return new HttpError(400, typeof e?.statusCode === 'number' && e.statusCode < 500 ? MESSAGES.badRequest : FILE_MESSAGES.incomplete);
  }
}

/** The field values as the schema wants them: numbers only from plain decimals (`parseDecimal`). */
function checkFields(raw: Record<string, string>, schema: TObject | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(raw)) {
    const property = schema?.properties[name] as { type?: string } | undefined;
    if (property?.type === 'number' || property?.type === 'integer') {
      const n = parseDecimal(text);
      if (n === undefined) throw bad(FILE_MESSAGES.fieldNotANumber(name));
      values[name] = n;
    } else {
      values[name] = text;
    }
  }
  if (schema && !Value.Check(schema, values)) {
    const first = Value.Errors(schema, values).First();
    throw bad(FILE_MESSAGES.fieldNotAllowedValue(first?.path.replace(/^\//, '') || 'file'));
  }
  return values;
}

/**
 * Streams one file part into storage: reads the first bytes to recognise its format (415 before
 * anything is written), then writes the rest as it arrives, answering 413 as soon as it passes
 * `maxBytes`. A refused, cut or oversize file leaves nothing behind.
 */
async function storeFilePart(part: MultipartFile, storage: FileStorage, kind: FileKind, maxBytes: number): Promise<StoredUpload> {
  const source: AsyncIterator<Buffer> = part.file[Symbol.asyncIterator]();
  let received = 0;
  const next = async () => {
    const chunk = await source.next().catch((error: unknown) => Promise.reject(asUploadError(error, maxBytes)));
    if (!chunk.done) {
      received += chunk.value.length;
      if (received > maxBytes || part.file.truncated) throw new HttpError(413, FILE_MESSAGES.tooLarge(maxBytes));
    }
    return chunk;
  };

  const chunks: Buffer[] = [];
  let ended = false;
  while (received < DETECT_HEAD_BYTES) {
    const chunk = await next();
    if (chunk.done) {
      ended = true;
      break;
    }
    chunks.push(chunk.value);
  }
  const head = Buffer.concat(chunks);
  if (head.length === 0) throw bad(FILE_MESSAGES.emptyFile);
  const detected = await detectFormat(head.subarray(0, DETECT_HEAD_BYTES), part.filename ?? '', kind);
  if ('refused' in detected) throw new HttpError(415, detected.refused === 'name' ? FILE_MESSAGES.nameMismatch(kind) : FILE_MESSAGES.refusedFormat(kind));
  const { mime, extensions } = FILE_FORMATS[detected.format];
  const originalFilename = checkedFilename(part.filename, `${FILE_KINDS[kind].fallbackName}.${extensions[0]}`);

  async function* bytes() {
    yield head;
    if (ended) return;
    for (let chunk = await next(); !chunk.done; chunk = await next()) yield chunk.value;
  }
  const { key, size } = await storage.put(Readable.from(bytes()), extensions[0]);
  return { key, size, format: detected.format, mime, originalFilename };
}

/** Pictures are checked before anything (the server's worker, a browser) decodes them (issue 28): 400 if not. */
async function checkPicture(storage: FileStorage, file: StoredUpload): Promise<void> {
  if (file.format !== 'PNG' && file.format !== 'JPEG' && file.format !== 'GIF') return;
  const stored = await storage.get(file.key);
  const chunks: Buffer[] = [];
  if (stored) for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  const problem = await uploadedPictureProblem(Buffer.concat(chunks), file.format);
  if (problem) throw new HttpError(400, problem, {}, { fields: ['file'] });
}

/**
 * Reads a multipart upload of `spec.kind`: text fields (only those of `spec.fields`, each once) and
 * exactly one file in the field «file», stored as it streams in. Returns the checked fields and the
 * stored file; on any refusal nothing stays in storage. The caller records the row next and discards
 * the file if that fails (`recordUpload`).
 */
export async function receiveUpload<S extends TObject = TObject<Record<string, never>>>(
  request: FastifyRequest,
  storage: FileStorage,
  spec: UploadSpec<S>,
): Promise<{ fields: Static<S>; file: StoredUpload }> {
  const maxBytes = spec.maxBytes ?? FILE_KINDS[spec.kind].maxBytes;
  if (!request.isMultipart()) {
    if (request.headers['content-type']) throw new HttpError(415, MESSAGES.unsupportedMediaType);
    throw bad(FILE_MESSAGES.missingFile(spec.kind));
  }
  const raw: Record<string, string> = {};
  let file: StoredUpload | undefined;
  let current: MultipartFile | undefined;
  try {
    // busboy stops one byte past the limit: enough for storeFilePart to see the file is too large.
    const parts: AsyncIterable<Multipart> = request.parts({ limits: { fileSize: maxBytes + 1, files: 2, fields: MAX_FIELDS } });
    for await (const part of parts) {
      if (part.type === 'file') {
        current = part;
        if (part.fieldname !== 'file' || file) throw bad(file ? FILE_MESSAGES.fieldRepeated('file') : FILE_MESSAGES.missingFile(spec.kind));
        file = await storeFilePart(part, storage, spec.kind, maxBytes);
        current = undefined;
        await checkPicture(storage, file);
        continue;
      }
      const { fieldname, value } = part;
      if (!spec.fields?.properties[fieldname]) throw bad(FILE_MESSAGES.fieldNotAllowed(fieldname));
      if (fieldname in raw) throw bad(FILE_MESSAGES.fieldRepeated(fieldname));
      if (typeof value !== 'string' || part.valueTruncated) throw bad(FILE_MESSAGES.fieldInvalid(fieldname));
      raw[fieldname] = value;
    }
    if (!file) throw bad(FILE_MESSAGES.missingFile(spec.kind));
    return { fields: checkFields(raw, spec.fields) as Static<S>, file };
  } catch (error) {
    // Let the rest of a refused file stream past (busboy discards it) so the answer is not held up.
    current?.file.resume();
    if (file) await storage.delete(file.key);
    throw asUploadError(error, maxBytes);
  }
}

/**
 * The write order of every upload: the file is stored first (durably, see FileStorage.put), then its
 * row. When recording fails or answers undefined, the file goes again; a crash in between leaves a
 * file without a row, which the sweep removes after its grace period. So no row ever lacks its file.
 */
export async function recordUpload<T>(storage: FileStorage, file: Pick<StoredUpload, 'key'>, record: () => Promise<T | undefined>): Promise<T | undefined> {
  let result: T | undefined;
  try {
    result = await record();
  } finally {
    if (result === undefined) await storage.delete(file.key);
  }
  return result;
}
