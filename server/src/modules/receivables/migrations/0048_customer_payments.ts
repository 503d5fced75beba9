import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { dialectOf } from '../../../db/dialect';

/*
 * Accounts receivable, part 2 (issue 32 item 6): incoming payments (SAP's ORCT, folio CP…) and what each
 * pays of each document, with everything the payment complement (CFDI Pago 2.0, DoctoRelacionado) needs:
 * the document, its currency, the equivalence, the instalment (NumParcialidad), the previous balance
 * (ImpSaldoAnt), the amount paid (ImpPagado) and the remaining balance (ImpSaldoInsoluto).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its time, not today's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = pg ? 'serial' : 'integer';
  const money = pg ? 'bigint' : 'integer';

  await db.schema
    .createTable('customer_payments')
    .addColumn('id', idType, id)
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('folio', 'text', (c) => c.notNull().unique())
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('pay_date', 'text', (c) => c.notNull())
    .addColumn('payment_form', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('exchange_rate', 'integer', (c) => c.notNull().check(sql`exchange_rate > 0`))
    .addColumn('amount_cents', money, (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_payments_partner').on('customer_payments').columns(['partner_id', 'pay_date']).execute();

  await db.schema
    .createTable('customer_payment_applications')
    .addColumn('id', idType, id)
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('customer_payments.id'))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    /** EquivalenciaDR in millionths (1 = 1,000,000): the payment and the document share their currency here. */
    .addColumn('equivalence_micros', 'integer', (c) => c.notNull().defaultTo(1_000_000))
    .addColumn('instalment', 'integer', (c) => c.notNull().check(sql`instalment >= 1`))
    .addColumn('previous_balance_cents', money, (c) => c.notNull())
    .addColumn('paid_cents', money, (c) => c.notNull().check(sql`paid_cents > 0`))
    .addColumn('remaining_balance_cents', money, (c) => c.notNull().check(sql`remaining_balance_cents >= 0`))
    .addUniqueConstraint('customer_payment_applications_instalment', ['document_id', 'instalment'])
    .execute();
  await db.schema.createIndex('customer_payment_applications_payment').on('customer_payment_applications').column('payment_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_payment_applications').execute();
  await db.schema.dropTable('customer_payments').execute();
}
