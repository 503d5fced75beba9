import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { UserDetails } from '@muestrario/shared/contract';
import { compiledQuery } from '../../db/compiled-query';
import { changeStampOf, type ChangeStamp } from '../../db/sync-read';
import { DATA_VERSION_ROW, type Database, type SessionRow } from '../../db/types';

export const SESSION_COOKIE = 'muestrario_sid';
/** Idle limit: no request for 30 minutes ends the session. */
const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Absolute limit: 12 hours after sign-in, whatever the activity. */
const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Sessions one user may hold at once; signing in past it ends the oldest. */
export const MAX_SESSIONS_PER_USER = 10;
/** last_seen_at is written at most once a minute. */
const SESSION_TOUCH_MS = 60 * 1000;

/** Control characters (NUL included, which PostgreSQL refuses) never reach the database. */
export const printable = (text: string) => [...text].filter((c) => c >= ' ' && c !== '\u007f').join('');

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sessions one instance remembers between changes to the database (the cache is emptied past it). */
export const FOUND_SESSIONS_LIMIT = 10_000;

/** A session as every request reads it: the row, its user, and the data version read with it. */
export interface FoundSession {
  readonly session: Readonly<SessionRow>;
  readonly user: Readonly<UserDetails>;
  readonly dataVersion: number;
}

/** 'expired' → delete; 'stale' → valid, but last_seen_at should be refreshed; 'fresh' → valid. */
export function sessionState(session: Pick<SessionRow, 'created_at' | 'last_seen_at'>, now: Date): 'expired' | 'stale' | 'fresh' {
  const t = now.getTime();
  const created = Date.parse(session.created_at);
  const lastSeen = Date.parse(session.last_seen_at);
  if (!(t - created < SESSION_ABSOLUTE_MS) || !(t - lastSeen < SESSION_IDLE_MS)) return 'expired';
  return t - lastSeen >= SESSION_TOUCH_MS ? 'stale' : 'fresh';
}

export class SessionsRepository {
  /**
   * Every API request reads its session: the query is compiled once. It also reads the data version
   * (migration 0014) the cached answers are checked against: in the same query, so a cached answer costs
   * no second trip to the database (plugins/answer-cache.ts).
   */
  private readonly findByKey;
  /**
   * On SQLite, the sessions found since the database last changed, by cookie value (issue 20, "Faster
   * API"): while nothing at all was written, by this process or any other, a session, its user and the
   * data version are what they were, so a request reads none of them again. Any write (a sign-in, a
   * touch, an edit, another process's commit) empties it; PostgreSQL (several instances) reads every time.
   */
  private readonly changeStamp: ChangeStamp | undefined;
  private readonly found = new Map<string, FoundSession>();
  private foundAt: string | undefined;

  constructor(private readonly db: Kysely<Database>) {
    this.changeStamp = changeStampOf(db);
    this.findByKey = compiledQuery(db, 1, (key: string) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('sessions')
        .select(['users.username', 'users.first_name', 'users.last_name', 'users.role'])
        .select((eb) => eb.selectFrom('data_version').select('version').where('data_version.id', '=', DATA_VERSION_ROW).as('data_version'))
        .where('sessions.id', '=', key)
        // A deactivated user's sessions are deleted with the change; this keeps any left over from counting.
        .where('users.active', '=', 1),
    );
  }

  /** Creates a session and returns the cookie value (256 random bits, base64url). */
  async create(userId: number, now: Date, meta: { ip: string; userAgent: string }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const at = now.toISOString();
    await this.db
      .insertInto('sessions')
      .values({ id: hashToken(token), user_id: userId, created_at: at, last_seen_at: at, ip: meta.ip, user_agent: printable(meta.userAgent).slice(0, 300) })
      .execute();
    return token;
  }

  /** The session of a cookie value, its user, and the data version read with it. */
  async find(token: string): Promise<FoundSession | undefined> {
    if (token.length > 100) return undefined;
    // Read before the session: what is read after it is at least as new (db/sync-read.ts).
    const stamp = this.changeStamp?.();
    if (stamp !== undefined) {
      if (stamp === this.foundAt) {
        const known = this.found.get(token);
        if (known) return known;
      } else {
        this.found.clear();
        this.foundAt = stamp;
      }
    }
    const [row] = await this.findByKey(hashToken(token));
    if (!row) return undefined;
    const { username, first_name, last_name, role, data_version, ...session } = row;
    const found: FoundSession = Object.freeze({
      session: Object.freeze(session),
      user: Object.freeze({ id: session.user_id, username, firstName: first_name, lastName: last_name, role }),
      dataVersion: Number(data_version),
    });
    if (stamp !== undefined && stamp === this.foundAt) {
      if (this.found.size >= FOUND_SESSIONS_LIMIT) this.found.clear();
      this.found.set(token, found);
    }
    return found;
  }

  /**
   * When the session of `key` ends by the clock unless used again (the earlier of its idle and absolute
   * limits, in ms), or undefined when it no longer exists (signed out, ended by a newer sign-in, deleted
   * by an admin). Read from the database every time: the live stream checks its session with it.
   */
  async endsAt(key: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('sessions').select(['created_at', 'last_seen_at']).where('id', '=', key).executeTakeFirst();
    return row && Math.min(Date.parse(row.created_at) + SESSION_ABSOLUTE_MS, Date.parse(row.last_seen_at) + SESSION_IDLE_MS);
  }

  async touch(key: string, now: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', key).execute();
  }

  async deleteByKey(key: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', key).execute();
  }

  async deleteByToken(token: string): Promise<void> {
    await this.deleteByKey(hashToken(token));
  }

  /** Ends all but the user's `keep` newest sessions. */
  async keepNewest(userId: number, keep: number): Promise<void> {
    const older = await this.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(keep)
      .limit(1000)
      .execute();
    if (older.length) await this.db.deleteFrom('sessions').where('id', 'in', older.map((s) => s.id)).execute();
  }

  /** Housekeeping: removes every session past either limit. */
  async deleteExpired(now: Date): Promise<void> {
    const t = now.getTime();
    await this.db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb('created_at', '<=', new Date(t - SESSION_ABSOLUTE_MS).toISOString()),
          eb('last_seen_at', '<=', new Date(t - SESSION_IDLE_MS).toISOString()),
        ]),
      )
      .execute();
  }
}
