import { DEFAULT_DECORATION_SETTINGS } from '../colour/insights';
import { TEXT_COVERAGE } from '../colour/embroidery-estimate';
import {
  consumptionTotals,
  decorationConsumption,
  decorationStitches,
  FILM_MARGIN_CM,
  filmAreaPerPiece,
  THREAD_METRES_PER_1000_STITCHES,
  threadPerPiece,
  type MaterialNeed,
} from './consumption';

const perPiece = (needs: MaterialNeed[]) => Object.fromEntries(needs.map((n) => [n.kind === 'thread' ? n.code : n.kind, n.perPiece]));

describe('thread', () => {
  it('uses the thread makers’ figure of 5 m top and 1.7 m bobbin per 1,000 stitches', () => {
    expect(THREAD_METRES_PER_1000_STITCHES).toEqual({ top: 5, bobbin: 1.7 });
  });

  it('splits the top thread among colours by their share, the bobbin is one line', () => {
    const needs = threadPerPiece(8_000, [
      { code: '186 C', share: 3 },
      { code: 'Blanco', share: 1 },
    ]);
    expect(perPiece(needs)).toEqual({ '186 C': 30, Blanco: 10, bobbin: 8 * 1.7 });
  });

  it('splits equally when shares are unknown, and merges a thread listed twice', () => {
    expect(perPiece(threadPerPiece(6_000, [{ code: 'A' }, { code: 'B' }, { code: 'A' }]))).toEqual({ A: 20, B: 10, bobbin: 6 * 1.7 });
  });

  it('gives one line without a code when no thread is assigned, and nothing for no stitches', () => {
    expect(perPiece(threadPerPiece(2_000, []))).toEqual({ '': 10, bobbin: 3.4 });
    expect(perPiece(threadPerPiece(Number.NaN, [{ code: 'A' }]))).toEqual({ A: 0, bobbin: 0 });
  });
});

describe('decorationConsumption', () => {
  it('takes the DST’s real count over the estimate', () => {
    const d = { kind: 'logo' as const, technique: 'Bordado' as const, widthCm: 8, heightCm: 5, coverage: 0.5, dstStitches: 10_000, threads: [{ code: 'Negro' }] };
    expect(decorationStitches(d)).toBe(10_000);
    expect(perPiece(decorationConsumption(d))).toEqual({ Negro: 50, bobbin: 17 });
  });

  it('estimates a Bordado text from its box (the same estimate the quotation shows)', () => {
    const d = { kind: 'text' as const, technique: 'Bordado' as const, widthCm: 10, heightCm: 2 };
    const stitches = Math.round(10 * 2 * TEXT_COVERAGE * DEFAULT_DECORATION_SETTINGS.embroidery.fillStitchesPerCm2);
    expect(decorationStitches(d)).toBe(stitches);
    expect(perPiece(decorationConsumption(d))['']).toBeCloseTo((stitches / 1000) * 5, 9);
  });

  it('follows the shop’s settings for thread per 1,000 stitches', () => {
    const settings = { ...DEFAULT_DECORATION_SETTINGS, embroidery: { ...DEFAULT_DECORATION_SETTINGS.embroidery, topMetresPer1000: 6, bobbinMetresPer1000: 2 } };
    const d = { kind: 'logo' as const, technique: 'Bordado' as const, widthCm: 8, heightCm: 5, dstStitches: 1_000, threads: [{ code: 'Negro' }] };
    expect(perPiece(decorationConsumption(d, settings))).toEqual({ Negro: 6, bobbin: 2 });
  });

  it('gives DTF and Vinil a film area of the box plus the margin, and no thread', () => {
    expect(FILM_MARGIN_CM).toBe(0.5);
    expect(filmAreaPerPiece(10, 4)).toBe(11 * 5);
    expect(filmAreaPerPiece(-1, 4)).toBe(0);
    expect(decorationConsumption({ kind: 'logo', technique: 'DTF', widthCm: 10, heightCm: 4 })).toEqual([{ kind: 'film', technique: 'DTF', unit: 'cm2', perPiece: 55 }]);
    expect(decorationStitches({ kind: 'logo', technique: 'Vinil', widthCm: 10, heightCm: 4 })).toBe(0);
  });
});

describe('consumptionTotals', () => {
  it('multiplies by pieces and scrap and rounds up to a whole unit', () => {
    const needs = threadPerPiece(8_412, [{ code: '186 C' }]);
    const totals = consumptionTotals(needs, 120, 5);
    // 8.412 × 5 m = 42.06 m per piece × 120 × 1.05 = 5,299.56 m → 5,300 m
    expect(totals[0]).toMatchObject({ kind: 'thread', code: '186 C', pieces: 120, scrapPercent: 5, total: 5_300 });
    // 8.412 × 1.7 = 14.3004 m × 120 × 1.05 = 1,801.85 m → 1,802 m
    expect(totals[1]).toMatchObject({ kind: 'bobbin', total: 1_802 });
  });

  it('does not round an exact total up by a floating-point hair', () => {
    expect(consumptionTotals([{ kind: 'bobbin', unit: 'm', perPiece: 1 }], 120, 5)[0]!.total).toBe(126);
  });

  it('adds the same material from two decorations before rounding', () => {
    const chest = threadPerPiece(1_000, [{ code: 'Negro' }]);
    const back = threadPerPiece(1_000, [{ code: 'Negro' }, { code: 'Rojo' }]);
    const totals = consumptionTotals([...chest, ...back], 10, 0);
    expect(totals.map((t) => [t.kind === 'thread' ? t.code : t.kind, t.total])).toEqual([
      ['Negro', 75],
      ['bobbin', 34],
      ['Rojo', 25],
    ]);
  });

  it('treats bad pieces or scrap as none, and caps scrap at 100 %', () => {
    const need: MaterialNeed = { kind: 'film', technique: 'Vinil', unit: 'cm2', perPiece: 10 };
    expect(consumptionTotals([need], -3, 5)[0]!.total).toBe(0);
    expect(consumptionTotals([need], 2.5, 5)[0]!.total).toBe(0);
    expect(consumptionTotals([need], 10, Number.NaN)[0]!.total).toBe(100);
    expect(consumptionTotals([need], 10, 300)[0]).toMatchObject({ scrapPercent: 100, total: 200 });
  });
});
