import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ROSTER_FILE_MESSAGES as M, ROSTER_IMPORT_MAX_BYTES } from '@muestrario/shared/domain';
import { HttpError, MESSAGES } from '../../../errors';

/*
 * Reads the roster import's multipart body into memory (the file is read, checked and dropped: it is never
 * stored): field «file» (the CSV or XLSX, ROSTER_IMPORT_MAX_BYTES at most: 413 past it, as soon as the
 * bytes arrive) and optionally «mode» ('preview', the default, or 'apply'). Anything else is a Spanish 400.
 */

export type RosterImportMode = 'preview' | 'apply';

function asMultipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const e = error as { code?: string; statusCode?: number } | null;
  switch (e?.code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, MESSAGES.unsupportedMediaType);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, M.tooLarge);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, MESSAGES.payloadTooLarge);
    default:
      return new HttpError(400, typeof e?.statusCode === 'number' && e.statusCode < 500 ? MESSAGES.badRequest : M.incomplete);
  }
}

async function readFile(part: Multipart & { type: 'file' }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > ROSTER_IMPORT_MAX_BYTES) throw new HttpError(413, M.tooLarge);
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw new HttpError(413, M.tooLarge);
  return Buffer.concat(chunks);
}

export async function receiveRosterUpload(request: FastifyRequest): Promise<{ bytes: Buffer; mode: RosterImportMode }> {
  if (!request.isMultipart()) {
    if (request.headers['content-type']) throw new HttpError(415, MESSAGES.unsupportedMediaType);
    throw new HttpError(400, M.notMultipart);
  }
  let bytes: Buffer | undefined;
  let mode: string | undefined;
  let current: (Multipart & { type: 'file' }) | undefined;
  try {
    // busboy stops one byte past the limit: enough for readFile to see the file is too large.
    const parts: AsyncIterable<Multipart> = request.parts({ limits: { fileSize: ROSTER_IMPORT_MAX_BYTES + 1, files: 2, fields: 2, fieldSize: 64 } });
    for await (const part of parts) {
      const name = part.fieldname;
      if (part.type === 'file') {
        current = part;
        if (name !== 'file') throw new HttpError(400, M.unexpectedField(name));
        if (bytes) throw new HttpError(400, M.repeatedField(name));
        bytes = await readFile(part);
        current = undefined;
        continue;
      }
      if (name !== 'mode') throw new HttpError(400, M.unexpectedField(name));
      if (mode !== undefined) throw new HttpError(400, M.repeatedField(name));
      mode = typeof part.value === 'string' ? part.value : '';
    }
  } catch (error) {
    current?.file.resume();
    throw asMultipartError(error);
  }
  if (mode !== undefined && mode !== 'preview' && mode !== 'apply') throw new HttpError(400, M.badMode);
  if (!bytes) throw new HttpError(400, M.missingFile);
  if (bytes.length === 0) throw new HttpError(400, M.empty);
  return { bytes, mode: (mode ?? 'preview') as RosterImportMode };
}
