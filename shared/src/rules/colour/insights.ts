import type { LogoTechnique } from '../../domain/enums';
import type { Colour } from './difference';
import type { DstHeader } from './dst';
import { ESTIMATE_MESSAGES } from './messages';
import { DEFAULT_EMBROIDERY_SETTINGS, estimateEmbroidery, estimateFromDst, sumEstimates, TEXT_COVERAGE, type EmbroideryEstimate, type EmbroiderySettings } from './embroidery-estimate';
import {
  embroideredTextWarnings,
  needleWarnings,
  placementWarnings,
  resolutionWarnings,
  similarThreadWarnings,
  thinDetailWarnings,
  threadOnBackgroundWarnings,
  WARNING_LIMITS,
  type DecorationWarning,
  type NamedArea,
  type NamedThread,
} from './warnings';

/**
 * Everything the colour and preflight rules say about one decoration, in one call: the amber warnings
 * and, for Bordado logos and texts, the stitch estimate (or a DST file's real count). The editor calls it live with
 * the fields as typed, the review and the server with the saved ones, the worksheet PDF to print them:
 * one function, so every screen says the same.
 */

/** The shop's settings the rules read (docs/decisions.md, "Colour and preflight": where they live). */
export interface DecorationSettings {
  /** Needles of the embroidery machine: more thread colours in one logo is warned. */
  needles: number;
  embroidery: EmbroiderySettings;
}

export const DEFAULT_DECORATION_SETTINGS: DecorationSettings = {
  needles: WARNING_LIMITS.needles,
  embroidery: DEFAULT_EMBROIDERY_SETTINGS,
};

export interface InsightDecoration {
  kind: 'logo' | 'text';
  technique: LogoTechnique;
  /** Centre and size in cm on the view, rotation in degrees (as the placement rules take them). */
  xCm: number;
  yCm: number;
  widthCm: number;
  heightCm: number;
  rotateDegrees: number;
  /** A logo's chosen threads, or a text's thread (its colour when it has none: `textThreads`). */
  threads: readonly NamedThread[];
  /** Raster logos: share of the picture the logo covers (feeds the stitch estimate). */
  coverage?: number | null;
  /** Raster logos: the picture's size in pixels (DTF / Vinil resolution). */
  picturePx?: { width: number; height: number } | null;
  /** Raster logos: width in pixels of the picture's thinnest details (Bordado satin width). */
  thinnestPx?: number | null;
  /** A DST file of the sample (render or production): its real count replaces the estimate. */
  dst?: Pick<DstHeader, 'stitches' | 'colourChanges'> | null;
}

export interface InsightView {
  /** The colour the decoration sits on: the garment's, or the Lienzo's when the sample is on canvas. */
  background: Colour;
  on: 'prenda' | 'Lienzo';
  areas: readonly NamedArea[];
  viewWidthCm: number;
}

export interface DecorationInsights {
  warnings: DecorationWarning[];
  /** Bordado logos and texts only. */
  estimate?: EmbroideryEstimate;
}

export function decorationInsights(
  d: InsightDecoration,
  view: InsightView,
  settings: DecorationSettings = DEFAULT_DECORATION_SETTINGS,
): DecorationInsights {
  const warnings: DecorationWarning[] = [
    ...placementWarnings(d, view.areas, view.viewWidthCm),
    ...threadOnBackgroundWarnings(d.threads, view.background, view.on),
  ];
  if (d.kind === 'text') {
    if (d.technique !== 'Bordado') return { warnings };
    // Texts are estimated like logos, their letters covering TEXT_COVERAGE of their box (issue 33).
    warnings.push(...embroideredTextWarnings(d.heightCm));
    return { warnings, estimate: estimateEmbroidery({ widthCm: d.widthCm, heightCm: d.heightCm, coverage: TEXT_COVERAGE }, settings.embroidery) };
  }
  warnings.push(...similarThreadWarnings(d.threads));
  if (d.technique === 'Bordado') warnings.push(...needleWarnings(d.threads.length, settings.needles));
  if (d.picturePx && d.thinnestPx) warnings.push(...thinDetailWarnings(d.technique, d.thinnestPx, d.picturePx.width, d.widthCm));
  if (d.picturePx) warnings.push(...resolutionWarnings(d.technique, d.picturePx, d));
  if (d.technique !== 'Bordado') return { warnings };
  const estimate = d.dst
    ? estimateFromDst({ label: '', widthMm: 0, heightMm: 0, ...d.dst }, settings.embroidery)
    : estimateEmbroidery({ widthCm: d.widthCm, heightCm: d.heightCm, coverage: d.coverage ?? undefined }, settings.embroidery);
  return { warnings, estimate };
}

/** A sample's Bordado total (stitches, minutes, thread) over its decorations' insights; undefined with none. */
export function sampleEstimate(insights: readonly DecorationInsights[]): ReturnType<typeof sumEstimates> | undefined {
  const estimates = insights.flatMap((i) => (i.estimate ? [i.estimate] : []));
  return estimates.length ? sumEstimates(estimates) : undefined;
}

/** The estimate as the screens and the worksheet write it, one line each. */
export function estimateLines(e: Pick<EmbroideryEstimate, 'stitches' | 'minutes' | 'topMetres' | 'bobbinMetres' | 'source'> & { tier?: { label: string; price: number } | undefined }): string[] {
  return [
    e.source === 'dst' ? ESTIMATE_MESSAGES.realCount(e.stitches) : ESTIMATE_MESSAGES.estimatedCount(e.stitches),
    ESTIMATE_MESSAGES.minutes(e.minutes),
    ESTIMATE_MESSAGES.thread(e.topMetres, e.bobbinMetres),
    e.tier ? ESTIMATE_MESSAGES.tier(e.tier.label, e.tier.price) : ESTIMATE_MESSAGES.noTier,
  ];
}
