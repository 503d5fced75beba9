import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect';

/**
 * A transaction for a write that first reads what it depends on (a stage, a list, a highest number).
 * PostgreSQL: an ordinary transaction; lock the rows read with `SELECT … FOR NO KEY UPDATE`
 * (`lockRow`). SQLite: `BEGIN IMMEDIATE`, which takes the database's write lock before the first read,
 * so no other connection or process can write between that read and this transaction's writes (a
 * deferred transaction could read, then fail to upgrade or act on a stale read).
 */
export async function writeTransaction<DB, T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (dialectOf(db) === 'postgres') return db.transaction().execute(fn);
  // One connection for the whole transaction (Kysely's SQLite driver lends it to no one else meanwhile).
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw error;
    }
  });
}
