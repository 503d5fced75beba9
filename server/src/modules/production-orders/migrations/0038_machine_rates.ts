import { sql, type Kysely } from 'kysely';

/**
 * Issue 31 item 4 (production and stock; docs/decisions/stock.md, "Production and stock"): each machine's
 * rate, integer cents per machine hour (≥ 0; 0 until someone sets it). A finished-goods receipt costs the
 * order's operations at their machine's rate.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('machines')
    .addColumn('rate_cents_per_hour', 'integer', (c) => c.notNull().defaultTo(0).check(sql`rate_cents_per_hour >= 0`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('machines').dropColumn('rate_cents_per_hour').execute();
}
