import { sql, type Kysely } from 'kysely';
import { USER_ROLES } from '@muestrario/shared/domain';
import { dialectOf } from '../dialect';

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));
const roleCheck = sql`role in (${inList(USER_ROLES)})`;

/**
 * The sample lifecycle (issue 15): the five staff roles (`reviewer` becomes `designer`), the sample's
 * round, and the tables of the stage machine's evidence and of the conversation around a sample:
 * rounds (a closed round's design kept readable), quality checklists, customer answers, photos,
 * comments and per-user notifications. `events` stays the one append-only table that feeds the
 * timeline, the notifications and the live signal; old event kinds are rewritten to the new ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const text = 'text';
  const id = (c: Kysely<unknown>['schema'], name: string) =>
    c.createTable(name).addColumn('id', pg ? 'serial' : 'integer', (col) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement()));

  // Roles: the CHECK constraint gets the new list and every reviewer becomes a designer.
  if (pg) {
    await sql`alter table users drop constraint if exists users_role_check`.execute(db);
    await sql`update users set role = 'designer' where role = 'reviewer'`.execute(db);
    await sql`alter table users add constraint users_role_check check (${roleCheck})`.execute(db);
  } else {
    // SQLite cannot change a CHECK constraint: rebuild the table (sqlite.org/lang_altertable.html, the
    // twelve steps), with foreign keys off so that rows pointing at users are kept as they are.
    await sql`pragma foreign_keys = off`.execute(db);
    try {
      await sql`create table users_new (
        id integer primary key autoincrement,
        username text not null unique,
        password_hash text not null,
        first_name text not null,
        last_name text not null,
        role text not null check (${roleCheck}),
        created_at text not null
      )`.execute(db);
      await sql`insert into users_new (id, username, password_hash, first_name, last_name, role, created_at)
        select id, username, password_hash, first_name, last_name, case role when 'reviewer' then 'designer' else role end, created_at from users`.execute(db);
      await sql`drop table users`.execute(db);
      await sql`alter table users_new rename to users`.execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length) throw new Error('Migración 0006: referencias a usuarios rotas.');
    } finally {
      await sql`pragma foreign_keys = on`.execute(db);
    }
  }

  await db.schema.alterTable('samples').addColumn('round', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  // The round a render belongs to (2 → 3 needs a render of the current round).
  await db.schema.alterTable('render_files').addColumn('round', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.createIndex('samples_stage_idx').on('samples').column('stage').execute();
  await db.schema.createIndex('events_sample_id_idx').on('events').columns(['sample_id', 'id']).execute();

  await id(db.schema, 'sample_rounds')
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('opened_at', text, (c) => c.notNull())
    .addColumn('closed_at', text, (c) => c.notNull())
    /** JSON: the closed round's design (sample fields, logos with threads, texts). */
    .addColumn('design', text, (c) => c.notNull())
    .addUniqueConstraint('sample_rounds_number_uq', ['sample_id', 'number'])
    .execute();
  // Files a closed round's design shows (its logos): referenced here so the orphan sweep keeps them.
  await db.schema
    .createTable('sample_round_files')
    .addColumn('round_id', 'integer', (c) => c.notNull().references('sample_rounds.id').onDelete('cascade'))
    .addColumn('file_key', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('sample_round_files_pk', ['round_id', 'file_key'])
    .execute();

  await id(db.schema, 'sample_photos')
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('purpose', text, (c) => c.notNull().check(sql`purpose in ('making', 'quality', 'photography')`))
    .addColumn('position_id', 'integer', (c) => c.references('clothing_positions.id'))
    .addColumn('file_key', text, (c) => c.notNull())
    .addColumn('original_filename', text, (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('mime_type', text, (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sample_photos_sample_idx').on('sample_photos').columns(['sample_id', 'round']).execute();
  await db.schema.createIndex('sample_photos_file_key_idx').on('sample_photos').column('file_key').execute();

  await id(db.schema, 'quality_checklists')
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('passed', 'integer', (c) => c.notNull())
    .addColumn('failure_reason', text)
    .addColumn('failure_text', text, (c) => c.notNull().defaultTo(''))
    /** JSON: [{kind, id, name, results: {placement: true, …}}]. */
    .addColumn('items', text, (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quality_checklists_sample_idx').on('quality_checklists').column('sample_id').execute();

  await id(db.schema, 'customer_answers')
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('decision', text, (c) => c.notNull().check(sql`decision in ('approved', 'changes')`))
    .addColumn('channel', text, (c) => c.notNull().check(sql`channel in ('phone', 'email', 'whatsapp')`))
    .addColumn('text', text, (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_answers_sample_idx').on('customer_answers').column('sample_id').execute();

  await id(db.schema, 'comments')
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('body', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('edited_at', text)
    .addColumn('deleted_at', text)
    .execute();
  await db.schema.createIndex('comments_sample_idx').on('comments').column('sample_id').execute();

  await id(db.schema, 'notifications')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('reason', text, (c) => c.notNull().check(sql`reason in ('mention', 'owner', 'stage')`))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('read_at', text)
    .addUniqueConstraint('notifications_user_event_uq', ['user_id', 'event_id'])
    .execute();
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute();

  // Old event kinds become the new ones: 'edited' with stage 2 was the design being sent,
  // 'authorized' a move to 7, 'stage_changed' said only the stage reached.
  const events = db as unknown as Kysely<{ events: { id: number; kind: string; payload: string } }>;
  const old = await events.selectFrom('events').select(['id', 'kind', 'payload']).where('kind', 'in', ['edited', 'authorized', 'stage_changed']).execute();
  for (const e of old) {
    const payload = JSON.parse(e.payload || '{}') as { stage?: number };
    const next =
      e.kind === 'edited'
        ? payload.stage === 2
          ? { kind: 'stage_changed', payload: { from: 1, to: 2 } }
          : { kind: 'design_edited', payload: {} }
        : { kind: 'stage_changed', payload: { to: e.kind === 'authorized' ? 7 : (payload.stage ?? 1) } };
    await events.updateTable('events').set({ kind: next.kind, payload: JSON.stringify(next.payload) }).where('id', '=', e.id).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['notifications', 'comments', 'customer_answers', 'quality_checklists', 'sample_photos', 'sample_round_files', 'sample_rounds']) {
    await db.schema.dropTable(name).ifExists().execute();
  }
  await db.schema.dropIndex('events_sample_id_idx').ifExists().execute();
  await db.schema.dropIndex('samples_stage_idx').ifExists().execute();
  await db.schema.alterTable('samples').dropColumn('round').execute();
  await db.schema.alterTable('render_files').dropColumn('round').execute();
}
