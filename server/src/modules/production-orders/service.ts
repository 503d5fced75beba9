import type { Kysely } from 'kysely';
import type { FinishOperationBody, ProductionOrderStatusBody } from '@muestrario/shared/contract';
import {
  addDays,
  buildProductionSnapshot,
  dailyCapacity,
  estimateMachine,
  foldText,
  operationFinishRefusal,
  operationResultErrors,
  operationStartRefusal,
  orderCloseRefusal,
  orderTransitionRefusal,
  piecesEntering,
  scheduleBackward,
  statusAfterOperationStart,
  type DecorationSettings,
  type ProductionOrderStatus,
  type ProductionSnapshot,
  type Schedule,
  type ScheduleInput,
  type SnapshotDecoration,
} from '@muestrario/shared/rules';
import type { Machine } from '@muestrario/shared/contract';
import type { MachineKind } from '@muestrario/shared/domain';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError } from '../../errors';
import { BomRepository } from '../bom/repository';
import { decorationMaterials, sampleDecorations } from '../bom/sample-consumption';
import { DocumentRows } from '../business-documents/repository';
import type { ItemsRepository } from '../items/repository';
import { toMachine } from '../machines/repository';
import type { OrderGridsService } from '../order-grids/service';
import { OPEN_ORDER_STATUSES } from './repository';
import { PRODUCTION_MESSAGES as M } from './messages';

/** The `sequences` row production order folios are counted on ('OF-00001', 'OF-00002'…). */
export const PRODUCTION_FOLIO_SEQUENCE = 'production_order';
export const productionFolio = (n: number) => `OF-${String(n).padStart(5, '0')}`;

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT';
};

/** The one who writes, and when. */
export interface Actor {
  id: number;
  now: Date;
  /** Today in Mexico City (`businessDay(now)`). */
  today: string;
}

/** Whole days from `a` to `b` (ISO days). */
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/**
 * The plan of an order: backwards from the promised date; with no promised date, as soon as possible —
 * the latest "promised" day (from tomorrow on) whose backward plan starts today or later.
 */
export function planOrder(input: Omit<ScheduleInput, 'promisedDate'> & { promisedDate: string | null }): Schedule {
  if (input.promisedDate !== null) return scheduleBackward({ ...input, promisedDate: input.promisedDate });
  let promised = addDays(input.today, 1);
  for (let tries = 0; tries < 60; tries++) {
    const plan = scheduleBackward({ ...input, promisedDate: promised });
    if (!plan.ok || plan.plannedStart >= input.today) return plan;
    promised = addDays(promised, Math.max(1, daysBetween(plan.plannedStart, input.today)));
  }
  return scheduleBackward({ ...input, promisedDate: promised });
}

/** The machine of `kind` with the fewest minutes on `day` (open on that day first; then by id); null when none. */
export function leastLoadedMachine(machines: readonly Machine[], kind: MachineKind, day: string, load: (machineId: number) => number): Machine | null {
  const candidates = machines.filter((m) => m.kind === kind && m.active);
  const open = candidates.filter((m) => dailyCapacity(m, day) > 0);
  const pool = open.length ? open : candidates;
  let best: Machine | null = null;
  for (const m of pool) if (!best || load(m.id) < load(best.id) || (load(m.id) === load(best.id) && m.id < best.id)) best = m;
  return best;
}

/**
 * Production orders' writes (issue 30 item 4, the write side of item 7). Each runs in one write
 * transaction that re-reads and locks what it depends on (the sales order and its line, the production
 * order, the operation), checks versions and the shared rules there, and writes the order, its
 * operations and a history row together; the caller publishes the live signal after the commit.
 */
