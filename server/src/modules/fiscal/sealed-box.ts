import crypto from 'node:crypto';

/*
 * Secrets at rest (the CSD's private key): AES-256-GCM with a random 12-byte nonce, the 16-byte tag and
 * a label bound as associated data (so a ciphertext cannot be moved to another column). Stored as text:
 * 'v1:' + base64(nonce | tag | ciphertext). A wrong key or a changed byte fails to open (`null`).
 */

const VERSION = 'v1';
const NONCE = 12;
const TAG = 16;

export function seal(plain: Buffer, key: Buffer, label: string): string {
  const nonce = crypto.randomBytes(NONCE);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(label, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `${VERSION}:${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** The plain bytes, or null when the key, the label or the text is not the one sealed. */
export function open(sealed: string, key: Buffer, label: string): Buffer | null {
  const [version, data] = sealed.split(':');
  if (version !== VERSION || !data) return null;
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length < NONCE + TAG) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE));
    decipher.setAAD(Buffer.from(label, 'utf8'));
    decipher.setAuthTag(bytes.subarray(NONCE, NONCE + TAG));
    return Buffer.concat([decipher.update(bytes.subarray(NONCE + TAG)), decipher.final()]);
  } catch {
    return null;
  }
}
