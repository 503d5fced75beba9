import { randomBytes } from 'node:crypto';

/** A new random storage key: 128 random bits in hex, plus the extension when it is a short `[a-z0-9]` word. */
export function newStorageKey(extension: string): string {
  const ext = extension.toLowerCase().replace(/^\./, '');
  return randomBytes(16).toString('hex') + (/^[a-z0-9]{1,8}$/.test(ext) ? `.${ext}` : '');
}
