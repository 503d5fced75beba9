import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../../db/dialect';

/*
 * How many movements each balance's slot has (issue 31, acceptance 1: one million movements; docs/decisions/
 * stock.md, "Kardex at a million movements"). The kardex's total was a `count(*)` over the item's movements:
 * a quarter of a million index entries for a busy item, 80–120 ms per page. `stock_balances.move_count` is
 * kept by a trigger on both databases (every movement bumps its slot's balance, which the ledger makes exist
 * before it inserts the movement), so the total is a sum over a handful of balances. Filled for the
 * movements already posted. Also an index for the kardex narrowed to a variant.
 */

const SQLITE_SLOT = sql`new.item_id || ':' || coalesce(new.variant_id, 0) || ':' || new.warehouse_id || ':' || coalesce(new.location_id, 0)`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its time, not today's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  await db.schema
    .alterTable('stock_balances')
    .addColumn('move_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The kardex narrowed to a variant walks the variant's movements newest first, not the whole item's.
  await db.schema.createIndex('stock_moves_item_variant').on('stock_moves').columns(['item_id', 'variant_id', 'id']).execute();
  if (pg) {
    await sql`create function stock_moves_count() returns trigger language plpgsql as $$
      begin
        update stock_balances set move_count = move_count + 1
          where slot = concat_ws(':', new.item_id, coalesce(new.variant_id, 0), new.warehouse_id, coalesce(new.location_id, 0));
        return null;
      end $$`.execute(db);
    await sql`create trigger stock_moves_count after insert on stock_moves for each row execute function stock_moves_count()`.execute(db);
    await sql`update stock_balances b set move_count = (select count(*) from stock_moves m
      where m.item_id = b.item_id and m.variant_id is not distinct from b.variant_id and m.warehouse_id = b.warehouse_id and m.location_id is not distinct from b.location_id)`.execute(db);
  } else {
    await sql`create trigger stock_moves_count after insert on stock_moves begin
      update stock_balances set move_count = move_count + 1 where slot = ${SQLITE_SLOT};
    end`.execute(db);
    await sql`update stock_balances set move_count = (select count(*) from stock_moves m
      where m.item_id = stock_balances.item_id and m.variant_id is stock_balances.variant_id and m.warehouse_id = stock_balances.warehouse_id and m.location_id is stock_balances.location_id)`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up
export async function down(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  if (pg) {
    await sql`drop trigger if exists stock_moves_count on stock_moves`.execute(db);
    await sql`drop function if exists stock_moves_count()`.execute(db);
  } else {
    await sql`drop trigger if exists stock_moves_count`.execute(db);
  }
  await db.schema.dropIndex('stock_moves_item_variant').ifExists().execute();
  await db.schema.alterTable('stock_balances').dropColumn('move_count').execute();
}
