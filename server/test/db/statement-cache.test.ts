import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { withStatementCache } from '../../src/db/statement-cache';

interface Db {
  items: { id: number; name: string };
}

describe('withStatementCache (SQLite)', () => {
  let raw: SqliteDatabase.Database;
  let prepares: string[];

  beforeEach(() => {
    raw = new SqliteDatabase(':memory:');
    raw.exec('create table items (id integer primary key, name text not null)');
    prepares = [];
    const prepare = raw.prepare.bind(raw);
    raw.prepare = ((text: string) => {
      prepares.push(text);
      return prepare(text);
    }) as typeof raw.prepare;
  });

  afterEach(() => {
    if (raw.open) raw.close();
  });

  it('prepares each SQL text once and binds new parameters on every run', async () => {
    const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: withStatementCache(raw) }) });
    await db.insertInto('items').values({ id: 1, name: 'Playera' }).execute();
    await db.insertInto('items').values({ id: 2, name: 'Gorra' }).execute();
    const byId = (id: number) => db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst();
    expect(await byId(1)).toEqual({ name: 'Playera' });
    expect(await byId(2)).toEqual({ name: 'Gorra' });
    expect(await byId(3)).toBeUndefined();
    expect(prepares.filter((t) => t.startsWith('select'))).toHaveLength(1);
    expect(prepares.filter((t) => t.startsWith('insert'))).toHaveLength(1);
    await db.destroy();
    expect(raw.open).toBe(false);
  });

  it('a failed run (constraint) leaves the statement usable, inside and outside a transaction', async () => {
    const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: withStatementCache(raw) }) });
    const insert = (id: number, name: string) => db.insertInto('items').values({ id, name }).execute();
    await insert(1, 'Playera');
    // By its code: better-sqlite3's native part keeps the SqliteError class of the first test file that
    // loaded it in this worker, so `toThrow` (instanceof Error) cannot recognise it in a later file.
    await expect(insert(1, 'Repetida')).rejects.toHaveProperty('code', 'SQLITE_CONSTRAINT_PRIMARYKEY');
    await expect(db.transaction().execute(async (tx) => {
      await tx.insertInto('items').values({ id: 2, name: 'Gorra' }).execute();
      throw new Error('rollback');
    })).rejects.toThrow('rollback');
    await insert(3, 'Chaleco');
    const names = await db.selectFrom('items').select('name').orderBy('id').execute();
    expect(names.map((r) => r.name)).toEqual(['Playera', 'Chaleco']);
    await db.destroy();
  });

  it('keeps at most `size` statements, dropping the least recently used', async () => {
    const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: withStatementCache(raw, 2) }) });
    const q = (n: number) => sql`select ${sql.lit(n)} as n`.execute(db);
    await q(1);
    await q(2);
    await q(1); // 1 is now the most recent
    await q(3); // drops 2
    await q(1);
    await q(2); // prepared again
    expect(prepares.filter((t) => t === 'select 1 as n')).toHaveLength(1);
    expect(prepares.filter((t) => t === 'select 2 as n')).toHaveLength(2);
    await db.destroy();
  });

  it('follows a schema change (SQLite re-prepares the statement itself)', async () => {
    const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: withStatementCache(raw) }) });
    await db.insertInto('items').values({ id: 1, name: 'Playera' }).execute();
    const all = () => sql<Record<string, unknown>>`select * from items`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, name: 'Playera' }]);
    await sql`alter table items add column size text`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, name: 'Playera', size: null }]);
    await db.destroy();
  });
});
