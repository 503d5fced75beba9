import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import { withStatementCache } from './statement-cache';
import { registerChangeStamp, registerSyncRead, sqliteChangeStamp, sqliteSyncRead } from './sync-read';
import type { Database } from './types';

export interface DatabaseTarget {
  /** `postgres://…` selects PostgreSQL; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string | undefined;
  sqliteFile: string;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

/** Opens the database: PostgreSQL through a `pg` pool, or a SQLite file with WAL and foreign keys on. */
export function connectDatabase(target: DatabaseTarget): Kysely<Database> {
  if (isPostgresUrl(target.databaseUrl)) {
    const pool = new Pool({ connectionString: target.databaseUrl, max: 10 });
    // An idle connection closed by the server (restart, failover, DROP … WITH (FORCE)) must not crash
    // the process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => {
      process.stderr.write(`PostgreSQL cerró una conexión inactiva: ${error.message}\n`);
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
  const sqlite = new SqliteDatabase(target.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  registerSyncRead(db, sqliteSyncRead(sqlite, statements));
  registerChangeStamp(db, sqliteChangeStamp(sqlite));
  return db;
}
