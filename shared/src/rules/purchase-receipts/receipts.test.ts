import { judgeReceiptLine, maxReceivable, receiptUnitCostMxnCents, toleranceAllowance, tolerancePercent } from './receipts';

describe('receipt tolerance', () => {
  it('allows 5 % of the ordered quantity, rounded down to whole smallest units', () => {
    expect(toleranceAllowance(100)).toBe(5);
    expect(toleranceAllowance(7)).toBe(0);
    expect(toleranceAllowance(39)).toBe(1);
    expect(toleranceAllowance(1_000, 250)).toBe(25);
    expect(toleranceAllowance(0)).toBe(0);
    expect(toleranceAllowance(100, 0)).toBe(0);
    expect(tolerancePercent(500)).toBe('5 %');
    expect(tolerancePercent(250)).toBe('2.5 %');
  });

  it('lets only the receipt that closes a line go over, never beyond the tolerance', () => {
    expect(maxReceivable({ quantity: 100, openQuantity: 100 })).toBe(105);
    expect(maxReceivable({ quantity: 100, openQuantity: 40 })).toBe(45);
    expect(maxReceivable({ quantity: 100, openQuantity: 0 })).toBe(0);
    expect(judgeReceiptLine({ quantity: 100, openQuantity: 40 }, 30)).toEqual({ ok: true, take: 30, excess: 0 });
    expect(judgeReceiptLine({ quantity: 100, openQuantity: 40 }, 45)).toEqual({ ok: true, take: 40, excess: 5 });
    expect(judgeReceiptLine({ quantity: 100, openQuantity: 40 }, 46)).toEqual({ ok: false, why: 'over-tolerance', max: 45, open: 40, allowance: 5 });
    expect(judgeReceiptLine({ quantity: 100, openQuantity: 0 }, 1)).toEqual({ ok: false, why: 'closed' });
    // Seven pieces tolerate nothing more.
    expect(judgeReceiptLine({ quantity: 7, openQuantity: 7 }, 8)).toMatchObject({ ok: false, max: 7 });
  });
});

describe('a receipt’s unit cost in pesos', () => {
  it('is the order line’s net price per unit of the item', () => {
    // 10 pieces at $85.00: 8,500 ¢ each.
    expect(receiptUnitCostMxnCents({ lineTotalCents: 85_000, quantity: 10, exchangeRate: 10_000, scale: 1 })).toBe(8_500);
    // A 10 % discount is in the line total: 3 pieces, $100 each less 10 % = $270.
    expect(receiptUnitCostMxnCents({ lineTotalCents: 27_000, quantity: 3, exchangeRate: 10_000, scale: 1 })).toBe(9_000);
  });

  it('converts dollars at the order’s rate (ten-thousandths), rounding half up once', () => {
    // 3 pieces for USD 10.00 at 17.2450: 1,000 / 3 × 17.245 = 5,748.33… → 5,748.
    expect(receiptUnitCostMxnCents({ lineTotalCents: 1_000, quantity: 3, exchangeRate: 172_450, scale: 1 })).toBe(5_748);
    // USD 0.01 per piece at 17.2450 = 17.245 ¢ → 17 (not 0.01 → 0 → 0).
    expect(receiptUnitCostMxnCents({ lineTotalCents: 1, quantity: 1, exchangeRate: 172_450, scale: 1 })).toBe(17);
    // Half a cent goes up: 1 ¢ at 12.5000 = 12.5 → 13.
    expect(receiptUnitCostMxnCents({ lineTotalCents: 1, quantity: 1, exchangeRate: 125_000, scale: 1 })).toBe(13);
  });

  it('prices metres per metre although the order counts centimetres', () => {
    // 2,500 cm (25 m) of tape for $362.50: $14.50 a metre.
    expect(receiptUnitCostMxnCents({ lineTotalCents: 36_250, quantity: 2_500, exchangeRate: 10_000, scale: 100 })).toBe(1_450);
    // Thread at 3 ¢ per 2 cm (1.5 ¢/cm) = 150 ¢/m: exact though no whole cent per centimetre exists.
    expect(receiptUnitCostMxnCents({ lineTotalCents: 3, quantity: 2, exchangeRate: 10_000, scale: 100 })).toBe(150);
  });

  it('refuses figures it cannot divide', () => {
    expect(() => receiptUnitCostMxnCents({ lineTotalCents: 1, quantity: 0, exchangeRate: 10_000, scale: 1 })).toThrow(RangeError);
    expect(() => receiptUnitCostMxnCents({ lineTotalCents: 1.5, quantity: 1, exchangeRate: 10_000, scale: 1 })).toThrow(RangeError);
  });
});
