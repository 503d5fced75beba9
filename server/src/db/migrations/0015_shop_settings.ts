import type { Kysely } from 'kysely';

/**
 * Shop-wide settings an admin edits (issue 18: the decoration settings — needles, machine speed, the
 * embroidery price tiers). One row per setting: `value` is its JSON, `updated_by` the admin who saved it
 * last (null once that user is gone). A setting without a row answers its defaults (shared/).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shop_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shop_settings').ifExists().execute();
}
