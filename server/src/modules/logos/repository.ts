import type { Kysely } from 'kysely';
import type { Logo, Pantone } from '@muestrario/shared/contract';
import type { Database } from '../../db/types';
import { FILES_PATH } from '../files/paths';

export class LogosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Logos of a sample, with their view width and thread colours, in creation order. */
  async listForSample(sampleId: number): Promise<Logo[]> {
    const rows = await this.db
      .selectFrom('logos as l')
      .innerJoin('clothing_positions as p', 'p.id', 'l.position_id')
      .selectAll('l')
      .select('p.width as view_width')
      .where('l.sample_id', '=', sampleId)
      .orderBy('l.id')
      .execute();
    if (!rows.length) return [];
    const pantoneRows = await this.db
      .selectFrom('logo_pantones as lp')
      .innerJoin('threads as t', 't.id', 'lp.thread_id')
      .select(['lp.logo_id', 't.id', 't.nombre', 't.hex', 't.color', 't.posicion', 't.rgb'])
      .where(
        'lp.logo_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('lp.logo_id')
      .orderBy('lp.sort_order')
      .execute();
    const pantones = new Map<number, Pantone[]>();
    for (const { logo_id, ...p } of pantoneRows) {
      const list = pantones.get(logo_id) ?? [];
      list.push(p);
      pantones.set(logo_id, list);
    }
    return rows.map((r) => ({
      logoId: r.id,
      viewId: r.position_id,
      logoName: r.logo_name,
      logoTechnique: r.technique,
      logoNotes: r.notes,
      logoNotesOnColor: r.notes_on_color,
      logoNotesOnPosition: r.notes_on_position,
      heightCm: r.height_cm,
      widthCm: r.width_cm,
      rotateDegrees: r.rotate_degrees,
      xpositionCm: r.x_cm,
      ypositionCm: r.y_cm,
      viewWidth: r.view_width,
      resourcePath: FILES_PATH,
      filename: r.file_key,
      originalFilename: r.original_filename,
      filesize: r.file_size,
      pantones: pantones.get(r.id) ?? [],
    }));
  }
}
