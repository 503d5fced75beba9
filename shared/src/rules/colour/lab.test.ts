import { hexToLab, labToLch, labToRgb, parseHex, rgbToLab, toHex } from './lab';

describe('sRGB ↔ CIELAB (D65)', () => {
  it.each([
    ['#FFFFFF', 100, 0, 0],
    ['#000000', 0, 0, 0],
    ['#FF0000', 53.2408, 80.0925, 67.2032],
    ['#00FF00', 87.7347, -86.1827, 83.1793],
    ['#0000FF', 32.2970, 79.1875, -107.8602],
    ['#808080', 53.5850, 0, 0],
  ])('%s → L %s a %s b %s (±0.05: published tables differ in the last digits by the white point they round)', (hex, L, a, b) => {
    const lab = hexToLab(hex);
    expect(lab?.L).toBeCloseTo(L, 1);
    expect(lab?.a).toBeCloseTo(a, 1);
    expect(lab?.b).toBeCloseTo(b, 1);
  });

  it('round-trips every sRGB colour of a coarse grid', () => {
    for (let r = 0; r <= 255; r += 17)
      for (let g = 0; g <= 255; g += 17)
        for (let b = 0; b <= 255; b += 17) {
          const back = labToRgb(rgbToLab({ r, g, b }));
          expect(toHex(back)).toBe(toHex({ r, g, b }));
        }
  });

  it('parses hex in the usual spellings and refuses the rest', () => {
    expect(parseHex('#1a2B3c')).toEqual({ r: 26, g: 43, b: 60 });
    expect(parseHex('1A2B3C')).toEqual({ r: 26, g: 43, b: 60 });
    expect(parseHex('#fa0')).toEqual({ r: 255, g: 170, b: 0 });
    expect(parseHex('#12345')).toBeUndefined();
    expect(parseHex('red')).toBeUndefined();
    expect(hexToLab('nope')).toBeUndefined();
  });

  it('gives chroma and hue', () => {
    const lch = labToLch({ L: 50, a: 0, b: -10 });
    expect(lch.C).toBeCloseTo(10);
    expect(lch.h).toBeCloseTo(270);
  });
});
