import { sql, type Kysely } from 'kysely';
import { ITEM_KINDS, ITEM_UNITS } from '@muestrario/shared/domain';
import { foldText } from '@muestrario/shared/rules';
import { dialectOf } from '../../../db/dialect';

const oneOf = (column: string, values: readonly string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
const text = 'text';

/** The SAT product key of a service article copied over, from its code (embroidery, printing, digitising). */
const serviceSatKey = (code: string) => (code.startsWith('BOR') ? '73151900' : code.startsWith('PON') ? '81141600' : '82121500');

/**
 * Items (issue 30 item 1; docs/decisions/items.md): `items` (styles and services), `item_colours`,
 * `item_sizes` (a style's size run, in order) and `item_variants` (colour × size, each with its code;
 * never deleted, deactivated when its colour or size leaves the style). Every service article of the
 * price catalogue (`articles`, used by quotations) becomes a service item pointing at it; the articles
 * table is left as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const table = (name: string) =>
    db.schema.createTable(name).addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));

  await table('items')
    .addColumn('code', text, (c) => c.notNull().unique())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('kind', text, (c) => c.notNull().check(oneOf('kind', ITEM_KINDS)))
    .addColumn('clothing_id', 'integer', (c) => c.references('clothing.id'))
    .addColumn('sat_product_key', text, (c) => c.notNull())
    .addColumn('sat_unit_key', text, (c) => c.notNull())
    .addColumn('unit', text, (c) => c.notNull().check(oneOf('unit', ITEM_UNITS)))
    .addColumn('article_code', text, (c) => c.references('articles.code'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('search_text', text, (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();

  await table('item_colours')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('code', text, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('hex', text, (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('item_colours_item_idx').on('item_colours').column('item_id').execute();

  await db.schema
    .createTable('item_sizes')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('size', text, (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_sizes_pkey', ['item_id', 'size'])
    .execute();

  await table('item_variants')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('colour_id', 'integer', (c) => c.notNull().references('item_colours.id'))
    .addColumn('size', text, (c) => c.notNull())
    .addColumn('code', text, (c) => c.notNull().unique())
    .addColumn('cost_cents', 'integer')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('item_variants_pair_key', ['item_id', 'colour_id', 'size'])
    .execute();
  await db.schema.createIndex('item_variants_item_idx').on('item_variants').column('item_id').execute();

  // The services quotations already sell become service items (a fresh database has none yet: the seed adds them).
  const services = await sql<{ code: string; description: string; unit: string; active: number }>`
    select code, description, unit, active from articles where kind = 'Servicio' order by sort_order, code`.execute(db);
  const at = new Date().toISOString();
  for (const a of services.rows) {
    const unit = (ITEM_UNITS as readonly string[]).includes(a.unit) ? a.unit : 'servicio';
    await sql`insert into items (code, description, kind, clothing_id, sat_product_key, sat_unit_key, unit, article_code, active, search_text, created_at, updated_at)
      values (${a.code}, ${a.description}, 'Servicio', null, ${serviceSatKey(a.code)}, 'E48', ${unit}, ${a.code}, ${Number(a.active)}, ${foldText(`${a.code} ${a.description}`)}, ${at}, ${at})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['item_variants', 'item_sizes', 'item_colours', 'items']) await db.schema.dropTable(name).ifExists().execute();
}
