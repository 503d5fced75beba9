import type { Kysely } from 'kysely';

/**
 * Login throttle counters, shared by every server process on one database: one row per key
 * (`a:<account>`, `p:<ip> <account>`, `i:<ip>`), incremented and read back in one upsert statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_throttle_window_idx').on('login_throttle').column('window_start').execute();
  await db.schema.createIndex('sessions_user_created_idx').on('sessions').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_user_created_idx').ifExists().execute();
  await db.schema.dropTable('login_throttle').ifExists().execute();
}
