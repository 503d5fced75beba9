import type { Kysely } from 'kysely';
import { PAGE_SIZE_MAX, type ProductionOrderSummary } from '@muestrario/shared/contract';
import type { ProductionOrderStatus, ReportOperation } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import type { ProductionOrders } from '../production-orders/area';

/**
 * The rows of the production report (issue 30 item 8). Only plain selects with ISO-text comparisons: the
 * exact day of an instant (Mexico City) and every sum are decided in shared/src/rules/production/report.ts,
 * so SQLite and PostgreSQL answer alike.
 */
export class ProductionReportRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly orders: ProductionOrders,
  ) {}

  /** Orders created within the window of instants [since, until), with their status and pieces. */
  async ordersCreated(since: string, until: string): Promise<{ id: number; status: ProductionOrderStatus; pieces: number; createdAt: string }[]> {
    const rows = await this.db
      .selectFrom('production_orders')
      .select(['id', 'status', 'pieces', 'created_at'])
      .where('created_at', '>=', since)
      .where('created_at', '<', until)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, status: r.status, pieces: Number(r.pieces), createdAt: r.created_at }));
  }

  /** Finished operations whose finish falls within [since, until), with their machine and whether each is its order's last. */
  async finishedOperations(since: string, until: string): Promise<ReportOperation[]> {
    const rows = await this.db
      .selectFrom('production_operations as op')
      .leftJoin('machines as m', 'm.id', 'op.machine_id')
      .select(['op.order_id', 'op.sequence', 'op.kind', 'op.machine_id', 'm.name as machine_name', 'op.minutes', 'op.started_at', 'op.finished_at', 'op.good', 'op.rejected'])
      .select((eb) => eb.selectFrom('production_operations as later').select((e) => e.fn.max('later.sequence').as('n')).whereRef('later.order_id', '=', 'op.order_id').as('last_sequence'))
      .where('op.status', '=', 'done')
      .where('op.finished_at', 'is not', null)
      .where('op.finished_at', '>=', since)
      .where('op.finished_at', '<', until)
      .orderBy('op.finished_at')
      .orderBy('op.id')
      .execute();
    return rows.map((r) => ({
      orderId: r.order_id,
      sequence: r.sequence,
      last: Number(r.last_sequence) === r.sequence,
      kind: r.kind,
      machineId: r.machine_id,
      machineName: r.machine_name ?? null,
      minutes: Number(r.minutes),
      startedAt: r.started_at,
      finishedAt: r.finished_at!,
      good: r.good === null ? null : Number(r.good),
      rejected: r.rejected === null ? null : Number(r.rejected),
    }));
  }

  /**
   * Open orders whose planned end or promised date is before `today`, as lists show them (the production
   * orders' own list with its `late` filter: one summary query and one lateness rule), the longest overdue
   * first.
   */
  async lateOrders(today: string): Promise<ProductionOrderSummary[]> {
    const rows: ProductionOrderSummary[] = [];
    for (let page = 1; ; page++) {
      const found = await this.orders.list({ late: true, page, pageSize: PAGE_SIZE_MAX }, today);
      rows.push(...found.rows);
      if (found.rows.length === 0 || rows.length >= found.total) break;
    }
    const overdueSince = (r: ProductionOrderSummary) => [r.plannedEnd, r.promisedDate].filter((d): d is string => d !== null && d < today).sort()[0] ?? today;
    return rows.sort((a, b) => overdueSince(a).localeCompare(overdueSince(b)) || a.id - b.id);
  }
}
