import type { Kysely } from 'kysely';

/**
 * Presence in the design editor (issue 16): one row per open editor page (its random key), refreshed
 * while open, deleted when closed; rows not seen for a while are ignored and swept. In the database so
 * every process behind one PostgreSQL sees the same people.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sample_viewers')
    .addColumn('viewer_key', 'text', (c) => c.primaryKey())
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sample_viewers_sample_idx').on('sample_viewers').columns(['sample_id', 'seen_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sample_viewers').ifExists().execute();
}
