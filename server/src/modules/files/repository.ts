import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** What a download needs to know about a stored file besides its bytes. */
interface StoredFileMeta {
  original_filename: string;
  mime_type: string;
}

export class FilesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The logo, render or sample photo stored under `key`, or undefined. */
  async metaOf(key: string): Promise<StoredFileMeta | undefined> {
    return (
      (await this.db.selectFrom('logos').select(['original_filename', 'mime_type']).where('file_key', '=', key).executeTakeFirst()) ??
      (await this.db
        .selectFrom('render_files')
        .select(['original_filename', 'mime_type'])
        .where('file_key', '=', key)
        .executeTakeFirst()) ??
      (await this.db.selectFrom('sample_photos').select(['original_filename', 'mime_type']).where('file_key', '=', key).executeTakeFirst())
    );
  }
}
