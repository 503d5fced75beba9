import { DEFAULT_DECORATION_SETTINGS } from './colour/insights';
import { estimateEmbroidery, TEXT_COVERAGE } from './colour/embroidery-estimate';
import { decorationLine, DECORATION_ARTICLES, quotedEstimate } from './decoration-pricing';

const PRICES: Record<string, number> = { [DECORATION_ARTICLES.Bordado]: 950, [DECORATION_ARTICLES.DTF]: 2_500, [DECORATION_ARTICLES.Vinil]: 2_001 };
const priceOf = (code: string) => PRICES[code] ?? 0;
const base = { name: 'Logo', view: 'Frente', estimate: undefined };
const settings = DEFAULT_DECORATION_SETTINGS;

describe('quotedEstimate', () => {
  it('is the editor’s estimate: covered share for logos (whole box when unknown), TEXT_COVERAGE for texts, none for prints', () => {
    const logo = { kind: 'logo' as const, technique: 'Bordado' as const, widthCm: 10, heightCm: 8, coverage: 0.5 };
    expect(quotedEstimate(logo, settings)?.stitches).toBe(estimateEmbroidery({ widthCm: 10, heightCm: 8, coverage: 0.5 }).stitches);
    expect(quotedEstimate({ ...logo, coverage: null }, settings)?.stitches).toBe(24_800);
    expect(quotedEstimate({ ...logo, kind: 'text' }, settings)?.stitches).toBe(Math.round(80 * TEXT_COVERAGE * 310));
    expect(quotedEstimate({ ...logo, technique: 'DTF' }, settings)).toBeUndefined();
  });

  it('takes a DST’s real count when given, and the tier of the settings passed', () => {
    const dearer = { ...settings, embroidery: { ...settings.embroidery, priceTiers: [{ upToStitches: Infinity, price: 250, label: 'Cualquier conteo' }] } };
    const e = quotedEstimate({ kind: 'logo', technique: 'Bordado', widthCm: 5, heightCm: 5, coverage: 1 }, dearer, 12_666);
    expect(e).toMatchObject({ stitches: 12_666, source: 'dst', tier: { price: 250 } });
  });
});

describe('decorationLine', () => {
  it('prices Bordado with the estimate’s tier, per piece, as the editor shows it', () => {
    const estimate = quotedEstimate({ kind: 'logo', technique: 'Bordado', widthCm: 9, heightCm: 9, coverage: 0.5 }, settings)!;
    expect(estimate.stitches).toBe(12_555);
    expect(decorationLine({ ...base, technique: 'Bordado', widthCm: 9, heightCm: 9, estimate }, priceOf)).toEqual({
      code: 'BOR-MIL-13',
      description: 'Bordado «Logo» (Frente, 9 × 9 cm): 12,555 puntadas estimadas · tarifa «Hasta 20,000 puntadas», $90 por pieza',
      unitPriceCents: 9_000,
    });
  });

  it('falls back to the article per thousand stitches only when no tier covers the count', () => {
    const line = decorationLine({ ...base, technique: 'Bordado', widthCm: 9, heightCm: 9, estimate: { stitches: 8_001, tier: undefined, source: 'estimate' } }, priceOf);
    expect(line.unitPriceCents).toBe(9 * 950);
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
