import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  BoardOperation,
  OperationDetail,
  ProductionOperation,
  ProductionOrderDetail,
  ProductionOrderListQuery,
  ProductionOrderPage,
  ProductionOrderSummary,
} from '@muestrario/shared/contract';
import { orderProgress, piecesEntering, type OperationProgressInput, type ProductionOrderStatus, type ProductionSnapshot } from '@muestrario/shared/rules';
import { pageAnswer, pageWindow, searchWords } from '../../db/paging';
import type { Database } from '../../db/types';
import { likeContains } from '../clients/search-text';
import type { ProductionOperationsTable } from './tables';

/** Statuses of an order still being worked on (late, the board, booked minutes). */
export const OPEN_ORDER_STATUSES: readonly ProductionOrderStatus[] = ['planned', 'released', 'in_progress'];

const personName = (first: string | null | undefined, last: string | null | undefined) => (first == null ? null : `${first} ${last ?? ''}`.trim());

/** Open and its planned end, or its promised date, before `today`. */
export function isLate(o: { status: ProductionOrderStatus; planned_end: string | null; promised_date: string | null }, today: string): boolean {
  if (!OPEN_ORDER_STATUSES.includes(o.status)) return false;
  return (o.planned_end !== null && o.planned_end < today) || (o.promised_date !== null && o.promised_date < today);
}

type OperationRow = Selectable<ProductionOperationsTable> & {
  machine_name: string | null;
  started_first: string | null;
  started_last: string | null;
  finished_first: string | null;
  finished_last: string | null;
  moved_first: string | null;
  moved_last: string | null;
};

const progressInput = (o: Pick<OperationRow, 'status' | 'good' | 'rejected' | 'reason' | 'note'>): OperationProgressInput => ({
  status: o.status,
  result: o.status === 'done' ? { good: Number(o.good ?? 0), rejected: Number(o.rejected ?? 0), reason: o.reason, note: o.note } : null,
});

/** Whole minutes between two instants (null unless both are known). */
function minutesBetween(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));
}

/** An order's operations (in sequence) in the contract's shape, with the pieces entering each. */
export function toOperations(pieces: number, rows: readonly OperationRow[]): ProductionOperation[] {
  const entering = piecesEntering(pieces, rows.map(progressInput));
  return rows.map((o, i) => ({
    id: o.id,
    orderId: o.order_id,
    sequence: Number(o.sequence),
    kind: o.kind,
    machineKind: o.machine_kind,
    label: o.label,
    minutes: Number(o.minutes),
    machineId: o.machine_id,
    machineName: o.machine_name,
    plannedDay: o.planned_day,
    status: o.status,
    entering: entering[i]!,
    good: o.good === null ? null : Number(o.good),
    rejected: o.rejected === null ? null : Number(o.rejected),
    reason: o.reason,
    note: o.note,
    startedAt: o.started_at,
    startedByName: personName(o.started_first, o.started_last),
    finishedAt: o.finished_at,
    finishedByName: personName(o.finished_first, o.finished_last),
    actualMinutes: o.status === 'done' ? minutesBetween(o.started_at, o.finished_at) : null,
    movedAt: o.moved_at,
    movedByName: personName(o.moved_first, o.moved_last),
    version: Number(o.version),
  }));
}

/**
 * Production orders' reads: the list, one order's detail and one operation with its order. Every query
 * takes today's business day (Mexico City) from the caller, so 'late' is the server's, not the browser's.
 * The writes are the service's (./service.ts); these also run inside its transactions (`within`).
 */
