import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { passwordQueue } from './password-queue';

/** argon2id, 19 MiB, 2 passes, 1 lane (OWASP minimum). `Algorithm` is a const enum: 2 = Argon2id. */
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export class PasswordQueueFullError extends Error {}

/** Every hash goes through the shared bounded queue (password-queue.ts). */
async function queued<T>(task: () => Promise<T>): Promise<T> {
  const result = await passwordQueue.run(task);
  if (!result) throw new PasswordQueueFullError('password queue full');
  return result.value;
}

export function hashPassword(password: string): Promise<string> {
  return queued(() => hash(password, ARGON2_OPTIONS));
}

/** False for a wrong password or a malformed hash; throws PasswordQueueFullError when too many wait. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return queued(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}
