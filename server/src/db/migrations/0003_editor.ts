import { sql, type Kysely } from 'kysely';
import { FONTS, LOGO_TECHNIQUES } from '@muestrario/shared/domain';
import { dialectOf } from '../dialect';

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

/**
 * The design editor (issue 8): texts saved on the server, draw order of logos and texts, and soft
 * delete (`deleted_at`) so that undoing a delete restores the same logo or text with its file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const text = 'text';
  const real = 'double precision';

  await db.schema.alterTable('logos').addColumn('z_index', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('logos').addColumn('deleted_at', text).execute();

  await db.schema
    .createTable('texts')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.notNull().references('clothing_positions.id'))
    .addColumn('text', text, (c) => c.notNull())
    .addColumn('font', text, (c) => c.notNull().check(sql`font in (${inList(FONTS)})`))
    .addColumn('color', text, (c) => c.notNull())
    .addColumn('technique', text, (c) => c.notNull().check(sql`technique in (${inList(LOGO_TECHNIQUES)})`))
    .addColumn('comments', text, (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('height_cm', real, (c) => c.notNull())
    .addColumn('width_cm', real, (c) => c.notNull())
    .addColumn('rotate_degrees', real, (c) => c.notNull().defaultTo(0))
    .addColumn('x_cm', real, (c) => c.notNull())
    .addColumn('y_cm', real, (c) => c.notNull())
    .addColumn('z_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', text)
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('texts_sample_idx').on('texts').column('sample_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('texts').ifExists().execute();
  await db.schema.alterTable('logos').dropColumn('deleted_at').execute();
  await db.schema.alterTable('logos').dropColumn('z_index').execute();
}
