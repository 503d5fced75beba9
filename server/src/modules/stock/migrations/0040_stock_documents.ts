import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { dialectOf } from '../../../db/dialect';

/*
 * Inventory documents and stock counts (issue 31, item 3; docs/decisions/stock.md). A document's lines are its
 * ledger movements (source_kind 'stock_document', source_id = the document, source_line = the line), so the
 * header is all this table keeps: kind, folio of its series (EI / SI / TR, unique per series), note, who, when.
 * A count's adjustments are movements with source_kind 'stock_count'.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its time, not today's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = pg ? 'serial' : 'integer';

  await db.schema
    .createTable('stock_documents')
    .addColumn('id', idType, id)
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('receipt', 'issue', 'transfer')`))
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number > 0`))
    .addColumn('folio', 'text', (c) => c.notNull().unique())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addUniqueConstraint('stock_documents_series_number', ['series', 'number'])
    .execute();
  await db.schema.createIndex('stock_documents_kind').on('stock_documents').columns(['kind', 'id']).execute();

  await db.schema
    .createTable('stock_counts')
    .addColumn('id', idType, id)
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_counts').ifExists().execute();
  await db.schema.dropTable('stock_documents').ifExists().execute();
}
