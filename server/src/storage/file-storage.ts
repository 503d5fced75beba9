import type { Readable } from 'node:stream';
import { STORAGE_KEY_PATTERN } from '@muestrario/shared/contract';

/** An inclusive byte range of a stored file (`start` ≤ `end` < size), as in HTTP `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFileInfo {
  size: number;
  /** When its last byte was written (local disk: mtime; an object store: its LastModified). */
  modifiedAt: Date;
}

export interface StoredFile extends StoredFileInfo {
  key: string;
}

/**
 * Where uploaded and generated files live, addressed by key (never by path): the local-disk driver now
 * (local-disk.ts), an object store (S3) later, behind the same calls. Nothing outside a driver touches
 * the file system for stored files.
 */
export interface FileStorage {
  /**
   * Streams bytes to a new random key (ending in `.extension`) and resolves once they are durable (a row
   * may then point at the key). When the source fails, nothing is left under the key and the promise
   * rejects with the source's error. A crash half-way may leave a partial file under a key no row names:
   * the sweep (sweep.ts) removes it once it is older than its grace period.
   */
  put(source: Readable, extension: string): Promise<{ key: string; size: number }>;
  /** A stored file's bytes (all of them, or `range`), or undefined when the key is unknown or malformed. */
  get(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | undefined>;
  stat(key: string): Promise<StoredFileInfo | undefined>;
  /** Removes a file; an unknown key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored file, in no particular order (for the sweep of files no row names). */
  list(): AsyncIterable<StoredFile>;
}

/** Keys are 32 hex characters plus an optional short extension (the contract's pattern): nothing else reaches a driver. */
const KEY_RE = new RegExp(STORAGE_KEY_PATTERN);

export function isStorageKey(key: string): boolean {
  return KEY_RE.test(key);
}
