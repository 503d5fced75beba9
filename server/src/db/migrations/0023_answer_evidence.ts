import type { Kysely } from 'kysely';

/**
 * Issue 33: the optional evidence of a customer's answer recorded by the staff (a picture or PDF of the
 * message), stored through FileStorage. `evidence_file_key` ends in `file_key`, so the storage sweep
 * keeps the file while an answer names it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('customer_answers')
    .addColumn('evidence_file_key', 'text')
    .execute();
  await db.schema.alterTable('customer_answers').addColumn('evidence_filename', 'text').execute();
  await db.schema.alterTable('customer_answers').addColumn('evidence_mime_type', 'text').execute();
  await db.schema.alterTable('customer_answers').addColumn('evidence_size', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['evidence_size', 'evidence_mime_type', 'evidence_filename', 'evidence_file_key']) {
    await db.schema.alterTable('customer_answers').dropColumn(column).execute();
  }
}
