import type { Kysely } from 'kysely';
import type { ChecklistRecord } from '@muestrario/shared/contract';
import type { Database } from '../../db/types';

/** One quality checklist as stored. */
export interface NewChecklistRow {
  sampleId: number;
  round: number;
  passed: boolean;
  failure: { reason: NonNullable<ChecklistRecord['failure']>['reason']; text: string } | null;
  items: ChecklistRecord['items'];
  createdBy: number;
  at: string;
}

export async function insertChecklistRow(trx: Kysely<Database>, c: NewChecklistRow): Promise<number> {
  const { id } = await trx
    .insertInto('quality_checklists')
    .values({
      sample_id: c.sampleId,
      round: c.round,
      passed: c.passed ? 1 : 0,
      failure_reason: c.failure?.reason ?? null,
      failure_text: c.failure?.text ?? '',
      items: JSON.stringify(c.items),
      created_by: c.createdBy,
      created_at: c.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Every checklist of a sample, oldest first, with its round. */
export async function checklistsOf(db: Kysely<Database>, sampleId: number): Promise<(ChecklistRecord & { round: number })[]> {
  const rows = await db.selectFrom('quality_checklists').selectAll().where('sample_id', '=', sampleId).orderBy('id').execute();
  return rows.map((c) => ({
    id: c.id,
    round: c.round,
    passed: c.passed === 1,
    failure: c.failure_reason ? { reason: c.failure_reason, text: c.failure_text } : null,
    items: JSON.parse(c.items) as ChecklistRecord['items'],
  }));
}
