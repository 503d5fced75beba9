import os from 'node:os';

/**
 * At most `concurrency` tasks at once, at most `maxWaiting` waiting; past that `run` refuses at once
 * (the caller answers 503). Used for argon2, which runs on libuv's thread pool (4 threads by default)
 * shared with file reads: a burst of sign-ins then never takes every thread or every core.
 */
export class BoundedQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** Highest number of tasks seen running at once (for tests and diagnostics). */
  peakActive = 0;

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get size(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  /** Runs `task` when a slot is free; resolves to undefined (task not run) when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<{ value: T } | undefined> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) return undefined;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    this.peakActive = Math.max(this.peakActive, this.active);
    try {
      return { value: await task() };
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter (active stays the same), or is freed.
      if (next) next();
      else this.active -= 1;
    }
  }
}

/**
 * Password hashes running at once: half the CPU cores (argon2 is CPU-bound; the rest serve requests),
 * at most 2 (libuv's pool has 4 threads, shared with file reads), at least 1. 1 on a 2-core machine.
 */
export const PASSWORD_CHECKS_AT_ONCE = Math.max(1, Math.min(2, Math.floor(os.availableParallelism() / 2)));
/** Sign-ins allowed to wait for a hash; past that, 503 with Retry-After. */
export const PASSWORD_CHECKS_WAITING = 200;

export const passwordQueue = new BoundedQueue(PASSWORD_CHECKS_AT_ONCE, PASSWORD_CHECKS_WAITING);
