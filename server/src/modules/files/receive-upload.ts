import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { FILENAME_MAX_CHARS, RENDER_MESSAGES } from '@muestrario/shared/domain';
import { HttpError } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { DETECT_HEAD_BYTES, type DetectedFormat } from './detect-format';

export interface ReceivedFile extends DetectedFormat {
  key: string;
  size: number;
  originalFilename: string;
}

export interface ReceiveOptions {
  /** Largest accepted file; the multipart part must have been opened with `limits.fileSize` = this. */
  maxBytes: number;
  /** Recognises the format from the first bytes and the name; undefined refuses the file. */
  detect: (head: Buffer, filename: string) => Promise<DetectedFormat | undefined>;
}

/**
 * Browsers send a file name's line feeds, carriage returns and double quotes as %0A, %0D and %22
 * in the multipart header (WHATWG multipart/form-data encoding); this restores them.
 */
export function decodeFormFilename(name: string): string {
  return name.replace(/%0A|%0D|%22/gi, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16)));
}

/** The name the browser sent, kept as is (quotes, CR/LF, accents) unless it cannot be stored. */
export function checkedFilename(name: string | undefined, fallback: string): string {
  const filename = decodeFormFilename(name ?? '');
  if (filename.includes('\0') || [...filename].length > FILENAME_MAX_CHARS) throw new HttpError(400, RENDER_MESSAGES.badFilename);
  return filename.trim() === '' ? fallback : filename;
}

/** Errors of a broken multipart body (busboy's have no status code) become a 400. */
export function asIncomplete(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status < 500 ? error : new HttpError(400, RENDER_MESSAGES.incomplete);
}

/**
 * Streams one uploaded file into storage: reads the first bytes to recognise the format (415 when
 * refused, before anything is written), then writes the rest as it arrives. A file over the limit
 * (413), an aborted request or a broken stream leaves no file behind.
 */
export async function receiveUpload(part: MultipartFile, storage: FileStorage, opts: ReceiveOptions): Promise<ReceivedFile> {
  const source: AsyncIterator<Buffer> = part.file[Symbol.asyncIterator]();
  // A stream error means the body was cut off or malformed: the client's problem, not a 500.
  const iterator = {
    next: () => source.next().catch((error: unknown) => Promise.reject(asIncomplete(error))),
  };
  const discardRest = () => part.file.resume();
  const tooLarge = () => new HttpError(413, RENDER_MESSAGES.tooLarge(opts.maxBytes));

  const chunks: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  while (headLength < DETECT_HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    headLength += next.value.length;
  }
  const head = Buffer.concat(chunks);
  if (part.file.truncated) throw tooLarge();
  if (head.length === 0) throw new HttpError(400, RENDER_MESSAGES.emptyFile);

  const detected = await opts.detect(head.subarray(0, DETECT_HEAD_BYTES), part.filename ?? '');
  if (!detected) {
    if (!ended) discardRest();
    throw new HttpError(415, RENDER_MESSAGES.refusedFormat);
  }
  let originalFilename: string;
  try {
    originalFilename = checkedFilename(part.filename, `render.${detected.ext}`);
  } catch (error) {
    if (!ended) discardRest();
    throw error;
  }

  async function* bytes() {
    yield head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const { key, size } = await storage.putStream(Readable.from(bytes()), detected.ext);
  if (part.file.truncated || size > opts.maxBytes) {
    await storage.delete(key);
    throw tooLarge();
  }
  return { ...detected, key, size, originalFilename };
}
