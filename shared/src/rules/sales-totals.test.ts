import { formatExchangeRate, parseExchangeRate, toMxnCents } from './exchange-rate';
import { SALES_AMOUNT_MAX_CENTS, salesDocumentAmounts } from './sales-totals';

describe('exchange rates', () => {
  it.each([
    ['1', 10_000],
    ['17.245', 172_450],
    ['0.0001', 1],
    ['9999.9999', 99_999_999],
    [' 20.1 ', 201_000],
  ])('%j → %i', (text, value) => {
    expect(parseExchangeRate(text)).toBe(value);
    expect(parseExchangeRate(formatExchangeRate(value))).toBe(value);
  });

  it.each(['0', '0.0000', '-1', '1.23456', '1e3', '', 'abc', '10000'])('refuses %j', (text) => {
    expect(parseExchangeRate(text)).toBeNull();
  });

  it('converts to pesos rounding half a cent away from zero', () => {
    expect(toMxnCents(1, 15_000)).toBe(2); // 1.5 cents
    expect(toMxnCents(3, 5_000)).toBe(2); // 1.5 cents
    expect(toMxnCents(1, 14_999)).toBe(1); // 1.4999 cents
    expect(toMxnCents(-1, 15_000)).toBe(-2);
    expect(toMxnCents(100_00, 172_450)).toBe(1_724_50);
  });
});

describe('salesDocumentAmounts (the form and the server)', () => {
  const lines = [
    { quantity: 3, unitPriceCents: 1 }, // 3 cents: IVA 0.48 → 0
    { quantity: 1, unitPriceCents: 22 }, // IVA 3.52 → 4
    { quantity: 60, unitPriceCents: 68_990 },
  ];

  it('applies 16 % per line and sums', () => {
    const a = salesDocumentAmounts({ lines, borderRegion: false, exchangeRate: 10_000 });
    expect(a.lines).toEqual([
      { subtotalCents: 3, taxCents: 0 },
      { subtotalCents: 22, taxCents: 4 },
      { subtotalCents: 4_139_400, taxCents: 662_304 },
    ]);
    expect(a).toMatchObject({ taxRateBp: 1600, subtotalCents: 4_139_425, taxCents: 662_308, totalCents: 4_801_733, totalMxnCents: 4_801_733 });
  });

  it('applies 8 % in the border region', () => {
    const a = salesDocumentAmounts({ lines: [{ quantity: 1, unitPriceCents: 1_000 }], borderRegion: true, exchangeRate: 10_000 });
    expect(a).toMatchObject({ taxRateBp: 800, taxCents: 80, totalCents: 1_080 });
  });

  it('gives the total in pesos of a foreign-currency document, rounding the half cent away from zero', () => {
    // 1 cent of subtotal, no IVA after rounding (0.16), total 1 cent × 17.5 = 17.5 cents → 18.
    const a = salesDocumentAmounts({ lines: [{ quantity: 1, unitPriceCents: 1 }], borderRegion: false, exchangeRate: 175_000 });
    expect(a).toMatchObject({ totalCents: 1, totalMxnCents: 18 });
  });

  it('never meets an exact half cent of IVA at 16 % or 8 % (subtotal × 4/25 and × 2/25 are never k + ½)', () => {
    for (let subtotal = 0; subtotal < 1_000; subtotal++) {
      for (const rate of [1_600, 800]) expect((subtotal * rate) % 10_000).not.toBe(5_000);
    }
  });

  it('is exact to the cent at the largest line that fits (no floating point)', () => {
    // 99,999 × 999,999.99 USD at 700 pesos: the total in pesos is about 8.1 × 10^15 cents (floats lose cents there).
    const a = salesDocumentAmounts({ lines: [{ quantity: 99_999, unitPriceCents: 99_999_999 }], borderRegion: false, exchangeRate: 7_000_000 });
    const subtotal = 99_999n * 99_999_999n;
    const tax = (subtotal * 1600n + 5000n) / 10_000n;
    const totalMxn = ((subtotal + tax) * 7_000_000n + 5000n) / 10_000n;
    expect(a.tooLarge).toBe(false);
    expect(BigInt(a.subtotalCents)).toBe(subtotal);
    expect(BigInt(a.taxCents)).toBe(tax);
    expect(BigInt(a.totalMxnCents)).toBe(totalMxn);
  });

  it('flags amounts past 2^53 − 1 cents (the audit: 9,999.9999 USD, one or 200 full lines)', () => {
    const line = { quantity: 99_999, unitPriceCents: 99_999_999 };
    expect(salesDocumentAmounts({ lines: [line], borderRegion: false, exchangeRate: 99_999_999 }).tooLarge).toBe(true);
    expect(salesDocumentAmounts({ lines: Array(200).fill(line), borderRegion: false, exchangeRate: 99_999_999 }).tooLarge).toBe(true);
    expect(salesDocumentAmounts({ lines: Array(200).fill(line), borderRegion: false, exchangeRate: 10_000 }).tooLarge).toBe(false);
    expect(SALES_AMOUNT_MAX_CENTS).toBe(2 ** 53 - 1);
  });
});
