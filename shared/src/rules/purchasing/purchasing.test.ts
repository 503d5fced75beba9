import { cheapestOffers, cheapestTotal } from './comparison';
import { purchasingActionFor } from './messages';
import { groupBySupplier, remainingNeed, requirementInSmallestUnits, suggestedPurchase, totalRemaining } from './shortages';

describe('purchasing shortages', () => {
  it('120 required, 40 on hand and 20 on order suggest exactly 60', () => {
    expect(suggestedPurchase({ required: 120, onHand: 40, ordered: 20 })).toBe(60);
  });

  it('never suggests less than zero, and a negative figure never adds', () => {
    expect(suggestedPurchase({ required: 10, onHand: 40, ordered: 0 })).toBe(0);
    expect(suggestedPurchase({ required: 10, onHand: -5, ordered: 0 })).toBe(10);
    expect(suggestedPurchase({ required: 0, onHand: 0, ordered: 0 })).toBe(0);
  });

  it('an order needs its requirement less what was issued to it, never below zero', () => {
    expect(remainingNeed({ required: 100, issued: 30 })).toBe(70);
    expect(remainingNeed({ required: 100, issued: 130 })).toBe(0);
    expect(totalRemaining([{ required: 100, issued: 30 }, { required: 20, issued: 50 }, { required: 50, issued: 0 }])).toBe(120);
  });

  it('puts a requirement in smallest units (metres → centimetres), rounding up', () => {
    expect(requirementInSmallestUnits(12, 100)).toBe(1200);
    expect(requirementInSmallestUnits(7, 1)).toBe(7);
    expect(requirementInSmallestUnits(0.015, 100)).toBe(2);
  });

  it('groups what is to be bought by preferred supplier, items without one together, nothing to buy left out', () => {
    const groups = groupBySupplier([
      { itemId: 1, variantId: null, supplierId: 7, suggested: 5 },
      { itemId: 2, variantId: 3, supplierId: null, suggested: 2 },
      { itemId: 4, variantId: null, supplierId: 7, suggested: 1 },
      { itemId: 5, variantId: null, supplierId: 8, suggested: 0 },
    ]);
    expect(groups.map((g) => [g.supplierId, g.lines.map((l) => l.itemId)])).toEqual([
      [7, [1, 4]],
      [null, [2]],
    ]);
  });
});

describe('offers side by side', () => {
  it('marks the cheapest unit price (every one on a tie) and the cheapest total', () => {
    expect(cheapestOffers([])).toEqual([]);
    expect(cheapestOffers([{ offerId: 1, unitPriceCents: 90, totalCents: 900 }, { offerId: 2, unitPriceCents: 80, totalCents: 800 }])).toEqual([2]);
    expect(cheapestOffers([{ offerId: 1, unitPriceCents: 80, totalCents: 900 }, { offerId: 2, unitPriceCents: 80, totalCents: 800 }])).toEqual([1, 2]);
    expect(cheapestTotal([{ offerId: 1, totalCents: 5 }, { offerId: 2, totalCents: 4 }])).toEqual([2]);
  });

  it('asks purchase.request for requests and purchase.order for offers and orders', () => {
    expect(purchasingActionFor('purchase_request')).toBe('purchase.request');
    expect(purchasingActionFor('supplier_quotation')).toBe('purchase.order');
    expect(purchasingActionFor('purchase_order')).toBe('purchase.order');
  });
});
