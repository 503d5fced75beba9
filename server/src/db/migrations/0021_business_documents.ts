import { sql, type Kysely } from 'kysely';
import { CURRENCIES, DOCUMENT_STATUSES, SALES_DOCUMENT_KINDS } from '@muestrario/shared/domain';
import { BUSINESS_DOCUMENT_KINDS, BUSINESS_DOCUMENT_STATUSES, DOCUMENT_KINDS, sequenceName } from '@muestrario/shared/rules';
import { dialectOf } from '../dialect';

const oneOf = (column: string, values: readonly string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
const text = 'text';
const money = 'bigint';

/**
 * The business document engine (issue 29 item 4; docs/decisions/business-documents.md): `documents`
 * (headers of every kind), `document_lines` (each with its base document and base line and its open
 * quantity) and `document_history` (append-only). Quotations and orders move over from
 * `sales_documents` and `sales_document_lines` keeping every id, folio, amount, sample link, status
 * and who/when; an order's lines are linked to its quotation's lines (same position and article), and
 * each quotation line's open quantity is what its orders have not taken. The folio counters become one
 * per (kind, series). `down` moves quotations and orders back (documents of the newer kinds are lost).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const table = (name: string) =>
    db.schema.createTable(name).addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));

  await table('documents')
    .addColumn('kind', text, (c) => c.notNull().check(oneOf('kind', BUSINESS_DOCUMENT_KINDS)))
    .addColumn('series', text, (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('folio', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull().check(oneOf('status', BUSINESS_DOCUMENT_STATUSES)))
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('contact_id', 'integer', (c) => c.references('partner_contacts.id').onDelete('set null'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
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
    .addColumn('base_document_id', 'integer', (c) => c.references('documents.id'))
    .addColumn('search_text', text, (c) => c.notNull().defaultTo(''))
    .addColumn('doc_date', text, (c) => c.notNull())
    .addColumn('due_date', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addColumn('status_changed_at', text)
    .addColumn('status_changed_by', 'integer', (c) => c.references('users.id'))
    .addUniqueConstraint('documents_kind_series_number_key', ['kind', 'series', 'number'])
    .addUniqueConstraint('documents_kind_series_folio_key', ['kind', 'series', 'folio'])
    .execute();
  for (const column of ['partner_id', 'owner_id', 'sample_id', 'base_document_id']) {
    await db.schema.createIndex(`documents_${column}_idx`).on('documents').column(column).execute();
  }
  await db.schema.createIndex('documents_kind_status_idx').on('documents').columns(['kind', 'status']).execute();

  await table('document_lines')
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('line_number', 'integer', (c) => c.notNull())
    .addColumn('code', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_bp', 'integer', (c) => c.notNull().defaultTo(0).check(sql`discount_bp between 0 and 10000`))
    .addColumn('line_total_cents', money, (c) => c.notNull())
    .addColumn('tax_cents', money, (c) => c.notNull())
    .addColumn('base_document_id', 'integer', (c) => c.references('documents.id'))
    .addColumn('base_line_id', 'integer', (c) => c.references('document_lines.id'))
    // The last guard against over-copying: a base line's open quantity never goes below 0.
    .addColumn('open_quantity', 'integer', (c) => c.notNull().check(sql`open_quantity >= 0 and open_quantity <= quantity`))
    .addUniqueConstraint('document_lines_document_line_key', ['document_id', 'line_number'])
    .execute();
  await db.schema.createIndex('document_lines_base_line_idx').on('document_lines').column('base_line_id').execute();
  await db.schema.createIndex('document_lines_base_document_idx').on('document_lines').column('base_document_id').execute();

  await table('document_history')
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('at', text, (c) => c.notNull())
    .addColumn('action', text, (c) => c.notNull())
    .addColumn('detail', text, (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('document_history_document_idx').on('document_history').columns(['document_id', 'id']).execute();

  // Quotations and orders, ids kept.
  const seriesCase = sql`case kind ${sql.join(
    SALES_DOCUMENT_KINDS.map((k) => sql`when ${sql.lit(k)} then ${sql.lit(DOCUMENT_KINDS[k].defaultSeries)}`),
    sql` `,
  )} end`;
  await sql`
    insert into documents (id, kind, series, number, folio, status, partner_id, contact_id, owner_id, created_by, name, reference,
      currency, exchange_rate, tax_rate_bp, subtotal_cents, tax_cents, total_cents, total_mxn_cents,
      ship_street, ship_city, ship_state, ship_zip, bill_street, bill_city, bill_state, bill_zip,
      sample_id, base_document_id, search_text, doc_date, due_date, created_at, updated_at, status_changed_at, status_changed_by)
    select id, kind, ${seriesCase}, number, folio, status, client_id, contact_id, seller_id, seller_id, name, reference,
      currency, exchange_rate, tax_rate_bp, subtotal_cents, tax_cents, total_cents, total_mxn_cents,
      ship_street, ship_city, ship_state, ship_zip, bill_street, bill_city, bill_state, bill_zip,
      sample_id, source_id, search_text, substr(created_at, 1, 10), null, created_at, updated_at, status_changed_at, status_changed_by
    from sales_documents order by id`.execute(db);
  await sql`
    insert into document_lines (id, document_id, line_number, code, description, quantity, unit_price_cents, discount_bp,
      line_total_cents, tax_cents, base_document_id, base_line_id, open_quantity)
    select id, document_id, sort_order, code, description, quantity, unit_price_cents, 0, subtotal_cents, tax_cents, null, null, quantity
    from sales_document_lines order by id`.execute(db);

  // An order's lines come from its quotation's line at the same position with the same article.
  await sql`
    update document_lines set base_line_id = (
      select b.id from document_lines b
      inner join documents d on d.base_document_id = b.document_id
      where d.id = document_lines.document_id and b.line_number = document_lines.line_number and b.code = document_lines.code)
    where document_id in (select id from documents where base_document_id is not null)`.execute(db);
  await sql`
    update document_lines set base_document_id = (select b.document_id from document_lines b where b.id = document_lines.base_line_id)
    where base_line_id is not null`.execute(db);
  // What a base line's copies took is no longer open (never below 0: an order edited upwards took it all).
  await sql`
    update document_lines set open_quantity = case
      when quantity < coalesce((select sum(c.quantity) from document_lines c where c.base_line_id = document_lines.id), 0) then 0
      else quantity - coalesce((select sum(c.quantity) from document_lines c where c.base_line_id = document_lines.id), 0) end
    where id in (select base_line_id from document_lines where base_line_id is not null)`.execute(db);

  // The history starts with what the old tables knew: who created each document and when, and its last status change.
  await sql`
    insert into document_history (document_id, user_id, at, action, detail)
    select id, owner_id, created_at, 'created', '{"migratedFrom":"sales_documents"}' from documents order by id`.execute(db);
  await sql`
    insert into document_history (document_id, user_id, at, action, detail)
    select id, status_changed_by, status_changed_at, 'status', '{"to":"' || status || '","migratedFrom":"sales_documents"}'
    from documents where status_changed_at is not null order by id`.execute(db);

  for (const kind of SALES_DOCUMENT_KINDS) {
    await sql`update sequences set name = ${sequenceName(kind, DOCUMENT_KINDS[kind].defaultSeries)} where name = ${kind}`.execute(db);
  }
  if (pg) await resetSerials(db, ['documents', 'document_lines']);

  await db.schema.dropTable('sales_document_lines').execute();
  await db.schema.dropTable('sales_documents').execute();
}

/** PostgreSQL: rows inserted with their ids leave the serial behind; move it past the highest id. */
async function resetSerials(db: Kysely<unknown>, tables: string[]): Promise<void> {
  for (const name of tables) {
    await sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.table(name)}), 0) + 1, false)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const table = (name: string) =>
    db.schema.createTable(name).addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));
  // Exactly the tables of migration 0007.
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

  const kinds = sql.join(SALES_DOCUMENT_KINDS.map((k) => sql.lit(k)));
  await sql`
    insert into sales_documents (id, kind, number, folio, status, client_id, contact_id, seller_id, name, reference,
      currency, exchange_rate, tax_rate_bp, subtotal_cents, tax_cents, total_cents, total_mxn_cents,
      ship_street, ship_city, ship_state, ship_zip, bill_street, bill_city, bill_state, bill_zip,
      sample_id, source_id, search_text, created_at, updated_at, status_changed_at, status_changed_by)
    select id, kind, number, folio, status, partner_id, contact_id, owner_id, name, reference,
      currency, exchange_rate, tax_rate_bp, subtotal_cents, tax_cents, total_cents, total_mxn_cents,
      ship_street, ship_city, ship_state, ship_zip, bill_street, bill_city, bill_state, bill_zip,
      sample_id, case when base_document_id in (select id from documents where kind in (${kinds})) then base_document_id end,
      search_text, created_at, updated_at, status_changed_at, status_changed_by
    from documents where kind in (${kinds}) order by id`.execute(db);
  await sql`
    insert into sales_document_lines (id, document_id, sort_order, code, description, quantity, unit_price_cents, subtotal_cents, tax_cents)
    select l.id, l.document_id, l.line_number, l.code, l.description, l.quantity, l.unit_price_cents, l.line_total_cents, l.tax_cents
    from document_lines l inner join documents d on d.id = l.document_id where d.kind in (${kinds}) order by l.id`.execute(db);
  for (const kind of SALES_DOCUMENT_KINDS) {
    await sql`update sequences set name = ${kind} where name = ${sequenceName(kind, DOCUMENT_KINDS[kind].defaultSeries)}`.execute(db);
  }
  if (pg) await resetSerials(db, ['sales_documents', 'sales_document_lines']);
  await db.schema.dropTable('document_history').execute();
  await db.schema.dropTable('document_lines').execute();
  await db.schema.dropTable('documents').execute();
}
