import type { Kysely } from 'kysely';

/**
 * Issue 33 (items 5 and 10).
 * - texts.thread_id: the catalogue thread a text is sewn or printed with (its `color` follows the thread's
 *   hex when one is chosen). Existing texts keep null: they show their hex colour, 'sin hilo asignado'.
 * - samples.department: the client's department the sample is for, set on 'Nueva muestra' and in the
 *   editor's project info; null falls back to the client's department in lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('texts')
    .addColumn('thread_id', 'text', (c) => c.references('threads.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('samples').addColumn('department', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('samples').dropColumn('department').execute();
  await db.schema.alterTable('texts').dropColumn('thread_id').execute();
}
