import { deltaE2000 } from './ciede2000';
import { extractRasterColours, type RasterExtraction, type RgbaImage } from './extract-raster';
import { hexToLab } from './lab';

/** A shape painted with anti-aliased edges (4 × 4 supersampling per pixel). */
interface Shape {
  rgb: [number, number, number];
  inside: (x: number, y: number) => boolean;
}

const rect = (left: number, top: number, w: number, h: number) => (x: number, y: number) =>
  x >= left && x < left + w && y >= top && y < top + h;
const circle = (cx: number, cy: number, r: number) => (x: number, y: number) => (x - cx) ** 2 + (y - cy) ** 2 < r * r;

/**
 * Paints shapes (later ones on top) on `background` (an RGB colour, or undefined for transparent).
 * On a transparent background a partly covered pixel gets the shapes' colour and partial alpha.
 */
function paint(width: number, height: number, background: [number, number, number] | undefined, shapes: Shape[]): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  const SS = 4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const px = x + (sx + 0.5) / SS;
          const py = y + (sy + 0.5) / SS;
          const top = [...shapes].reverse().find((s) => s.inside(px, py));
          const rgb = top?.rgb ?? background;
          if (!rgb) continue;
          r += rgb[0];
          g += rgb[1];
          b += rgb[2];
          covered += 1;
        }
      }
      const o = (y * width + x) * 4;
      if (covered > 0) {
        data[o] = r / covered;
        data[o + 1] = g / covered;
        data[o + 2] = b / covered;
      }
      data[o + 3] = (255 * covered) / (SS * SS);
    }
  }
  return { width, height, data };
}

const RED: [number, number, number] = [200, 16, 46];
const BLUE: [number, number, number] = [16, 6, 159];
const WHITE: [number, number, number] = [255, 255, 255];
const YELLOW: [number, number, number] = [254, 219, 0];
const GREEN: [number, number, number] = [0, 122, 51];

