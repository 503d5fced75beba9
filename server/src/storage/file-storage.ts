import type { Readable } from 'node:stream';

/** Where uploaded and generated files live. Local disk now; an object store can implement the same. */
export interface FileStorage {
  /** Stores the bytes under a new random key (keeps the extension) and returns the key. */
  put(data: Buffer, extension: string): Promise<string>;
  /** Opens a stored file, or undefined when the key is unknown or malformed. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  delete(key: string): Promise<void>;
  /** Every stored key (for sweeping files no row references). */
  list(): Promise<string[]>;
}

/** Keys are 32 hex characters plus an optional short extension: nothing else reaches the disk. */
export const STORAGE_KEY_PATTERN = '^[0-9a-f]{32}(\\.[a-z0-9]{1,8})?$';
const KEY_RE = new RegExp(STORAGE_KEY_PATTERN);

export function isStorageKey(key: string): boolean {
  return KEY_RE.test(key);
}
