import type { Kysely, Updateable } from 'kysely';
import { dialectOf } from '../../db/dialect';
import { replaceOnGarment, sampleSearchFold, type GarmentView } from '@muestrario/shared/rules';
import type { PatchSampleBody } from '@muestrario/shared/contract';
import type { Database, SamplesTable } from '../../db/types';

export interface DesignState {
  stage: number;
  clothingId: number | null;
}

/** Sample-level writes of the design editor: garment panel, project info, garment choice, sending. */
export class DesignRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The same queries inside a transaction (see `whileEditable`). */
  within(trx: Kysely<Database>): DesignRepository {
    return new DesignRepository(trx);
  }

  /**
   * Stage and garment of a sample. With `lock` (inside a transaction) its row stays locked until the
   * transaction ends: on PostgreSQL `FOR NO KEY UPDATE`; SQLite's `BEGIN IMMEDIATE` already holds
   * the database's write lock.
   */
  async stateOf(sampleId: number, options: { lock?: boolean } = {}): Promise<DesignState | undefined> {
    let query = this.db.selectFrom('samples').select(['stage', 'clothing_id']).where('id', '=', sampleId);
    if (options.lock && dialectOf(this.db) === 'postgres') query = query.forNoKeyUpdate();
    const row = await query.executeTakeFirst();
    return row && { stage: row.stage, clothingId: row.clothing_id };
  }

  /**
   * Garment-panel fields. Unless the sample is on 'Lienzo', the canvas fabric is empty and its
   * colour white (docs/requirements.md §7), whatever was sent. Run it inside a transaction (`whileEditable`).
   */
  async patchSample(sampleId: number, body: PatchSampleBody, now: string): Promise<void> {
    const trx = this.db;
    const current = await trx.selectFrom('samples').select('sample_on').where('id', '=', sampleId).executeTakeFirstOrThrow();
    const values: Updateable<SamplesTable> = { updated_at: now };
    if (body.sampleOn !== undefined) values.sample_on = body.sampleOn;
    if (body.clothingColor !== undefined) values.clothing_color = body.clothingColor.toUpperCase();
    if (body.sampleNotes !== undefined) values.notes = body.sampleNotes;
    if (body.sampleCanvas !== undefined) values.sample_canvas = body.sampleCanvas;
    if (body.canvasColor !== undefined) values.canvas_color = body.canvasColor.toUpperCase();
    if ((body.sampleOn ?? current.sample_on) !== 'Lienzo') {
      values.sample_canvas = '';
      values.canvas_color = '#FFFFFF';
    }
    await trx.updateTable('samples').set(values).where('id', '=', sampleId).execute();
  }

  async patchProject(sampleId: number, values: { sampleName?: string; dueDate?: string; clientId?: number; department?: string }, now: string): Promise<void> {
    const set: Updateable<SamplesTable> = { updated_at: now };
    if (values.sampleName !== undefined) {
      set.sample_name = values.sampleName.trim();
      set.search_name = sampleSearchFold(set.sample_name);
    }
    if (values.dueDate !== undefined) set.due_date = values.dueDate;
    if (values.clientId !== undefined) set.client_id = values.clientId;
    if (values.department !== undefined) set.department = values.department.trim() || null;
    await this.db.updateTable('samples').set(set).where('id', '=', sampleId).execute();
  }

  async clientIdOf(cardCode: string): Promise<number | undefined> {
    return (await this.db.selectFrom('clients').select('id').where('card_code', '=', cardCode).executeTakeFirst())?.id;
  }

  /**
   * Chooses the garment. Logos and texts already placed (deleted ones too, so an undo brings them back
   * on the new garment) are re-placed by the shared rule `replaceOnGarment`: into the same-named print
   * area of the matching view, else centred in its largest area, scaled down to fit (issue 16, item 5).
   * The editor runs the same rule to tell the seller what moved. Run it inside a transaction (`whileEditable`).
   */
  async selectClothing(sampleId: number, clothingId: number, now: string): Promise<void> {
    const trx = this.db;
    const sample = await trx.selectFrom('samples').select('clothing_id').where('id', '=', sampleId).executeTakeFirstOrThrow();
    await trx.updateTable('samples').set({ clothing_id: clothingId, updated_at: now }).where('id', '=', sampleId).execute();
    if (sample.clothing_id === clothingId) return;
    const [oldViews, newViews] = await Promise.all([this.viewsOf(sample.clothing_id), this.viewsOf(clothingId)]);
    if (!newViews.length) return;
    for (const table of ['logos', 'texts'] as const) {
      const rows = await trx
        .selectFrom(table)
        .select(['id', 'position_id', 'x_cm', 'y_cm', 'width_cm', 'height_cm', 'rotate_degrees'])
        .where('sample_id', '=', sampleId)
        .orderBy('id')
        .execute();
      const placed = replaceOnGarment(
        rows.map((r) => ({ key: r.id, viewId: r.position_id, xCm: r.x_cm, yCm: r.y_cm, widthCm: r.width_cm, heightCm: r.height_cm, rotateDegrees: r.rotate_degrees })),
        oldViews,
        newViews,
      );
      for (const p of placed) {
        await trx
          .updateTable(table)
          .set({ position_id: p.viewId, x_cm: p.xCm, y_cm: p.yCm, width_cm: p.widthCm, height_cm: p.heightCm })
          .where('id', '=', p.key)
          .execute();
      }
    }
  }

  /** A garment's views with their print areas, in catalogue order (none for no garment). */
  private async viewsOf(clothingId: number | null): Promise<GarmentView[]> {
    if (clothingId === null) return [];
    const positions = await this.db
      .selectFrom('clothing_positions')
      .select(['id', 'title', 'width'])
      .where('clothing_id', '=', clothingId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    if (!positions.length) return [];
    const areas = await this.db
      .selectFrom('position_areas')
      .select(['position_id', 'title', 'area_left', 'area_top', 'width', 'height'])
      .where(
        'position_id',
        'in',
        positions.map((p) => p.id),
      )
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return positions.map((p) => ({
      id: p.id,
      title: p.title,
      widthCm: Number(p.width),
      areas: areas
        .filter((a) => a.position_id === p.id)
        .map((a) => ({ title: a.title, areaLeft: Number(a.area_left), areaTop: Number(a.area_top), width: Number(a.width), height: Number(a.height) })),
    }));
  }

}
