import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** What a download needs to know about a stored file besides its bytes. */
interface StoredFileMeta {
  original_filename: string;
  mime_type: string;
}

export class FilesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The logo, render file, sample photo, partner photo or approval proof stored under `key`, or undefined. */
  async metaOf(key: string): Promise<StoredFileMeta | undefined> {
    return (
      (await this.db.selectFrom('logos').select(['original_filename', 'mime_type']).where('file_key', '=', key).executeTakeFirst()) ??
      (await this.db
        .selectFrom('render_files')
        .select(['original_filename', 'mime_type'])
        .where('file_key', '=', key)
        .executeTakeFirst()) ??
      (await this.db.selectFrom('sample_photos').select(['original_filename', 'mime_type']).where('file_key', '=', key).executeTakeFirst()) ??
      (await this.partnerPhotoMeta(key)) ??
      (await this.answerEvidenceMeta(key)) ??
      (await this.proofMeta(key))
    );
  }

  /** A customer approval's stored proof PDF (issue 17). */
  private async proofMeta(key: string): Promise<StoredFileMeta | undefined> {
    const row = await this.db.selectFrom('approval_links').select('proof_filename').where('proof_file_key', '=', key).executeTakeFirst();
    return row?.proof_filename ? { original_filename: row.proof_filename, mime_type: 'application/pdf' } : undefined;
  }

  /** The evidence of a customer's answer recorded by the staff (issue 33). */
  private async answerEvidenceMeta(key: string): Promise<StoredFileMeta | undefined> {
    const row = await this.db
      .selectFrom('customer_answers')
      .select(['evidence_filename', 'evidence_mime_type'])
      .where('evidence_file_key', '=', key)
      .executeTakeFirst();
    return row?.evidence_mime_type ? { original_filename: row.evidence_filename ?? '', mime_type: row.evidence_mime_type } : undefined;
  }

  private async partnerPhotoMeta(key: string): Promise<StoredFileMeta | undefined> {
    const row = await this.db
      .selectFrom('clients')
      .select(['photo_original_filename', 'photo_mime_type'])
      .where('photo_file_key', '=', key)
      .executeTakeFirst();
    return row?.photo_mime_type ? { original_filename: row.photo_original_filename ?? '', mime_type: row.photo_mime_type } : undefined;
  }
}
