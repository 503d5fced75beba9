import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { dialectOf } from '../../../db/dialect';

/*
 * Stock (issue 31, items 1 and 2; docs/decisions/stock.md): warehouses, their locations, the append-only
 * ledger `stock_moves` and `stock_balances`, kept in the same transaction as each movement.
 *
 * - Quantities are integers in the item's smallest unit (pieces; centimetres for items counted in metres).
 * - Costs are integer cents per unit of the item; a balance keeps its moving-average cost.
 * - A balance is one row per item (or variant) × warehouse × location; `slot` ('item:variant:warehouse:location',
 *   0 for none) is its unique key, since a unique index over nullable columns treats NULLs as distinct.
 * - `on_hand >= 0` is checked by the database too, behind the application's refusal.
 * - The ledger refuses UPDATE and DELETE with a trigger on both databases: a mistake is corrected by
 *   another movement, never by editing one.
 */

const kindCheck = sql`kind in ('raw_material', 'finished_goods', 'transit')`;
const moveKindCheck = sql`kind in ('receipt', 'issue', 'transfer', 'production_issue', 'production_receipt', 'delivery', 'return', 'count_adjustment')`;
// The document kinds a movement may name. Widened before 0035 first landed (issue 31's purchasing and
// inventory documents); a later kind needs a migration of its own.
const sourceCheck = sql`source_kind is null or source_kind in ('production_order', 'sales_order', 'purchase_order', 'goods_receipt', 'goods_return', 'delivery', 'sales_return', 'stock_document', 'stock_count')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its time, not today's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = pg ? 'serial' : 'integer';

  await db.schema
    .createTable('warehouses')
    .addColumn('id', idType, id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(kindCheck))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('stock_locations')
    .addColumn('id', idType, id)
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('stock_locations_warehouse_code', ['warehouse_id', 'code'])
    .execute();

  await db.schema
    .createTable('stock_moves')
    .addColumn('id', idType, id)
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('variant_id', 'integer', (c) => c.references('item_variants.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('location_id', 'integer', (c) => c.references('stock_locations.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(moveKindCheck))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity <> 0`))
    .addColumn('unit_cost_cents', 'integer', (c) => c.notNull().check(sql`unit_cost_cents >= 0`))
    .addColumn('source_kind', 'text', (c) => c.check(sourceCheck))
    .addColumn('source_id', 'integer')
    .addColumn('source_line', 'integer')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_moves_item').on('stock_moves').columns(['item_id', 'id']).execute();
  await db.schema.createIndex('stock_moves_item_warehouse').on('stock_moves').columns(['item_id', 'warehouse_id', 'id']).execute();
  await db.schema.createIndex('stock_moves_source').on('stock_moves').columns(['source_kind', 'source_id']).execute();

  await db.schema
    .createTable('stock_balances')
    .addColumn('id', idType, id)
    .addColumn('slot', 'text', (c) => c.notNull().unique())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('variant_id', 'integer', (c) => c.references('item_variants.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('location_id', 'integer', (c) => c.references('stock_locations.id'))
    .addColumn('on_hand', 'integer', (c) => c.notNull().defaultTo(0).check(sql`on_hand >= 0`))
    .addColumn('average_cost_cents', 'integer', (c) => c.notNull().defaultTo(0).check(sql`average_cost_cents >= 0`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_balances_item').on('stock_balances').columns(['item_id', 'warehouse_id']).execute();

  if (pg) {
    await sql`create function stock_moves_append_only() returns trigger language plpgsql as $$
      begin raise exception 'stock_moves is append-only: post a correcting movement instead'; end $$`.execute(db);
    await sql`create trigger stock_moves_append_only before update or delete on stock_moves for each row execute function stock_moves_append_only()`.execute(db);
  } else {
    await sql`create trigger stock_moves_no_update before update on stock_moves begin select raise(abort, 'stock_moves is append-only: post a correcting movement instead'); end`.execute(db);
    await sql`create trigger stock_moves_no_delete before delete on stock_moves begin select raise(abort, 'stock_moves is append-only: post a correcting movement instead'); end`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up
export async function down(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  await db.schema.dropTable('stock_balances').ifExists().execute();
  await db.schema.dropTable('stock_moves').ifExists().execute();
  if (pg) await sql`drop function if exists stock_moves_append_only()`.execute(db);
  await db.schema.dropTable('stock_locations').ifExists().execute();
  await db.schema.dropTable('warehouses').ifExists().execute();
}
