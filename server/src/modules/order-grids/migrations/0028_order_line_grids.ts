import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../../db/dialect';

/**
 * A sales order line's size grid and name list (issue 30 item 2; docs/decisions/production.md 'Order
 * lines with a grid'). Only new tables: every existing row of every table is kept.
 * - `order_line_grids`: one per gridded line (the line's id is its key; it goes with its line), naming
 *   the style and the authorised sample it reproduces.
 * - `order_line_grid_cells`: pieces per variant (style × colour × size) of the line.
 * - `order_line_names`: the name list, one row per named piece (its variant and the text it fills).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('order_line_grids')
    .addColumn('line_id', 'integer', (c) => c.primaryKey().references('document_lines.id').onDelete('cascade'))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('style_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .execute();
  await db.schema.createIndex('order_line_grids_document_idx').on('order_line_grids').column('document_id').execute();

  await db.schema
    .createTable('order_line_grid_cells')
    .addColumn('line_id', 'integer', (c) => c.notNull().references('order_line_grids.line_id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('item_variants.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addPrimaryKeyConstraint('order_line_grid_cells_pkey', ['line_id', 'variant_id'])
    .execute();

  await db.schema
    .createTable('order_line_names')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('line_id', 'integer', (c) => c.notNull().references('order_line_grids.line_id').onDelete('cascade'))
    /** The row's number in the list as it was pasted (header included), as the messages name it. */
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('item_variants.id'))
    /** The sample's text decoration the name fills, by its label ('NOMBRE'); '' when the sample has none. */
    .addColumn('text_label', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('order_line_names_line_idx').on('order_line_names').columns(['line_id', 'row_number']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['order_line_names', 'order_line_grid_cells', 'order_line_grids']) await db.schema.dropTable(name).ifExists().execute();
}
