import type { Kysely } from 'kysely';
import type { Board, BoardOperation, MachineQueue, MoveOperationBody, ProductionOperation } from '@muestrario/shared/contract';
import {
  BOARD_DEFAULT_DAYS,
  buildBoard,
  businessDay,
  defaultBoardFrom,
  isOrderLate,
  MOVE_MESSAGES,
  moveRefusal,
  piecesEntering,
  queueOrder,
  type ProductionOrderStatus,
} from '@muestrario/shared/rules';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError } from '../../errors';
import { toMachine } from '../machines/repository';

const OPEN_STATUSES: ProductionOrderStatus[] = ['planned', 'released', 'in_progress'];

/** The operations with what the floor needs of their order, machine and people (one query, no N+1). */
function operationsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('production_operations as o')
    .innerJoin('production_orders as po', 'po.id', 'o.order_id')
    .innerJoin('clients as c', 'c.id', 'po.partner_id')
    .innerJoin('items as i', 'i.id', 'po.style_id')
    .innerJoin('samples as s', 's.id', 'po.sample_id')
    .leftJoin('machines as m', 'm.id', 'o.machine_id')
    .leftJoin('users as su', 'su.id', 'o.started_by')
    .leftJoin('users as fu', 'fu.id', 'o.finished_by')
    .leftJoin('users as mu', 'mu.id', 'o.moved_by')
    .selectAll('o')
    .select([
      'po.folio as order_folio',
      'po.status as order_status',
      'po.pieces as order_pieces',
      'po.promised_date as promised_date',
      'po.planned_end as planned_end',
      'c.card_name as client_name',
      'i.code as style_code',
      's.sample_name as sample_name',
      'm.name as machine_name',
      'su.first_name as su_first',
      'su.last_name as su_last',
      'fu.first_name as fu_first',
      'fu.last_name as fu_last',
      'mu.first_name as mu_first',
      'mu.last_name as mu_last',
    ]);
}

type OperationRow = Awaited<ReturnType<ReturnType<typeof operationsQuery>['execute']>>[number];

const personName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

const wholeMinutesBetween = (from: string | null, to: string | null) => {
  if (!from || !to) return null;
  const ms = Date.parse(to) - Date.parse(from);
  return Number.isFinite(ms) ? Math.max(0, Math.round(ms / 60_000)) : null;
};

/** Rows of whole orders → BoardOperations (entering needs the order's earlier operations). */
function toBoardOperations(rows: readonly OperationRow[], today: string): BoardOperation[] {
  const byOrder = new Map<number, OperationRow[]>();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  const out: BoardOperation[] = [];
  for (const ops of byOrder.values()) {
    ops.sort((a, b) => a.sequence - b.sequence);
    const entering = piecesEntering(
      ops[0]!.order_pieces,
      ops.map((o) => ({ status: o.status, result: o.good === null ? null : { good: o.good, rejected: o.rejected ?? 0, reason: o.reason } })),
    );
    ops.forEach((o, i) => out.push(toBoardOperation(o, entering[i]!, today)));
  }
  return out;
}

function toBoardOperation(o: OperationRow, entering: number, today: string): BoardOperation {
  return {
    id: o.id,
    orderId: o.order_id,
    sequence: o.sequence,
    kind: o.kind,
    machineKind: o.machine_kind,
    label: o.label,
    minutes: o.minutes,
    machineId: o.machine_id,
    machineName: o.machine_name,
    plannedDay: o.planned_day,
    status: o.status,
    entering,
    good: o.good,
    rejected: o.rejected,
    reason: o.reason,
    note: o.note,
    startedAt: o.started_at,
    startedByName: personName(o.su_first, o.su_last),
    finishedAt: o.finished_at,
    finishedByName: personName(o.fu_first, o.fu_last),
    actualMinutes: o.status === 'done' ? wholeMinutesBetween(o.started_at, o.finished_at) : null,
    movedAt: o.moved_at,
    movedByName: personName(o.mu_first, o.mu_last),
    version: o.version,
    orderFolio: o.order_folio,
    orderStatus: o.order_status,
    clientName: o.client_name,
    styleCode: o.style_code,
    sampleName: o.sample_name,
    pieces: o.order_pieces,
    promisedDate: o.promised_date,
    late: isOrderLate({ status: o.order_status, plannedEnd: o.planned_end, promisedDate: o.promised_date }, today),
  };
}

/** A BoardOperation without its order's fields: what the move answers. */
function toProductionOperation(o: BoardOperation): ProductionOperation {
  const { orderFolio: _f, orderStatus: _s, clientName: _c, styleCode: _st, sampleName: _sa, pieces: _p, promisedDate: _d, late: _l, ...operation } = o;
  return operation;
}

/**
 * The floor board (issue 30 item 6): reads of the board and a machine's queue, and the move. Rows only;
 * the rules are shared/src/rules/production/board.ts.
 */
