import type { Kysely } from 'kysely';

/*
 * What the built-in sandbox PAC stamped (issue 32 item 4; docs/decisions/fiscal.md): one row per sealed
 * CFDI (by the SHA-256 of its XML, so stamping the same CFDI again answers the same stamp) and its
 * cancellation. Test stamps only: no fiscal validity.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its time, not today's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pac_sandbox_stamps')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('sealed_sha256', 'text', (c) => c.notNull().unique())
    .addColumn('issuer_rfc', 'text', (c) => c.notNull())
    .addColumn('stamped_at', 'text', (c) => c.notNull())
    .addColumn('stamped_xml', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('replacement_uuid', 'text')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pac_sandbox_stamps').execute();
}
