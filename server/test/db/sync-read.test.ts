import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { compiledQuery } from '../../src/db/compiled-query';
import { connectDatabase } from '../../src/db/connect';
import { changeStampOf, syncReadOf } from '../../src/db/sync-read';
import { writeTransaction } from '../../src/db/write-transaction';

interface Db {
  items: { id: number; name: string };
}

describe('reads without the driver and the change stamp (SQLite)', () => {
  let dir: string;
  let file: string;
  let db: Kysely<Db>;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'muestrario-sync-read-'));
    file = path.join(dir, 'test.db');
    db = connectDatabase({ sqliteFile: file }) as unknown as Kysely<Db>;
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    await db.insertInto('items').values({ id: 1, name: 'Playera' }).execute();
  });

  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads at once outside a transaction, and leaves writes and open transactions to the driver', async () => {
    const read = syncReadOf(db)!;
    expect(read('select name from items where id = ?', [1])).toEqual([{ name: 'Playera' }]);
    // Not a read: the driver runs it (and nothing is written here).
    expect(read('insert into items (id, name) values (?, ?)', [2, 'Gorra'])).toBeUndefined();
    expect(await db.selectFrom('items').select('id').execute()).toEqual([{ id: 1 }]);

    let insideRead: unknown;
    await writeTransaction(db, async (trx) => {
      await trx.updateTable('items').set({ name: 'Sin confirmar' }).where('id', '=', 1).execute();
      // A transaction is open on the connection: its uncommitted write must not be read from outside it.
      insideRead = read('select name from items where id = ?', [1]);
    });
    expect(insideRead).toBeUndefined();
    expect(read('select name from items where id = ?', [1])).toEqual([{ name: 'Sin confirmar' }]);
  });

  it('a compiled query waits for an open transaction and reads what it committed, never what it had not', async () => {
    const nameOf = compiledQuery(db, 1, (id: number) => db.selectFrom('items').select('name').where('id', '=', id));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let updated!: () => void;
    const wrote = new Promise<void>((resolve) => (updated = resolve));
    const transaction = writeTransaction(db, async (trx) => {
      await trx.updateTable('items').set({ name: 'Nueva' }).where('id', '=', 1).execute();
      updated();
      await held;
    });
    await wrote;
    const reading = nameOf(1);
    let settled = false;
    void reading.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    release();
    await transaction;
    expect(await reading).toEqual([{ name: 'Nueva' }]);
  });

  it('the change stamp moves on every own write and every other connection’s commit, and only then', async () => {
    const stamp = changeStampOf(db)!;
    const first = stamp();
    expect(stamp()).toBe(first);
    await db.selectFrom('items').selectAll().execute();
    expect(stamp()).toBe(first);

    await db.updateTable('items').set({ name: 'Gorra' }).where('id', '=', 1).execute();
    const afterOwn = stamp();
    expect(afterOwn).not.toBe(first);

    const other = new SqliteDatabase(file);
    try {
      other.prepare('update items set name = ? where id = ?').run('Chamarra', 1);
    } finally {
      other.close();
    }
    const afterOther = stamp();
    expect(afterOther).not.toBe(afterOwn);
    expect(stamp()).toBe(afterOther);
  });

  it('gives nothing for a transaction’s own instance', async () => {
    await writeTransaction(db, async (trx) => {
      expect(syncReadOf(trx)).toBeUndefined();
      expect(changeStampOf(trx)).toBeUndefined();
    });
  });
});
