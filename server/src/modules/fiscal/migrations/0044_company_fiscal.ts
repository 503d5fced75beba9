import { sql, type Kysely } from 'kysely';

/*
 * The company's fiscal data and its CSD (issue 32 item 2; docs/decisions/fiscal.md). One row each
 * (id = 1). The certificate is public (base64 DER); the private key is stored only sealed with
 * AES-256-GCM under MUESTRARIO_SECRET_KEY (or the generated key file), never its password.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its time, not today's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('company_fiscal')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('rfc', 'text', (c) => c.notNull())
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('tax_regime', 'text', (c) => c.notNull())
    .addColumn('place_of_issue', 'text', (c) => c.notNull())
    .addColumn('series_invoice', 'text', (c) => c.notNull())
    .addColumn('series_credit_note', 'text', (c) => c.notNull())
    .addColumn('series_down_payment_invoice', 'text', (c) => c.notNull())
    .addColumn('series_payment', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('company_csd')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('certificate_der', 'text', (c) => c.notNull())
    .addColumn('certificate_number', 'text', (c) => c.notNull())
    .addColumn('rfc', 'text', (c) => c.notNull())
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_to', 'text', (c) => c.notNull())
    .addColumn('private_key_sealed', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_csd').execute();
  await db.schema.dropTable('company_fiscal').execute();
}
