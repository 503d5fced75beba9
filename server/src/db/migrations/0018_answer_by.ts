import type { Kysely } from 'kysely';

/**
 * Issue 33: a customer's answer recorded by the staff names who answered (`answered_by`, the
 * customer's name as the seller heard it). Answers recorded before this have ''.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('customer_answers')
    .addColumn('answered_by', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customer_answers').dropColumn('answered_by').execute();
}
