import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { dialectOf } from '../../../db/dialect';

/*
 * Supplier invoices imported from their CFDI XML (issue 31, item 5; docs/decisions/purchasing.md,
 * "Supplier invoices (CFDI)"): one row per imported CFDI (invoice, down payment or credit note), unique
 * by its fiscal UUID; supplier payments and what each one pays of each invoice.
 *
 * - Amounts are integer cents: of the CFDI's currency (`*_cents`) and in pesos at its exchange rate
 *   (`total_mxn_cents`), which is what balances and payments use.
 * - The XML itself is in the app's FileStorage (`xml_file_key`); concepts and differences are JSON text.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its time, not today's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = pg ? 'serial' : 'integer';
  const money = pg ? 'bigint' : 'integer';

  await db.schema
    .createTable('supplier_cfdis')
    .addColumn('id', idType, id)
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice', 'credit_note', 'down_payment')`))
    .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('I', 'E')`))
    .addColumn('document_id', 'integer', (c) => c.references('documents.id'))
    .addColumn('goods_receipt_id', 'integer', (c) => c.references('documents.id'))
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('emisor_rfc', 'text', (c) => c.notNull())
    .addColumn('emisor_name', 'text', (c) => c.notNull())
    .addColumn('receptor_rfc', 'text', (c) => c.notNull())
    .addColumn('serie', 'text', (c) => c.notNull())
    .addColumn('folio', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('exchange_rate', 'integer', (c) => c.notNull())
    .addColumn('subtotal_cents', money, (c) => c.notNull())
    .addColumn('discount_cents', money, (c) => c.notNull())
    .addColumn('transferred_tax_cents', money, (c) => c.notNull())
    .addColumn('withheld_tax_cents', money, (c) => c.notNull())
    .addColumn('total_cents', money, (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn('total_mxn_cents', money, (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_form', 'text', (c) => c.notNull())
    .addColumn('related_uuid', 'text')
    .addColumn('relation_type', 'text')
    .addColumn('related_cfdi_id', 'integer', (c) => c.references('supplier_cfdis.id'))
    .addColumn('concepts', 'text', (c) => c.notNull())
    .addColumn('differences', 'text', (c) => c.notNull())
    .addColumn('xml_file_key', 'text', (c) => c.notNull())
    .addColumn('xml_size', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('supplier_cfdis_supplier').on('supplier_cfdis').columns(['supplier_id', 'issued_at']).execute();
  await db.schema.createIndex('supplier_cfdis_related').on('supplier_cfdis').column('related_cfdi_id').execute();

  await db.schema
    .createTable('supplier_payments')
    .addColumn('id', idType, id)
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('pay_date', 'text', (c) => c.notNull())
    .addColumn('amount_cents', money, (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('supplier_payment_applications')
    .addColumn('id', idType, id)
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('supplier_payments.id'))
    .addColumn('cfdi_id', 'integer', (c) => c.notNull().references('supplier_cfdis.id'))
    .addColumn('amount_cents', money, (c) => c.notNull().check(sql`amount_cents > 0`))
    .execute();
  await db.schema.createIndex('supplier_payment_applications_cfdi').on('supplier_payment_applications').column('cfdi_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('supplier_payment_applications').execute();
  await db.schema.dropTable('supplier_payments').execute();
  await db.schema.dropTable('supplier_cfdis').execute();
}
