import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export interface ReportSampleRow {
  id: number;
  name: string;
  client: string;
  stage: number;
  dueDate: string;
}

export interface ReportEventRow {
  sampleId: number;
  kind: string;
  at: string;
  to?: number;
}

export interface ReportOrderRow {
  sellerId: number;
  sellerName: string;
  status: string;
  currency: string;
  createdAt: string;
  totalMxnCents: number;
  sampleId: number | null;
}

/** The rows the manager's reports are computed from (the arithmetic is in shared/src/rules/reports/). */
export class ReportsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every sample with its client, stage and due date. */
  async samples(): Promise<ReportSampleRow[]> {
    const rows = await this.db
      .selectFrom('samples as s')
      .innerJoin('clients as c', 'c.id', 's.client_id')
      .select(['s.id', 's.sample_name', 'c.card_name', 's.stage', 's.due_date'])
      .orderBy('s.id')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.sample_name, client: r.card_name, stage: r.stage, dueDate: r.due_date }));
  }

  /**
   * The creation and stage-change events of the samples that changed stage since `since` (their
   * earlier events too: a stay that ended in the window may have begun before it), in id order.
   */
  async stageEvents(since: string): Promise<ReportEventRow[]> {
    const rows = await this.db
      .selectFrom('events')
      .select(['sample_id', 'kind', 'created_at', 'payload'])
      .where('kind', 'in', ['created', 'stage_changed'])
      .where('sample_id', 'in', (eb) =>
        eb.selectFrom('events').select('sample_id').where('kind', '=', 'stage_changed').where('created_at', '>=', since),
      )
      .orderBy('id')
      .execute();
    return rows.map((r) => {
      const { to } = JSON.parse(r.payload) as { to?: unknown };
      return { sampleId: r.sample_id, kind: r.kind, at: r.created_at, ...(typeof to === 'number' ? { to } : {}) };
    });
  }

  /** Every production order's sample, status and pieces (issue 30 item 8: conversion to production). */
  async productionOrders(): Promise<{ sampleId: number; status: string; pieces: number }[]> {
    const rows = await this.db.selectFrom('production_orders').select(['sample_id', 'status', 'pieces']).orderBy('id').execute();
    return rows.map((r) => ({ sampleId: r.sample_id, status: r.status, pieces: Number(r.pieces) }));
  }

  /** Sales orders created since `since` (all of them when null), of one seller or of all. */
  async orders(options: { since: string | null; sellerId: number | null }): Promise<ReportOrderRow[]> {
    let query = this.db
      .selectFrom('documents as d')
      .innerJoin('users as u', 'u.id', 'd.owner_id')
      .select(['d.owner_id as seller_id', 'u.first_name', 'u.last_name', 'd.status', 'd.currency', 'd.created_at', 'd.total_mxn_cents', 'd.sample_id'])
      .where('d.kind', '=', 'order');
    if (options.since !== null) query = query.where('d.created_at', '>=', options.since);
    if (options.sellerId !== null) query = query.where('d.owner_id', '=', options.sellerId);
    const rows = await query.orderBy('d.id').execute();
    return rows.map((r) => ({
      sellerId: r.seller_id,
      sellerName: `${r.first_name} ${r.last_name}`,
      status: r.status,
      currency: r.currency,
      createdAt: r.created_at,
      totalMxnCents: Number(r.total_mxn_cents),
      sampleId: r.sample_id,
    }));
  }
}
