import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sampleSearchFold } from '@muestrario/shared/rules';

/**
 * Creates a fresh stage-1 sample of the first fixture client (optionally with a garment), so each
 * test edits its own sample.
 */
export async function newDesignSample(
  app: FastifyInstance,
  options: { clothingId?: number | null; stage?: number; name?: string; /** A text on the garment's first view, so the design can be sent. */ decorated?: boolean } = {},
): Promise<number> {
  const client = await app.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow();
  const user = await app.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  const row = await app.db
    .insertInto('samples')
    .values({
      sample_name: options.name ?? 'Muestra de prueba',
      search_name: sampleSearchFold(options.name ?? 'Muestra de prueba'),
      client_id: client.id,
      clothing_id: options.clothingId ?? null,
      stage: (options.stage ?? 1) as 1,
      sample_on: 'Prenda',
      clothing_color: '#FFFFFF',
      sample_canvas: '',
      canvas_color: '#FFFFFF',
      notes: '',
      created_by: user.id,
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
      .values({ sample_id: row.id, position_id: view.id, text: 'PRUEBA', font: 'Roboto', color: '000000', technique: 'Bordado', comments: '', size: 12, height_cm: 2, width_cm: 6, rotate_degrees: 0, x_cm: 10, y_cm: 10, created_by: user.id, created_at: '2025-03-10T10:00:00.000Z' })
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

/** Files stored under the data dir (what an upload may leave behind). */
export function storedFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'files');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}
