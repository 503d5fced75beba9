import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/types';
import type { FileStorage } from './file-storage';
import { sweepUnreferencedFiles, type SweepOptions } from './sweep';

/** PostgreSQL advisory lock key of the file sweep ("muestrario sweep"): one number, the same in every process. */
export const SWEEP_LOCK_KEY = 0x6d75_6573_7377;

/**
 * One sweep at a time among all the processes on one database. On PostgreSQL the sweep runs holding a
 * session advisory lock on one connection (pg_try_advisory_lock: a process that finds it taken skips
 * this round and answers 'busy'); the lock goes with the connection if the process dies. SQLite serves
 * one process, which never overlaps its own sweeps (plugins/file-sweep.ts).
 *
 * What keeps a file whose row is still being written is the grace period, not the lock: a file is stored
 * before its row and only files older than `olderThan` are considered, so the grace must exceed the
 * longest upload (REQUEST_TIMEOUT_MS; an S3 multipart object is dated from its first part) plus any
 * clock difference between the processes and the bucket.
 */
export async function sweepOnce(db: Kysely<Database>, storage: FileStorage, options: SweepOptions): Promise<number | 'busy'> {
  if (dialectOf(db) !== 'postgres') return sweepUnreferencedFiles(db, storage, options);
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${SWEEP_LOCK_KEY}) as locked`.execute(connection);
    if (!rows[0]?.locked) return 'busy';
    try {
      return await sweepUnreferencedFiles(connection, storage, options);
    } finally {
      await sql`select pg_advisory_unlock(${SWEEP_LOCK_KEY})`.execute(connection);
    }
  });
}
