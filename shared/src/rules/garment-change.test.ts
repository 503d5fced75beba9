import { replaceDecoration, replaceOnGarment, replacementLines, targetView, type GarmentView, type PlacedOnView } from './garment-change';
import { areaToCm, decorationBounds } from './placement';

/** Areas in percent of the square view. */
const jacket: GarmentView[] = [
  {
    id: 1,
    title: 'Frente',
    widthCm: 143,
    areas: [
      { title: 'Pecho derecho', areaLeft: 32, areaTop: 32, width: 14, height: 15 },
      { title: 'Pecho izquierdo', areaLeft: 54, areaTop: 32, width: 14, height: 15 },
    ],
  },
  { id: 2, title: 'Espalda', widthCm: 143, areas: [{ title: 'Centro espalda', areaLeft: 32, areaTop: 35, width: 36, height: 42 }] },
];
const cap: GarmentView[] = [
  { id: 11, title: 'Frente', widthCm: 31, areas: [{ title: 'Frente gorra', areaLeft: 33.33, areaTop: 32.67, width: 33.33, height: 24 }] },
  { id: 12, title: 'Lateral izquierdo', widthCm: 38, areas: [{ title: 'Lateral', areaLeft: 46.33, areaTop: 38.67, width: 20, height: 18.33 }] },
  { id: 13, title: 'Trasera', widthCm: 31, areas: [] },
];
const shirt: GarmentView[] = [
  {
    id: 21,
    title: 'Frente',
    widthCm: 107,
    areas: [
      { title: 'Pecho derecho', areaLeft: 29.67, areaTop: 25, width: 15.33, height: 16.67 },
      { title: 'Pecho izquierdo', areaLeft: 55, areaTop: 25, width: 15.33, height: 16.67 },
      { title: 'Centro', areaLeft: 31.67, areaTop: 28.33, width: 36.67, height: 45 },
    ],
  },
];

const logo = (over: Partial<PlacedOnView<string>> = {}): PlacedOnView<string> => ({ key: 'Logo 1', viewId: 1, xCm: 87, yCm: 56.5, widthCm: 20, heightCm: 10, rotateDegrees: 0, ...over });

/** Whether the decoration's rotated bounds lie inside the rectangle (0.01 cm of rounding allowed). */
function inside(r: PlacedOnView<unknown>, rect: { left: number; top: number; width: number; height: number }) {
  const b = decorationBounds(r);
  return b.left >= rect.left - 0.01 && b.top >= rect.top - 0.01 && b.left + b.width <= rect.left + rect.width + 0.01 && b.top + b.height <= rect.top + rect.height + 0.01;
}

describe('targetView', () => {
  it('same title first, then the same place in the list, then the first view', () => {
    expect(targetView(jacket, cap, 1)?.id).toBe(11);
    expect(targetView(jacket, cap, 2)?.id).toBe(12);
    expect(targetView(cap, jacket, 13)?.id).toBe(1);
  });
});

describe('replaceDecoration', () => {
  it('Chamarra → Gorra: a 20×10 cm logo on the left chest goes into the cap front area, scaled down to fit, ratio kept', () => {
    const r = replaceDecoration(logo(), jacket, cap)!;
    const area = areaToCm(cap[0]!.areas[0]!, 31);
    expect(r).toMatchObject({ key: 'Logo 1', viewId: 11, areaTitle: 'Frente gorra', matchedArea: false, scaled: true, changed: true });
    expect(r.widthCm).toBeCloseTo(area.width, 1);
    expect(r.widthCm / r.heightCm).toBeCloseTo(2, 1);
    expect(inside(r, area)).toBe(true);
    // Centred in the area.
    expect(r.xCm).toBeCloseTo(area.left + area.width / 2, 1);
    expect(r.yCm).toBeCloseTo(area.top + area.height / 2, 1);
  });

  it('a same-named area keeps the relative place inside it and the size when it fits', () => {
    // Centre of the jacket's left chest area → centre of the shirt's left chest area.
    const from = areaToCm(jacket[0]!.areas[1]!, 143);
    const d = logo({ xCm: from.left + from.width / 2, yCm: from.top + from.height / 2, widthCm: 8, heightCm: 4 });
    const r = replaceDecoration(d, jacket, shirt)!;
    const to = areaToCm(shirt[0]!.areas[1]!, 107);
    expect(r).toMatchObject({ viewId: 21, areaTitle: 'Pecho izquierdo', matchedArea: true, scaled: false, widthCm: 8, heightCm: 4 });
    expect(r.xCm).toBeCloseTo(to.left + to.width / 2, 1);
    expect(r.yCm).toBeCloseTo(to.top + to.height / 2, 1);
  });

  it('a rotated decoration is scaled so its rotated bounds fit', () => {
    const r = replaceDecoration(logo({ rotateDegrees: 45 }), jacket, cap)!;
    expect(r.rotateDegrees).toBe(45);
    expect(inside(r, areaToCm(cap[0]!.areas[0]!, 31))).toBe(true);
  });

  it('a view without areas: centred on the whole view and fitted to it', () => {
    const d: PlacedOnView<string> = { key: 'Texto', viewId: 2, xCm: 70, yCm: 70, widthCm: 60, heightCm: 30, rotateDegrees: 0 };
    const views: GarmentView[] = [{ id: 99, title: 'Espalda', widthCm: 31, areas: [] }];
    const r = replaceDecoration(d, jacket, views)!;
    expect(r).toMatchObject({ viewId: 99, areaTitle: '', xCm: 15.5, yCm: 15.5, widthCm: 31, heightCm: 15.5, scaled: true });
  });

  it('nothing to do when the garment has no views', () => {
    expect(replaceDecoration(logo(), jacket, [])).toBeUndefined();
    expect(replaceOnGarment([logo()], jacket, [])).toEqual([]);
  });

  it('a decoration that already fits its same-named area where it is does not change', () => {
    const from = areaToCm(jacket[0]!.areas[0]!, 143);
    const d = logo({ xCm: from.left + 5, yCm: from.top + 6, widthCm: 6, heightCm: 3 });
    const r = replaceDecoration(d, jacket, jacket)!;
    expect(r.changed).toBe(false);
  });
});

describe('replacementLines', () => {
  it('one Spanish line per decoration that moved, saying where and how big', () => {
    const moved = replaceOnGarment([logo(), logo({ key: 'Logo 2', viewId: 2, xCm: 71.5, yCm: 80, widthCm: 4, heightCm: 2 })], jacket, cap);
    const lines = replacementLines(
      moved,
      (k) => k,
      (id) => cap.find((v) => v.id === id)!.title,
    );
    expect(lines[0]).toMatch(/^Logo 1: pasó a Frente, zona Frente gorra \(centrado\); reducido a 10\.3 × 5\.2 cm$/);
    expect(lines[1]).toBe('Logo 2: pasó a Lateral izquierdo, zona Lateral (centrado)');
  });
});
