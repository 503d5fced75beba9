import { TAX_RATE } from '../domain/constants';
import {
  amountToCents,
  centsToAmount,
  divideRoundHalfAwayFromZero,
  documentTotals,
  formatMoney,
  lineTaxCents,
  lineTotals,
} from './totals';

const NBSP = '\u00a0';

describe('divideRoundHalfAwayFromZero', () => {
  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [5, -2, -3],
    [7, 2, 4],
    [4, 10, 0],
    [5, 10, 1],
    [-5, 10, -1],
    [-4, 10, 0],
    [6, 3, 2],
    [0, 7, 0],
  ])('%i / %i → %i', (n, d, expected) => {
    expect(divideRoundHalfAwayFromZero(n, d)).toBe(expected);
  });

  it('refuses a zero denominator and non-integers', () => {
    expect(() => divideRoundHalfAwayFromZero(1, 0)).toThrow(RangeError);
    expect(() => divideRoundHalfAwayFromZero(1.5, 2)).toThrow(RangeError);
  });
});

describe('lineTaxCents (16% by default, docs/requirements.md §9)', () => {
  it('uses the shared tax rate', () => {
    expect(TAX_RATE).toBe(0.16);
    expect(lineTaxCents(30_000)).toBe(4_800);
  });

  it.each([
    [3, 0], // 0.48 rounds down
    [4, 1], // 0.64 rounds up
    [1_999, 320], // 319.84
    [12_345, 1_975], // 1975.2
    [-4, -1], // a negative line (credit) rounds away from zero too
    [-3, 0],
  ])('%i cents → %i cents of tax', (subtotal, tax) => {
    expect(lineTaxCents(subtotal)).toBe(tax);
  });

  it('rounds exact halves away from zero (a rate where halves occur: 12.5% of 4 cents is 0.5)', () => {
    expect(lineTaxCents(4, 0.125)).toBe(1);
    expect(lineTaxCents(-4, 0.125)).toBe(-1);
    expect(lineTaxCents(12, 0.125)).toBe(2); // 1.5 → 2
  });

  it('stays exact where subtotal × rate would lose precision as a float', () => {
    // 90,071,992,547,409.91 × 16% = 14,411,518,807,585.5856 → ...585.59
    expect(lineTaxCents(9_007_199_254_740_991)).toBe(1_441_151_880_758_559);
  });

  it('refuses fractional cents and bad rates', () => {
    expect(() => lineTaxCents(10.5)).toThrow(RangeError);
    expect(() => lineTaxCents(100, -0.16)).toThrow(RangeError);
    expect(() => lineTaxCents(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('documentTotals', () => {
  it('3 × 100.00 → Subtotal 300.00, Impuesto 48.00, Total 348.00', () => {
    expect(documentTotals([{ quantity: 3, unitPriceCents: 10_000 }])).toEqual({
      lines: [{ subtotalCents: 30_000, taxCents: 4_800 }],
      subtotalCents: 30_000,
      taxCents: 4_800,
      totalCents: 34_800,
    });
  });

  it('sums several lines, each rounded on its own', () => {
    const totals = documentTotals([
      { quantity: 12, unitPriceCents: 18_550 }, // 2,226.00 → tax 356.16
      { quantity: 3, unitPriceCents: 1_999 }, // 59.97 → 9.5952 → 9.60
      { quantity: 7, unitPriceCents: 433 }, // 30.31 → 4.8496 → 4.85
    ]);
    expect(totals.lines).toEqual([
      { subtotalCents: 222_600, taxCents: 35_616 },
      { subtotalCents: 5_997, taxCents: 960 },
      { subtotalCents: 3_031, taxCents: 485 },
    ]);
    expect(totals.subtotalCents).toBe(231_628);
    expect(totals.taxCents).toBe(37_061);
    expect(totals.totalCents).toBe(268_689);
  });

  it('rounds per line, not on the sum: three lines of 0.03 pay no tax (the sum alone would pay 0.01)', () => {
    const line = { quantity: 1, unitPriceCents: 3 };
    const totals = documentTotals([line, line, line]);
    expect(totals.taxCents).toBe(0);
    expect(totals.subtotalCents).toBe(9);
    expect(lineTaxCents(9)).toBe(1);
  });

  it('is all zeros without lines', () => {
    expect(documentTotals([])).toEqual({ lines: [], subtotalCents: 0, taxCents: 0, totalCents: 0 });
  });

  it('refuses a fractional quantity or price and an unsafe subtotal', () => {
    expect(() => lineTotals({ quantity: 1.5, unitPriceCents: 100 })).toThrow(RangeError);
    expect(() => lineTotals({ quantity: 1, unitPriceCents: 0.5 })).toThrow(RangeError);
    expect(() => lineTotals({ quantity: 2 ** 30, unitPriceCents: 2 ** 30 })).toThrow(RangeError);
  });
});

describe('formatMoney (es-MX)', () => {
  it.each([
    [34_800, 'MXN', '$348.00'],
    [123_456_789, 'MXN', '$1,234,567.89'],
    [5, 'MXN', '$0.05'],
    [34_800, 'USD', `USD${NBSP}348.00`],
    [34_800, 'EUR', `EUR${NBSP}348.00`],
    [34_800, 'CAN', `CAN${NBSP}348.00`],
  ])('%i cents in %s → %s', (cents, currency, text) => {
    expect(formatMoney(cents, currency)).toBe(text);
  });
});

describe('amountToCents', () => {
  it.each([
    [100, 10_000],
    [100.5, 10_050],
    [0.07, 7],
    [0.1 + 0.2, 30],
    [1_234.56, 123_456],
    [999_999.99, 99_999_999],
    [0, 0],
    [-2.5, -250],
  ])('%d → %i', (amount, cents) => {
    expect(amountToCents(amount)).toBe(cents);
  });

  it.each([10.999, 0.001, Number.NaN, Number.POSITIVE_INFINITY, 1e20])('%d → null', (amount) => {
    expect(amountToCents(amount)).toBeNull();
  });
});

describe('centsToAmount', () => {
  it.each([
    [10_000, 100],
    [5, 0.05],
    [123_456, 1_234.56],
  ])('%i → %d', (cents, amount) => {
    expect(centsToAmount(cents)).toBe(amount);
  });
});
