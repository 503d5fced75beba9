import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * The customer approval link (issue 17): one row per link a seller creates for a sample at stage 6.
 * Only the SHA-256 of the token is kept (`token_hash`, unique: the lookup is one index probe). The
 * link is pinned to the round and to the render version (`render_file_id`) it was made for; it ends
 * when revoked, when it expires, when the round or the render changes, or once answered. The answer
 * (name, comment, optional pin on a view, IP, user agent) and the exact proof PDF of that moment
 * (`proof_file_key`, found by the orphan sweep's `*_file_key` introspection, with its SHA-256) are
 * written on the same row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('approval_links')
    .addColumn('id', pg ? 'serial' : 'integer', (col) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('render_file_id', 'integer', (c) => c.notNull().references('render_files.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('decision', 'text', (c) => c.check(sql`decision is null or decision in ('approved', 'changes')`))
    .addColumn('customer_name', 'text')
    .addColumn('comment', 'text')
    .addColumn('pin_view_id', 'integer')
    .addColumn('pin_x', pg ? 'double precision' : 'real')
    .addColumn('pin_y', pg ? 'double precision' : 'real')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('proof_file_key', 'text')
    .addColumn('proof_filename', 'text')
    .addColumn('proof_size', 'integer')
    .addColumn('proof_sha256', 'text')
    .execute();
  await db.schema.createIndex('approval_links_sample_idx').on('approval_links').columns(['sample_id', 'id']).execute();
  await db.schema.createIndex('approval_links_proof_file_key_idx').on('approval_links').column('proof_file_key').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('approval_links').ifExists().execute();
}
