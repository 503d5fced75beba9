import type { Kysely } from 'kysely';
import { sampleSearchFold } from '@muestrario/shared/rules';
import { dialectOf } from '../dialect';

/**
 * The paged samples list (issue 20, "Lists that scale"):
 * - `samples.search_name` and `clients.search_name`: the project and client names folded by the shared
 *   rule (`sampleSearchFold`: lower case, no accents), written with the names, so a search is one portable
 *   `LIKE` on both databases (SQLite has no Unicode folding; PostgreSQL's `unaccent` folds differently);
 * - one index per keyset order and filter, each ending in `id` (the tiebreaker):
 *   newest/oldest (`create_date, id`), due date (`due_date, id`), "mine" (`created_by, create_date, id`)
 *   and a stage filter (`stage, create_date, id`; the stage-only index is the lifecycle's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = db as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a migration runs on the schema of its day
  await db.schema.alterTable('samples').addColumn('search_name', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('clients').addColumn('search_name', 'text', (c) => c.notNull().defaultTo('')).execute();

  // Existing rows: folded in JavaScript, by the function the app writes with. PostgreSQL runs the
  // migration in a transaction already; on SQLite one transaction keeps 10,000 updates to one commit.
  const backfill = async (q: Kysely<any>) => { // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const [table, name] of [['samples', 'sample_name'], ['clients', 'card_name']] as const) {
      const rows = (await q.selectFrom(table).select(['id', name]).execute()) as { id: number; [k: string]: unknown }[];
      for (const row of rows) {
        await q.updateTable(table).set({ search_name: sampleSearchFold(String(row[name])) }).where('id', '=', row.id).execute();
      }
    }
  };
  if (dialectOf(db) === 'postgres') await backfill(d);
  else await d.transaction().execute(backfill);

  await db.schema.createIndex('samples_list_newest_idx').on('samples').columns(['create_date', 'id']).execute();
  await db.schema.createIndex('samples_list_due_idx').on('samples').columns(['due_date', 'id']).execute();
  await db.schema.createIndex('samples_list_owner_idx').on('samples').columns(['created_by', 'create_date', 'id']).execute();
  await db.schema.createIndex('samples_list_stage_idx').on('samples').columns(['stage', 'create_date', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['samples_list_stage_idx', 'samples_list_owner_idx', 'samples_list_due_idx', 'samples_list_newest_idx']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.alterTable('clients').dropColumn('search_name').execute();
  await db.schema.alterTable('samples').dropColumn('search_name').execute();
}
