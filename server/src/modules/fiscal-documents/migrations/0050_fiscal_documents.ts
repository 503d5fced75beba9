import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { dialectOf } from '../../../db/dialect';

/*
 * Stamped CFDIs (issue 32 items 3–5; docs/decisions/fiscal-documents.md): one row per source (a sales
 * document of the engine or a customer payment), claimed as 'pendiente' with its sealed XML before the PAC
 * is asked, then 'vigente' with the stamp's UUID and the stored XML and PDF, later 'cancelada'.
 * `source_key` ('document:12', 'payment:3') is unique: a source is stamped once, whoever asks at once.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its time, not today's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const money = pg ? 'bigint' : 'integer';

  await db.schema
    .createTable('fiscal_documents')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('source_key', 'text', (c) => c.notNull().unique())
    .addColumn('document_id', 'integer', (c) => c.references('documents.id'))
    .addColumn('payment_id', 'integer', (c) => c.references('customer_payments.id'))
    .addColumn('cfdi_type', 'text', (c) => c.notNull().check(sql`cfdi_type in ('I', 'E', 'P')`))
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('folio', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pendiente', 'vigente', 'cancelada')`))
    /** The sealed XML sent to the PAC: a retry sends the very same bytes (the PAC answers the same stamp). */
    .addColumn('sealed_xml', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('uuid', 'text', (c) => c.unique())
    .addColumn('xml_file_key', 'text')
    .addColumn('pdf_file_key', 'text')
    .addColumn('test_stamp', 'integer', (c) => c.notNull().defaultTo(0).check(sql`test_stamp in (0, 1)`))
    .addColumn('issuer_rfc', 'text', (c) => c.notNull())
    .addColumn('receiver_rfc', 'text', (c) => c.notNull())
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('total_cents', money, (c) => c.notNull())
    /** The CFDI's IVA (one rate per document here): what each payment complement's TrasladoDR takes a share of. */
    .addColumn('iva_rate_bp', 'integer')
    .addColumn('iva_base_cents', money)
    .addColumn('iva_cents', money)
    .addColumn('stamped_at', 'text')
    .addColumn('stamped_by', 'integer', (c) => c.references('users.id'))
    .addColumn('cancel_reason', 'text', (c) => c.check(sql`cancel_reason in ('01', '02', '03', '04')`))
    .addColumn('replacement_uuid', 'text')
    .addColumn('cancel_requested_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id'))
    .addCheckConstraint('fiscal_documents_one_source', sql`(document_id is null) <> (payment_id is null)`)
    .addCheckConstraint('fiscal_documents_stamped', sql`status = 'pendiente' or (uuid is not null and xml_file_key is not null and pdf_file_key is not null)`)
    .execute();
  await db.schema.createIndex('fiscal_documents_document').on('fiscal_documents').column('document_id').execute();
  await db.schema.createIndex('fiscal_documents_payment').on('fiscal_documents').column('payment_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('fiscal_documents').execute();
}
