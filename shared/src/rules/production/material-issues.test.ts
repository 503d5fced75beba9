import type { Requirement } from './bom';
import {
  backflushQuantities,
  backflushTarget,
  materialNeeds,
  materialProgress,
  receiptPrefill,
  receiptUnitCostCents,
  receivableByVariant,
  type IssuedValue,
} from './material-issues';

const blank = (component: string, total: number): Requirement => ({ kind: 'blank', component, description: component, unit: 'pieza', colour: 'Azul marino', size: component.slice(-1), net: total, scrapPercent: 0, scrap: 0, total });
const material = (component: string, unit: string, total: number): Requirement => ({ kind: 'material', component, description: component, unit, colour: null, size: null, net: total, scrapPercent: 0, scrap: 0, total });

const materials = [blank('POL-001-AZM-M', 6), blank('POL-001-AZM-G', 4), material('ETQ-TAL-01', 'pieza', 11), material('CIN-REF-05', 'metro', 4)];
const needs = materialNeeds(materials);

describe('an order’s material needs', () => {
  it('are in smallest units: metres become centimetres', () => {
    expect(needs.map((n) => [n.component, n.required, n.unit])).toEqual([
      ['POL-001-AZM-M', 6, 'pieza'],
      ['POL-001-AZM-G', 4, 'pieza'],
      ['ETQ-TAL-01', 11, 'pieza'],
      ['CIN-REF-05', 400, 'metro'],
    ]);
  });

  it('add up a component named twice', () => {
    expect(materialNeeds([material('ETQ-TAL-01', 'pieza', 3), material('ETQ-TAL-01', 'pieza', 2)])).toMatchObject([{ component: 'ETQ-TAL-01', required: 5 }]);
  });

  it('say required, issued and remaining (never below zero)', () => {
    const progress = materialProgress(needs, new Map([['CIN-REF-05', 150], ['POL-001-AZM-M', 9]]));
    expect(progress.map((p) => [p.component, p.issued, p.remaining])).toEqual([
      ['POL-001-AZM-M', 9, 0],
      ['POL-001-AZM-G', 0, 4],
      ['ETQ-TAL-01', 0, 11],
      ['CIN-REF-05', 150, 250],
    ]);
  });
});

describe('backflush', () => {
  it('is proportional to the pieces received, rounded up, at most what is required', () => {
    expect(backflushTarget(11, 3, 10)).toBe(4); // 3.3 → 4
    expect(backflushTarget(400, 5, 10)).toBe(200);
    expect(backflushTarget(400, 10, 10)).toBe(400);
    expect(backflushTarget(400, 12, 10)).toBe(400);
    expect(backflushTarget(400, 0, 10)).toBe(0);
    expect(backflushTarget(400, 3, 0)).toBe(0);
  });

  it('issues blanks per variant received and materials per order piece, less what was issued', () => {
    const out = backflushQuantities({
      needs,
      issued: new Map([['CIN-REF-05', 400], ['POL-001-AZM-M', 1]]),
      pieces: 10,
      variantPieces: new Map([['POL-001-AZM-M', 6], ['POL-001-AZM-G', 4]]),
      received: 5,
      receivedByVariant: new Map([['POL-001-AZM-M', 5]]),
    });
    expect(out).toEqual([
      { component: 'POL-001-AZM-M', quantity: 4 },
      { component: 'ETQ-TAL-01', quantity: 6 }, // ⌈11 × 5 ÷ 10⌉ = 6
    ]);
  });
});