/** The extracted colour nearest to `hex` must be within ΔE00 1 of it; returns its share. */
function shareOf(result: RasterExtraction, rgb: [number, number, number]): number {
  const lab = hexToLab(`#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
  if (!lab) throw new Error('bad colour');
  const found = result.colours.find((c) => deltaE2000(c.lab, lab) < 1);
  if (!found) throw new Error(`colour ${rgb.join(',')} not found in ${result.colours.map((c) => c.hex).join(' ')}`);
  return found.share;
}

describe('extractRasterColours', () => {
  it('finds two colours on a white background with their shares (±2 %), ignoring the background and the edges', () => {
    const image = paint(300, 200, WHITE, [
      { rgb: RED, inside: rect(20.3, 30.6, 120, 80) },
      { rgb: BLUE, inside: circle(220.2, 100.4, 40) },
    ]);
    const result = extractRasterColours(image);
    const redArea = 120 * 80;
    const blueArea = Math.PI * 40 * 40;
    expect(result.background).toBe('#FFFFFF');
    expect(result.colours).toHaveLength(2);
    expect(Math.abs(result.coverage - (redArea + blueArea) / (300 * 200))).toBeLessThanOrEqual(0.02);
    expect(Math.abs(shareOf(result, RED) - redArea / (redArea + blueArea))).toBeLessThanOrEqual(0.02);
    expect(Math.abs(shareOf(result, BLUE) - blueArea / (redArea + blueArea))).toBeLessThanOrEqual(0.02);
  });

  it('keeps a white detail enclosed by the logo while leaving out the white around it', () => {
    const image = paint(200, 200, WHITE, [
      { rgb: RED, inside: circle(100, 100, 60) },
      { rgb: WHITE, inside: rect(90, 80, 20, 40) },
    ]);
    const result = extractRasterColours(image);
    const whiteArea = 20 * 40;
    const total = Math.PI * 60 * 60;
    expect(result.colours).toHaveLength(2);
    expect(Math.abs(shareOf(result, WHITE) - whiteArea / total)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(shareOf(result, RED) - (total - whiteArea) / total)).toBeLessThanOrEqual(0.02);
  });

  it('ignores transparent pixels and measures shares on the opaque ones', () => {
    const image = paint(240, 160, undefined, [
      { rgb: YELLOW, inside: rect(10, 10, 20, 100) },
      { rgb: GREEN, inside: rect(40, 10, 40, 100) },
      { rgb: BLUE, inside: rect(90, 10, 60, 100) },
      { rgb: RED, inside: rect(160, 10, 80, 100) },
    ]);
    const result = extractRasterColours(image);
    expect(result.background).toBeUndefined();
    expect(result.coverage).toBeCloseTo((200 * 100) / (240 * 160), 2);
    expect(result.colours.map((c) => c.share.toFixed(2))).toEqual(['0.40', '0.30', '0.20', '0.10']);
    expect(shareOf(result, RED)).toBeCloseTo(0.4, 2);
    expect(shareOf(result, YELLOW)).toBeCloseTo(0.1, 2);
    expect(result.colours.reduce((sum, c) => sum + c.share, 0)).toBeCloseTo(1, 9);
  });

  it('samples a large picture and still gets the shares within 2 %', () => {
    const image = paint(900, 600, WHITE, [
      { rgb: GREEN, inside: circle(300, 300, 200) },
      { rgb: YELLOW, inside: rect(560, 100, 300, 400) },
    ]);
    const result = extractRasterColours(image, { maxSamples: 40_000 });
    const green = Math.PI * 200 * 200;
    const yellow = 300 * 400;
    expect(Math.abs(shareOf(result, GREEN) - green / (green + yellow))).toBeLessThanOrEqual(0.02);
    expect(Math.abs(shareOf(result, YELLOW) - yellow / (green + yellow))).toBeLessThanOrEqual(0.02);
  });

  it('returns at most 12 colours, the largest ones', () => {
    const shapes: Shape[] = Array.from({ length: 16 }, (_, i) => ({
      rgb: [(i * 53) % 256, (i * 97 + 40) % 256, (i * 151 + 80) % 256] as [number, number, number],
      inside: rect(i * 20, 0, 20, 40 + i * 10),
    }));
    const result = extractRasterColours(paint(320, 200, undefined, shapes));
    expect(result.colours).toHaveLength(12);
    // The four smallest stripes (the first four) are the ones left out.
    for (const dropped of shapes.slice(0, 4)) {
      const lab = hexToLab(`#${dropped.rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
      expect(result.colours.some((c) => lab && deltaE2000(c.lab, lab) < 1)).toBe(false);
    }
  });

  it('gives no colours for an empty or fully transparent picture', () => {
    expect(extractRasterColours({ width: 0, height: 0, data: new Uint8Array() }).colours).toEqual([]);
    expect(extractRasterColours(paint(20, 20, undefined, [])).colours).toEqual([]);
    expect(extractRasterColours({ width: 10, height: 10, data: new Uint8Array(12) }).colours).toEqual([]);
  });
});

describe('thinnest details (thinnestPx)', () => {
  it('measures a thin line beside a large block, in picture pixels, also when the picture is sampled', () => {
    const shapes: Shape[] = [
      { rgb: RED, inside: rect(20, 20, 200, 150) },
      { rgb: BLUE, inside: rect(250, 20, 6, 150) },
    ];
    expect(extractRasterColours(paint(300, 200, WHITE, shapes)).thinnestPx).toBe(6);
    // 900 × 600 sampled every 2nd pixel: an 18 px line reads 18 ± one step.
    const big = paint(900, 600, WHITE, [
      { rgb: RED, inside: rect(60, 60, 600, 450) },
      { rgb: BLUE, inside: rect(750, 60, 18, 450) },
    ]);
    const sampled = extractRasterColours(big, { maxSamples: 150_000 }).thinnestPx ?? 0;
    expect(Math.abs(sampled - 18)).toBeLessThanOrEqual(2);
  });

  it('is the block itself when there are no thin details, and absent without a logo', () => {
    expect(extractRasterColours(paint(200, 200, WHITE, [{ rgb: GREEN, inside: rect(50, 50, 100, 80) }])).thinnestPx).toBeGreaterThanOrEqual(79);
    expect(extractRasterColours(paint(20, 20, undefined, [])).thinnestPx).toBeUndefined();
  });
});
