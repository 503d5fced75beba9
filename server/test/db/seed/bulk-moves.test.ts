import type { Kysely } from 'kysely';
import { applyStockMove } from '@muestrario/shared/rules';
import { seedIfEmpty } from '../../../src/db/seed';
import { seedBulkMoves } from '../../../src/db/seed/bulk-moves';
import { items as demoItems } from '../../../src/db/seed/data/items';
import { stock as demoStock } from '../../../src/db/seed/data/stock';
import * as m0043 from '../../../src/modules/stock/migrations/0043_stock_move_counts';
import { stockSlot } from '../../../src/modules/stock/slot';
import { createTestApp, type TestApp } from '../../helpers/app';
import { backofficeFixture } from '../../helpers/backoffice';
import { testDatabases } from '../../helpers/databases';

jest.setTimeout(120_000);

describe.each(testDatabases)('seed:bulk --moves (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, { ...backofficeFixture, items: demoItems, stock: demoStock }, t.clock.now());
  });
  afterAll(() => t.close());

  it('adds the movements asked for, and every balance is its slot’s ledger replayed (sum, never below zero, moving average)', async () => {
    const before = await t.app.db.selectFrom('stock_moves').select('id').execute();
    expect(before.length).toBeGreaterThan(0);
    const written = await seedBulkMoves(t.app.db, 5_000, t.clock.now());
    expect(written.moves).toBe(5_000);
    // Twice, so the second run starts from balances the first one wrote.
    await seedBulkMoves(t.app.db, 1_001, t.clock.now());

    const moves = await t.app.db.selectFrom('stock_moves').selectAll().orderBy('id').execute();
    expect(moves).toHaveLength(before.length + 6_001);
    expect(new Set(moves.map((m) => m.kind)).size).toBeGreaterThanOrEqual(6);
    const replayed = new Map<string, { onHand: number; averageCostCents: number }>();
    for (const m of moves) {
      const slot = stockSlot({ itemId: m.item_id, variantId: m.variant_id, warehouseId: m.warehouse_id, locationId: m.location_id });
      const quantity = Number(m.quantity);
      const outcome = applyStockMove(replayed.get(slot) ?? { onHand: 0, averageCostCents: 0 }, quantity, quantity > 0 ? Number(m.unit_cost_cents) : null);
      if (!outcome.ok) throw new Error(`${slot} goes below zero at movement ${m.id}`);
      if (quantity < 0) expect(Number(m.unit_cost_cents)).toBe(outcome.unitCostCents);
      replayed.set(slot, outcome.balance);
    }
    const balances = await t.app.db.selectFrom('stock_balances').select(['slot', 'on_hand', 'average_cost_cents']).execute();
    expect(new Map(balances.map((b) => [b.slot, { onHand: Number(b.on_hand), averageCostCents: Number(b.average_cost_cents) }]))).toEqual(replayed);
    // The movement counts the trigger keeps (the kardex's totals).
    const counted = new Map<string, number>();
    for (const m of moves) {
      const slot = stockSlot({ itemId: m.item_id, variantId: m.variant_id, warehouseId: m.warehouse_id, locationId: m.location_id });
      counted.set(slot, (counted.get(slot) ?? 0) + 1);
    }
    const counts = await t.app.db.selectFrom('stock_balances').select(['slot', 'move_count']).where('move_count', '>', 0).execute();
    expect(new Map(counts.map((c) => [c.slot, Number(c.move_count)]))).toEqual(counted);

    // What the API answers agrees: the kardex's newest balance is the item's on hand.
    const busiest = await t.app.db
      .selectFrom('stock_moves')
      .select(['item_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('item_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(busiest.n)).toBeGreaterThan(500);
    const onHand = balances.filter((b) => b.slot.startsWith(`${busiest.item_id}:`)).reduce((sum, b) => sum + Number(b.on_hand), 0);
    const page = await t.app.stockLedger.kardex(busiest.item_id, { page: 1, pageSize: 50 });
    expect(page!.total).toBe(Number(busiest.n));
    expect(page!.rows[0]!.balance).toBe(onHand);
    const stockAnswer = await t.app.stockLedger.itemStock(busiest.item_id);
    expect(stockAnswer!.total.onHand).toBe(onHand);

    // Every row's balance on the first pages, whole and narrowed to a warehouse or a variant, is the
    // running sum of the movements (in posting order) it narrows to.
    const mine = moves.filter((m) => m.item_id === busiest.item_id);
    const narrowings = [{}, { warehouseId: mine[mine.length - 1]!.warehouse_id }, ...(mine[0]!.variant_id === null ? [] : [{ variantId: mine[0]!.variant_id }])];
    for (const narrow of narrowings) {
      const chosen = mine.filter(
        (m) => (!('warehouseId' in narrow) || m.warehouse_id === narrow.warehouseId) && (!('variantId' in narrow) || m.variant_id === narrow.variantId),
      );
      let sum = 0;
      const running = new Map(chosen.map((m) => [m.id, (sum += Number(m.quantity))]));
      for (const p of [1, 2, 7]) {
        const answer = (await t.app.stockLedger.kardex(busiest.item_id, { ...narrow, page: p, pageSize: 40 }))!;
        expect(answer.total).toBe(chosen.length);
        const expected = chosen.slice().reverse().slice((p - 1) * 40, p * 40);
        expect(answer.rows.map((r) => [r.id, r.balance])).toEqual(expected.map((m) => [m.id, running.get(m.id)]));
      }
    }
  });

  it('migration 0043 counts the movements already posted (down, then up again) and the trigger keeps counting', async () => {
    const before = await t.app.db.selectFrom('stock_balances').select(['slot', 'move_count']).orderBy('slot').execute();
    expect(before.some((b) => Number(b.move_count) > 1)).toBe(true);
    const db = t.app.db as unknown as Kysely<unknown>;
    await m0043.down(db);
    await m0043.up(db);
    expect(await t.app.db.selectFrom('stock_balances').select(['slot', 'move_count']).orderBy('slot').execute()).toEqual(before);
    await seedBulkMoves(t.app.db, 10, t.clock.now());
    const after = await t.app.db.selectFrom('stock_balances').select((eb) => eb.fn.sum<number | string>('move_count').as('n')).executeTakeFirstOrThrow();
    const moves = await t.app.db.selectFrom('stock_moves').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(moves.n));
  });
});
