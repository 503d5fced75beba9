import type { Kysely } from 'kysely';
import type { ProductionOrderSummary } from '@muestrario/shared/contract';
import { orderProgress, type OperationStatus, type ProductionOrderStatus, type ReportOperation } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';

const OPEN: ProductionOrderStatus[] = ['planned', 'released', 'in_progress'];

/**
 * The rows of the production report (issue 30 item 8). Only plain selects with ISO-text comparisons: the
 * exact day of an instant (Mexico City) and every sum are decided in shared/src/rules/production/report.ts,
 * so SQLite and PostgreSQL answer alike.
 */
export class ProductionReportRepository {
  constructor(private readonly db: Kysely<Database>) {}

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
   * Open orders whose planned end or promised date is before `today` (ISO days compare as text), as
   * lists show them, the longest overdue first.
   */
  async lateOrders(today: string): Promise<ProductionOrderSummary[]> {
    const rows = await this.db
      .selectFrom('production_orders as po')
      .innerJoin('documents as d', 'd.id', 'po.document_id')
      .innerJoin('clients as c', 'c.id', 'po.partner_id')
      .innerJoin('items as i', 'i.id', 'po.style_id')
      .innerJoin('samples as s', 's.id', 'po.sample_id')
      .innerJoin('users as u', 'u.id', 'po.created_by')
      .select([
        'po.id',
        'po.folio',
        'po.status',
        'po.document_id',
        'd.folio as sales_folio',
        'po.line_number',
        'po.partner_id',
        'c.card_name',
        'i.code as style_code',
        'i.description as style_description',
        'po.sample_id',
        's.sample_name',
        'po.pieces',
        'po.promised_date',
        'po.planned_start',
        'po.planned_end',
        'po.total_minutes',
        'po.created_at',
        'u.first_name',
        'u.last_name',
      ])
      .where('po.status', 'in', OPEN)
      .where((eb) => eb.or([eb('po.planned_end', '<', today), eb('po.promised_date', '<', today)]))
      .orderBy('po.id')
      .execute();
    if (!rows.length) return [];
    const operations = await this.db
      .selectFrom('production_operations')
      .select(['order_id', 'status', 'good', 'rejected', 'sequence'])
      .where(
        'order_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('order_id')
      .orderBy('sequence')
      .execute();
    const byOrder = new Map<number, { status: OperationStatus; result: { good: number; rejected: number; reason: null } | null }[]>();
    for (const o of operations) {
      const result = o.status === 'done' ? { good: Number(o.good ?? 0), rejected: Number(o.rejected ?? 0), reason: null } : null;
      byOrder.set(o.order_id, [...(byOrder.get(o.order_id) ?? []), { status: o.status, result }]);
    }
    const overdueSince = (r: { planned_end: string | null; promised_date: string | null }) =>
      [r.planned_end, r.promised_date].filter((d): d is string => d !== null && d < today).sort()[0] ?? today;
    return rows
      .map((r) => {
        const progress = orderProgress(Number(r.pieces), byOrder.get(r.id) ?? []);
        return {
          id: r.id,
          folio: r.folio,
          status: r.status,
          salesOrderId: r.document_id,
          salesOrderFolio: r.sales_folio,
          lineNumber: r.line_number,
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
          late: true,
          progressPercent: progress.percent,
          goodPieces: progress.finishedPieces,
          rejectedPieces: progress.rejectedPieces,
          totalMinutes: Number(r.total_minutes),
          createdAt: r.created_at,
          createdByName: `${r.first_name} ${r.last_name}`.trim(),
          overdueSince: overdueSince(r),
        };
      })
      .sort((a, b) => a.overdueSince.localeCompare(b.overdueSince) || a.id - b.id)
      .map(({ overdueSince: _, ...summary }) => summary);
  }
}
