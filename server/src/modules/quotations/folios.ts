import { sql, type Kysely } from 'kysely';
import type { SalesDocumentKind } from '@muestrario/shared/domain';
import type { Database } from '../../db/types';

/**
 * The next number of a kind's folio sequence, taken inside the caller's transaction: one upsert that
 * increments the kind's row and returns it. On PostgreSQL the row lock makes concurrent creations wait
 * for each other; on SQLite transactions run one at a time. A rolled-back creation rolls its number back,
 * so folios are unique and gapless.
 */
export async function nextFolioNumber(trx: Kysely<Database>, kind: SalesDocumentKind): Promise<number> {
  const row = await trx
    .insertInto('sequences')
    .values({ name: kind, last_number: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ last_number: sql<number>`sequences.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/** Moves a sequence forward to at least `number` (seeding documents with given folios). */
export async function advanceFolioSequence(trx: Kysely<Database>, kind: SalesDocumentKind, number: number): Promise<void> {
  await trx
    .insertInto('sequences')
    .values({ name: kind, last_number: number })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ last_number: sql<number>`case when sequences.last_number > ${number} then sequences.last_number else ${number} end` }),
    )
    .execute();
}
