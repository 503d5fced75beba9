import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { syncReadOf } from './sync-read';

/** Stand-ins for the parameters while the query is compiled: found again by identity among its values. */
const placeholder = (i: number) => `\u0000compiled-query-parameter-${i}\u0000`;

/**
 * A Kysely query built and compiled to SQL once, then run with new values: Kysely builds an immutable
 * tree and compiles it on every call, a good part of the time of a small read (and its garbage). For the
 * reads every request makes (the session) and the hottest screens. `build` receives stand-ins for the
 * `arity` values, which must reach the SQL as plain parameters (`where(col, '=', value)`), never inside
 * SQL text or a value list whose length varies.
 */
export function compiledQuery<DB, Args extends unknown[], Row>(
  db: Kysely<DB>,
  arity: Args['length'],
  build: (...args: Args) => Compilable<Row>,
): (...args: Args) => Promise<Row[]> {
  const stand = Array.from({ length: arity }, (_, i) => placeholder(i)) as unknown as Args;
  const compiled = build(...stand).compile();
  const slots = compiled.parameters.map((value) => stand.indexOf(value as never));
  for (let i = 0; i < arity; i++) {
    if (!slots.includes(i)) throw new Error(`compiledQuery: the value ${i} does not reach the SQL as a parameter`);
  }
  const { sql } = compiled;
  // On SQLite, read at once when the connection is free (db/sync-read.ts); otherwise through the driver.
  const syncRead = syncReadOf(db);
  return async (...args: Args) => {
    const parameters = compiled.parameters.map((value, i) => (slots[i]! >= 0 ? args[slots[i]!] : value));
    const rows = syncRead?.(sql, parameters);
    if (rows) return rows as Row[];
    const result = await db.executeQuery<Row>(CompiledQuery.raw(sql, parameters));
    return result.rows;
  };
}