export class ProductionOrdersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  within(trx: Kysely<Database>): ProductionOrdersRepository {
    return new ProductionOrdersRepository(trx);
  }

  private summaries() {
    return this.db
      .selectFrom('production_orders as o')
      .innerJoin('documents as d', 'd.id', 'o.document_id')
      .innerJoin('clients as c', 'c.id', 'o.partner_id')
      .innerJoin('items as i', 'i.id', 'o.style_id')
      .innerJoin('samples as s', 's.id', 'o.sample_id')
      .innerJoin('users as u', 'u.id', 'o.created_by')
      .select([
        'o.id',
        'o.folio',
        'o.status',
        'o.document_id',
        'd.folio as sales_folio',
        'o.line_number',
        'o.partner_id',
        'c.card_name',
        'i.code as style_code',
        'i.description as style_description',
        'o.sample_id',
        's.sample_name',
        'o.pieces',
        'o.promised_date',
        'o.planned_start',
        'o.planned_end',
        'o.total_minutes',
        'o.created_at',
        'u.first_name',
        'u.last_name',
        'o.version',
      ]);
  }

  /** Operations of some orders, by order then sequence, with machine and people's names. */
  async operationRows(orderIds: readonly number[]): Promise<OperationRow[]> {
    if (!orderIds.length) return [];
    return this.db
      .selectFrom('production_operations as p')
      .leftJoin('machines as m', 'm.id', 'p.machine_id')
      .leftJoin('users as us', 'us.id', 'p.started_by')
      .leftJoin('users as uf', 'uf.id', 'p.finished_by')
      .leftJoin('users as um', 'um.id', 'p.moved_by')
      .selectAll('p')
      .select([
        'm.name as machine_name',
        'us.first_name as started_first',
        'us.last_name as started_last',
        'uf.first_name as finished_first',
        'uf.last_name as finished_last',
        'um.first_name as moved_first',
        'um.last_name as moved_last',
      ])
      .where('p.order_id', 'in', orderIds)
      .orderBy('p.order_id')
      .orderBy('p.sequence')
      .execute();
  }

  private toSummary(r: Awaited<ReturnType<ReturnType<ProductionOrdersRepository['summaries']>['executeTakeFirstOrThrow']>>, operations: readonly OperationRow[], today: string): ProductionOrderSummary {
    const progress = orderProgress(Number(r.pieces), operations.map(progressInput));
    return {
      id: r.id,
      folio: r.folio,
      status: r.status,
      salesOrderId: r.document_id,
      salesOrderFolio: r.sales_folio,
      lineNumber: Number(r.line_number),
      clientId: r.partner_id,
      clientName: r.card_name,
      styleCode: r.style_code,
      styleDescription: r.style_description,
      sampleId: r.sample_id,
      sampleName: r.sample_name,
      pieces: Number(r.pieces),
      promisedDate: r.promised_date,
      plannedStart: r.planned_start,
      plannedEnd: r.planned_end,
      late: isLate(r, today),
      progressPercent: progress.percent,
      goodPieces: progress.finishedPieces,
      rejectedPieces: progress.rejectedPieces,
      totalMinutes: Number(r.total_minutes),
      createdAt: r.created_at,
      createdByName: personName(r.first_name, r.last_name) ?? '',
    };
  }

  /** A page of orders, newest first; see ProductionOrderListQuery. */
  async list(q: ProductionOrderListQuery, today: string): Promise<ProductionOrderPage> {
    const window = pageWindow(q);
    let base = this.summaries();
    for (const word of searchWords(q.search)) base = base.where(sql<boolean>`o.search_text like ${likeContains(word)} escape '\\'`);
    if (q.status) base = base.where('o.status', '=', q.status);
    if (q.salesOrderId !== undefined) base = base.where('o.document_id', '=', q.salesOrderId);
    if (q.sampleId !== undefined) base = base.where('o.sample_id', '=', q.sampleId);
    if (q.late === true) {
      base = base
        .where('o.status', 'in', OPEN_ORDER_STATUSES)
        .where((eb) => eb.or([eb.and([eb('o.planned_end', 'is not', null), eb('o.planned_end', '<', today)]), eb.and([eb('o.promised_date', 'is not', null), eb('o.promised_date', '<', today)])]));
    }
    if (q.late === false) {
      base = base.where((eb) =>
        eb.or([
          eb('o.status', 'not in', OPEN_ORDER_STATUSES),
          eb.and([eb.or([eb('o.planned_end', 'is', null), eb('o.planned_end', '>=', today)]), eb.or([eb('o.promised_date', 'is', null), eb('o.promised_date', '>=', today)])]),
        ]),
      );
    }
    const { total } = await base.clearSelect().select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    const rows = await base.orderBy('o.id', 'desc').limit(window.pageSize).offset(window.offset).execute();
    const operations = await this.operationRows(rows.map((r) => r.id));
    return pageAnswer(
      window,
      total,
      rows.map((r) =>
        this.toSummary(
          r,
          operations.filter((o) => o.order_id === r.id),
          today,
        ),
      ),
    );
  }

  /** One order with its snapshot, operations and history; undefined when it does not exist. */
  async detail(id: number, today: string): Promise<ProductionOrderDetail | undefined> {
    const row = await this.summaries().select(['o.snapshot']).where('o.id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const [operations, history] = await Promise.all([
      this.operationRows([id]),
      this.db
        .selectFrom('production_order_history')
        .select(['from_status', 'to_status', 'user_name', 'at', 'note'])
        .where('order_id', '=', id)
        .orderBy('at')
        .orderBy('id')
        .execute(),
    ]);
    const progress = orderProgress(Number(row.pieces), operations.map(progressInput));
    return {
      ...this.toSummary(row, operations, today),
      snapshot: JSON.parse(row.snapshot) as ProductionSnapshot,
      operations: toOperations(Number(row.pieces), operations),
      history: history.map((h) => ({ from: h.from_status, to: h.to_status, userName: h.user_name, at: h.at, note: h.note })),
      operationsDone: progress.operationsDone,
      operationsTotal: progress.operationsTotal,
      version: Number(row.version),
    };
  }

  /** One operation with what the floor sees of its order; undefined when it does not exist. */
  async operation(id: number, today: string): Promise<OperationDetail | undefined> {
    const op = await this.db.selectFrom('production_operations').select('order_id').where('id', '=', id).executeTakeFirst();
    if (!op) return undefined;
    const order = await this.detail(op.order_id, today);
    if (!order) return undefined;
    const operation = order.operations.find((o) => o.id === id)!;
    const board: BoardOperation = {
      ...operation,
      orderFolio: order.folio,
      orderStatus: order.status,
      clientName: order.clientName,
      styleCode: order.styleCode,
      sampleName: order.sampleName,
      pieces: order.pieces,
      promisedDate: order.promisedDate,
      late: order.late,
    };
    return { operation: board, progressPercent: order.progressPercent, orderVersion: order.version };
  }
}
