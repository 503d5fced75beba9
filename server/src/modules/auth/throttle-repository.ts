import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** A counter's value in its current window. */
export interface ThrottleCounter {
  hits: number;
  windowStart: string;
}

/**
 * The `login_throttle` table (migration 0004): one row per key, each a count in a fixed window that
 * starts at the key's first hit. Every change is one statement, so parallel requests and several
 * processes on one database never lose an increment. The policy lives in login-throttle.ts.
 */
export class ThrottleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * +1 on a key, or a fresh window at 1 when the old one started at or before `cutoff`, returning the
   * new value: one `INSERT … ON CONFLICT DO UPDATE … RETURNING`.
   */
  async hit(key: string, at: string, cutoff: string): Promise<ThrottleCounter> {
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

  /** The key's count when its window started after `cutoff`. */
  async read(key: string, cutoff: string): Promise<ThrottleCounter | undefined> {
    const row = await this.db
      .selectFrom('login_throttle')
      .select(['hits', 'window_start'])
      .where('key', '=', key)
      .where('window_start', '>', cutoff)
      .executeTakeFirst();
    return row && { hits: Number(row.hits), windowStart: row.window_start };
  }

  /** Deletes a key; true when it existed with a window that started after `cutoff`. */
  async forget(key: string, cutoff: string): Promise<boolean> {
    const rows = await this.db.deleteFrom('login_throttle').where('key', '=', key).returning('window_start').execute();
    return rows.some((r) => r.window_start > cutoff);
  }

  /** −1 on a live key (never below 0). */
  async giveBack(key: string, cutoff: string): Promise<void> {
    await this.db
      .updateTable('login_throttle')
      .set({ hits: sql<number>`hits - 1` })
      .where('key', '=', key)
      .where('hits', '>', 0)
      .where('window_start', '>', cutoff)
      .execute();
  }

  /** Housekeeping: counters whose window ended are dead weight. */
  async prune(cutoff: string): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('window_start', '<=', cutoff).execute();
  }
}
