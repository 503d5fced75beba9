import type { Kysely } from 'kysely';
import type { Round, RoundDesign } from '@muestrario/shared/contract';
import type { Database } from '../../db/types';

/** Stores a closed round with its design as it was, and the logo files that design still references. */
export async function insertClosedRoundRow(
  trx: Kysely<Database>,
  r: { sampleId: number; number: number; openedAt: string; closedAt: string; design: RoundDesign },
): Promise<void> {
  const { id } = await trx
    .insertInto('sample_rounds')
    .values({ sample_id: r.sampleId, number: r.number, opened_at: r.openedAt, closed_at: r.closedAt, design: JSON.stringify(r.design) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const keys = [...new Set(r.design.logos.map((l) => l.filename))];
  if (keys.length) await trx.insertInto('sample_round_files').values(keys.map((file_key) => ({ round_id: id, file_key }))).execute();
}

/** The sample's closed rounds, first to last. */
export async function closedRoundsOf(db: Kysely<Database>, sampleId: number): Promise<{ round: number; openedAt: string; closedAt: string; design: Round['design'] }[]> {
  const rows = await db.selectFrom('sample_rounds').selectAll().where('sample_id', '=', sampleId).orderBy('number').execute();
  return rows.map((r) => ({ round: r.number, openedAt: r.opened_at, closedAt: r.closed_at, design: JSON.parse(r.design) as Round['design'] }));
}
