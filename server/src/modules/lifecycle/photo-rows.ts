import type { Kysely } from 'kysely';
import type { Photo } from '@muestrario/shared/contract';
import type { PhotoPurpose } from '@muestrario/shared/domain';
import type { Database } from '../../db/types';

export interface NewPhotoRow {
  sampleId: number;
  round: number;
  purpose: PhotoPurpose;
  viewId: number | null;
  fileKey: string;
  originalFilename: string;
  fileSize: number;
  mimeType: string;
  createdBy: number;
  at: string;
}

export async function insertPhotoRow(trx: Kysely<Database>, p: NewPhotoRow): Promise<number> {
  const { id } = await trx
    .insertInto('sample_photos')
    .values({
      sample_id: p.sampleId,
      round: p.round,
      purpose: p.purpose,
      position_id: p.viewId,
      file_key: p.fileKey,
      original_filename: p.originalFilename,
      file_size: p.fileSize,
      mime_type: p.mimeType,
      created_by: p.createdBy,
      created_at: p.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Whether a view belongs to the garment (a photo's view must). */
export async function garmentHasView(db: Kysely<Database>, clothingId: number, viewId: number): Promise<boolean> {
  return !!(await db.selectFrom('clothing_positions').select('id').where('id', '=', viewId).where('clothing_id', '=', clothingId).executeTakeFirst());
}

/** Every photo of a sample, oldest first, with who took it. */
export async function photosOf(db: Kysely<Database>, sampleId: number): Promise<Photo[]> {
  const rows = await db
    .selectFrom('sample_photos as p')
    .innerJoin('users as u', 'u.id', 'p.created_by')
    .select(['p.id', 'p.round', 'p.purpose', 'p.position_id', 'p.file_key', 'p.original_filename', 'p.file_size', 'p.created_at', 'u.id as user_id', 'u.first_name', 'u.last_name', 'u.role'])
    .where('p.sample_id', '=', sampleId)
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    round: r.round,
    purpose: r.purpose,
    viewId: r.position_id,
    filename: r.file_key,
    originalFilename: r.original_filename,
    filesize: r.file_size,
    createdAt: r.created_at,
    author: { id: r.user_id, firstName: r.first_name, lastName: r.last_name, role: r.role },
  }));
}
