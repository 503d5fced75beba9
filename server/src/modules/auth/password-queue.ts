/**
 * At most `concurrency` password hashes at once, at most `maxWaiting` waiting; past that `run` refuses
 * at once (the caller answers 503). argon2 runs on libuv's thread pool (4 threads by default), which
 * file reads share: with 2 hashes at most, a burst of sign-ins leaves the other threads to downloads.
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

/** Password hashes running at once (see BoundedQueue) and sign-ins allowed to wait for one. */
export const PASSWORD_CHECKS_AT_ONCE = 2;
export const PASSWORD_CHECKS_WAITING = 200;

export const passwordQueue = new BoundedQueue(PASSWORD_CHECKS_AT_ONCE, PASSWORD_CHECKS_WAITING);
