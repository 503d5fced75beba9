import type { Kysely } from 'kysely';

/**
 * A business partner's photo: the storage key of its file (the orphan sweep finds `*_file_key` columns
 * by introspection), the type it is served with and the name it came with. All null without a photo.
 * The index serves the files endpoint, which looks a key up in every table that holds keys.
 */
const COLUMNS = ['photo_file_key', 'photo_mime_type', 'photo_original_filename'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  for (const name of COLUMNS) await db.schema.alterTable('clients').addColumn(name, 'text').execute();
  await db.schema.createIndex('clients_photo_file_key_idx').on('clients').column('photo_file_key').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('clients_photo_file_key_idx').ifExists().execute();
  for (const name of COLUMNS) await db.schema.alterTable('clients').dropColumn(name).execute();
}
