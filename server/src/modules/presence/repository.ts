import type { Kysely } from 'kysely';
import type { SampleViewer } from '@muestrario/shared/contract';
import type { Database } from '../../db/types';

/** An open editor repeats its announcement every 15 s; one not heard of for 45 s is gone (a closed laptop). */
export const VIEWER_TTL_MS = 45_000;
/** Rows older than this are deleted on the next announcement. */
const SWEEP_AFTER_MS = 10 * 60_000;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** Presence in the design editor (table `sample_viewers`, migration 0012). */
export class PresenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Records that `key` (one open editor page of `userId`) still has the sample open. True when the key
   * is new, so the others are told. A key belongs to whoever announced it first.
   */
  async announce(sampleId: number, userId: number, key: string, now: Date): Promise<boolean> {
    const at = now.toISOString();
    await this.db.deleteFrom('sample_viewers').where('seen_at', '<', ago(now, SWEEP_AFTER_MS)).execute();
    const updated = await this.db
      .updateTable('sample_viewers')
      .set({ seen_at: at })
      .where('viewer_key', '=', key)
      .where('user_id', '=', userId)
      .where('sample_id', '=', sampleId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return false;
    const inserted = await this.db
      .insertInto('sample_viewers')
      .values({ viewer_key: key, sample_id: sampleId, user_id: userId, seen_at: at })
      .onConflict((oc) => oc.column('viewer_key').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** The editor page closed: true when it was listed. */
  async leave(sampleId: number, userId: number, key: string): Promise<boolean> {
    const deleted = await this.db
      .deleteFrom('sample_viewers')
      .where('viewer_key', '=', key)
      .where('user_id', '=', userId)
      .where('sample_id', '=', sampleId)
      .executeTakeFirst();
    return Number(deleted.numDeletedRows) > 0;
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
