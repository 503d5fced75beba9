import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new approval token: 32 random bytes (256 bits) in base64url, 43 characters. */
export const newApprovalToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 (hex) of a token: the only form in which it is stored. */
export const hashApprovalToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Compared with when no row matched, so an unknown token does the same work as a known one. */
const NO_MATCH = 'f'.repeat(64);

/**
 * Whether the stored hash (or none) equals the hash of the token asked for, compared in constant time.
 * The row was found by an index lookup on the hash; this comparison is the same work whether or not
 * it was found, so an unknown token and a known one take the same time to refuse.
 */
export function sameHash(stored: string | undefined, asked: string): boolean {
  const equal = timingSafeEqual(Buffer.from(stored ?? NO_MATCH, 'hex'), Buffer.from(asked, 'hex'));
  return stored !== undefined && equal;
}
