import { sql, type Kysely } from 'kysely';
import {
  ARTICLE_KINDS,
  CURRENCIES,
  DOCUMENT_STATUSES,
  PARTNER_ADDRESS_KINDS,
  PARTNER_GROUPS,
  PARTNER_TYPES,
  SALES_DOCUMENT_KINDS,
  SHIPPING_METHODS,
} from '@muestrario/shared/domain';
import { dialectOf } from '../dialect';

const oneOf = (column: string, values: readonly string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

/**
 * The back-office on the real database (issue 19): business partners are the `clients` table (plus
 * suppliers), with contacts and addresses; the article catalogue; quotations and sales orders with
 * their lines; and the folio sequences (one row per kind, incremented inside the creating transaction,
 * so folios are unique and gapless).
 *
 * Money is whole cents; document amounts are `bigint` (a total passes PostgreSQL's 32-bit `integer`
 * at 21 million pesos). Booleans are integers 0/1 (see db/types.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const id = pg ? 'serial' : 'integer';
  const table = (name: string) =>
    db.schema.createTable(name).addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));
  const text = 'text';
  const money = 'bigint';

  // SQLite adds one column per ALTER TABLE.
  const clientColumns: [string, 'text' | 'integer', string | number, ((column: string) => ReturnType<typeof oneOf>)?][] = [
    ['partner_type', text, PARTNER_TYPES[0], (c) => oneOf(c, PARTNER_TYPES)],
    ['partner_group', text, PARTNER_GROUPS[0], (c) => oneOf(c, PARTNER_GROUPS)],
    ['currency', text, CURRENCIES[0], (c) => oneOf(c, CURRENCIES)],
    ['phone2', text, ''],
    ['mobile', text, ''],
    ['website', text, ''],
    ['shipping_method', text, SHIPPING_METHODS[0], (c) => oneOf(c, SHIPPING_METHODS)],
    ['active', 'integer', 1, (c) => sql`${sql.ref(c)} in (0, 1)`],
    ['regimen_fiscal', text, ''],
    ['uso_cfdi', text, ''],
    ['fiscal_zip_code', text, ''],
    ['border_region', 'integer', 0, (c) => sql`${sql.ref(c)} in (0, 1)`],
    ['updated_at', text, ''],
  ];
  for (const [name, type, fallback, check] of clientColumns) {
    await db.schema
      .alterTable('clients')
      .addColumn(name, type, (c) => {
        const column = c.notNull().defaultTo(fallback);
        return check ? column.check(check(name)) : column;
      })
      .execute();
  }
  await db.schema.createIndex('clients_partner_type_idx').on('clients').columns(['partner_type', 'card_name']).execute();

  await table('partner_contacts')
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('position', text, (c) => c.notNull().defaultTo(''))
    .addColumn('phone', text, (c) => c.notNull().defaultTo(''))
    .addColumn('email', text, (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('partner_contacts_client_idx').on('partner_contacts').column('client_id').execute();

  await table('partner_addresses')
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('kind', text, (c) => c.notNull().check(oneOf('kind', PARTNER_ADDRESS_KINDS)))
    .addColumn('street', text, (c) => c.notNull())
    .addColumn('city', text, (c) => c.notNull().defaultTo(''))
    .addColumn('county', text, (c) => c.notNull().defaultTo(''))
    .addColumn('state', text, (c) => c.notNull().defaultTo(''))
    .addColumn('zip_code', text, (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('partner_addresses_client_idx').on('partner_addresses').column('client_id').execute();

  await db.schema
    .createTable('articles')
    .addColumn('code', text, (c) => c.primaryKey())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('kind', text, (c) => c.notNull().check(oneOf('kind', ARTICLE_KINDS)))
    .addColumn('unit', text, (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('garment', text)
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('sequences')
    .addColumn('name', text, (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await table('sales_documents')
    .addColumn('kind', text, (c) => c.notNull().check(oneOf('kind', SALES_DOCUMENT_KINDS)))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('folio', text, (c) => c.notNull().unique())
    .addColumn('status', text, (c) => c.notNull().check(oneOf('status', DOCUMENT_STATUSES)))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('contact_id', 'integer', (c) => c.references('partner_contacts.id').onDelete('set null'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', text, (c) => c.notNull().defaultTo(''))
    .addColumn('reference', text, (c) => c.notNull().defaultTo(''))
    .addColumn('currency', text, (c) => c.notNull().check(oneOf('currency', CURRENCIES)))
    .addColumn('exchange_rate', 'integer', (c) => c.notNull())
    .addColumn('tax_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('subtotal_cents', money, (c) => c.notNull())
    .addColumn('tax_cents', money, (c) => c.notNull())
    .addColumn('total_cents', money, (c) => c.notNull())
    .addColumn('total_mxn_cents', money, (c) => c.notNull())
    .addColumn('ship_street', text, (c) => c.notNull().defaultTo(''))
    .addColumn('ship_city', text, (c) => c.notNull().defaultTo(''))
    .addColumn('ship_state', text, (c) => c.notNull().defaultTo(''))
    .addColumn('ship_zip', text, (c) => c.notNull().defaultTo(''))
    .addColumn('bill_street', text, (c) => c.notNull().defaultTo(''))
    .addColumn('bill_city', text, (c) => c.notNull().defaultTo(''))
    .addColumn('bill_state', text, (c) => c.notNull().defaultTo(''))
    .addColumn('bill_zip', text, (c) => c.notNull().defaultTo(''))
    .addColumn('sample_id', 'integer', (c) => c.references('samples.id').onDelete('set null'))
    .addColumn('source_id', 'integer', (c) => c.references('sales_documents.id').onDelete('set null'))
    .addColumn('search_text', text, (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addColumn('status_changed_at', text)
    .addColumn('status_changed_by', 'integer', (c) => c.references('users.id'))
    .addUniqueConstraint('sales_documents_kind_number_key', ['kind', 'number'])
    .execute();
  for (const column of ['client_id', 'seller_id', 'sample_id', 'source_id']) {
    await db.schema.createIndex(`sales_documents_${column}_idx`).on('sales_documents').column(column).execute();
  }
  await db.schema.createIndex('sales_documents_kind_status_idx').on('sales_documents').columns(['kind', 'status']).execute();

  await table('sales_document_lines')
    .addColumn('document_id', 'integer', (c) => c.notNull().references('sales_documents.id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('code', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('subtotal_cents', money, (c) => c.notNull())
    .addColumn('tax_cents', money, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sales_document_lines_document_idx').on('sales_document_lines').columns(['document_id', 'sort_order']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['sales_document_lines', 'sales_documents', 'sequences', 'articles', 'partner_addresses', 'partner_contacts']) {
    await db.schema.dropTable(name).ifExists().execute();
  }
  await db.schema.dropIndex('clients_partner_type_idx').ifExists().execute();
  for (const name of ['partner_type', 'partner_group', 'currency', 'phone2', 'mobile', 'website', 'shipping_method', 'active', 'regimen_fiscal', 'uso_cfdi', 'fiscal_zip_code', 'border_region', 'updated_at']) {
    await db.schema.alterTable('clients').dropColumn(name).execute();
  }
}
