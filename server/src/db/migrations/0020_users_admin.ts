import { sql, type Kysely } from 'kysely';

/**
 * Users managed in the app (issue 33, item 8). `users` gains `active` (1/0: an inactive user cannot sign
 * in and has no session), an optional `email` (where a password reset link goes) and `machines` (the
 * machines the person operates: a JSON list of short free-text names until production machines exist).
 * `password_resets` holds the one-time reset links: only the SHA-256 of the token (`token_hash`,
 * unique), the expiry and when it was used; a user's links go with the user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('active', 'integer', (c) => c.notNull().defaultTo(1).check(sql`active in (0, 1)`)).execute();
  await db.schema.alterTable('users').addColumn('email', 'text').execute();
  await db.schema.alterTable('users').addColumn('machines', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_resets').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('machines').execute();
  await db.schema.alterTable('users').dropColumn('email').execute();
  await db.schema.alterTable('users').dropColumn('active').execute();
}
