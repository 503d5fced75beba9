import type { Database as SqliteDatabase } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Runs a read on the spot: its rows, or undefined when it must go through Kysely's driver instead. */
export type SyncRead = (sql: string, parameters: readonly unknown[]) => unknown[] | undefined;

const readers = new WeakMap<object, SyncRead>();

/**
 * A read of a SQLite connection run at once, without Kysely's driver (issue 20, "Faster API"). The driver
 * lends its one connection through a promise-based mutex, a dozen promise hops for a query that takes a
 * few microseconds: on the session lookup every request makes, measured at about a fifth of a small
 * answer's server time. Running outside the mutex is safe only when nothing is half done on the
 * connection, so the read falls back to the driver (and waits its turn) while a transaction is open
 * (its uncommitted writes must not be seen) and for anything that is not a plain read. JavaScript runs
 * the check and the read without a pause in between; better-sqlite3 runs the statement synchronously.
 */
export function sqliteSyncRead(sqlite: SqliteDatabase, statements: KyselySqliteDatabase): SyncRead {
  return (sql, parameters) => {
    if (sqlite.inTransaction) return undefined;
    const statement = statements.prepare(sql);
    if (!statement.reader) return undefined;
    return statement.all(parameters) as unknown[];
  };
}

/** Records the synchronous reader of a SQLite-backed Kysely instance (connect.ts). */
export function registerSyncRead(db: object, read: SyncRead): void {
  readers.set(db, read);
}

/** The synchronous reader of `db`, if it is the root instance of a SQLite connection (never a transaction's). */
export function syncReadOf(db: object): SyncRead | undefined {
  return readers.get(db);
}

/** Changes to a SQLite database as one connection sees them: a different value means something changed. */
export type ChangeStamp = () => string;

const stamps = new WeakMap<object, ChangeStamp>();

/**
 * What has changed in the database since an earlier call, exactly and cheaply (no table is read): SQLite's
 * `PRAGMA data_version` moves when any other connection (another process: a CLI, a backup restore) commits,
 * `total_changes()` when this connection inserts, updates or deletes a row (counted when the statement
 * runs, inside or outside a transaction, rolled back or not: it may move for nothing, never stay still
 * for a change). Something read after a call is at least as new as the stamp that call returned.
 */
export function sqliteChangeStamp(sqlite: SqliteDatabase): ChangeStamp {
  const others = sqlite.prepare('pragma data_version').pluck();
  const own = sqlite.prepare('select total_changes()').pluck();
  return () => `${String(others.get())}:${String(own.get())}`;
}

export function registerChangeStamp(db: object, stamp: ChangeStamp): void {
  stamps.set(db, stamp);
}

/** The change stamp of `db`, if it is the root instance of a SQLite connection. */
export function changeStampOf(db: object): ChangeStamp | undefined {
  return stamps.get(db);
}
