import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { COUNTRY, LOGO_TECHNIQUES, SAMPLE_ON_OPTIONS, STAGE_CODES, USER_ROLES } from '@muestrario/shared/domain';
import { dialectOf } from '../dialect';

/** `column in ('a', 'b')` from one of the shared domain lists (DDL takes no parameters: literals). */
const oneOf = (column: string, values: readonly (string | number)[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/**
 * The whole data model of docs/requirements.md §3. Written once for SQLite and PostgreSQL: only the
 * auto-increment primary key differs (`integer … autoincrement` vs `serial`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const table = <T extends string>(name: T): CreateTableBuilder<T, 'id'> =>
    db.schema
      .createTable(name)
      .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));
  const text = 'text';
  const real = 'double precision';

  await table('users')
    .addColumn('username', text, (c) => c.notNull().unique())
    .addColumn('password_hash', text, (c) => c.notNull())
    .addColumn('first_name', text, (c) => c.notNull())
    .addColumn('last_name', text, (c) => c.notNull())
    .addColumn('role', text, (c) => c.notNull().check(oneOf('role', USER_ROLES)))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('last_seen_at', text, (c) => c.notNull())
    .addColumn('ip', text, (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', text, (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await table('clients')
    .addColumn('card_code', text, (c) => c.notNull().unique())
    .addColumn('card_name', text, (c) => c.notNull())
    .addColumn('rfc', text, (c) => c.notNull().defaultTo(''))
    .addColumn('email', text, (c) => c.notNull().defaultTo(''))
    .addColumn('phone1', text, (c) => c.notNull().defaultTo(''))
    .addColumn('address', text, (c) => c.notNull().defaultTo(''))
    .addColumn('city', text, (c) => c.notNull().defaultTo(''))
    .addColumn('county', text, (c) => c.notNull().defaultTo(''))
    .addColumn('state', text, (c) => c.notNull().defaultTo(''))
    .addColumn('zip_code', text, (c) => c.notNull().defaultTo(''))
    .addColumn('country', text, (c) => c.notNull().defaultTo(COUNTRY))
    .addColumn('department', text)
    .addColumn('search_text', text, (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await table('clothing')
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('image', text, (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('clothing_positions')
    .addColumn('clothing_id', 'integer', (c) => c.notNull().references('clothing.id').onDelete('cascade'))
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('image', text, (c) => c.notNull())
    .addColumn('width', real, (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('clothing_positions_clothing_idx').on('clothing_positions').column('clothing_id').execute();

  await table('position_areas')
    .addColumn('position_id', 'integer', (c) => c.notNull().references('clothing_positions.id').onDelete('cascade'))
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('area_left', real, (c) => c.notNull())
    .addColumn('area_top', real, (c) => c.notNull())
    .addColumn('width', real, (c) => c.notNull())
    .addColumn('height', real, (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('position_areas_position_idx').on('position_areas').column('position_id').execute();

  await table('samples')
    .addColumn('sample_name', text, (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('clothing_id', 'integer', (c) => c.references('clothing.id'))
    .addColumn('stage', 'integer', (c) => c.notNull().defaultTo(STAGE_CODES[0]).check(oneOf('stage', STAGE_CODES)))
    .addColumn('sample_on', text, (c) => c.notNull().defaultTo(SAMPLE_ON_OPTIONS[0]).check(oneOf('sample_on', SAMPLE_ON_OPTIONS)))
    .addColumn('clothing_color', text, (c) => c.notNull().defaultTo('#FFFFFF'))
    .addColumn('sample_canvas', text, (c) => c.notNull().defaultTo(''))
    .addColumn('canvas_color', text, (c) => c.notNull().defaultTo('#FFFFFF'))
    .addColumn('notes', text, (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('create_date', text, (c) => c.notNull())
    .addColumn('due_date', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('samples_create_date_idx').on('samples').column('create_date').execute();
  await db.schema.createIndex('samples_client_idx').on('samples').column('client_id').execute();

  await db.schema
    .createTable('threads')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('nombre', text, (c) => c.notNull())
    .addColumn('color', text, (c) => c.notNull())
    .addColumn('posicion', text, (c) => c.notNull())
    .addColumn('rgb', text, (c) => c.notNull())
    .addColumn('hex', text, (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('logos')
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.notNull().references('clothing_positions.id'))
    .addColumn('logo_name', text, (c) => c.notNull())
    .addColumn('technique', text, (c) => c.notNull().check(oneOf('technique', LOGO_TECHNIQUES)))
    .addColumn('notes', text, (c) => c.notNull().defaultTo(''))
    .addColumn('notes_on_color', text, (c) => c.notNull().defaultTo(''))
    .addColumn('notes_on_position', text, (c) => c.notNull().defaultTo(''))
    .addColumn('height_cm', real, (c) => c.notNull())
    .addColumn('width_cm', real, (c) => c.notNull())
    .addColumn('rotate_degrees', real, (c) => c.notNull().defaultTo(0))
    .addColumn('x_cm', real, (c) => c.notNull())
    .addColumn('y_cm', real, (c) => c.notNull())
    .addColumn('original_width', 'integer')
    .addColumn('original_height', 'integer')
    .addColumn('file_key', text, (c) => c.notNull())
    .addColumn('original_filename', text, (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('mime_type', text, (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('logos_sample_idx').on('logos').column('sample_id').execute();
  await db.schema.createIndex('logos_file_key_idx').on('logos').column('file_key').execute();

  await db.schema
    .createTable('logo_pantones')
    .addColumn('logo_id', 'integer', (c) => c.notNull().references('logos.id').onDelete('cascade'))
    .addColumn('thread_id', text, (c) => c.notNull().references('threads.id'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('logo_pantones_pk', ['logo_id', 'thread_id'])
    .execute();

  await table('render_files')
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('file_key', text, (c) => c.notNull())
    .addColumn('original_filename', text, (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('mime_type', text, (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('render_files_sample_idx').on('render_files').column('sample_id').execute();
  await db.schema.createIndex('render_files_file_key_idx').on('render_files').column('file_key').execute();

  await table('events')
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('payload', text, (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('events_sample_idx').on('events').columns(['sample_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'events',
    'render_files',
    'logo_pantones',
    'logos',
    'threads',
    'samples',
    'position_areas',
    'clothing_positions',
    'clothing',
    'clients',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
