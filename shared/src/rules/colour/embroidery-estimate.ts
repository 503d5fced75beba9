import type { DstHeader } from './dst';

/**
 * Bordado estimates before the digitiser has worked on a logo (issue 18). Figures (reasons and sources
 * in docs/decisions.md, "Colour and preflight"):
 * - fill: 310 stitches per cm² of covered area (the trade's rule of thumb of 2,000 stitches per square
 *   inch, 2000 / 6.4516 cm² ≈ 310);
 * - satin outlines: 30 stitches per cm of length (satin stitches 0.4 mm apart = 25 per cm, plus a
 *   centre-run underlay of about 2.5 mm stitches = 4 per cm);
 * - machine time: stitches at 800 stitches per minute, plus 40 % for trims and colour changes;
 * - thread: 5 m of top thread and 1.7 m of bobbin thread per 1,000 stitches (thread makers'
 *   consumption guides);
 * - price: the first tier of the settings table whose stitch limit covers the count.
 * Every figure is a setting (`EmbroiderySettings`) with these defaults.
 */

export interface PriceTier {
  /** The tier applies up to this many stitches (inclusive); the last tier may be open (Infinity). */
  upToStitches: number;
  /** Price per piece, in the settings' currency. */
  price: number;
  label: string;
}

export interface EmbroiderySettings {
  fillStitchesPerCm2: number;
  satinStitchesPerCm: number;
  stitchesPerMinute: number;
  /** Extra machine time for trims and colour changes, as a fraction (0.4 = 40 %). */
  overhead: number;
  topMetresPer1000: number;
  bobbinMetresPer1000: number;
  priceTiers: readonly PriceTier[];
}

export const DEFAULT_EMBROIDERY_SETTINGS: EmbroiderySettings = {
  fillStitchesPerCm2: 310,
  satinStitchesPerCm: 30,
  stitchesPerMinute: 800,
  overhead: 0.4,
  topMetresPer1000: 5,
  bobbinMetresPer1000: 1.7,
  priceTiers: [
    { upToStitches: 5_000, price: 35, label: 'Hasta 5,000 puntadas' },
    { upToStitches: 10_000, price: 55, label: 'Hasta 10,000 puntadas' },
    { upToStitches: 20_000, price: 90, label: 'Hasta 20,000 puntadas' },
    { upToStitches: Infinity, price: 140, label: 'Más de 20,000 puntadas' },
  ],
};

export interface EmbroideryEstimate {
  stitches: number;
  /** Machine minutes per piece, trims and colour changes included. */
  minutes: number;
  topMetres: number;
  bobbinMetres: number;
  tier: PriceTier | undefined;
  /** 'estimate' from the covered area, 'dst' from a DST file's header. */
  source: 'estimate' | 'dst';
  colourChanges?: number;
}

/**
 * Share of a text's box its letters cover (issue 33): satin letters fill about a third of the box their
 * line of text spans (strokes ≈ 15 % of the cap height, counters and spacing between letters left empty).
 */
export const TEXT_COVERAGE = 0.35;

export interface EmbroideryLogo {
  widthCm: number;
  heightCm: number;
  /** Share of the logo's box covered by stitches, 0–1 (`coverage` of `extractRasterColours`); 1 if unknown. */
  coverage?: number;
  /** Length of satin outlines, cm, when known. */
  outlineCm?: number;
}

/** The price tier for a stitch count (undefined when the table does not reach it). */
export function priceTier(stitches: number, tiers: readonly PriceTier[]): PriceTier | undefined {
  return [...tiers].sort((a, b) => a.upToStitches - b.upToStitches).find((t) => stitches <= t.upToStitches);
}

/** Time, thread and tier for a known stitch count. */
export function estimateFromStitches(
  stitches: number,
  settings: EmbroiderySettings = DEFAULT_EMBROIDERY_SETTINGS,
  source: EmbroideryEstimate['source'] = 'estimate',
): EmbroideryEstimate {
  const n = Math.max(0, Math.round(stitches));
  return {
    stitches: n,
    minutes: settings.stitchesPerMinute > 0 ? (n / settings.stitchesPerMinute) * (1 + settings.overhead) : 0,
    topMetres: (n / 1000) * settings.topMetresPer1000,
    bobbinMetres: (n / 1000) * settings.bobbinMetresPer1000,
    tier: priceTier(n, settings.priceTiers),
    source,
  };
}

/** Estimate of one logo from its size, its covered share and its outlines. */
export function estimateEmbroidery(logo: EmbroideryLogo, settings: EmbroiderySettings = DEFAULT_EMBROIDERY_SETTINGS): EmbroideryEstimate {
  const positive = (v: number | undefined) => (v !== undefined && Number.isFinite(v) && v > 0 ? v : 0);
  const coverage = logo.coverage === undefined ? 1 : Math.min(1, positive(logo.coverage));
  const area = positive(logo.widthCm) * positive(logo.heightCm) * coverage;
  return estimateFromStitches(area * settings.fillStitchesPerCm2 + positive(logo.outlineCm) * settings.satinStitchesPerCm, settings);
}

/** A DST header's real count replaces the estimate ('Conteo real: 8,412 puntadas · archivo DST'). */
export function estimateFromDst(header: DstHeader, settings: EmbroiderySettings = DEFAULT_EMBROIDERY_SETTINGS): EmbroideryEstimate {
  return { ...estimateFromStitches(header.stitches, settings, 'dst'), colourChanges: header.colourChanges };
}

/** A sample's total: stitches, time and thread add up; the tier is that of each logo, so none here. */
export function sumEstimates(estimates: readonly EmbroideryEstimate[]): Omit<EmbroideryEstimate, 'tier' | 'source'> {
  return estimates.reduce(
    (sum, e) => ({
      stitches: sum.stitches + e.stitches,
      minutes: sum.minutes + e.minutes,
      topMetres: sum.topMetres + e.topMetres,
      bobbinMetres: sum.bobbinMetres + e.bobbinMetres,
    }),
    { stitches: 0, minutes: 0, topMetres: 0, bobbinMetres: 0 },
  );
}
