import type { Lab } from './lab';
import {
  embroideredTextWarnings,
  needleWarnings,
  placementWarnings,
  resolutionWarnings,
  similarThreadWarnings,
  thinDetailWarnings,
  threadOnBackgroundWarnings,
  type NamedArea,
} from './warnings';

/**
 * Two neutral greys with lightness 50 ± d/2 are exactly ΔE00 = d apart (S_L = 1 at L̄ = 50 and no
 * chroma), so each ΔE threshold can be tested at the threshold and one step (0.01) either side.
 */
const grey = (L: number): Lab => ({ L, a: 0, b: 0 });
const apart = (d: number): [Lab, Lab] => [grey(50 - d / 2), grey(50 + d / 2)];
const kinds = (w: { kind: string }[]) => w.map((x) => x.kind);

describe('thread too close to the garment or Lienzo (ΔE00 < 10)', () => {
  it.each([
    [9.99, 1],
    [10, 0],
    [10.01, 0],
  ])('ΔE %d → %i warning(s)', (d, count) => {
    const [thread, garment] = apart(d);
    expect(threadOnBackgroundWarnings([{ label: '533 C', colour: thread }], garment)).toHaveLength(count);
  });

  it('names the thread and the background in Spanish', () => {
    const [w] = threadOnBackgroundWarnings([{ label: '533 C', colour: '#1F2A44' }], '#1B2A47', 'Lienzo');
    expect(w?.message).toMatch(/^El hilo 533 C apenas se verá sobre el Lienzo \(ΔE \d+(\.\d)?\)\.$/);
    const [p] = threadOnBackgroundWarnings([{ label: '533 C', colour: '#1F2A44' }], '#1F2A44');
    expect(p?.message).toBe('El hilo 533 C apenas se verá sobre la prenda (ΔE 0).');
  });
});

describe('two threads of one logo alike (ΔE00 < 3)', () => {
  it.each([
    [2.99, 1],
    [3, 0],
    [3.01, 0],
  ])('ΔE %d → %i warning(s)', (d, count) => {
    const [a, b] = apart(d);
    expect(similarThreadWarnings([{ label: 'A', colour: a }, { label: 'B', colour: b }])).toHaveLength(count);
  });

  it('checks every pair once', () => {
    const warnings = similarThreadWarnings([
      { label: 'A', colour: grey(50) },
      { label: 'B', colour: grey(51) },
      { label: 'C', colour: grey(52) },
      { label: 'D', colour: grey(90) },
    ]);
    expect(warnings.map((w) => w?.message)).toEqual([
      'Los hilos A y B se ven casi iguales (ΔE 1).',
      'Los hilos A y C se ven casi iguales (ΔE 2).',
      'Los hilos B y C se ven casi iguales (ΔE 1).',
    ]);
  });
});

describe('more threads than needles (15 by default)', () => {
  it.each([
    [14, 0],
    [15, 0],
    [16, 1],
  ])('%i threads → %i warning(s)', (threads, count) => {
    expect(needleWarnings(threads)).toHaveLength(count);
  });

  it('uses the configured needles', () => {
    expect(needleWarnings(7, 6)[0]?.message).toBe('El logo usa 7 colores de hilo y la máquina tiene 6 agujas.');
    expect(needleWarnings(6, 6)).toEqual([]);
  });
});

describe('Bordado text under 5 mm', () => {
  it.each([
    [0.49, 1],
    [0.5, 0],
    [0.51, 0],
  ])('%d cm high → %i warning(s)', (cm, count) => {
    expect(embroideredTextWarnings(cm)).toHaveLength(count);
  });

  it('says the height in mm', () => {
    expect(embroideredTextWarnings(0.42)[0]?.message).toBe('Texto bordado de 4.2 mm de alto; el mínimo legible es 5 mm.');
  });
});

