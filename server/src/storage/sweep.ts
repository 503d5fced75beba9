import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { FileStorage } from './file-storage';

/** Columns that hold storage keys: `file_key`, or any column whose name ends in `_file_key`. */
const KEY_COLUMN = /(^|_)file_key$/;

/** Every storage key some row references, found by introspection so new tables are covered. */
export async function referencedKeys(db: Kysely<Database>): Promise<Set<string>> {
  const keys = new Set<string>();
  const tables = await db.introspection.getTables();
  const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  for (const table of tables) {
    for (const column of table.columns.filter((c) => KEY_COLUMN.test(c.name))) {
      const rows = await untyped.selectFrom(table.name).select(column.name).where(column.name, 'is not', null).execute();
      for (const row of rows) keys.add(String(row[column.name]));
    }
  }
  return keys;
}

/** Deletes stored files that no row references; returns how many went. */
export async function sweepUnreferencedFiles(db: Kysely<Database>, storage: FileStorage): Promise<number> {
  const referenced = await referencedKeys(db);
  const orphans = (await storage.list()).filter((key) => !referenced.has(key));
  await Promise.all(orphans.map((key) => storage.delete(key)));
  return orphans.length;
}
