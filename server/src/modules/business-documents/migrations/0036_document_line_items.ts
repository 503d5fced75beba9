import { type Kysely } from 'kysely';

/**
 * Issue 31 (purchasing): a document line names what it moves, as SAP Business One's lines do (ItemCode,
 * WhsCode): the item, its variant (a style's colour × size) and the warehouse. All three are optional: the
 * sales documents made before keep only their article code.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('document_lines').addColumn('item_id', 'integer', (c) => c.references('items.id')).execute();
  await db.schema.alterTable('document_lines').addColumn('variant_id', 'integer', (c) => c.references('item_variants.id')).execute();
  await db.schema.alterTable('document_lines').addColumn('warehouse_id', 'integer', (c) => c.references('warehouses.id')).execute();
  await db.schema.createIndex('document_lines_item_idx').on('document_lines').columns(['item_id', 'variant_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('document_lines_item_idx').ifExists().execute();
  await db.schema.alterTable('document_lines').dropColumn('warehouse_id').execute();
  await db.schema.alterTable('document_lines').dropColumn('variant_id').execute();
  await db.schema.alterTable('document_lines').dropColumn('item_id').execute();
}
