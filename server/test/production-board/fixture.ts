import type { UserRole } from '@muestrario/shared/domain';
import type { MachineKind } from '@muestrario/shared/domain';
import type { OperationKind, OperationStatus, ProductionOrderStatus } from '@muestrario/shared/rules';
import { OPERATION_KIND_LABELS, OPERATION_MACHINE_KIND } from '@muestrario/shared/rules';
import { items as demoItems } from '../../src/db/seed/data/items';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { backofficeFixture } from '../helpers/backoffice';
import { buildSalesDocument, buildSample, buildUser, signInDemo, type BuiltUser } from '../helpers/builders';
import { okJson, type Requester } from '../helpers/request';
import type { DatabaseKind } from '../helpers/databases';

/*
 * Production orders for the board's tests, written as rows on the real test database (until the
 * production orders area has its builder): a sales order per production order (one open order per
 * line), a sample at stage 7, the style POL-001 of the demo items, and machines through the API.
 */

export const ROLES: readonly UserRole[] = ['seller', 'designer', 'production', 'quality', 'admin'];

export interface OperationSpec {
  kind: OperationKind;
  minutes: number;
  machineId?: number | null;
  plannedDay?: string | null;
  status?: OperationStatus;
  /** Finished operations: good pieces. */
  good?: number;
}

export interface OrderSpec {
  status?: ProductionOrderStatus;
  pieces?: number;
  promisedDate?: string | null;
  plannedEnd?: string | null;
  operations: OperationSpec[];
}

export interface BoardFixture {
  t: TestApp;
  users: Record<UserRole, BuiltUser>;
  /** The fixture's demo seller (owner of the sales orders). */
  demo: Requester;
  machine(name: string, kind: MachineKind, over?: { shiftMinutes?: number[]; active?: boolean; rateCentsPerHour?: number }): Promise<number>;
  order(spec: OrderSpec): Promise<{ orderId: number; operationIds: number[]; folio: string }>;
  operation(id: number): Promise<{ machine_id: number | null; planned_day: string | null; version: number; moved_by: number | null; moved_at: string | null }>;
  orderVersion(id: number): Promise<number>;
  close(): Promise<void>;
}

export async function boardFixture(kind: DatabaseKind): Promise<BoardFixture> {
  const t = await createTestApp(kind);
  const app = t.app;
  await seedIfEmpty(app.db, app.storage, { ...backofficeFixture, items: demoItems }, t.clock.now());
  const demo = (await signInDemo(app)).as;
  const users = {} as Record<UserRole, BuiltUser>;
  for (const role of ROLES) users[role] = await buildUser(app, { role });
  const clientId = (await app.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const styleId = (await app.db.selectFrom('items').select('id').where('code', '=', 'POL-001').executeTakeFirstOrThrow()).id;
  const sampleId = await buildSample(app, { stage: 7, clientId, name: 'Polos con nombre' });
  const demoId = (await app.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id;
  let folio = 0;

  return {
    t,
    users,
    demo,
    async machine(name, machineKind, over = {}) {
      const embroidery = machineKind === 'embroidery';
      const res = await users.admin.as('POST', '/api/business/machines', {
        name,
        kind: machineKind,
        heads: embroidery ? 6 : 1,
        needles: embroidery ? 15 : null,
        stitchesPerMinute: embroidery ? 850 : null,
        shiftMinutes: over.shiftMinutes ?? [480, 480, 480, 480, 480, 300, 0],
        rateCentsPerHour: over.rateCentsPerHour ?? (embroidery ? 45_000 : 9_000),
        active: over.active ?? true,
      });
      return (okJson(res, 'machine') as { id: number }).id;
    },
    async order(spec) {
      const sales = await buildSalesDocument(demo, 'order', clientId);
      const line = await app.db.selectFrom('document_lines').select(['id', 'line_number']).where('document_id', '=', sales.id).orderBy('line_number').executeTakeFirstOrThrow();
      const at = t.clock.now().toISOString();
      const number = `OF-T${String(++folio).padStart(4, '0')}`;
      const pieces = spec.pieces ?? 120;
      const { id: orderId } = await app.db
        .insertInto('production_orders')
        .values({
          folio: number,
          status: spec.status ?? 'released',
          document_id: sales.id,
          line_id: line.id,
          line_number: line.line_number + 1,
          partner_id: clientId,
          style_id: styleId,
          sample_id: sampleId,
          pieces,
          total_minutes: spec.operations.reduce((sum, o) => sum + o.minutes, 0),
          promised_date: spec.promisedDate === undefined ? '2025-03-20' : spec.promisedDate,
          planned_start: null,
          planned_end: spec.plannedEnd ?? null,
          snapshot: '{}',
          search_text: number.toLowerCase(),
          version: 0,
          created_at: at,
          created_by: demoId,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const operationIds: number[] = [];
      for (const [i, o] of spec.operations.entries()) {
        const done = o.status === 'done';
        const started = done || o.status === 'in_progress';
        const row = await app.db
          .insertInto('production_operations')
          .values({
            order_id: orderId,
            sequence: i + 1,
            kind: o.kind,
            machine_kind: OPERATION_MACHINE_KIND[o.kind],
            label: OPERATION_KIND_LABELS[o.kind],
            position: null,
            minutes: o.minutes,
            machine_id: o.machineId ?? null,
            planned_day: o.plannedDay ?? null,
            status: o.status ?? 'pending',
            started_at: started ? at : null,
            started_by: started ? users.production.id : null,
            finished_at: done ? at : null,
            finished_by: done ? users.production.id : null,
            good: done ? (o.good ?? pieces) : null,
            rejected: done ? pieces - (o.good ?? pieces) : null,
            reason: done && (o.good ?? pieces) < pieces ? 'stain' : null,
            note: '',
            moved_at: null,
            moved_by: null,
            version: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        operationIds.push(row.id);
      }
      return { orderId, operationIds, folio: number };
    },
    operation: (id) => app.db.selectFrom('production_operations').select(['machine_id', 'planned_day', 'version', 'moved_by', 'moved_at']).where('id', '=', id).executeTakeFirstOrThrow(),
    orderVersion: async (id) => (await app.db.selectFrom('production_orders').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version,
    close: () => t.close(),
  };
}
