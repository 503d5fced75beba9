import type { Kysely } from 'kysely';
import type { SampleStage } from '@muestrario/shared/domain';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/types';

/** What every lifecycle write needs to know about a sample first. */
export interface SampleHead {
  id: number;
  stage: SampleStage;
  round: number;
  ownerId: number;
  clothingId: number | null;
  createDate: string;
}

/** The sample's head row; `lock` takes the row's lock (PostgreSQL `FOR UPDATE`; SQLite's write transaction already holds the database). */
export async function readHead(db: Kysely<Database>, sampleId: number, lock = false): Promise<SampleHead | undefined> {
  let query = db.selectFrom('samples').select(['id', 'stage', 'round', 'created_by', 'clothing_id', 'create_date']).where('id', '=', sampleId);
  if (lock && dialectOf(db) === 'postgres') query = query.forUpdate();
  const r = await query.executeTakeFirst();
  return r && { id: r.id, stage: r.stage, round: r.round, ownerId: r.created_by, clothingId: r.clothing_id, createDate: r.create_date };
}

/** When the sample's round `round` began: the previous round's close, or the sample's creation. */
export async function roundOpenedAt(db: Kysely<Database>, head: Pick<SampleHead, 'id' | 'createDate'>, round: number): Promise<string> {
  if (round <= 1) return head.createDate;
  const previous = await db.selectFrom('sample_rounds').select('closed_at').where('sample_id', '=', head.id).where('number', '=', round - 1).executeTakeFirst();
  return previous?.closed_at ?? head.createDate;
}