export class ProductionBoardRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every operation of the open orders (all of them: `unplanned` needs those left on earlier days). */
  private async openOperations(db: Kysely<Database>, today: string, machineId?: number): Promise<BoardOperation[]> {
    let query = operationsQuery(db).where('po.status', 'in', OPEN_STATUSES);
    // A machine's queue still needs each order's earlier operations for `entering`.
    if (machineId !== undefined) {
      query = query.where('o.order_id', 'in', db.selectFrom('production_operations').select('order_id').where('machine_id', '=', machineId));
    }
    return toBoardOperations(await query.execute(), today);
  }

  async board(query: { from?: string; days?: number }, now: Date): Promise<Board> {
    const today = businessDay(now);
    const from = query.from ?? defaultBoardFrom(now);
    const [machines, operations] = await Promise.all([
      this.db.selectFrom('machines').selectAll().execute().then((rows) => rows.map(toMachine)),
      this.openOperations(this.db, today),
    ]);
    const built = buildBoard({ machines, operations, from, days: query.days ?? BOARD_DEFAULT_DAYS });
    return {
      today,
      days: built.days,
      machines: built.rows.map((r) => ({ id: r.machine.id, name: r.machine.name, kind: r.machine.kind, heads: r.machine.heads, active: r.machine.active, capacity: r.capacity, load: r.load })),
      operations: built.operations,
      unplanned: built.unplanned,
    };
  }

  async queue(machineId: number, now: Date): Promise<MachineQueue> {
    const row = await this.db.selectFrom('machines').selectAll().where('id', '=', machineId).executeTakeFirst();
    if (!row) throw new HttpError(404, MOVE_MESSAGES.machineNotFound);
    const today = businessDay(now);
    const operations = (await this.openOperations(this.db, today, machineId)).filter((o) => o.machineId === machineId);
    return { machine: { id: row.id, name: row.name, kind: row.kind, heads: row.heads }, today, operations: queueOrder(operations) };
  }

  /**
   * Moves an operation to a machine and day in one write transaction: the operation and its order read
   * (locked on PostgreSQL), the version the person saw compared (409), `moveRefusal` checked with the
   * day's load read inside the transaction (409 with its reason), then the row written with who and when
   * and both versions bumped. The update repeats `version = seen`, so a race the read could not see
   * still loses with the same 409. Answers the operation and its order's id (for the live signal).
   */
  async move(id: number, body: MoveOperationBody, userId: number, now: Date): Promise<ProductionOperation> {
    const today = businessDay(now);
    await writeTransaction(this.db, async (trx) => {
      const pg = dialectOf(trx) === 'postgres';
      let opQuery = trx.selectFrom('production_operations').selectAll().where('id', '=', id);
      if (pg) opQuery = opQuery.forNoKeyUpdate();
      const op = await opQuery.executeTakeFirst();
      if (!op) throw new HttpError(404, MOVE_MESSAGES.notFound);
      let orderQuery = trx.selectFrom('production_orders').select(['id', 'status']).where('id', '=', op.order_id);
      if (pg) orderQuery = orderQuery.forNoKeyUpdate();
      const order = await orderQuery.executeTakeFirstOrThrow();
      if (op.version !== body.version) throw new HttpError(409, MOVE_MESSAGES.staleVersion);
      const machineRow = await trx.selectFrom('machines').selectAll().where('id', '=', body.machineId).executeTakeFirst();
      if (!machineRow) throw new HttpError(404, MOVE_MESSAGES.machineNotFound);
      const load = await trx
        .selectFrom('production_operations as o')
        .innerJoin('production_orders as po', 'po.id', 'o.order_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('o.minutes'), eb.lit(0)).as('minutes'))
        .where('o.machine_id', '=', body.machineId)
        .where('o.planned_day', '=', body.plannedDay)
        .where('o.id', '<>', id)
        .where('po.status', 'in', OPEN_STATUSES)
        .executeTakeFirstOrThrow();
      const refusal = moveRefusal({
        operation: { kind: op.kind, machineKind: op.machine_kind, status: op.status, minutes: op.minutes, machineId: op.machine_id, plannedDay: op.planned_day },
        orderStatus: order.status,
        machine: toMachine(machineRow),
        day: body.plannedDay,
        today,
        otherLoad: Number(load.minutes),
      });
      if (refusal) throw new HttpError(409, refusal);
      const at = now.toISOString();
      const moved = await trx
        .updateTable('production_operations')
        .set({ machine_id: body.machineId, planned_day: body.plannedDay, moved_at: at, moved_by: userId, version: op.version + 1 })
        .where('id', '=', id)
        .where('version', '=', body.version)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new HttpError(409, MOVE_MESSAGES.staleVersion);
      await trx.updateTable('production_orders').set((eb) => ({ version: eb('version', '+', 1), updated_at: at })).where('id', '=', order.id).execute();
    });
    const rows = await operationsQuery(this.db).where('o.order_id', '=', this.db.selectFrom('production_operations').select('order_id').where('id', '=', id)).execute();
    const operation = toBoardOperations(rows, today).find((o) => o.id === id)!;
    return toProductionOperation(operation);
  }
}
