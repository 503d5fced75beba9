import type { FastifyInstance } from 'fastify';
import type { SampleStage } from '@muestrario/shared/domain';
import { sampleSearchFold } from '@muestrario/shared/rules';

export interface SampleOptions {
  /** A garment of the catalogue (`garments(app)`), or none. */
  clothingId?: number | null;
  /**
   * The stage the row is written at. Only for tests that need a sample *sitting* at a stage; a test of the
   * steps walks a sample there through the API (`LifecycleApp.sampleAt`).
   */
  stage?: SampleStage;
  name?: string;
  /** The seller who owns it (default: the first user, the fixture's demo seller). */
  ownerId?: number;
  /** The client (default: the first one of the fixture). */
  clientId?: number;
  /** A text on the garment's first view, so the design can be sent. */
  decorated?: boolean;
}

/**
 * A fresh sample (stage 1 by default) of the first fixture client, owned by the first user, so each test
 * edits its own sample. Rows are written as the sample service would leave them after a creation.
 */
export async function buildSample(app: FastifyInstance, options: SampleOptions = {}): Promise<number> {
  const clientId = options.clientId ?? (await app.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const ownerId = options.ownerId ?? (await app.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const name = options.name ?? 'Muestra de prueba';
  const row = await app.db
    .insertInto('samples')
    .values({
      sample_name: name,
      search_name: sampleSearchFold(name),
      client_id: clientId,
      clothing_id: options.clothingId ?? null,
      stage: (options.stage ?? 1) as 1,
      sample_on: 'Prenda',
      clothing_color: '#FFFFFF',
      sample_canvas: '',
      canvas_color: '#FFFFFF',
      notes: '',
      created_by: ownerId,
      create_date: '2025-03-10T10:00:00.000Z',
      due_date: '2025-03-30',
      updated_at: '2025-03-10T10:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.decorated && options.clothingId) {
    const view = await app.db.selectFrom('clothing_positions').select('id').where('clothing_id', '=', options.clothingId).orderBy('sort_order').executeTakeFirstOrThrow();
    await app.db
      .insertInto('texts')
      .values({ sample_id: row.id, position_id: view.id, text: 'PRUEBA', font: 'Roboto', color: '000000', technique: 'Bordado', comments: '', size: 12, height_cm: 2, width_cm: 6, rotate_degrees: 0, x_cm: 10, y_cm: 10, created_by: ownerId, created_at: '2025-03-10T10:00:00.000Z' })
      .execute();
  }
  return row.id;
}

/** Garments of the fixture data with their views, in catalogue order. */
export async function garments(app: FastifyInstance) {
  const clothing = await app.db.selectFrom('clothing').select(['id', 'title']).orderBy('sort_order').orderBy('id').execute();
  return Promise.all(
    clothing.map(async (c) => ({
      ...c,
      views: await app.db
        .selectFrom('clothing_positions')
        .select(['id', 'title', 'width'])
        .where('clothing_id', '=', c.id)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
    })),
  );
}
