import type { Kysely } from 'kysely';
import type { RoundDesign } from '@muestrario/shared/contract';
import type { Database } from '../../db/types';

/** The sample's current design (garment fields, logos with their threads, texts), as a closed round keeps it. */
export async function designSnapshot(db: Kysely<Database>, sampleId: number): Promise<RoundDesign> {
  const sample = await db
    .selectFrom('samples as s')
    .leftJoin('clothing as g', 'g.id', 's.clothing_id')
    .select(['s.clothing_id', 'g.title', 's.sample_on', 's.clothing_color', 's.sample_canvas', 's.canvas_color', 's.notes'])
    .where('s.id', '=', sampleId)
    .executeTakeFirstOrThrow();
  const logos = await db.selectFrom('logos').selectAll().where('sample_id', '=', sampleId).where('deleted_at', 'is', null).orderBy('id').execute();
  const threads = logos.length
    ? await db
        .selectFrom('logo_pantones')
        .select(['logo_id', 'thread_id'])
        .where(
          'logo_id',
          'in',
          logos.map((l) => l.id),
        )
        .orderBy('logo_id')
        .orderBy('sort_order')
        .execute()
    : [];
  const texts = await db.selectFrom('texts').selectAll().where('sample_id', '=', sampleId).where('deleted_at', 'is', null).orderBy('id').execute();
  return {
    clothingId: sample.clothing_id,
    clothingTitle: sample.title ?? null,
    sampleOn: sample.sample_on,
    clothingColor: sample.clothing_color,
    sampleCanvas: sample.sample_canvas,
    canvasColor: sample.canvas_color,
    notes: sample.notes,
    logos: logos.map((l) => ({
      id: l.id,
      viewId: l.position_id,
      name: l.logo_name,
      technique: l.technique,
      heightCm: l.height_cm,
      widthCm: l.width_cm,
      xCm: l.x_cm,
      yCm: l.y_cm,
      rotateDegrees: l.rotate_degrees,
      filename: l.file_key,
      originalFilename: l.original_filename,
      threads: threads.filter((t) => t.logo_id === l.id).map((t) => t.thread_id),
    })),
    texts: texts.map((t) => ({
      id: t.id,
      viewId: t.position_id,
      text: t.text,
      font: t.font,
      color: t.color,
      technique: t.technique,
      heightCm: t.height_cm,
      widthCm: t.width_cm,
      xCm: t.x_cm,
      yCm: t.y_cm,
      rotateDegrees: t.rotate_degrees,
    })),
  };
}
