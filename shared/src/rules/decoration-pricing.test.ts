import { decorationLine, DECORATION_ARTICLES, embroideryMillares } from './decoration-pricing';

const PRICES: Record<string, number> = { [DECORATION_ARTICLES.Bordado]: 950, [DECORATION_ARTICLES.DTF]: 2_500, [DECORATION_ARTICLES.Vinil]: 2_001 };
const priceOf = (code: string) => PRICES[code] ?? 0;
const base = { name: 'Logo', view: 'Frente', stitches: null };

describe('decorationLine', () => {
  it('prices Bordado by size while there is no stitch estimate', () => {
    expect(decorationLine({ ...base, technique: 'Bordado', widthCm: 8, heightCm: 4 }, priceOf)).toEqual({
      code: 'BOR-MIL-13',
      description: 'Bordado «Logo» (Frente, 8 × 4 cm): 5 millares de puntadas estimados por tamaño',
      unitPriceCents: 4_750,
    });
    expect(decorationLine({ ...base, technique: 'Bordado', widthCm: 8.1, heightCm: 4 }, priceOf).unitPriceCents).toBe(7_600);
    expect(decorationLine({ ...base, technique: 'Bordado', widthCm: 10, heightCm: 45 }, priceOf).unitPriceCents).toBe(28_500);
  });

  it('prices Bordado by stitch tier once an estimate exists', () => {
    expect(embroideryMillares({ widthCm: 30, heightCm: 30, stitches: 4_200 })).toEqual({ millares: 5, estimated: true });
    expect(embroideryMillares({ widthCm: 1, heightCm: 1, stitches: 8_001 })).toEqual({ millares: 12, estimated: true });
    expect(embroideryMillares({ widthCm: 1, heightCm: 1, stitches: 23_400 })).toEqual({ millares: 24, estimated: true });
  });

  it('prices DTF and Vinil per piece by size, rounded to whole cents', () => {
    expect(decorationLine({ ...base, technique: 'DTF', widthCm: 10, heightCm: 10 }, priceOf).unitPriceCents).toBe(2_500);
    expect(decorationLine({ ...base, technique: 'DTF', widthCm: 28, heightCm: 35 }, priceOf).unitPriceCents).toBe(9_000);
    // 2001 × 1.8 = 3601.8 → 3602; × 2.6 = 5202.6 → 5203; ×3.6 = 7203.6 → 7204
    expect(decorationLine({ ...base, technique: 'Vinil', widthCm: 15, heightCm: 2 }, priceOf).unitPriceCents).toBe(3_602);
    expect(decorationLine({ ...base, technique: 'Vinil', widthCm: 25, heightCm: 2 }, priceOf).unitPriceCents).toBe(5_203);
    expect(decorationLine({ ...base, technique: 'Vinil', widthCm: 31, heightCm: 2 }, priceOf).unitPriceCents).toBe(7_204);
  });
});
