import type { Kysely } from 'kysely';
import type { SampleViewer } from '@muestrario/shared/contract';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';

/** An open editor repeats its announcement every 15 s; one not heard of for 45 s is gone (a closed laptop). */
export const VIEWER_TTL_MS = 45_000;
/** Rows older than this are deleted on the next announcement. */
const SWEEP_AFTER_MS = 10 * 60_000;

/**
 * Open editor pages one person may have announced on one sample at once (issue 28): far more than anyone
 * opens, few enough that random keys cannot fill the table. A key past it is refused (429).
 */
export const VIEWER_KEYS_PER_USER_AND_SAMPLE = 10;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** What an announcement did: 'joined' (the person was not listed: tell the others), 'renewed', or 'full'. */
export type Announced = 'joined' | 'renewed' | 'full';

/** Presence in the design editor (table `sample_viewers`, migration 0012). */
export class PresenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Records that `key` (one open editor page of `userId`) still has the sample open, in one transaction:
   * a known key is renewed; a new one is refused past VIEWER_KEYS_PER_USER_AND_SAMPLE live keys of the
   * person on the sample ('full'); 'joined' only when the person was not listed yet, so a hundred keys of
   * one person tell the others once. A key belongs to whoever announced it first.
   */
  async announce(sampleId: number, userId: number, key: string, now: Date): Promise<Announced> {
    const at = now.toISOString();
    return writeTransaction(this.db, async (trx) => {
      await trx.deleteFrom('sample_viewers').where('seen_at', '<', ago(now, SWEEP_AFTER_MS)).execute();
      const updated = await trx
        .updateTable('sample_viewers')
        .set({ seen_at: at })
        .where('viewer_key', '=', key)
        .where('user_id', '=', userId)
        .where('sample_id', '=', sampleId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) return 'renewed';
      const live = await this.liveKeys(trx, sampleId, userId, now);
      if (live >= VIEWER_KEYS_PER_USER_AND_SAMPLE) return 'full';
      const inserted = await trx
        .insertInto('sample_viewers')
        .values({ viewer_key: key, sample_id: sampleId, user_id: userId, seen_at: at })
        .onConflict((oc) => oc.column('viewer_key').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 && live === 0 ? 'joined' : 'renewed';
    });
  }

  private async liveKeys(db: Kysely<Database>, sampleId: number, userId: number, now: Date): Promise<number> {
    const row = await db
      .selectFrom('sample_viewers')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('sample_id', '=', sampleId)
      .where('user_id', '=', userId)
      .where('seen_at', '>=', ago(now, VIEWER_TTL_MS))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The editor page closed: true when the person is no longer listed because of it (their last open page). */
  async leave(sampleId: number, userId: number, key: string, now: Date): Promise<boolean> {
    return writeTransaction(this.db, async (trx) => {
      const deleted = await trx
        .deleteFrom('sample_viewers')
        .where('viewer_key', '=', key)
        .where('user_id', '=', userId)
        .where('sample_id', '=', sampleId)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0 && (await this.liveKeys(trx, sampleId, userId, now)) === 0;
    });
  }

  /** Everyone seen on the sample recently, once each, by name. */
  async list(sampleId: number, now: Date): Promise<SampleViewer[]> {
    return this.db
      .selectFrom('sample_viewers as v')
      .innerJoin('users as u', 'u.id', 'v.user_id')
      .select(['u.id', 'u.first_name as firstName', 'u.last_name as lastName', 'u.role'])
      .where('v.sample_id', '=', sampleId)
      .where('v.seen_at', '>=', ago(now, VIEWER_TTL_MS))
      .distinct()
      .orderBy('u.first_name')
      .orderBy('u.id')
      .execute();
  }
}
