import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** How many distinct SQL texts keep their prepared statement (least recently used ones are dropped). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely's SQLite dialect sees it, with prepared statements reused. Kysely prepares every
 * query's SQL again on each run, and for short queries preparing costs about as much as running: a profile
 * of `GET /api/dashboard/samples` under load spent a fifth of the server's time in `prepare`. Reuse is
 * safe here: Kysely's SQLite driver runs one query at a time on its one connection (a mutex), and
 * better-sqlite3 binds the parameters afresh on every run. SQLite re-prepares a statement by itself when
 * the schema changes.
 */
export function withStatementCache(db: SqliteDatabase, size = STATEMENT_CACHE_SIZE): KyselySqliteDatabase {
  const cache = new Map<string, Statement>();
  return {
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        // Most recently used last.
        cache.delete(sql);
      } else {
        statement = db.prepare(sql);
        if (cache.size >= size) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, statement);
      return statement;
    },
    close() {
      cache.clear();
      db.close();
    },
  };
}
