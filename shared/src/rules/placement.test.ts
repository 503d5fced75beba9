import {
  areaAtPoint,
  areaForDecoration,
  areaForRect,
  areaToCm,
  areaToPx,
  canvasScale,
  clampDecoration,
  clampRect,
  cmToPx,
  containsPoint,
  type Decoration,
  decorationBounds,
  decorationFromPx,
  decorationRect,
  decorationToPx,
  heightForWidth,
  logoDecoration,
  overlapSurface,
  pxToCm,
  rectCmToPx,
  rectPxToCm,
  rotatedBounds,
  viewCentreCm,
  widthForHeight,
} from './placement';

/** Front of the seed T-shirt: 107 cm wide; areas in percent of the 600 px picture. */
const VIEW_CM = 107;
const chestRight = { id: 1, title: 'Pecho derecho', areaLeft: 30, areaTop: 25, width: 15, height: 17 };
const centre = { id: 3, title: 'Centro', areaLeft: 32, areaTop: 28, width: 36, height: 45 };
const areas = [centre, chestRight];

const logo = (over: Partial<Decoration> = {}): Decoration => ({
  xCm: 50,
  yCm: 40,
  widthCm: 20,
  heightCm: 10,
  rotateDegrees: 0,
  ...over,
});

describe('scale', () => {
  it('is canvas pixels over the view width in cm', () => {
    expect(canvasScale(100, 500)).toBe(5);
    expect(canvasScale(VIEW_CM, 535)).toBeCloseTo(5);
  });

  it('is 0 for a view or canvas without a positive size, and conversions then give 0', () => {
    expect(canvasScale(0, 500)).toBe(0);
    expect(canvasScale(100, 0)).toBe(0);
    expect(canvasScale(Number.NaN, 500)).toBe(0);
    expect(canvasScale(-5, 500)).toBe(0);
    expect(cmToPx(10, 0)).toBe(0);
    expect(pxToCm(10, 0)).toBe(0);
  });

  it('converts lengths and rectangles both ways', () => {
    expect(cmToPx(12, 5)).toBe(60);
    expect(pxToCm(60, 5)).toBe(12);
    const cm = { left: 1, top: 2, width: 3, height: 4 };
    expect(rectCmToPx(cm, 10)).toEqual({ left: 10, top: 20, width: 30, height: 40 });
    expect(rectPxToCm(rectCmToPx(cm, 7.3), 7.3)).toEqual({
      left: expect.closeTo(1),
      top: expect.closeTo(2),
      width: expect.closeTo(3),
      height: expect.closeTo(4),
    });
  });
});

describe('decoration rectangle', () => {
  it('treats x/y as the centre', () => {
    expect(decorationRect(logo())).toEqual({ left: 40, top: 35, width: 20, height: 10 });
  });

  it('places a new decoration at half the view width on both axes', () => {
    expect(viewCentreCm(VIEW_CM)).toEqual({ x: 53.5, y: 53.5 });
  });

  it('reads a logo from the API', () => {
    const fromApi = { xpositionCm: 5, ypositionCm: 6, widthCm: 7, heightCm: 8, rotateDegrees: 9, logoName: 'x' };
    expect(logoDecoration(fromApi)).toEqual({ xCm: 5, yCm: 6, widthCm: 7, heightCm: 8, rotateDegrees: 9 });
  });

  it('round-trips through canvas pixels', () => {
    const d = logo({ rotateDegrees: 30 });
    const box = decorationToPx(d, 4);
    expect(box).toEqual({ left: 160, top: 140, width: 80, height: 40, rotateDegrees: 30 });
    expect(decorationFromPx(box, 4)).toEqual(d);
    expect(decorationFromPx({ ...box, left: box.left + 8 }, 4).xCm).toBe(52);
  });
});

describe('rotatedBounds', () => {
  const rect = { left: 0, top: 0, width: 20, height: 10 };

  it('keeps the rectangle at 0° and 180°', () => {
    expect(rotatedBounds(rect, 0)).toEqual(rect);
    expect(rotatedBounds(rect, 180)).toEqual(rect);
    expect(rotatedBounds(rect, -360)).toEqual(rect);
  });

  it('swaps width and height at ±90° around the same centre', () => {
    expect(rotatedBounds(rect, 90)).toEqual({ left: 5, top: -5, width: 10, height: 20 });
    expect(rotatedBounds(rect, -90)).toEqual({ left: 5, top: -5, width: 10, height: 20 });
  });

  it('grows to w·cos + h·sin at 45°', () => {
    const side = 30 * Math.SQRT1_2;
    const b = rotatedBounds(rect, 45);
    expect(b.width).toBeCloseTo(side);
    expect(b.height).toBeCloseTo(side);
    expect(b.left + b.width / 2).toBeCloseTo(10);
    expect(b.top + b.height / 2).toBeCloseTo(5);
  });

  it('applies to a decoration', () => {
    expect(decorationBounds(logo({ rotateDegrees: 90 }))).toEqual({ left: 45, top: 30, width: 10, height: 20 });
  });
});