describe('a receipt’s unit cost', () => {
  const issuedValue = new Map<string, IssuedValue>([
    ['POL-001-AZM-M', { unit: 'pieza', quantity: 6, weightedCents: 6n * 18_550n }],
    ['POL-001-AZM-G', { unit: 'pieza', quantity: 4, weightedCents: 4n * 19_000n }],
    ['ETQ-TAL-01', { unit: 'pieza', quantity: 11, weightedCents: 11n * 35n }],
    // 4 m: 2 m at $14.50, 2 m at $15.00 → 200 × 1450 + 200 × 1500 (cents per metre × centimetres)
    ['CIN-REF-05', { unit: 'metro', quantity: 400, weightedCents: 200n * 1_450n + 200n * 1_500n }],
  ]);
  const variantPieces = new Map([['POL-001-AZM-M', 6], ['POL-001-AZM-G', 4]]);
  const operations = [
    { minutes: 90, rateCentsPerHour: 45_000 }, // $675.00
    { minutes: 20, rateCentsPerHour: 6_000 }, // $20.00
    { minutes: 7, rateCentsPerHour: 0 },
  ];

  it('is the materials the pieces consumed plus machine time, ÷ pieces, to the cent', () => {
    const cost = receiptUnitCostCents({
      needs,
      issuedValue,
      pieces: 10,
      variantPieces,
      receivedBefore: 0,
      receivedAfter: 10,
      byVariantBefore: new Map(),
      byVariantAfter: variantPieces,
      operations,
    });
    // blanks 6 × 185.50 + 4 × 190.00 = 1873.00; labels 11 × 0.35 = 3.85; ribbon 2 × 14.50 + 2 × 15.00 = 59.00
    expect(cost.materialsCents).toBe(187_300 + 385 + 5_900);
    expect(cost.machineCents).toBe(69_500);
    // (193 585 + 69 500) ÷ 10 = 26 308.5 → 26 309 (half up)
    expect(cost.unitCostCents).toBe(26_309);
  });

  it('costs a partial receipt with its share only', () => {
    const cost = receiptUnitCostCents({
      needs,
      issuedValue,
      pieces: 10,
      variantPieces,
      receivedBefore: 0,
      receivedAfter: 3,
      byVariantBefore: new Map(),
      byVariantAfter: new Map([['POL-001-AZM-G', 3]]),
      operations,
    });
    // 3 blanks G at 190.00 = 570.00; labels ⌈3.3⌉ = 4 × 0.35 = 1.40; ribbon 120 cm at 14.75 = 17.70; machine 695 × 3/10 = 208.50
    expect(cost.materialsCents).toBe(57_000 + 140 + 1_770);
    expect(cost.machineCents).toBe(20_850);
    expect(cost.unitCostCents).toBe(Math.round((57_000 + 140 + 1_770 + 20_850) / 3)); // 26 586.67 → 26 587
  });

  it('is zero for no pieces', () => {
    expect(receiptUnitCostCents({ needs, issuedValue, pieces: 10, variantPieces, receivedBefore: 2, receivedAfter: 2, byVariantBefore: new Map(), byVariantAfter: new Map(), operations }).unitCostCents).toBe(0);
  });
});

describe('receiving', () => {
  const variants = [
    { code: 'POL-001-AZM-M', quantity: 6 },
    { code: 'POL-001-AZM-G', quantity: 4 },
  ];

  it('leaves per variant what the order makes less what was received', () => {
    expect([...receivableByVariant(variants, new Map([['POL-001-AZM-M', 2], ['POL-001-AZM-G', 5]]))]).toEqual([
      ['POL-001-AZM-M', 4],
      ['POL-001-AZM-G', 0],
    ]);
  });

  it('prefills with the good pieces, cutting from the last variant back', () => {
    expect(receiptPrefill(variants, 8)).toEqual([
      { code: 'POL-001-AZM-M', quantity: 6 },
      { code: 'POL-001-AZM-G', quantity: 2 },
    ]);
    expect(receiptPrefill(variants, 3)).toEqual([
      { code: 'POL-001-AZM-M', quantity: 3 },
      { code: 'POL-001-AZM-G', quantity: 0 },
    ]);
    expect(receiptPrefill(variants, null)).toEqual(variants);
    expect(receiptPrefill(variants, 20)).toEqual(variants);
  });
});
