import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { FileStorage } from './file-storage';

/** Columns that hold storage keys: `file_key`, or any column whose name ends in `_file_key`. */
const KEY_COLUMN = /(^|_)file_key$/;
/** Keys checked against the database per query. */
const BATCH = 500;

type KeyColumn = { table: string; column: string };

/** Every table column that holds storage keys, found by introspection so new tables are covered. */
async function keyColumns(db: Kysely<Database>): Promise<KeyColumn[]> {
  const tables = await db.introspection.getTables();
  return tables.flatMap((t) => t.columns.filter((c) => KEY_COLUMN.test(c.name)).map((c) => ({ table: t.name, column: c.name })));
}

/** Every storage key some row names (diagnostics and tests; the sweep itself asks in batches). */
export async function referencedKeys(db: Kysely<Database>): Promise<Set<string>> {
  const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const keys = new Set<string>();
  for (const { table, column } of await keyColumns(db)) {
    const rows = await untyped.selectFrom(table).select(column).where(column, 'is not', null).execute();
    for (const row of rows) keys.add(String(row[column]));
  }
  return keys;
}

/** Which of `keys` some row names. */
async function referencedAmong(db: Kysely<Database>, columns: KeyColumn[], keys: string[]): Promise<Set<string>> {
  const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const found = new Set<string>();
  for (const { table, column } of columns) {
    const rows = await untyped.selectFrom(table).select(column).where(column, 'in', keys).execute();
    for (const row of rows) found.add(String(row[column]));
  }
  return found;
}

export interface SweepOptions {
  /** Only files last written before this moment go (an upload in flight has a file and no row yet). */
  olderThan: Date;
}

/**
 * Deletes stored files that no row names and that are older than the grace period; returns how many
 * went. Uploads write the file first and its row after (storage/file-storage.ts), so a file without a
 * row is either an upload still in flight (young) or one a crash or a failed insert left behind.
 */
export async function sweepUnreferencedFiles(db: Kysely<Database>, storage: FileStorage, options: SweepOptions): Promise<number> {
  const columns = await keyColumns(db);
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const referenced = await referencedAmong(db, columns, batch);
    const orphans = batch.filter((key) => !referenced.has(key));
    await Promise.all(orphans.map((key) => storage.delete(key)));
    removed += orphans.length;
    batch = [];
  };
  for await (const file of storage.list()) {
    if (file.modifiedAt.getTime() >= options.olderThan.getTime()) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  return removed;
}
