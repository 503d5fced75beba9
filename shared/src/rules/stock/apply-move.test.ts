import { applyStockMove, EMPTY_BALANCE, stockValueCents, type StockBalance } from './apply-move';
import { kardexEnd, runningBalances } from './kardex';

describe('applyStockMove', () => {
  it('a first receipt sets the average to its cost', () => {
    expect(applyStockMove(EMPTY_BALANCE, 10, 8_500)).toEqual({ ok: true, balance: { onHand: 10, averageCostCents: 8_500 }, unitCostCents: 8_500 });
  });

  it('a receipt weighs the average by quantity, rounding half up', () => {
    // (10 × 100 + 5 × 131) / 15 = 110.33… → 110; (1 × 100 + 1 × 101) / 2 = 100.5 → 101
    expect(applyStockMove({ onHand: 10, averageCostCents: 100 }, 5, 131)).toMatchObject({ balance: { onHand: 15, averageCostCents: 110 } });
    expect(applyStockMove({ onHand: 1, averageCostCents: 100 }, 1, 101)).toMatchObject({ balance: { onHand: 2, averageCostCents: 101 } });
  });

  it('an issue leaves at the average and leaves the average as it was', () => {
    expect(applyStockMove({ onHand: 15, averageCostCents: 110 }, -15)).toEqual({ ok: true, balance: { onHand: 0, averageCostCents: 110 }, unitCostCents: 110 });
  });

  it('an incoming movement without a cost (a return) comes in at the average', () => {
    expect(applyStockMove({ onHand: 4, averageCostCents: 250 }, 2)).toEqual({ ok: true, balance: { onHand: 6, averageCostCents: 250 }, unitCostCents: 250 });
  });

  it('refuses what would go below zero, saying what is short', () => {
    expect(applyStockMove({ onHand: 6, averageCostCents: 100 }, -10)).toEqual({ ok: false, onHand: 6, requested: 10, short: 4 });
    expect(applyStockMove(EMPTY_BALANCE, -1)).toEqual({ ok: false, onHand: 0, requested: 1, short: 1 });
  });

  it('is exact with huge figures (no floating-point products)', () => {
    const big: StockBalance = { onHand: 90_000_000, averageCostCents: 999_999_999 };
    const after = applyStockMove(big, 10_000_000, 1);
    expect(after).toMatchObject({ ok: true, balance: { onHand: 100_000_000 } });
    // (9e7 × 999999999 + 1e7 × 1) / 1e8 = 899999999.2 → 899999999
    expect(after.ok && after.balance.averageCostCents).toBe(899_999_999);
  });

  it('refuses a fractional quantity or a negative cost', () => {
    expect(() => applyStockMove(EMPTY_BALANCE, 1.5, 1)).toThrow(RangeError);
    expect(() => applyStockMove(EMPTY_BALANCE, 1, -1)).toThrow(RangeError);
  });

  it('values a balance (metres: cost per metre over centimetres)', () => {
    expect(stockValueCents(10, 8_500)).toBe(85_000);
    expect(stockValueCents(250, 120, 100)).toBe(300);
    expect(stockValueCents(0, 120)).toBe(0);
  });
});

/** A small deterministic generator (mulberry32), so a failing run can be replayed by its seed. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('random movements (property)', () => {
  it.each([1, 2, 3, 42, 2026, 31_031])('seed %i: the kardex ends at the balance, never below zero, the average within the costs seen', (seed) => {
    const random = generator(seed);
    let balance = EMPTY_BALANCE;
    const posted: number[] = [];
    let [lowest, highest] = [Infinity, -Infinity];
    for (let i = 0; i < 2_000; i++) {
      const quantity = Math.floor(random() * 41) - 20;
      if (quantity === 0) continue;
      const cost = Math.floor(random() * 10_000);
      const outcome = applyStockMove(balance, quantity, quantity > 0 ? cost : undefined);
      if (!outcome.ok) {
        expect(balance.onHand + quantity).toBeLessThan(0);
        expect(outcome.short).toBe(-(balance.onHand + quantity));
        continue;
      }
      if (quantity > 0) [lowest, highest] = [Math.min(lowest, cost), Math.max(highest, cost)];
      balance = outcome.balance;
      posted.push(quantity);
      expect(balance.onHand).toBeGreaterThanOrEqual(0);
      expect(balance.averageCostCents).toBeGreaterThanOrEqual(lowest);
      expect(balance.averageCostCents).toBeLessThanOrEqual(highest);
    }
    expect(posted.length).toBeGreaterThan(100);
    expect(kardexEnd(posted)).toBe(balance.onHand);
    const running = runningBalances(posted);
    expect(running.at(-1)).toBe(balance.onHand);
    expect(Math.min(...running)).toBeGreaterThanOrEqual(0);
  });
});
