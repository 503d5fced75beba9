import type { Kysely } from 'kysely';
import type { RenderFile } from '@muestrario/shared/contract';
import type { Database } from '../../db/types';
import { FILES_PATH } from '../files/paths';

export class RendersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The latest render file of a sample with its uploader's name. */
  async latestForSample(sampleId: number): Promise<RenderFile | undefined> {
    const r = await this.db
      .selectFrom('render_files as r')
      .innerJoin('users as u', 'u.id', 'r.created_by')
      .select(['r.file_key', 'r.original_filename', 'r.file_size', 'r.created_at', 'u.first_name', 'u.last_name'])
      .select(['r.dst_stitches', 'r.dst_colour_changes', 'r.dst_width_mm', 'r.dst_height_mm'])
      .where('r.sample_id', '=', sampleId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .executeTakeFirst();
    if (!r) return undefined;
    return {
      createFirstName: r.first_name,
      createFirstLastName: r.last_name,
      createDate: r.created_at,
      resourcePath: FILES_PATH,
      filename: r.file_key,
      originalFilename: r.original_filename,
      filesize: r.file_size,
      ...(r.dst_stitches !== null && {
        dst: {
          stitches: r.dst_stitches,
          colourChanges: r.dst_colour_changes ?? 0,
          widthMm: Number(r.dst_width_mm ?? 0),
          heightMm: Number(r.dst_height_mm ?? 0),
        },
      }),
    };
  }
}
