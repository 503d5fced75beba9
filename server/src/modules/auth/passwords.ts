import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id, 19 MiB, 2 passes, 1 lane (OWASP minimum). `Algorithm` is a const enum: 2 = Argon2id. */
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
