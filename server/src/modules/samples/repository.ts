import type { Kysely } from 'kysely';
import type { SampleDetail, SampleListItem } from '@muestrario/shared/contract';
import type { Database } from '../../db/types';

export class SamplesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every sample, newest first. `department` is the client's department (see DECISIONS.md). */
  async list(): Promise<SampleListItem[]> {
    const rows = await this.db
      .selectFrom('samples as s')
      .innerJoin('clients as c', 'c.id', 's.client_id')
      .leftJoin('clothing as g', 'g.id', 's.clothing_id')
      .select([
        's.id',
        's.sample_name',
        'c.card_name',
        'g.title',
        'c.department',
        's.sample_on',
        's.stage',
        's.due_date',
      ])
      .orderBy('s.create_date', 'desc')
      .orderBy('s.id', 'desc')
      .execute();
    return rows.map((r) => ({
      sampleId: r.id,
      sampleName: r.sample_name,
      cardName: r.card_name,
      title: r.title ?? null,
      department: r.department ?? null,
      sampleOn: r.sample_on,
      sampleStage: r.stage,
      dueDate: r.due_date,
    }));
  }

  async detail(id: number): Promise<SampleDetail | undefined> {
    const r = await this.db
      .selectFrom('samples as s')
      .innerJoin('clients as c', 'c.id', 's.client_id')
      .select([
        's.id',
        's.sample_name',
        's.notes',
        's.clothing_color',
        's.sample_on',
        's.sample_canvas',
        's.canvas_color',
        's.create_date',
        's.due_date',
        's.stage',
        'c.card_code',
        'c.card_name',
        'c.phone1',
        'c.email',
        'c.address',
        'c.state',
        'c.county',
        'c.zip_code',
      ])
      .where('s.id', '=', id)
      .executeTakeFirst();
    if (!r) return undefined;
    return {
      sampleId: r.id,
      sampleName: r.sample_name,
      cardCode: r.card_code,
      cardName: r.card_name,
      sampleNotes: r.notes,
      clothingColor: r.clothing_color,
      sampleOn: r.sample_on,
      sampleCanvas: r.sample_canvas,
      canvasColor: r.canvas_color,
      createDate: r.create_date,
      dueDate: r.due_date,
      phone1: r.phone1,
      email: r.email,
      address: r.address,
      state: r.state,
      county: r.county,
      zipCode: r.zip_code,
      sampleStage: r.stage,
    };
  }

  /** Garment chosen for the sample: undefined when the sample is missing, null when none chosen. */
  async clothingIdOf(id: number): Promise<number | null | undefined> {
    const row = await this.db.selectFrom('samples').select('clothing_id').where('id', '=', id).executeTakeFirst();
    return row ? row.clothing_id : undefined;
  }

  async exists(id: number): Promise<boolean> {
    return (await this.clothingIdOf(id)) !== undefined;
  }
}
