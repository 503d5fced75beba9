import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { dialectOf } from '../../../db/dialect';

/*
 * Accounts receivable, part 1 (issue 32 item 6; docs/decisions/receivables.md): the fiscal terms of each
 * sales fiscal document (invoice, debit note, credit note, down payment invoice) and the CFDI relations
 * between them (01 credit note, 02 debit note, 03 return, 07 down payment applied with its amount).
 * The documents themselves are the engine's (`documents`, kinds invoice, credit_note, down_payment_invoice).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its time, not today's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const money = pg ? 'bigint' : 'integer';

  await db.schema
    .createTable('sales_fiscal_terms')
    .addColumn('document_id', 'integer', (c) => c.primaryKey().references('documents.id').onDelete('cascade'))
    .addColumn('payment_method', 'text', (c) => c.notNull().check(sql`payment_method in ('PUE', 'PPD')`))
    .addColumn('payment_form', 'text', (c) => c.notNull())
    .addColumn('cfdi_use', 'text', (c) => c.notNull())
    /** A debit note is an invoice related 02: listed on its own page. */
    .addColumn('is_debit_note', 'integer', (c) => c.notNull().defaultTo(0).check(sql`is_debit_note in (0, 1)`))
    /** A down payment invoice: 'requested' until paid in full, then 'invoiced'; null for other kinds. */
    .addColumn('down_payment_stage', 'text', (c) => c.check(sql`down_payment_stage in ('requested', 'invoiced')`))
    /** A down payment invoice: the order it was requested on (it does not consume the order's lines). */
    .addColumn('order_id', 'integer', (c) => c.references('documents.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sales_document_relations')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('related_document_id', 'integer', (c) => c.notNull().references('documents.id'))
    .addColumn('relation_type', 'text', (c) => c.notNull().check(sql`relation_type in ('01', '02', '03', '07')`))
    /** 07: the down payment's amount applied to the invoice (IVA included), in the documents' currency; else 0. */
    .addColumn('amount_cents', money, (c) => c.notNull().defaultTo(0).check(sql`amount_cents >= 0`))
    .addUniqueConstraint('sales_document_relations_pair', ['document_id', 'related_document_id'])
    .execute();
  await db.schema.createIndex('sales_document_relations_related').on('sales_document_relations').column('related_document_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sales_document_relations').execute();
  await db.schema.dropTable('sales_fiscal_terms').execute();
}
