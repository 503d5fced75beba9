import { deltaE2000 } from './ciede2000';
import { labToRgb, rgbToLab, toHex, type Lab } from './lab';

/**
 * Main colours of a raster logo, as a pure function over an RGBA buffer (a canvas `ImageData`, or
 * pixels decoded on the server): up to 12 colours with the share of the logo's area each covers.
 *
 * 1. Large pictures are sampled on a regular grid (at most `maxSamples` pixels).
 * 2. Pixels under 50 % alpha are not part of the logo; an opaque background is the colour that
 *    dominates the picture's border, flood-filled from the border (so a white letter enclosed by a
 *    red shape is kept while the white around the logo is not).
 * 3. Anti-aliasing: only "pure" pixels (opaque, all four neighbours within ΔE76 4 of them) seed the
 *    colours, so edge blends never become colours of their own. Seeds are binned in CIELAB, grouped
 *    greedily (largest bin first, bins within ΔE00 `mergeDeltaE` join it) and refined by k-means
 *    (Lloyd) iterations in CIELAB.
 * 4. Shares: every logo pixel, edges included, counts for the nearest colour (or for the background
 *    when nearer to it); an edge pixel is shared by its two sides as area is. Colours covering less
 *    than `minShare` of the area are dropped and the shares re-normalised.
 */

export interface RgbaImage {
  width: number;
  height: number;
  /** width × height × 4 bytes, row by row, RGBA (straight alpha, as canvas `ImageData` gives it). */
  data: Uint8Array | Uint8ClampedArray;
}

export interface ExtractedColour {
  hex: string;
  lab: Lab;
  /** Share of the logo's area, 0–1; the shares of one picture add up to 1. */
  share: number;
}

export interface RasterExtraction {
  colours: ExtractedColour[];
  /** Share of the picture covered by the logo (neither transparent nor background), 0–1. */
  coverage: number;
  /** The opaque background that was left out, when the picture had one. */
  background?: string;
  /**
   * Width in pixels of the logo's thinnest details (`thinnestDetailPx`); undefined without a logo. With
   * the printed size it tells whether a detail is narrower than a satin column can be stitched.
   */
  thinnestPx?: number;
}

export interface RasterOptions {
  maxColours?: number;
  maxSamples?: number;
  mergeDeltaE?: number;
  minShare?: number;
}

export const RASTER_DEFAULTS: Required<RasterOptions> = { maxColours: 12, maxSamples: 250_000, mergeDeltaE: 6, minShare: 0.005 };

const OPAQUE_ALPHA = 128;
const SOLID_ALPHA = 250;
const PURE_TOLERANCE = 4; // ΔE76 to each neighbour
const BACKGROUND_TOLERANCE = 12; // ΔE76 to the background colour, anti-aliasing of its edge included
const BIN = 3; // CIELAB units per histogram bin
const ITERATIONS = 8;

export function extractRasterColours(image: RgbaImage, options: RasterOptions = {}): RasterExtraction {
  const opts = { ...RASTER_DEFAULTS, ...options };
  const grid = sampleGrid(image, opts.maxSamples);
  if (grid.count === 0) return { colours: [], coverage: 0 };
  const background = findBackground(grid);
  const isBackground = background ? floodBackground(grid, background) : new Uint8Array(grid.count);

  const seeds = pureSeeds(grid, isBackground);
  let centres = greedyCentres(seeds, opts.mergeDeltaE);
  centres = lloyd(centres, seeds);
  if (centres.length === 0) return { colours: [], coverage: 0, ...(background && { background: toHex(labToRgb(background)) }) };

  let { shares } = assignShares(grid, isBackground, centres, background);
  // Drop what covers too little, keep the largest `maxColours`, then share the area again among them.
  const kept = centres
    .map((lab, i) => ({ lab, share: shares[i] ?? 0 }))
    .filter((c) => c.share >= opts.minShare)
    .sort((a, b) => b.share - a.share)
    .slice(0, opts.maxColours)
    .map((c) => c.lab);
  const final = assignShares(grid, isBackground, kept, background);
  shares = final.shares;
  const colours = kept
    .map((lab, i) => ({ hex: toHex(labToRgb(lab)), lab, share: shares[i] ?? 0 }))
    .sort((a, b) => b.share - a.share);
  return {
    colours,
    coverage: final.covered / grid.count,
    ...(background && { background: toHex(labToRgb(background)) }),
    ...(final.covered > 0 && { thinnestPx: thinnestDetailPx(grid, isBackground) * grid.step }),
  };
}

/** Share of the logo's area whose thickness decides its thinnest details (see `thinnestDetailPx`). */
export const THIN_DETAIL_SHARE = 0.01;

/**
 * Thickness of the logo's thinnest details, in grid cells. Each logo cell's thickness is the shorter of
 * its horizontal and vertical runs of logo cells; the answer is the smallest thickness reached by at
 * least THIN_DETAIL_SHARE of the logo's area, so a stray pixel or a shape's corner does not count as a
 * detail while a thin line or a small letter does.
 */
