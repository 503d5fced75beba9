import type { Insertable, Kysely } from 'kysely';
import type { SampleStage } from '@muestrario/shared/domain';
import type { Database } from '../../db/types';

/**
 * The only rows that write a sample's `stage` column. Called by the lifecycle service alone, after the
 * stage machine allowed the change (test/architecture/stage-writes.test.ts fails on any other writer).
 */

/** A new sample's row at its first stage, and its 'created' event; answers its id. */
export async function insertSampleRow(trx: Kysely<Database>, values: Omit<Insertable<Database['samples']>, 'stage'>, stage: SampleStage): Promise<number> {
  const { id } = await trx
    .insertInto('samples')
    .values({ ...values, stage })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('events')
    .values({ sample_id: id, user_id: values.created_by, kind: 'created', created_at: values.create_date, payload: JSON.stringify({ stage }) })
    .execute();
  return id;
}

/**
 * Moves the sample from `from` to `to` (and to `round`, when given) only if it is still at `from`;
 * answers whether it moved (false: someone moved it first).
 */
export async function moveStageRow(trx: Kysely<Database>, change: { sampleId: number; from: SampleStage; to: SampleStage; round?: number; at: string }): Promise<boolean> {
  const res = await trx
    .updateTable('samples')
    .set({ stage: change.to, updated_at: change.at, ...(change.round !== undefined && { round: change.round }) })
    .where('id', '=', change.sampleId)
    .where('stage', '=', change.from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