export class ProductionOrdersService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly orderGrids: OrderGridsService,
    private readonly items: ItemsRepository,
    private readonly decorationSettings: () => Promise<DecorationSettings>,
  ) {}

  /** `fn` in a new write transaction, or in the caller's (the demo seed's). */
  private run<T>(fn: (trx: Kysely<Database>) => Promise<T>, trx?: Kysely<Database>): Promise<T> {
    return trx ? fn(trx) : writeTransaction(this.db, fn);
  }

  private async userName(trx: Kysely<Database>, id: number): Promise<string> {
    const u = await trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', id).executeTakeFirst();
    return u ? `${u.first_name} ${u.last_name}`.trim() : '';
  }

  private async lockedOrder(trx: Kysely<Database>, id: number) {
    let query = trx.selectFrom('production_orders').selectAll().where('id', '=', id);
    if (dialectOf(trx) === 'postgres') query = query.forNoKeyUpdate();
    const order = await query.executeTakeFirst();
    if (!order) throw new HttpError(404, M.orderNotFound);
    return order;
  }

  private async history(trx: Kysely<Database>, orderId: number, from: ProductionOrderStatus | null, to: ProductionOrderStatus, actor: Actor, note: string) {
    await trx
      .insertInto('production_order_history')
      .values({ order_id: orderId, from_status: from, to_status: to, user_id: actor.id, user_name: await this.userName(trx, actor.id), at: actor.now.toISOString(), note })
      .execute();
  }

  /** Creates the production order of a sales order line (see the endpoint's summary); answers its id. */
  async create(salesOrderId: number, lineNumber: number, note: string | undefined, actor: Actor, options: { trx?: Kysely<Database> } = {}): Promise<number> {
    const settings = await this.decorationSettings();
    try {
      return await this.run((trx) => this.createInside(trx, salesOrderId, lineNumber, note?.trim() ?? '', actor, settings), options.trx);
    } catch (error) {
      // Two creations of one line at once: the partial unique index refuses the second.
      if (isUniqueViolation(error) && !options.trx) {
        const taken = await this.openOrderOfLine(this.db, salesOrderId, lineNumber);
        if (taken) throw new HttpError(409, M.lineTaken(taken));
      }
      throw error;
    }
  }

  private async openOrderOfLine(db: Kysely<Database>, salesOrderId: number, lineNumber: number): Promise<string | undefined> {
    const row = await db
      .selectFrom('production_orders')
      .select('folio')
      .where('document_id', '=', salesOrderId)
      .where('line_number', '=', lineNumber)
      .where('status', '<>', 'cancelled')
      .executeTakeFirst();
    return row?.folio;
  }

  private async createInside(trx: Kysely<Database>, salesOrderId: number, lineNumber: number, note: string, actor: Actor, settings: DecorationSettings): Promise<number> {
    let docQuery = trx.selectFrom('documents as d').innerJoin('clients as c', 'c.id', 'd.partner_id').select(['d.id', 'd.folio', 'd.status', 'd.partner_id', 'd.due_date', 'c.card_name']).where('d.id', '=', salesOrderId).where('d.kind', '=', 'order');
    if (dialectOf(trx) === 'postgres') docQuery = docQuery.forNoKeyUpdate();
    const doc = await docQuery.executeTakeFirst();
    if (!doc) throw new HttpError(404, M.salesOrderNotFound);
    const line = await trx.selectFrom('document_lines').select(['id', 'line_number']).where('document_id', '=', salesOrderId).where('line_number', '=', lineNumber - 1).executeTakeFirst();
    if (!line) throw new HttpError(404, M.lineNotFound);
    if (doc.status !== 'Abierta') throw new HttpError(409, M.salesOrderNotOpen(doc.status));
    const taken = await this.openOrderOfLine(trx, salesOrderId, lineNumber);
    if (taken) throw new HttpError(409, M.lineTaken(taken));
    const grid = (await this.orderGrids.list(salesOrderId, trx))?.find((g) => g.line === lineNumber);
    if (!grid) throw new HttpError(409, M.lineWithoutGrid(lineNumber));

    const style = (await this.items.within(trx).styleWithVariants(grid.styleId))!;
    const boms = new BomRepository(trx);
    const bom = await boms.explodable(grid.styleId);
    const scrap = await trx.selectFrom('boms').select('decoration_scrap_tenths').where('item_id', '=', grid.styleId).executeTakeFirst();
    const sample = await trx.selectFrom('samples').select(['id', 'sample_name', 'stage', 'round']).where('id', '=', grid.sampleId).executeTakeFirstOrThrow();
    const found = await sampleDecorations(trx, sample.id, settings);
    const decorations: SnapshotDecoration[] = found.ok
      ? found.decorations.map((d) => ({ name: d.name, technique: d.technique, position: String(d.positionId), positionLabel: d.view, stitches: d.stitches, threads: d.threads }))
      : [];

    const machines = (await trx.selectFrom('machines').selectAll().orderBy('id').execute()).map(toMachine);
    const embroidery = estimateMachine(machines.filter((m) => m.kind === 'embroidery' && m.active));
    if (!embroidery && decorations.some((d) => d.technique === 'Bordado') && found.ok) throw new HttpError(409, M.noEmbroideryMachine);

    const pieces = grid.total;
    const built = buildProductionSnapshot({
      line: { orderId: doc.id, orderFolio: doc.folio, lineNumber, clientName: doc.card_name, promisedDate: doc.due_date },
      style: { code: style.item.code, description: style.item.description, colours: style.item.colours.map((c) => ({ code: c.code, name: c.name })) },
      grid: { colours: grid.colours, sizes: grid.sizes, quantities: grid.quantities },
      names: grid.names.map((n) => ({ name: n.name, size: n.size, colour: n.colour, text: n.text })),
      sample: { id: sample.id, name: sample.sample_name, stage: Number(sample.stage), round: Number(sample.round), decorations },
      bom: bom ? bom.lines : null,
      // Without an embroidery machine nothing is embroidered (checked above): the figures are unused.
      machine: embroidery ? { heads: embroidery.heads, needles: embroidery.needles, stitchesPerMinute: embroidery.stitchesPerMinute } : { heads: 1, needles: 1, stitchesPerMinute: 1 },
      decorationMaterials: found.ok ? decorationMaterials(found.decorations, found.threadName, pieces, (scrap?.decoration_scrap_tenths ?? 0) / 10, settings) : [],
    });
    if (!built.ok) throw new HttpError(409, built.message);
    const snapshot: ProductionSnapshot = built.snapshot;

    // Minutes other open orders hold, per kind and day and per machine and day (their operations' start day).
    const others = await trx
      .selectFrom('production_operations as p')
      .innerJoin('production_orders as o', 'o.id', 'p.order_id')
      .select(['p.machine_kind', 'p.machine_id', 'p.planned_day', 'p.minutes'])
      .where('o.status', 'in', OPEN_ORDER_STATUSES)
      .where('p.status', '<>', 'done')
      .where('p.planned_day', 'is not', null)
      .execute();
    const byKind = new Map<string, number>();
    const byMachine = new Map<string, number>();
    for (const o of others) {
      byKind.set(`${o.machine_kind}|${o.planned_day}`, (byKind.get(`${o.machine_kind}|${o.planned_day}`) ?? 0) + Number(o.minutes));
      if (o.machine_id !== null) byMachine.set(`${o.machine_id}|${o.planned_day}`, (byMachine.get(`${o.machine_id}|${o.planned_day}`) ?? 0) + Number(o.minutes));
    }
    const plan = planOrder({
      promisedDate: doc.due_date,
      operations: snapshot.operations,
      machines,
      today: actor.today,
      booked: (kind, day) => byKind.get(`${kind}|${day}`) ?? 0,
    });

    const at = actor.now.toISOString();
    const number = await new DocumentRows(trx).nextNumber(PRODUCTION_FOLIO_SEQUENCE);
    const folio = productionFolio(number);
    const { id } = await trx
      .insertInto('production_orders')
      .values({
        folio,
        status: 'planned',
        document_id: doc.id,
        line_id: line.id,
        line_number: lineNumber,
        partner_id: doc.partner_id,
        style_id: grid.styleId,
        sample_id: sample.id,
        pieces,
        total_minutes: snapshot.totalMinutes,
        promised_date: doc.due_date,
        planned_start: plan.ok ? plan.plannedStart : null,
        planned_end: plan.ok ? plan.plannedEnd : null,
        snapshot: JSON.stringify(snapshot),
        search_text: foldText([folio, doc.folio, doc.card_name, style.item.code, style.item.description, sample.sample_name].join(' ')),
        version: 0,
        created_at: at,
        created_by: actor.id,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const rows = snapshot.operations.map((op, index) => {
      const day = plan.ok ? plan.operations[index]!.startDay : null;
      const machine = day ? leastLoadedMachine(machines, op.machineKind, day, (m) => byMachine.get(`${m}|${day}`) ?? 0) : null;
      if (machine && day) byMachine.set(`${machine.id}|${day}`, (byMachine.get(`${machine.id}|${day}`) ?? 0) + op.minutes);
      return {
        order_id: id,
        sequence: index + 1,
        kind: op.kind,
        machine_kind: op.machineKind,
        label: op.label,
        position: op.position ?? null,
        minutes: op.minutes,
        machine_id: machine?.id ?? null,
        planned_day: machine ? day : null,
        status: 'pending' as const,
        note: '',
        version: 0,
      };
    });
    if (rows.length) await trx.insertInto('production_operations').values(rows).execute();
    await this.history(trx, id, null, 'planned', actor, note);
    return id;
  }

  /** Release, back to planned, cancel or close (see the endpoint); re-checks version and rules inside. */
  async setStatus(id: number, body: ProductionOrderStatusBody, actor: Actor, options: { trx?: Kysely<Database> } = {}): Promise<void> {
    await this.run(async (trx) => {
      const order = await this.lockedOrder(trx, id);
      if (Number(order.version) !== body.version) throw new HttpError(409, M.orderChanged);
      let refusal: string | null;
      if (body.status === 'closed') {
        const ops = await trx.selectFrom('production_operations').select('status').where('order_id', '=', id).execute();
        refusal = orderCloseRefusal(order.status, ops.map((o) => o.status));
      } else {
        refusal = orderTransitionRefusal(order.status, body.status);
      }
      if (refusal) throw new HttpError(409, refusal);
      await trx
        .updateTable('production_orders')
        .set({ status: body.status, version: Number(order.version) + 1, updated_at: actor.now.toISOString() })
        .where('id', '=', id)
        .execute();
      await this.history(trx, id, order.status, body.status, actor, body.note?.trim() ?? '');
    }, options.trx);
  }

  private async lockedOperation(trx: Kysely<Database>, id: number, version: number) {
    let query = trx.selectFrom('production_operations').selectAll().where('id', '=', id);
    if (dialectOf(trx) === 'postgres') query = query.forNoKeyUpdate();
    const op = await query.executeTakeFirst();
    if (!op) throw new HttpError(404, M.operationNotFound);
    const order = await this.lockedOrder(trx, op.order_id);
    if (Number(op.version) !== version) throw new HttpError(409, M.operationChanged);
    return { op, order };
  }

  /** Starts an operation; a released order becomes 'in_progress' (with a history row). Answers the order's id. */
  async start(id: number, version: number, actor: Actor, options: { trx?: Kysely<Database> } = {}): Promise<number> {
    return this.run(async (trx) => {
      const { op, order } = await this.lockedOperation(trx, id, version);
      const refusal = operationStartRefusal(order.status, op.status);
      if (refusal) throw new HttpError(409, refusal);
      const at = actor.now.toISOString();
      await trx
        .updateTable('production_operations')
        .set({ status: 'in_progress', started_at: at, started_by: actor.id, version: Number(op.version) + 1 })
        .where('id', '=', id)
        .execute();
      const next = statusAfterOperationStart(order.status);
      await trx
        .updateTable('production_orders')
        .set({ status: next, version: Number(order.version) + 1, updated_at: at })
        .where('id', '=', order.id)
        .execute();
      if (next !== order.status) await this.history(trx, order.id, order.status, next, actor, M.historyStarted(op.label));
      return order.id;
    }, options.trx);
  }

  /** Finishes an operation with its good and rejected pieces. Answers the order's id. */
  async finish(id: number, body: FinishOperationBody, actor: Actor, options: { trx?: Kysely<Database> } = {}): Promise<number> {
    return this.run(async (trx) => {
      const { op, order } = await this.lockedOperation(trx, id, body.version);
      const refusal = operationFinishRefusal(order.status, op.status);
      if (refusal) throw new HttpError(409, refusal);
      const all = await trx.selectFrom('production_operations').selectAll().where('order_id', '=', order.id).orderBy('sequence').execute();
      const entering = piecesEntering(
        Number(order.pieces),
        all.map((o) => ({ status: o.status, result: o.status === 'done' ? { good: Number(o.good ?? 0), rejected: Number(o.rejected ?? 0), reason: o.reason } : null })),
      )[all.findIndex((o) => o.id === id)]!;
      const note = body.note?.trim() ?? '';
      const errors = operationResultErrors({ good: body.good, rejected: body.rejected, reason: body.reason, note }, entering);
      const fields = Object.keys(errors);
      if (fields.length) throw new HttpError(400, [...new Set(Object.values(errors))].join(' '), {}, { fields });
      const at = actor.now.toISOString();
      await trx
        .updateTable('production_operations')
        .set({ status: 'done', finished_at: at, finished_by: actor.id, good: body.good, rejected: body.rejected, reason: body.reason, note, version: Number(op.version) + 1 })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('production_orders')
        .set({ version: Number(order.version) + 1, updated_at: at })
        .where('id', '=', order.id)
        .execute();
      return order.id;
    }, options.trx);
  }
}