function thinnestDetailPx(g: Grid, isBackground: Uint8Array): number {
  const inLogo = (i: number) => !v(isBackground, i) && v(g.alpha, i) >= OPAQUE_ALPHA;
  const across = new Uint32Array(g.count);
  for (let y = 0; y < g.h; y++) {
    for (let x = 0; x < g.w; ) {
      if (!inLogo(y * g.w + x)) {
        x++;
        continue;
      }
      let end = x;
      while (end < g.w && inLogo(y * g.w + end)) end++;
      for (let k = x; k < end; k++) across[y * g.w + k] = end - x;
      x = end;
    }
  }
  const counts = new Map<number, number>();
  let total = 0;
  for (let x = 0; x < g.w; x++) {
    for (let y = 0; y < g.h; ) {
      if (!inLogo(y * g.w + x)) {
        y++;
        continue;
      }
      let end = y;
      while (end < g.h && inLogo(end * g.w + x)) end++;
      for (let k = y; k < end; k++) {
        const t = Math.min(end - y, v(across, k * g.w + x));
        counts.set(t, (counts.get(t) ?? 0) + 1);
        total++;
      }
      y = end;
    }
  }
  let seen = 0;
  for (const t of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(t) ?? 0;
    if (seen >= total * THIN_DETAIL_SHARE) return t;
  }
  return 0;
}

// ── Sampling ─────────────────────────────────────────────────────────────────

interface Grid {
  /** Picture pixels per grid cell, along each axis. */
  step: number;
  w: number;
  h: number;
  count: number;
  lab: Float64Array; // 3 per cell
  alpha: Uint8Array;
}

function sampleGrid(image: RgbaImage, maxSamples: number): Grid {
  const { width, height, data } = image;
  if (!(width > 0 && height > 0) || data.length < width * height * 4) return { step: 1, w: 0, h: 0, count: 0, lab: new Float64Array(), alpha: new Uint8Array() };
  const step = Math.max(1, Math.ceil(Math.sqrt((width * height) / maxSamples)));
  const w = Math.ceil(width / step);
  const h = Math.ceil(height / step);
  const lab = new Float64Array(w * h * 3);
  const alpha = new Uint8Array(w * h);
  const cache = new Map<number, Lab>();
  for (let gy = 0; gy < h; gy++) {
    for (let gx = 0; gx < w; gx++) {
      const o = ((gy * step) * width + gx * step) * 4;
      const key = (v(data, o) << 16) | (v(data, o + 1) << 8) | v(data, o + 2);
      let l = cache.get(key);
      if (!l) {
        l = rgbToLab({ r: v(data, o), g: v(data, o + 1), b: v(data, o + 2) });
        cache.set(key, l);
      }
      const i = gy * w + gx;
      lab[i * 3] = l.L;
      lab[i * 3 + 1] = l.a;
      lab[i * 3 + 2] = l.b;
      alpha[i] = v(data, o + 3);
    }
  }
  return { step, w, h, count: w * h, lab, alpha };
}

const v = (values: ArrayLike<number>, i: number): number => values[i] ?? 0;

const labAt = (g: Grid, i: number): Lab => ({ L: v(g.lab, i * 3), a: v(g.lab, i * 3 + 1), b: v(g.lab, i * 3 + 2) });

function distance76(g: Grid, i: number, lab: Lab): number {
  return Math.hypot(v(g.lab, i * 3) - lab.L, v(g.lab, i * 3 + 1) - lab.a, v(g.lab, i * 3 + 2) - lab.b);
}

// ── Background ───────────────────────────────────────────────────────────────

function borderCells(g: Grid): number[] {
  const cells = new Set<number>();
  for (let x = 0; x < g.w; x++) cells.add(x).add((g.h - 1) * g.w + x);
  for (let y = 0; y < g.h; y++) cells.add(y * g.w).add(y * g.w + g.w - 1);
  return [...cells];
}

/** The colour of at least half the border's opaque cells (within ΔE76 BACKGROUND_TOLERANCE), if any. */
function findBackground(g: Grid): Lab | undefined {
  const border = borderCells(g).filter((i) => v(g.alpha, i) >= OPAQUE_ALPHA);
  if (border.length < borderCells(g).length / 2) return undefined;
  const bins = new Map<string, number[]>();
  for (const i of border) {
    const key = [v(g.lab, i * 3), v(g.lab, i * 3 + 1), v(g.lab, i * 3 + 2)].map((v) => Math.round(v / BIN)).join(',');
    const bin = bins.get(key);
    if (bin) bin.push(i);
    else bins.set(key, [i]);
  }
  const [mode] = [...bins.values()].sort((a, b) => b.length - a.length);
  if (!mode) return undefined;
  const colour = mean(g, mode);
  const near = border.filter((i) => distance76(g, i, colour) < BACKGROUND_TOLERANCE);
  return near.length >= border.length / 2 ? mean(g, near) : undefined;
}

