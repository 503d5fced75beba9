import type { Kysely } from 'kysely';
import { addDays, businessDay, weekdayIndex, type RejectReason } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import type { DocumentEngine } from '../business-documents/service';
import { ItemsRepository } from '../items/repository';
import { OrderGridsService } from '../order-grids/service';
import { SettingsRepository } from '../settings/repository';
import { ProductionOrdersService, type Actor } from './service';

/** What the demo does with one gridded line: the promised day (days after this week's Monday) and how far it goes. */
interface SeedProduction {
  orderNumber: number;
  line: number;
  promisedAfterMonday: number;
  /** The status it ends in; 'cancelled' ones are made (and cancelled) before the line's next order. */
  status: 'planned' | 'released' | 'in_progress' | 'closed' | 'cancelled';
  /** Operations finished (in sequence), then one more started when in progress. */
  finished?: number;
  /** The first finished operation's rejects. */
  rejected?: { pieces: number; reason: RejectReason; note?: string };
  note?: string;
}

/**
 * The demo plant's week (issue 30): production orders in every status on this week's board, made from
 * the demo sales orders' gridded lines through the production orders service (snapshot, backward plan,
 * machines, folios, history), some with operations started and finished. Skipped when the lines have no
 * grid (the test fixture).
 */
export const DEMO_PRODUCTION: readonly SeedProduction[] = [
  { orderNumber: 94, line: 2, promisedAfterMonday: 5, status: 'cancelled', note: 'El cliente pidió cambiar el color de la segunda línea.' },
  { orderNumber: 92, line: 2, promisedAfterMonday: 3, status: 'closed', finished: 99, rejected: { pieces: 1, reason: 'loose_stitch' } },
  { orderNumber: 92, line: 1, promisedAfterMonday: 3, status: 'in_progress', finished: 1, rejected: { pieces: 1, reason: 'stain', note: 'Mancha de aceite en la manga' } },
  { orderNumber: 94, line: 1, promisedAfterMonday: 5, status: 'released' },
  { orderNumber: 94, line: 2, promisedAfterMonday: 5, status: 'planned', note: 'Colores confirmados por el cliente.' },
];

/** Inserts the demo production orders inside the seeding transaction, as the demo user. */
export async function seedProductionOrders(trx: Kysely<Database>, engine: DocumentEngine, ctx: { now: Date; userId: number }): Promise<void> {
  const items = new ItemsRepository(trx);
  const settings = await new SettingsRepository(trx).decoration();
  const service = new ProductionOrdersService(trx, new OrderGridsService(trx, engine, items), items, () => Promise.resolve(settings));
  const today = businessDay(ctx.now);
  const monday = addDays(today, -(weekdayIndex(today) ?? 0));
  // Work recorded earlier today, a few minutes apart (deterministic from the seed's clock).
  let minutesAgo = 6 * 60;
  const actor = (): Actor => ({ id: ctx.userId, now: new Date(ctx.now.getTime() - minutesAgo * 60_000), today });
  const later = (minutes: number) => {
    minutesAgo = Math.max(0, minutesAgo - minutes);
  };

  for (const p of DEMO_PRODUCTION) {
    const order = await trx.selectFrom('documents').select('id').where('kind', '=', 'order').where('number', '=', p.orderNumber).executeTakeFirst();
    if (!order) continue;
    const grid = await trx
      .selectFrom('order_line_grids as g')
      .innerJoin('document_lines as l', 'l.id', 'g.line_id')
      .select('g.line_id')
      .where('g.document_id', '=', order.id)
      .where('l.line_number', '=', p.line - 1)
      .executeTakeFirst();
    if (!grid) continue;
    await trx.updateTable('documents').set({ due_date: addDays(monday, p.promisedAfterMonday) }).where('id', '=', order.id).execute();
    const id = await service.create(order.id, p.line, p.status === 'cancelled' ? undefined : p.note, actor(), { trx });
    const version = async () => Number((await trx.selectFrom('production_orders').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version);
    if (p.status === 'planned') continue;
    if (p.status === 'cancelled') {
      await service.setStatus(id, { status: 'cancelled', version: await version(), note: p.note }, actor(), { trx });
      continue;
    }
    later(10);
    await service.setStatus(id, { status: 'released', version: await version() }, actor(), { trx });
    if (p.status === 'released') continue;

    const operations = await trx.selectFrom('production_operations').select(['id', 'version']).where('order_id', '=', id).orderBy('sequence').execute();
    const done = Math.min(p.finished ?? 0, operations.length);
    let good = Number((await trx.selectFrom('production_orders').select('pieces').where('id', '=', id).executeTakeFirstOrThrow()).pieces);
    for (const [i, op] of operations.slice(0, done).entries()) {
      later(5);
      await service.start(op.id, Number(op.version), actor(), { trx });
      later(25);
      const rejected = i === 0 ? (p.rejected?.pieces ?? 0) : 0;
      good -= rejected;
      await service.finish(
        op.id,
        { good, rejected, reason: rejected > 0 ? p.rejected!.reason : null, ...(i === 0 && p.rejected?.note ? { note: p.rejected.note } : {}), version: Number(op.version) + 1 },
        actor(),
        { trx },
      );
    }
    if (p.status === 'in_progress' && operations[done]) {
      later(5);
      await service.start(operations[done].id, Number(operations[done].version), actor(), { trx });
    }
    if (p.status === 'closed') {
      later(5);
      await service.setStatus(id, { status: 'closed', version: await version(), note: 'Entregada a almacén.' }, actor(), { trx });
    }
  }
}
