import type { ThrottleCounter, ThrottleRepository } from './throttle-repository';

export interface ThrottleLimits {
  /** Sign-in attempts allowed per username within the window (a success clears them). */
  perAccount: number;
  /** Different usernames that may be tried from one client address within the window (spraying). */
  perIpAccounts: number;
  windowMs: number;
}

/** OWASP-style: lock an account after a few misses, and an address only when it sprays many accounts. */
export const DEFAULT_THROTTLE: ThrottleLimits = { perAccount: 5, perIpAccounts: 10, windowMs: 15 * 60 * 1000 };

/** What `begin` hands back: either a wait (429) or a ticket to report a success with. */
export type ThrottleDecision = { retryAfter: number } | { retryAfter: 0; ticket: ThrottleTicket };

export interface ThrottleTicket {
  account: string;
  ip: string;
}

const accountKey = (account: string) => `a:${account}`;
const pairKey = (ip: string, account: string) => `p:${ip} ${account}`;
const ipKey = (ip: string) => `i:${ip}`;

/**
 * Login throttling in the database, so parallel attempts and several server processes on one database
 * obey one limit. Every counter is one row incremented and read back in the same statement (an upsert),
 * and the attempt is counted BEFORE the password is verified: of 30 parallel tries only `perAccount`
 * reach the hash.
 *
 * - `a:<account>` counts attempts on an account (known or not); past `perAccount` every attempt is
 *   refused, the right password too, until the window ends. A success deletes it.
 * - `i:<ip>` counts the different accounts attempted from an address (a new `p:<ip> <account>` row adds
 *   one); past `perIpAccounts` the address is refused. One colleague's typos count once, so the rest of
 *   an office behind the same address keeps signing in. A success gives its account back.
 *
 * Windows are fixed: they start at a key's first attempt and are not extended by later ones.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: ThrottleRepository,
    private readonly limits: ThrottleLimits,
    private readonly now: () => Date,
  ) {}

  private cutoff(now: Date): string {
    return new Date(now.getTime() - this.limits.windowMs).toISOString();
  }

  private retryAfter(counter: ThrottleCounter, now: Date): number {
    return Math.max(1, Math.ceil((Date.parse(counter.windowStart) + this.limits.windowMs - now.getTime()) / 1000));
  }

  /**
   * Counts one attempt before the password is checked; refuses it when a limit is already spent. The
   * address comes first: an address past its limit is refused before any counter moves, and an attempt
   * its address refuses never counts against the account, so a blocked address cannot lock anyone out.
   */
  async begin(account: string, ip: string): Promise<ThrottleDecision> {
    const now = this.now();
    const at = now.toISOString();
    const cutoff = this.cutoff(now);
    const blocked = await this.counters.read(ipKey(ip), cutoff);
    if (blocked && blocked.hits > this.limits.perIpAccounts) return { retryAfter: this.retryAfter(blocked, now) };
    const pair = await this.counters.hit(pairKey(ip, account), at, cutoff);
    const onIp = pair.hits === 1 ? await this.counters.hit(ipKey(ip), at, cutoff) : await this.counters.read(ipKey(ip), cutoff);
    if (onIp && onIp.hits > this.limits.perIpAccounts) return { retryAfter: this.retryAfter(onIp, now) };
    const onAccount = await this.counters.hit(accountKey(account), at, cutoff);
    if (onAccount.hits > this.limits.perAccount) return { retryAfter: this.retryAfter(onAccount, now) };
    return { retryAfter: 0, ticket: { account, ip } };
  }

  /** The password was right: the account's attempts are forgotten and the address gets it back. */
  async succeeded(ticket: ThrottleTicket): Promise<void> {
    const cutoff = this.cutoff(this.now());
    await this.counters.forget(accountKey(ticket.account), cutoff);
    if (await this.counters.forget(pairKey(ticket.ip, ticket.account), cutoff)) await this.counters.giveBack(ipKey(ticket.ip), cutoff);
    await this.counters.prune(cutoff);
  }
}
