import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';

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

interface Counter {
  hits: number;
  windowStart: string;
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
    private readonly db: Kysely<Database>,
    private readonly limits: ThrottleLimits,
    private readonly now: () => Date,
  ) {}

  private cutoff(now: Date): string {
    return new Date(now.getTime() - this.limits.windowMs).toISOString();
  }

  private retryAfter(counter: Counter, now: Date): number {
    return Math.max(1, Math.ceil((Date.parse(counter.windowStart) + this.limits.windowMs - now.getTime()) / 1000));
  }

  /** +1 on a key (a fresh window when the old one ended), returning the new count, atomically. */
  private async hit(key: string, now: Date): Promise<Counter> {
    const at = now.toISOString();
    const cutoff = this.cutoff(now);
    const row = await this.db
      .insertInto('login_throttle')
      .values({ key, hits: 1, window_start: at })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when login_throttle.window_start <= ${cutoff} then 1 else login_throttle.hits + 1 end`,
          window_start: sql<string>`case when login_throttle.window_start <= ${cutoff} then ${at} else login_throttle.window_start end`,
        }),
      )
      .returning(['hits', 'window_start'])
      .executeTakeFirstOrThrow();
    return { hits: Number(row.hits), windowStart: row.window_start };
  }

  private async read(key: string, now: Date): Promise<Counter | undefined> {
    const row = await this.db
      .selectFrom('login_throttle')
      .select(['hits', 'window_start'])
      .where('key', '=', key)
      .where('window_start', '>', this.cutoff(now))
      .executeTakeFirst();
    return row && { hits: Number(row.hits), windowStart: row.window_start };
  }

  /** Counts one attempt before the password is checked; refuses it when a limit is already spent. */
  async begin(account: string, ip: string): Promise<ThrottleDecision> {
    const now = this.now();
    const onAccount = await this.hit(accountKey(account), now);
    if (onAccount.hits > this.limits.perAccount) return { retryAfter: this.retryAfter(onAccount, now) };
    const pair = await this.hit(pairKey(ip, account), now);
    const onIp = pair.hits === 1 ? await this.hit(ipKey(ip), now) : await this.read(ipKey(ip), now);
    if (onIp && onIp.hits > this.limits.perIpAccounts) return { retryAfter: this.retryAfter(onIp, now) };
    return { retryAfter: 0, ticket: { account, ip } };
  }

  /** The password was right: the account's attempts are forgotten and the address gets it back. */
  async succeeded(ticket: ThrottleTicket): Promise<void> {
    const now = this.now();
    const cutoff = this.cutoff(now);
    await this.db.deleteFrom('login_throttle').where('key', '=', accountKey(ticket.account)).execute();
    const pair = await this.db
      .deleteFrom('login_throttle')
      .where('key', '=', pairKey(ticket.ip, ticket.account))
      .where('window_start', '>', cutoff)
      .returning('key')
      .executeTakeFirst();
    if (pair) {
      await this.db
        .updateTable('login_throttle')
        .set({ hits: sql<number>`hits - 1` })
        .where('key', '=', ipKey(ticket.ip))
        .where('hits', '>', 0)
        .where('window_start', '>', cutoff)
        .execute();
    }
    // Housekeeping: counters whose window ended are dead weight.
    await this.db.deleteFrom('login_throttle').where('window_start', '<=', cutoff).execute();
  }
}
