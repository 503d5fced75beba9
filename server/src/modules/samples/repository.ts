import type { Kysely } from 'kysely';
import type { CreateSampleBody, SampleDetail, SampleListItem, SampleListPage } from '@muestrario/shared/contract';
import { DEFAULT_CANVAS_COLOR, SAMPLE_ON_OPTIONS, STAGE, type SampleStage } from '@muestrario/shared/domain';
import { sampleSearchFold } from '@muestrario/shared/rules';
import { compiledQuery } from '../../db/compiled-query';
import type { Database } from '../../db/types';
import { insertClient } from '../clients/repository';
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
    };
  }

  /**
   * Creates a sample in stage 1 (and its 'created' event). With `cardCode: null` the client is
   * created first from the payload, in the same transaction: if the sample fails, no client is
   * left. Answers 'unknown-client' (nothing written) when an existing client's code is not found.
   */
  async create(body: CreateSampleBody, userId: number, now: Date): Promise<{ sampleId: number } | 'unknown-client'> {
    const at = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      let clientId: number;
      if (body.cardCode === null) {
        clientId = (await insertClient(trx, body, at)).id;
      } else {
        const found = await trx.selectFrom('clients').select('id').where('card_code', '=', body.cardCode).executeTakeFirst();
        if (!found) return 'unknown-client' as const;
        clientId = found.id;
      }
      const { id: sampleId } = await trx
        .insertInto('samples')
        .values({
          sample_name: body.sampleName,
          search_name: sampleSearchFold(body.sampleName),
          client_id: clientId,
          clothing_id: null,
          stage: STAGE.design,
          sample_on: SAMPLE_ON_OPTIONS[0],
          clothing_color: DEFAULT_CANVAS_COLOR,
          sample_canvas: '',
          canvas_color: DEFAULT_CANVAS_COLOR,
          notes: '',
          created_by: userId,
          create_date: at,
          due_date: body.dueDate,
          department: body.department?.trim() || null,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('events')
        .values({ sample_id: sampleId, user_id: userId, kind: 'created', created_at: at, payload: JSON.stringify({ stage: STAGE.design }) })
        .execute();
      return { sampleId };
    });
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
