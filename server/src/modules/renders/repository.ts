import type { Kysely } from 'kysely';
import type { RenderFile } from '@muestrario/shared/contract';
import { isRenderPending, STAGE } from '@muestrario/shared/domain';
import type { Database } from '../../db/types';
import { FILES_PATH } from '../files/paths';

/** The stage a sample reaches when its render arrives while it is still pending (spec §4). */
export const RENDER_LOADED_STAGE = STAGE.making;

export interface NewRenderFile {
  sampleId: number;
  fileKey: string;
  originalFilename: string;
  fileSize: number;
  mimeType: string;
  userId: number;
  at: Date;
}

export class RendersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The latest render file of a sample with its uploader's name. */
  async latestForSample(sampleId: number): Promise<RenderFile | undefined> {
    const r = await this.db
      .selectFrom('render_files as r')
      .innerJoin('users as u', 'u.id', 'r.created_by')
      .select(['r.file_key', 'r.original_filename', 'r.file_size', 'r.created_at', 'u.first_name', 'u.last_name'])
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
    };
  }

  /**
   * Records an uploaded render in one transaction: the file row (earlier ones stay as history),
   * stage 3 when the sample was still pending, and a `render_uploaded` event. Returns false when
   * the sample no longer exists (nothing written).
   */
  async record(file: NewRenderFile): Promise<boolean> {
    const at = file.at.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const sample = await trx.selectFrom('samples').select('stage').where('id', '=', file.sampleId).executeTakeFirst();
      if (!sample) return false;
      const previous = await trx
        .selectFrom('render_files')
        .select('id')
        .where('sample_id', '=', file.sampleId)
        .limit(1)
        .executeTakeFirst();
      await trx
        .insertInto('render_files')
        .values({
          sample_id: file.sampleId,
          file_key: file.fileKey,
          original_filename: file.originalFilename,
          file_size: file.fileSize,
          mime_type: file.mimeType,
          created_by: file.userId,
          created_at: at,
        })
        .execute();
      const stage = isRenderPending(sample.stage) ? RENDER_LOADED_STAGE : sample.stage;
      if (stage !== sample.stage) {
        await trx.updateTable('samples').set({ stage, updated_at: at }).where('id', '=', file.sampleId).execute();
      }
      await trx
        .insertInto('events')
        .values({
          sample_id: file.sampleId,
          user_id: file.userId,
          kind: 'render_uploaded',
          created_at: at,
          payload: JSON.stringify({ filename: file.originalFilename, previousStage: sample.stage, stage, replaced: !!previous }),
        })
        .execute();
      return true;
    });
  }
}
