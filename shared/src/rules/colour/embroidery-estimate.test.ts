import {
  DEFAULT_EMBROIDERY_SETTINGS,
  estimateEmbroidery,
  estimateFromDst,
  estimateFromStitches,
  priceTier,
  sumEstimates,
} from './embroidery-estimate';
import { ESTIMATE_MESSAGES } from './messages';

describe('Bordado estimates', () => {
  it('counts 310 stitches per covered cm² and 30 per cm of satin outline', () => {
    expect(estimateEmbroidery({ widthCm: 10, heightCm: 5 }).stitches).toBe(15_500);
    expect(estimateEmbroidery({ widthCm: 10, heightCm: 5, coverage: 0.4 }).stitches).toBe(6_200);
    expect(estimateEmbroidery({ widthCm: 10, heightCm: 5, coverage: 0.4, outlineCm: 30 }).stitches).toBe(7_100);
  });

  it('changes with the height of the logo', () => {
    const small = estimateEmbroidery({ widthCm: 8, heightCm: 4, coverage: 0.5 });
    const tall = estimateEmbroidery({ widthCm: 8, heightCm: 6, coverage: 0.5 });
    expect(tall.stitches).toBeGreaterThan(small.stitches);
    expect(tall.stitches / small.stitches).toBeCloseTo(1.5, 2);
  });

  it('times the machine at 800 stitches/min plus 40 %, and measures thread top and bobbin', () => {
    const e = estimateFromStitches(8_000);
    expect(e.minutes).toBeCloseTo(14, 9); // 10 min + 40 %
    expect(e.topMetres).toBeCloseTo(40, 9);
    expect(e.bobbinMetres).toBeCloseTo(13.6, 9);
  });

  it('uses configured speed and overhead', () => {
    const e = estimateFromStitches(6_000, { ...DEFAULT_EMBROIDERY_SETTINGS, stitchesPerMinute: 1_000, overhead: 0.25 });
    expect(e.minutes).toBeCloseTo(7.5, 9);
  });

  it.each([
    [4_999, 35],
    [5_000, 35],
    [5_001, 55],
    [20_000, 90],
    [20_001, 140],
  ])('%i stitches fall in the tier priced %i', (stitches, price) => {
    expect(estimateFromStitches(stitches).tier?.price).toBe(price);
  });

  it('has no tier when the table stops short', () => {
    expect(priceTier(50_000, [{ upToStitches: 10_000, price: 1, label: 'x' }])).toBeUndefined();
  });

  it('treats nonsense sizes as nothing to stitch', () => {
    expect(estimateEmbroidery({ widthCm: -3, heightCm: Number.NaN }).stitches).toBe(0);
  });

  it('takes the real count of a DST header', () => {
    const e = estimateFromDst({ label: 'X', stitches: 8_412, colourChanges: 3, widthMm: 90, heightMm: 40 });
    expect(e).toMatchObject({ stitches: 8_412, source: 'dst', colourChanges: 3 });
    expect(ESTIMATE_MESSAGES.realCount(e.stitches)).toBe('Conteo real: 8,412 puntadas · archivo DST');
  });

  it('adds up a sample', () => {
    const total = sumEstimates([estimateFromStitches(1_000), estimateFromStitches(3_000)]);
    expect(total.stitches).toBe(4_000);
    expect(total.minutes).toBeCloseTo(7, 9);
  });
});
