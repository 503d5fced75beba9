import type { Kysely } from 'kysely';
import type { DstHeader } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';

/** A render file as uploaded. */
export interface NewRender {
  fileKey: string;
  originalFilename: string;
  fileSize: number;
  mimeType: string;
  /** A DST render's header (issue 18). */
  dst?: DstHeader | undefined;
}

export async function insertRenderRow(trx: Kysely<Database>, r: { sampleId: number; round: number; file: NewRender; createdBy: number; at: string }): Promise<void> {
  await trx
    .insertInto('render_files')
    .values({
      sample_id: r.sampleId,
      file_key: r.file.fileKey,
      original_filename: r.file.originalFilename,
      file_size: r.file.fileSize,
      mime_type: r.file.mimeType,
      created_by: r.createdBy,
      created_at: r.at,
      round: r.round,
      ...(r.file.dst && {
        dst_stitches: r.file.dst.stitches,
        dst_colour_changes: r.file.dst.colourChanges,
        dst_width_mm: r.file.dst.widthMm,
        dst_height_mm: r.file.dst.heightMm,
      }),
    })
    .execute();
}

/** The id of the round's latest render, or undefined when the round has none. */
export async function latestRenderIdInRound(db: Kysely<Database>, sampleId: number, round: number): Promise<number | undefined> {
  const r = await db
    .selectFrom('render_files')
    .select('id')
    .where('sample_id', '=', sampleId)
    .where('round', '=', round)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r?.id;
}

/** Every render of a sample, oldest first, with its round. */
export async function rendersOf(db: Kysely<Database>, sampleId: number) {
  return db
    .selectFrom('render_files')
    .select(['file_key', 'original_filename', 'file_size', 'created_at', 'round'])
    .where('sample_id', '=', sampleId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
