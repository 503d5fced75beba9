import { areaForDecoration, areaToCm } from './placement';
import { newDecorationPlace } from './new-decoration';
import { placementWarnings } from './colour/warnings';

const chest = { areaLeft: 55, areaTop: 25, width: 20, height: 15, name: 'Pecho izquierdo' };
const back = { areaLeft: 20, areaTop: 20, width: 60, height: 50, name: 'Espalda' };

describe('newDecorationPlace', () => {
  it('centres a new logo in the first print area, scaled down (ratio kept) to fit it', () => {
    const place = newDecorationPlace({ widthCm: 50, areas: [chest, back] }, 2, 10);
    const rect = areaToCm(chest, 50);
    expect(place.xCm).toBeCloseTo(rect.left + rect.width / 2);
    expect(place.yCm).toBeCloseTo(rect.top + rect.height / 2);
    // 10 cm high × 2 = 20 cm wide does not fit a 10 × 7.5 cm area: width-bound, 10 cm × 5 cm.
    expect(place).toMatchObject({ widthCm: 10, heightCm: 5 });
    const d = { ...place, rotateDegrees: 0 };
    expect(areaForDecoration([chest, back], d, 50)).toBe(chest);
    expect(placementWarnings(d, [chest, back], 50)).toEqual([]);
  });

  it('keeps the wanted height when it fits, and uses the whole view without areas', () => {
    expect(newDecorationPlace({ widthCm: 50, areas: [back] }, 4, 3)).toEqual({ xCm: 25, yCm: 22.5, widthCm: 12, heightCm: 3 });
    expect(newDecorationPlace({ widthCm: 40, areas: [] }, 1, 10)).toEqual({ xCm: 20, yCm: 20, widthCm: 10, heightCm: 10 });
  });

  it('never answers a side below the minimum, nor NaN for a bad ratio or height', () => {
    const tiny = newDecorationPlace({ widthCm: 50, areas: [{ areaLeft: 0, areaTop: 0, width: 0.1, height: 0.1 }] }, 1, 10);
    expect(tiny.widthCm).toBeGreaterThanOrEqual(0.1);
    const bad = newDecorationPlace({ widthCm: 50, areas: [back] }, Number.NaN, Number.NaN);
    expect(Object.values(bad).every(Number.isFinite)).toBe(true);
  });
});
