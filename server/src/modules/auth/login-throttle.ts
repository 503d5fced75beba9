export interface ThrottleLimits {
  /** Failed sign-ins allowed per username within the window. */
  perAccount: number;
  /** Failed sign-ins allowed per client IP within the window. */
  perIp: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perAccount: 5, perIp: 20, windowMs: 15 * 60 * 1000 };

interface Counter {
  count: number;
  resetAt: number;
}

/**
 * Counts failed sign-ins per account and per IP in fixed windows, in memory (one server process;
 * a restart forgets the counters). Once a limit is reached every attempt on that key is refused
 * until the window ends, even with the right password.
 */
export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly limits: ThrottleLimits,
    private readonly now: () => Date,
  ) {}

  private live(key: string): Counter | undefined {
    const c = this.counters.get(key);
    if (c && c.resetAt <= this.now().getTime()) {
      this.counters.delete(key);
      return undefined;
    }
    return c;
  }

  /** Seconds until the caller may try again, or 0 when allowed. */
  retryAfter(account: string, ip: string): number {
    const t = this.now().getTime();
    let wait = 0;
    for (const [key, max] of [[`a:${account}`, this.limits.perAccount], [`i:${ip}`, this.limits.perIp]] as const) {
      const c = this.live(key);
      if (c && c.count >= max) wait = Math.max(wait, Math.ceil((c.resetAt - t) / 1000));
    }
    return wait;
  }

  recordFailure(account: string, ip: string): void {
    const t = this.now().getTime();
    if (this.counters.size > 50_000) this.prune();
    for (const key of [`a:${account}`, `i:${ip}`]) {
      const c = this.live(key);
      if (c) c.count += 1;
      else this.counters.set(key, { count: 1, resetAt: t + this.limits.windowMs });
    }
  }

  /** A successful sign-in clears the account's counter (the IP's stays). */
  recordSuccess(account: string): void {
    this.counters.delete(`a:${account}`);
  }

  private prune(): void {
    const t = this.now().getTime();
    for (const [key, c] of this.counters) if (c.resetAt <= t) this.counters.delete(key);
  }
}