describe('print areas', () => {
  it('converts percent of the view to cm and px', () => {
    expect(areaToCm(chestRight, 200)).toEqual({ left: 60, top: 50, width: 30, height: 34 });
    expect(areaToPx(chestRight, 600)).toEqual({ left: 180, top: 150, width: 90, height: 102 });
  });

  it('uses the view width for both axes (the view is square)', () => {
    const r = areaToCm({ areaLeft: 0, areaTop: 50, width: 100, height: 50 }, VIEW_CM);
    expect(r).toEqual({ left: 0, top: 53.5, width: 107, height: 53.5 });
  });
});

describe('hit-testing', () => {
  it('containsPoint includes the edges', () => {
    const r = { left: 0, top: 0, width: 10, height: 10 };
    expect(containsPoint(r, { x: 10, y: 0 })).toBe(true);
    expect(containsPoint(r, { x: 10.01, y: 5 })).toBe(false);
  });

  it('overlapSurface is 0 for touching or apart rectangles', () => {
    const a = { left: 0, top: 0, width: 10, height: 10 };
    expect(overlapSurface(a, { left: 5, top: 5, width: 10, height: 10 })).toBe(25);
    expect(overlapSurface(a, { left: 10, top: 0, width: 5, height: 5 })).toBe(0);
    expect(overlapSurface(a, { left: 50, top: 50, width: 5, height: 5 })).toBe(0);
  });

  it('picks the smallest area containing the point when areas overlap', () => {
    // 40 % × 30 % of 100 cm lies in both 'Pecho derecho' (30–45 %, 25–42 %) and 'Centro'.
    expect(areaAtPoint(areas, { x: 40, y: 30 }, 100)).toBe(chestRight);
    expect(areaAtPoint(areas, { x: 60, y: 60 }, 100)).toBe(centre);
    expect(areaAtPoint(areas, { x: 5, y: 5 }, 100)).toBeUndefined();
    expect(areaAtPoint([], { x: 5, y: 5 }, 100)).toBeUndefined();
  });

  it('places a rectangle by its centre, otherwise by its largest overlap', () => {
    expect(areaForRect(areas, { left: 55, top: 55, width: 10, height: 10 }, 100)).toBe(centre);
    // Centre (29.5, 33) is outside every area; it overlaps 'Pecho derecho' 4 × 10 and 'Centro' 2 × 10.
    const leftOfBoth = { left: 25, top: 28, width: 9, height: 10 };
    expect(overlapSurface(leftOfBoth, areaToCm(chestRight, 100))).toBeGreaterThan(
      overlapSurface(leftOfBoth, areaToCm(centre, 100)),
    );
    expect(areaForRect(areas, leftOfBoth, 100)).toBe(chestRight);
    expect(areaForRect(areas, { left: 0, top: 0, width: 5, height: 5 }, 100)).toBeUndefined();
  });

  it('judges a decoration on its rotated bounding box', () => {
    // Centre (27, 60) is outside every area. Upright, the 30×2 box reaches 'Centro' (x ≥ 32);
    // turned 90° it is 2 wide and touches nothing.
    const bar = logo({ xCm: 27, yCm: 60, widthCm: 30, heightCm: 2 });
    expect(areaForDecoration(areas, bar, 100)).toBe(centre);
    expect(areaForDecoration(areas, { ...bar, rotateDegrees: 90 }, 100)).toBeUndefined();
  });
});

describe('clamping', () => {
  const view = { left: 0, top: 0, width: 100, height: 100 };

  it('leaves a rectangle inside the bounds alone', () => {
    const r = { left: 10, top: 20, width: 30, height: 40 };
    expect(clampRect(r, view)).toEqual(r);
  });

  it('moves a rectangle back inside without resizing it', () => {
    expect(clampRect({ left: -5, top: 95, width: 10, height: 10 }, view)).toEqual({ left: 0, top: 90, width: 10, height: 10 });
    expect(clampRect({ left: 95, top: -3, width: 10, height: 10 }, view)).toEqual({ left: 90, top: 0, width: 10, height: 10 });
  });

  it('centres a rectangle larger than the bounds on that axis', () => {
    expect(clampRect({ left: 40, top: 40, width: 120, height: 10 }, view)).toEqual({
      left: -10,
      top: 40,
      width: 120,
      height: 10,
    });
  });

  it('keeps a decoration and its rotated box inside the view', () => {
    const d = logo({ xCm: 2, yCm: 99, widthCm: 20, heightCm: 10 });
    expect(clampDecoration(d, 100)).toEqual({ ...d, xCm: 10, yCm: 95 });
    // Turned 90°, the box is 10 wide and 20 high.
    expect(clampDecoration({ ...d, rotateDegrees: 90 }, 100)).toEqual({ ...d, rotateDegrees: 90, xCm: 5, yCm: 90 });
  });

  it('does not move a decoration already inside', () => {
    const d = logo();
    expect(clampDecoration(d, 100)).toEqual(d);
  });
});

describe('aspect ratio', () => {
  const original = { width: 400, height: 200 };

  it('computes height from width and the reverse', () => {
    expect(heightForWidth(10, original)).toBe(5);
    expect(widthForHeight(5, original)).toBe(10);
    expect(widthForHeight(heightForWidth(7.3, { width: 333, height: 127 }), { width: 333, height: 127 })).toBeCloseTo(7.3);
  });

  it('treats a picture without a size as square', () => {
    expect(heightForWidth(10, { width: 0, height: 0 })).toBe(10);
    expect(widthForHeight(10, { width: 100, height: 0 })).toBe(10);
  });
});
