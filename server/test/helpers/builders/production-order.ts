import type { FastifyInstance } from 'fastify';
import type { ProductionOrderDetail } from '@muestrario/shared/contract';
import { boms as demoBoms } from '../../../src/db/seed/data/boms';
import { items as demoItems } from '../../../src/db/seed/data/items';
import { machines as demoMachines } from '../../../src/db/seed/data/machines';
import type { SeedData } from '../../../src/db/seed/types';
import { backofficeFixture } from '../backoffice';
import { okJson, type Requester } from '../request';
import { buildSample, garments } from './samples';
import { quotationInput } from './documents';

/** The seed production tests need: the test fixture with the real articles, the demo styles, BOMs and plant machines. */
export const productionFixture: SeedData = { ...backofficeFixture, items: demoItems, boms: demoBoms, machines: demoMachines };

export const PRODUCTION_COLOURS = ['Azul marino', 'Blanco', 'Rojo'];
export const PRODUCTION_SIZES = ['CH', 'M', 'G', 'XG', '2XG', '3XG'];
/** 3 colours × 6 sizes = 120 pieces. */
export const PRODUCTION_QUANTITIES = [
  [5, 7, 8, 7, 6, 7],
  [7, 6, 7, 6, 7, 7],
  [7, 7, 6, 7, 7, 6],
];

/** One short name per piece of the grid, in its order ('Ana 1' … 'Ana 120'), tab-separated with a header. */
export function productionNameList(colours: readonly string[], sizes: readonly string[], quantities: readonly (readonly number[])[]): string {
  const rows = ['nombre\ttalla\tcolor'];
  colours.forEach((colour, r) =>
    sizes.forEach((size, c) => {
      for (let k = 0; k < quantities[r]![c]!; k++) rows.push(`Ana ${rows.length}\t${size}\t${colour}`);
    }),
  );
  return rows.join('\n');
}

export interface ProductionOrderOptions {
  /** The seller (or production, admin) who creates the sales order and the production order. */
  as: Requester;
  /** Who creates the production order, when not `as` (a production planner). */
  createAs?: Requester;
  /** The client (default: the fixture's first). */
  clientId?: number;
  /** The sample's owner (default: the first user). */
  ownerId?: number;
  /** A style of the demo items (default POL-001, which has a BOM in the demo data). */
  styleCode?: string;
  colours?: string[];
  sizes?: string[];
  quantities?: number[][];
  /** With a name per piece (default true). */
  names?: boolean;
  /** The sales order's promised date (written on its row: the sales API does not take one); default none. */
  promisedDate?: string | null;
  /** A note for the history. */
  note?: string;
}

export interface BuiltProductionOrder {
  order: ProductionOrderDetail;
  salesOrderId: number;
  sampleId: number;
  line: number;
}

/**
 * A production order made through the real API: an authorised sample of the client (a Bordado name text
 * 8 × 1.5 cm with thread 1002 and an embroidered logo with two threads on the garment's first view), a
 * sales order with one line whose grid (default 3 colours × 6 sizes = 120 pieces, one name per piece)
 * uses that sample, then POST …/lines/1/production-order. Needs `productionFixture` seeded.
 */
export async function buildProductionOrder(app: FastifyInstance, options: ProductionOrderOptions): Promise<BuiltProductionOrder> {
  const clientId = options.clientId ?? (await app.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const [garment] = await garments(app);
  const sampleId = await buildSample(app, { stage: 7, clientId, clothingId: garment!.id, name: 'Polos con nombre', ...(options.ownerId ? { ownerId: options.ownerId } : {}) });
  const view = garment!.views[0]!;
  const owner = (await app.db.selectFrom('samples').select('created_by').where('id', '=', sampleId).executeTakeFirstOrThrow()).created_by;
  const at = '2025-03-10T10:00:00.000Z';
  await app.db
    .insertInto('texts')
    .values({ sample_id: sampleId, position_id: view.id, text: 'NOMBRE', font: 'Roboto', color: '000000', technique: 'Bordado', comments: '', size: 1, height_cm: 1.5, width_cm: 8, rotate_degrees: 0, x_cm: 10, y_cm: 10, thread_id: '1002', created_by: owner, created_at: at })
    .execute();
  const logo = await app.db
    .insertInto('logos')
    .values({
      sample_id: sampleId, position_id: view.id, logo_name: 'Logo de prueba', technique: 'Bordado', notes: '', notes_on_color: '', notes_on_position: '', width_cm: 7, height_cm: 5,
      rotate_degrees: 0, x_cm: 12, y_cm: 4, original_width: null, original_height: null, file_key: '', original_filename: 'logo.png', file_size: 0, mime_type: 'image/png', created_by: owner, created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('logo_pantones')
    .values([
      { logo_id: logo.id, thread_id: '1001', sort_order: 0 },
      { logo_id: logo.id, thread_id: 'Oro', sort_order: 1 },
    ])
    .execute();

  const order = okJson(
    await options.as('POST', '/api/sales/orders', quotationInput(clientId, { lines: [{ code: 'PLY-PQ-01', description: 'Polo piqué', quantity: 1, unitPriceCents: 18_550 }] })),
    'sales order',
  ) as { id: number };
  if (options.promisedDate !== undefined) await app.db.updateTable('documents').set({ due_date: options.promisedDate }).where('id', '=', order.id).execute();
  const styleId = (await app.db.selectFrom('items').select('id').where('code', '=', options.styleCode ?? 'POL-001').executeTakeFirstOrThrow()).id;
  const colours = options.colours ?? PRODUCTION_COLOURS;
  const sizes = options.sizes ?? PRODUCTION_SIZES;
  const quantities = options.quantities ?? PRODUCTION_QUANTITIES;
  okJson(
    await options.as('PUT', `/api/sales/orders/${order.id}/lines/1/grid`, {
      styleId,
      sampleId,
      colours,
      sizes,
      quantities,
      nameList: options.names === false ? '' : productionNameList(colours, sizes, quantities),
    }),
    'grid',
  );
  const created = okJson(await (options.createAs ?? options.as)('POST', `/api/sales/orders/${order.id}/lines/1/production-order`, options.note ? { note: options.note } : {}), 'production order');
  return { order: created as ProductionOrderDetail, salesOrderId: order.id, sampleId, line: 1 };
}
