import { DST_HEADER_BYTES, parseDstHeader, type DstHeader } from '@muestrario/shared/rules';
import { HttpError } from '../../errors';
import type { StoredUpload } from '../files/receive-upload';
import type { FileStorage } from '../../storage/file-storage';

/**
 * The header of an uploaded DST render, read with the shared parser. A malformed header is a 400 with
 * the parser's Spanish message, and the stored file is deleted before answering (no row, no file).
 */
export async function readStoredDst(storage: FileStorage, file: StoredUpload): Promise<DstHeader> {
  const stored = await storage.get(file.key, { start: 0, end: Math.min(file.size, DST_HEADER_BYTES) - 1 });
  const chunks: Buffer[] = [];
  if (stored) for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  const result = parseDstHeader(new Uint8Array(Buffer.concat(chunks)));
  if (result.ok) return result.header;
  await storage.delete(file.key);
  throw new HttpError(400, result.error, {}, { fields: ['file'] });
}