function floodBackground(g: Grid, background: Lab): Uint8Array {
  const mask = new Uint8Array(g.count);
  const isBg = (i: number) => v(g.alpha, i) >= OPAQUE_ALPHA && distance76(g, i, background) < BACKGROUND_TOLERANCE;
  const stack = borderCells(g).filter(isBg);
  for (const i of stack) mask[i] = 1;
  while (stack.length) {
    const i = stack.pop() as number;
    for (const n of neighbours(g, i)) {
      if (!v(mask, n) && isBg(n)) {
        mask[n] = 1;
        stack.push(n);
      }
    }
  }
  return mask;
}

function neighbours(g: Grid, i: number): number[] {
  const x = i % g.w;
  const out: number[] = [];
  if (x > 0) out.push(i - 1);
  if (x < g.w - 1) out.push(i + 1);
  if (i >= g.w) out.push(i - g.w);
  if (i < g.count - g.w) out.push(i + g.w);
  return out;
}

function mean(g: Grid, cells: readonly number[]): Lab {
  let L = 0;
  let a = 0;
  let b = 0;
  for (const i of cells) {
    L += v(g.lab, i * 3);
    a += v(g.lab, i * 3 + 1);
    b += v(g.lab, i * 3 + 2);
  }
  const n = Math.max(1, cells.length);
  return { L: L / n, a: a / n, b: b / n };
}

// ── Clustering ───────────────────────────────────────────────────────────────

interface Bin {
  lab: Lab;
  weight: number;
}

function pureSeeds(g: Grid, isBackground: Uint8Array): Bin[] {
  const bins = new Map<string, { L: number; a: number; b: number; n: number }>();
  for (let i = 0; i < g.count; i++) {
    if (v(isBackground, i) || v(g.alpha, i) < SOLID_ALPHA) continue;
    const here = labAt(g, i);
    if (!neighbours(g, i).every((n) => v(g.alpha, n) >= SOLID_ALPHA && distance76(g, n, here) < PURE_TOLERANCE)) continue;
    const key = `${Math.round(here.L / BIN)},${Math.round(here.a / BIN)},${Math.round(here.b / BIN)}`;
    const bin = bins.get(key) ?? { L: 0, a: 0, b: 0, n: 0 };
    bin.L += here.L;
    bin.a += here.a;
    bin.b += here.b;
    bin.n += 1;
    bins.set(key, bin);
  }
  return [...bins.values()].map((s) => ({ lab: { L: s.L / s.n, a: s.a / s.n, b: s.b / s.n }, weight: s.n }));
}

/** Largest bin first; every bin within ΔE00 `radius` of a chosen centre joins it. */
function greedyCentres(seeds: readonly Bin[], radius: number): Lab[] {
  const centres: Lab[] = [];
  for (const bin of [...seeds].sort((a, b) => b.weight - a.weight)) {
    if (!centres.some((c) => deltaE2000(c, bin.lab) < radius)) centres.push(bin.lab);
  }
  return centres;
}

function nearest(centres: readonly Lab[], lab: Lab): { index: number; distance: number } {
  let index = -1;
  let distance = Infinity;
  centres.forEach((c, i) => {
    const d = deltaE2000(c, lab);
    if (d < distance) {
      distance = d;
      index = i;
    }
  });
  return { index, distance };
}

/** k-means (Lloyd) iterations over the weighted bins; centres that lose every bin are dropped. */
function lloyd(initial: Lab[], seeds: readonly Bin[]): Lab[] {
  let centres = initial;
  for (let round = 0; round < ITERATIONS && centres.length > 0; round++) {
    const sums = centres.map(() => ({ L: 0, a: 0, b: 0, n: 0 }));
    for (const bin of seeds) {
      const s = sums[nearest(centres, bin.lab).index];
      if (!s) continue;
      s.L += bin.lab.L * bin.weight;
      s.a += bin.lab.a * bin.weight;
      s.b += bin.lab.b * bin.weight;
      s.n += bin.weight;
    }
    centres = sums.filter((s) => s.n > 0).map((s) => ({ L: s.L / s.n, a: s.a / s.n, b: s.b / s.n }));
  }
  return centres;
}

function assignShares(g: Grid, isBackground: Uint8Array, centres: readonly Lab[], background: Lab | undefined): { shares: number[]; covered: number } {
  const counts = centres.map(() => 0);
  const cache = new Map<string, number>();
  const candidates = background ? [...centres, background] : centres;
  let total = 0;
  for (let i = 0; i < g.count; i++) {
    if (v(isBackground, i) || v(g.alpha, i) < OPAQUE_ALPHA) continue;
    const key = `${v(g.lab, i * 3)},${v(g.lab, i * 3 + 1)},${v(g.lab, i * 3 + 2)}`;
    let index = cache.get(key);
    if (index === undefined) {
      index = nearest(candidates, labAt(g, i)).index;
      cache.set(key, index);
    }
    if (index < centres.length) {
      counts[index] = (counts[index] ?? 0) + 1;
      total += 1;
    }
  }
  return { shares: counts.map((n) => (total > 0 ? n / total : 0)), covered: total };
}
