import type { Kysely } from 'kysely';
import type { SampleDetail, SampleListItem, SampleListPage } from '@muestrario/shared/contract';
import type { SampleStage } from '@muestrario/shared/domain';
import { compiledQuery } from '../../db/compiled-query';
import type { Database } from '../../db/types';
import { listItemOf, listSamplePage, type SampleListFilter } from './list-query';

export class SamplesRepository {
  /** The two most asked reads (home, list, review, editor), compiled once. */
  private readonly listRows;
  private readonly detailRow;

  constructor(private readonly db: Kysely<Database>) {
    this.listRows = compiledQuery(db, 0, () =>
      db
        .selectFrom('samples as s')
        .innerJoin('clients as c', 'c.id', 's.client_id')
        .leftJoin('clothing as g', 'g.id', 's.clothing_id')
        .select([
          's.id',
          's.sample_name',
          'c.card_name',
          'g.title',
          's.sample_on',
          's.stage',
          's.due_date',
          's.created_by',
        ])
        .select((eb) => eb.fn.coalesce('s.department', 'c.department').as('department'))
        .orderBy('s.create_date', 'desc')
        .orderBy('s.id', 'desc'),
    );
    this.detailRow = compiledQuery(db, 1, (id: number) =>
      db
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
          's.created_by',
          'c.card_code',
          'c.card_name',
          'c.phone1',
          'c.email',
          'c.address',
          'c.state',
          'c.county',
          'c.zip_code',
        ])
        .select((eb) => eb.fn.coalesce('s.department', 'c.department').as('department'))
        .where('s.id', '=', id),
    );
  }

  /** Every sample, newest first. `department` is the sample's, else its client's (docs/decisions/editor-and-pricing.md). */
  async list(): Promise<SampleListItem[]> {
    const rows = await this.listRows();
    return rows.map(listItemOf);
  }

  /** One page of the list, searched and filtered (issue 20; the queries are in list-query.ts). */
  page(filter: SampleListFilter): Promise<SampleListPage> {
    return listSamplePage(this.db, filter);
  }

  async detail(id: number): Promise<SampleDetail | undefined> {
    const [r] = await this.detailRow(id);
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
      department: r.department ?? null,
      ownerId: r.created_by,
    };
  }

  /** Garment chosen for the sample: undefined when the sample is missing, null when none chosen. */
  async clothingIdOf(id: number): Promise<number | null | undefined> {
    const row = await this.db.selectFrom('samples').select('clothing_id').where('id', '=', id).executeTakeFirst();
    return row ? row.clothing_id : undefined;
  }

  /** Samples in the given stages (the dashboard's 'in production'; moved here from the sales repository). */
  async countInStages(stages: readonly number[]): Promise<number> {
    const row = await this.db
      .selectFrom('samples')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('stage', 'in', stages as SampleStage[])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async exists(id: number): Promise<boolean> {
    return (await this.clothingIdOf(id)) !== undefined;
  }
}
