import { PRODUCTION_TIMES } from './constants';
import { colourChanges, embroideryRun, perPieceMinutes, wholeMinutes } from './run-time';

const TAJIMA = { heads: 6, stitchesPerMinute: 850, needles: 15 };
const BROTHER = { heads: 1, stitchesPerMinute: 1000, needles: 10 };

describe('wholeMinutes', () => {
  it('rounds up to the next whole minute, ignoring float noise', () => {
    expect(wholeMinutes(10.01)).toBe(11);
    expect(wholeMinutes(10)).toBe(10);
    expect(wholeMinutes(0.1 + 0.2 + 59.7)).toBe(60);
    expect(wholeMinutes(0)).toBe(0);
    expect(wholeMinutes(-3)).toBe(0);
    expect(wholeMinutes(Number.NaN)).toBe(0);
  });
});

describe('colourChanges', () => {
  it('counts only the colours past the needles', () => {
    expect(colourChanges(6, 15)).toBe(0);
    expect(colourChanges(15, 15)).toBe(0);
    expect(colourChanges(18, 15)).toBe(3);
    expect(colourChanges(12, 10)).toBe(2);
    expect(colourChanges(0, 15)).toBe(0);
  });
});

describe('embroideryRun', () => {
  it('is ⌈pieces ÷ heads⌉ × (stitches ÷ speed + hooping) + changes × change time, rounded up once', () => {
    // 120 pieces on 6 heads: 20 cycles of 8,500 ÷ 850 = 10 min + 1.5 min hooping = 230 min.
    expect(embroideryRun({ pieces: 120, stitches: 8_500, threadColours: 4 }, TAJIMA)).toEqual({ cycles: 20, colourChanges: 0, minutes: 230 });
    // 121 pieces need a 21st cycle.
    expect(embroideryRun({ pieces: 121, stitches: 8_500, threadColours: 4 }, TAJIMA).minutes).toBe(242);
    // 12 colours on 10 needles: 2 manual changes of 3 min, once for the run.
    const brother = embroideryRun({ pieces: 5, stitches: 4_250, threadColours: 12 }, BROTHER);
    expect(brother).toEqual({ cycles: 5, colourChanges: 2, minutes: Math.ceil(5 * (4.25 + 1.5) + 2 * 3) });
    expect(brother.minutes).toBe(35);
  });

  it('rounds the whole operation, not each cycle', () => {
    // 7 cycles of 1,000 ÷ 850 + 1.5 = 2.676… min each: 18.73 → 19 (per cycle rounding would give 21).
    expect(embroideryRun({ pieces: 7, stitches: 1_000, threadColours: 1 }, { ...TAJIMA, heads: 1 }).minutes).toBe(19);
  });

  it('takes other constants', () => {
    const times = { ...PRODUCTION_TIMES, hoopingMinutesPerCycle: 0, colourChangeMinutes: 10 };
    expect(embroideryRun({ pieces: 6, stitches: 850, threadColours: 16 }, TAJIMA, times).minutes).toBe(1 + 10);
  });

  it('is 0 with no pieces and never breaks on odd input', () => {
    expect(embroideryRun({ pieces: 0, stitches: 9_000, threadColours: 3 }, TAJIMA)).toEqual({ cycles: 0, colourChanges: 0, minutes: 0 });
    expect(embroideryRun({ pieces: -4, stitches: 9_000, threadColours: 3 }, TAJIMA).minutes).toBe(0);
    expect(embroideryRun({ pieces: 3, stitches: -50, threadColours: 1 }, { ...TAJIMA, heads: 0 }).minutes).toBe(Math.ceil(3 * 1.5));
  });
});

describe('perPieceMinutes', () => {
  it('adds the per-order time to the pieces’ and rounds up', () => {
    expect(perPieceMinutes(120, 0.4, 10)).toBe(58);
    expect(perPieceMinutes(3, 0.25)).toBe(1);
    expect(perPieceMinutes(0, 0.4, 10)).toBe(0);
  });
});
