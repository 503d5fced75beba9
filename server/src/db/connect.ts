import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
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
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: target.databaseUrl, max: 10 }) }),
    });
  }
  fs.mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
  const sqlite = new SqliteDatabase(target.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