describe('decoration and print areas', () => {
  // A 100 cm view with one 20 × 30 cm area whose top-left corner is at (10, 10) cm.
  const areas: NamedArea[] = [{ name: 'Pecho izquierdo', areaLeft: 10, areaTop: 10, width: 20, height: 30 }];
  const at = (xCm: number, yCm: number, widthCm: number, heightCm: number, rotateDegrees = 0) => ({ xCm, yCm, widthCm, heightCm, rotateDegrees });

  it.each([
    [19.9, 0],
    [20, 0],
    [20.1, 1],
  ])('a %d cm wide logo in a 20 cm wide area → %i warning(s)', (width, count) => {
    const warnings = placementWarnings(at(20, 25, width, 10), areas, 100);
    expect(kinds(warnings)).toEqual(count ? ['largerThanArea'] : []);
  });

  it('judges a rotated decoration by its bounding box', () => {
    // 10 × 25 cm turned 90° is 25 cm wide: larger than the 20 cm area.
    expect(kinds(placementWarnings(at(20, 25, 10, 25, 90), areas, 100))).toEqual(['largerThanArea']);
    expect(placementWarnings(at(20, 25, 10, 25, 0), areas, 100)).toEqual([]);
  });

  it('names the area and the sizes', () => {
    expect(placementWarnings(at(20, 25, 22, 10), areas, 100)[0]?.message).toBe(
      'El decorado (22 × 10 cm) es más grande que el área «Pecho izquierdo» (20 × 30 cm).',
    );
  });

  it.each([
    [34.9, 0],
    [35, 1],
    [35.1, 1],
  ])('a 10 cm logo centred at x = %d cm (area ends at 30 cm) → %i "outside" warning(s)', (x, count) => {
    // At x = 35 its left edge touches the area's right edge: no shared surface, outside.
    expect(kinds(placementWarnings(at(x, 25, 10, 10), areas, 100))).toEqual(count ? ['outsideAreas'] : []);
  });

  it('says nothing for a view without print areas', () => {
    expect(placementWarnings(at(90, 90, 10, 10), [], 100)).toEqual([]);
  });
});

describe('DTF / Vinil resolution below 150 ppi at the printed size', () => {
  // 150 ppi at 20 cm is 20 / 2.54 × 150 = 1181.1 px.
  it.each([
    [1181, 1],
    [1181.1023622047244, 0],
    [1182, 0],
  ])('%d px at 20 cm → %i warning(s)', (px, count) => {
    expect(resolutionWarnings('DTF', { width: px, height: px }, { widthCm: 20, heightCm: 20 })).toHaveLength(count);
  });

  it('writes the example of the issue', () => {
    const [w] = resolutionWarnings('DTF', { width: 756, height: 756 }, { widthCm: 20, heightCm: 10 });
    expect(w?.message).toBe('Resolución insuficiente: 96 ppp a 20 cm; se recomiendan 300');
  });

  it('takes the weaker axis, and ignores Bordado', () => {
    const [w] = resolutionWarnings('Vinil', { width: 3000, height: 500 }, { widthCm: 20, heightCm: 12.7 });
    expect(w?.message).toBe('Resolución insuficiente: 100 ppp a 12.7 cm; se recomiendan 300');
    expect(resolutionWarnings('Bordado', { width: 10, height: 10 }, { widthCm: 20, heightCm: 20 })).toEqual([]);
  });
});

describe('Bordado details thinner than the narrowest satin column (1 mm)', () => {
  // A 1000 px picture printed 10 cm wide: 0.1 mm per pixel, so 10 px are exactly 1 mm.
  it.each([
    [9.9, 1],
    [10, 0],
    [10.1, 0],
  ])('%d px details → %i warning(s)', (px, count) => {
    expect(thinDetailWarnings('Bordado', px, 1000, 10)).toHaveLength(count);
  });

  it('says the width in mm, and only for Bordado with a known picture', () => {
    expect(thinDetailWarnings('Bordado', 6, 1000, 10)[0]?.message).toBe(
      'El logo tiene detalles de 0.6 mm de ancho; la puntada satín más angosta es de 1 mm.',
    );
    expect(thinDetailWarnings('DTF', 1, 1000, 10)).toEqual([]);
    expect(thinDetailWarnings('Bordado', 0, 1000, 10)).toEqual([]);
    expect(thinDetailWarnings('Bordado', 5, 0, 10)).toEqual([]);
  });
});
