import { addUser, createTestApp, login } from '../helpers/app';
import { BoundedQueue, passwordQueue, PASSWORD_CHECKS_AT_ONCE } from '../../src/modules/auth/password-queue';
import { hashPassword, verifyPassword } from '../../src/modules/auth/passwords';

describe('BoundedQueue', () => {
  it('runs at most `concurrency` tasks at once and refuses past `maxWaiting`', async () => {
    const queue = new BoundedQueue(2, 3);
    const releases: (() => void)[] = [];
    let running = 0;
    let peak = 0;
    const task = () =>
      new Promise<number>((resolve) => {
        running += 1;
        peak = Math.max(peak, running);
        releases.push(() => {
          running -= 1;
          resolve(1);
        });
      });
    const runs = Array.from({ length: 5 }, () => queue.run(task));
    const refused = await queue.run(task);
    expect(refused).toBeUndefined();
    expect(queue.size).toEqual({ active: 2, waiting: 3 });
    while (releases.length || queue.size.active) {
      await new Promise((r) => setImmediate(r));
      releases.shift()?.();
    }
    expect(await Promise.all(runs)).toEqual(Array.from({ length: 5 }, () => ({ value: 1 })));
    expect(peak).toBe(2);
    expect(queue.size).toEqual({ active: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const queue = new BoundedQueue(1, 1);
    await expect(queue.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await queue.run(async () => 2)).toEqual({ value: 2 });
  });
});

describe('password hashing goes through the bounded queue', () => {
  it(`never runs more than ${PASSWORD_CHECKS_AT_ONCE} argon2 hashes at once, however many sign-ins arrive`, async () => {
    const stored = await hashPassword('secreto-123');
    passwordQueue.peakActive = 0;
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => verifyPassword(stored, i === 0 ? 'secreto-123' : `mala-${i}`)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(passwordQueue.peakActive).toBe(PASSWORD_CHECKS_AT_ONCE);
    expect(passwordQueue.size).toEqual({ active: 0, waiting: 0 });
  });
});

describe('a sign-in when too many are already waiting for a hash (no database specifics: SQLite only)', () => {
  it('answers 503 with Retry-After at once, and signs in again once the queue drains', async () => {
    const t = await createTestApp('sqlite');
    try {
      await addUser(t.app);
      const releases: (() => void)[] = [];
      const blocker = () => new Promise<void>((resolve) => releases.push(resolve));
      const held = Array.from({ length: passwordQueue.concurrency + passwordQueue.maxWaiting }, () => passwordQueue.run(blocker));
      expect(passwordQueue.size.waiting).toBe(passwordQueue.maxWaiting);

      const { res } = await login(t.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Hay demasiados inicios de sesión en curso. Inténtalo de nuevo en unos segundos.' });
      expect(res.headers['retry-after']).toBe('5');

      while (passwordQueue.size.active) {
        releases.shift()?.();
        await new Promise((r) => setImmediate(r));
      }
      await Promise.all(held);
      expect((await login(t.app)).res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
