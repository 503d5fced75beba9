import { type Kysely } from 'kysely';

/**
 * Issue 31 (stock and purchasing): an item's planning data, SAP Business One's item master "Purchasing" and
 * "Inventory" tabs: its preferred supplier (a partner of type Proveedor; shortages become purchase requests
 * to it) and its minimum stock in smallest units (the 'below minimum' report).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('items').addColumn('preferred_supplier_id', 'integer', (c) => c.references('clients.id')).execute();
  await db.schema.alterTable('items').addColumn('min_stock', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('items').dropColumn('min_stock').execute();
  await db.schema.alterTable('items').dropColumn('preferred_supplier_id').execute();
}
