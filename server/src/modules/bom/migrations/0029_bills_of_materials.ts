import { sql, type Kysely } from 'kysely';
import { ITEM_KINDS, ITEM_UNITS } from '@muestrario/shared/domain';
import { dialectOf } from '../../../db/dialect';

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));
const kindCheck = sql`kind in (${inList(ITEM_KINDS)})`;
const unitCheck = sql`unit in (${inList(ITEM_UNITS)})`;

/**
 * Bills of materials (issue 30 item 3; docs/decisions/production.md, "Bills of materials").
 * - `items` gets the kind 'Material' (labels, bags, backing, bobbin thread: what a BOM consumes) and the unit
 *   'metro': only the two CHECK constraints change. PostgreSQL drops and re-adds them; SQLite cannot change a
 *   CHECK, so the table is rebuilt (the twelve steps of sqlite.org/lang_altertable.html, as 0006 did for users)
 *   with foreign keys off, so colours, sizes, variants and whatever else points at items keep their rows.
 * - `boms`: one per style (`item_id` unique), with the scrap % of the decoration's consumption (thread, film)
 *   in tenths of a percent.
 * - `bom_lines`: the components per piece in order: 'blank' (the style's own variant, one per piece, no
 *   component item: it follows the produced colour × size) or 'material' (an item of kind Material), with
 *   the quantity per piece in thousandths and the scrap in tenths of a percent (integers: exact sums).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  if (pg) {
    const checks = await sql<{ conname: string }>`select conname from pg_constraint where conrelid = 'items'::regclass and contype = 'c'`.execute(db);
    for (const c of checks.rows) await sql`alter table items drop constraint ${sql.id(c.conname)}`.execute(db);
    await sql`alter table items add constraint items_kind_check check (${kindCheck})`.execute(db);
    await sql`alter table items add constraint items_unit_check check (${unitCheck})`.execute(db);
  } else {
    await sql`pragma foreign_keys = off`.execute(db);
    try {
      await sql`create table items_new (
        id integer primary key autoincrement,
        code text not null unique,
        description text not null,
        kind text not null check (${kindCheck}),
        clothing_id integer references clothing (id),
        sat_product_key text not null,
        sat_unit_key text not null,
        unit text not null check (${unitCheck}),
        article_code text references articles (code),
        active integer not null default 1,
        search_text text not null default '',
        created_at text not null,
        updated_at text not null
      )`.execute(db);
      const columns = sql.raw(
        'id, code, description, kind, clothing_id, sat_product_key, sat_unit_key, unit, article_code, active, search_text, created_at, updated_at',
      );
      await sql`insert into items_new (${columns}) select ${columns} from items`.execute(db);
      await sql`drop table items`.execute(db);
      await sql`alter table items_new rename to items`.execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length) throw new Error('Migración 0029: referencias a artículos rotas.');
    } finally {
      await sql`pragma foreign_keys = on`.execute(db);
    }
  }

  const table = (name: string) =>
    db.schema.createTable(name).addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));
  await table('boms')
    .addColumn('item_id', 'integer', (c) => c.notNull().unique().references('items.id'))
    .addColumn('decoration_scrap_tenths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await table('bom_lines')
    .addColumn('bom_id', 'integer', (c) => c.notNull().references('boms.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('blank', 'material')`))
    .addColumn('component_item_id', 'integer', (c) => c.references('items.id'))
    .addColumn('quantity_thousandths', 'integer', (c) => c.notNull())
    .addColumn('scrap_tenths', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('bom_lines_position_key', ['bom_id', 'position'])
    .execute();
  await db.schema.createIndex('bom_lines_component_idx').on('bom_lines').column('component_item_id').execute();
}

/** Drops the BOM tables; the items' wider CHECKs stay (material items may exist). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['bom_lines', 'boms']) await db.schema.dropTable(name).ifExists().execute();
}
