import type { FastifyInstance } from 'fastify';
import type { OperationKind, OperationStatus, ProductionOrderStatus } from '@muestrario/shared/rules';
import { buildSalesDocument, buildSample, type BuiltUser } from '../helpers/builders';
import type { MachineKind } from '@muestrario/shared/domain';

/*
 * Production orders written straight into their tables (the production orders area is built elsewhere),
 * with every foreign key real: a sales order with one line per order, a style, a sample, a machine.
 */

export interface FixtureOperation {
  kind: OperationKind;
  minutes: number;
  machine?: boolean;
  status?: OperationStatus;
  startedAt?: string;
  finishedAt?: string;
  good?: number;
  rejected?: number;
}

export interface FixtureOrder {
  status: ProductionOrderStatus;
  pieces: number;
  createdAt: string;
  plannedEnd?: string | null;
  promisedDate?: string | null;
  operations?: FixtureOperation[];
}

const machineKindOf: Record<OperationKind, MachineKind> = {
  preparation: 'manual_station',
  embroidery: 'embroidery',
  dtf_print: 'dtf_printer',
  pressing: 'heat_press',
  inspection: 'manual_station',
  packing: 'manual_station',
};

/** Writes `orders` (ids in the given order) for a seller's sales order; answers their ids and the machine's. */
export async function writeProductionOrders(app: FastifyInstance, seller: BuiltUser, orders: FixtureOrder[]): Promise<{ ids: number[]; machineId: number; sampleId: number }> {
  const db = app.db;
  const clientId = (await db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const sampleId = await buildSample(app, { stage: 7, name: 'Polo bordado Golfo', ownerId: seller.id, clientId });
  const order = await buildSalesDocument(seller.as, 'order', clientId, {
    lines: orders.map(() => ({ code: 'PLY-PQ-01', description: '', quantity: 1, unitPriceCents: 18_550 })),
  });
  const lines = await db.selectFrom('document_lines').select(['id', 'line_number']).where('document_id', '=', order.id).orderBy('line_number').execute();
  const at = '2025-01-01T00:00:00.000Z';
  const style = await db
    .insertInto('items')
    .values({ code: 'POLO-PQ', description: 'Polo piqué', kind: 'Estilo', clothing_id: null, sat_product_key: '53101600', sat_unit_key: 'H87', unit: 'pieza', article_code: null, search_text: 'polo-pq polo pique', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const machine = await db
    .insertInto('machines')
    .values({ name: 'Tajima 6 cabezas', name_key: 'tajima 6 cabezas', kind: 'embroidery', heads: 6, needles: 15, stitches_per_minute: 850, shift_minutes: '[480,480,480,480,480,300,0]', active: 1, created_at: at, updated_at: at, updated_by: seller.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const [i, o] of orders.entries()) {
    const line = lines[i]!;
    const row = await db
      .insertInto('production_orders')
      .values({
        folio: `OF-${String(i + 1).padStart(5, '0')}`,
        status: o.status,
        document_id: order.id,
        line_id: line.id,
        line_number: line.line_number + 1,
        partner_id: clientId,
        style_id: style.id,
        sample_id: sampleId,
        pieces: o.pieces,
        total_minutes: (o.operations ?? []).reduce((n, op) => n + op.minutes, 0),
        promised_date: o.promisedDate ?? null,
        planned_start: null,
        planned_end: o.plannedEnd ?? null,
        snapshot: '{}',
        search_text: '',
        version: 0,
        created_at: o.createdAt,
        created_by: seller.id,
        updated_at: o.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
    for (const [s, op] of (o.operations ?? []).entries()) {
      await db
        .insertInto('production_operations')
        .values({
          order_id: row.id,
          sequence: s + 1,
          kind: op.kind,
          machine_kind: machineKindOf[op.kind],
          label: op.kind,
          position: null,
          minutes: op.minutes,
          machine_id: op.machine ? machine.id : null,
          planned_day: null,
          status: op.status ?? (op.finishedAt ? 'done' : 'pending'),
          started_at: op.startedAt ?? null,
          started_by: op.startedAt ? seller.id : null,
          finished_at: op.finishedAt ?? null,
          finished_by: op.finishedAt ? seller.id : null,
          good: op.good ?? null,
          rejected: op.rejected ?? null,
          reason: op.rejected ? 'stain' : null,
          note: '',
          moved_at: null,
          moved_by: null,
          version: 0,
        })
        .execute();
    }
    await db
      .insertInto('production_order_history')
      .values({ order_id: row.id, from_status: null, to_status: 'planned', user_id: seller.id, user_name: 'Vendedora Prueba', at: o.createdAt, note: '' })
      .execute();
  }
  return { ids, machineId: machine.id, sampleId };
}
