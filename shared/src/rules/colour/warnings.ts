import { areaForDecoration, areaToCm, decorationBounds, overlapSurface, type Decoration, type PercentArea } from '../placement';
import type { LogoTechnique } from '../../domain/enums';
import { colourDifference, type Colour } from './difference';
import { WARNING_MESSAGES } from './messages';

/**
 * The amber preflight warnings of a decoration (issue 18): pure functions, each returning the warnings
 * it finds (an empty list when all is well). Thresholds are the defaults below; each can be overridden.
 * Reasons for the numbers: docs/decisions.md, "Colour and preflight".
 */

export interface DecorationWarning {
  kind: 'threadOnBackground' | 'similarThreads' | 'tooManyThreads' | 'smallText' | 'thinDetails' | 'largerThanArea' | 'outsideAreas' | 'lowResolution';
  message: string;
}

export const WARNING_LIMITS = {
  /** ΔE00 below which a thread does not stand out from the garment or Lienzo. */
  backgroundDeltaE: 10,
  /** ΔE00 below which two threads of one logo look alike. */
  similarThreadsDeltaE: 3,
  /** Needles of the embroidery machine (a setting). */
  needles: 15,
  /** Smallest legible height of embroidered text, mm. */
  minTextHeightMm: 5,
  /** Narrowest satin column stitched cleanly, mm (details thinner than this break up or vanish). */
  minSatinMm: 1,
  /** DTF / Vinil: warn below this resolution at the printed size, and recommend… */
  minPpi: 150,
  recommendedPpi: 300,
} as const;

export interface NamedThread {
  /** What the message calls the thread: its code ('186 C') or name. */
  label: string;
  colour: Colour;
}

/** Threads whose ΔE00 to the garment (or Lienzo) colour is below `threshold`. */
export function threadOnBackgroundWarnings(
  threads: readonly NamedThread[],
  background: Colour,
  on: 'prenda' | 'Lienzo' = 'prenda',
  threshold: number = WARNING_LIMITS.backgroundDeltaE,
): DecorationWarning[] {
  return threads.flatMap((t) => {
    const deltaE = colourDifference(t.colour, background);
    return deltaE < threshold ? [{ kind: 'threadOnBackground' as const, message: WARNING_MESSAGES.threadOnBackground(t.label, on, deltaE) }] : [];
  });
}

/** Each pair of threads of one logo whose ΔE00 is below `threshold`. */
export function similarThreadWarnings(threads: readonly NamedThread[], threshold: number = WARNING_LIMITS.similarThreadsDeltaE): DecorationWarning[] {
  const out: DecorationWarning[] = [];
  threads.forEach((a, i) => {
    for (const b of threads.slice(i + 1)) {
      const deltaE = colourDifference(a.colour, b.colour);
      if (deltaE < threshold) out.push({ kind: 'similarThreads', message: WARNING_MESSAGES.similarThreads(a.label, b.label, deltaE) });
    }
  });
  return out;
}

/** More thread colours in one logo than the machine has needles. */
export function needleWarnings(threadCount: number, needles: number = WARNING_LIMITS.needles): DecorationWarning[] {
  return threadCount > needles ? [{ kind: 'tooManyThreads', message: WARNING_MESSAGES.tooManyThreads(threadCount, needles) }] : [];
}

/** Bordado text lower than the minimum height (`heightCm` is the text's height as placed). */
export function embroideredTextWarnings(heightCm: number, minimumMm: number = WARNING_LIMITS.minTextHeightMm): DecorationWarning[] {
  const mm = heightCm * 10;
  return mm < minimumMm ? [{ kind: 'smallText', message: WARNING_MESSAGES.smallEmbroideredText(mm, minimumMm) }] : [];
}

/**
 * Bordado details thinner than the narrowest satin column: the picture's thinnest details
 * (`thinnestPx` of `extractRasterColours`) at the printed size (`printedWidthCm` for `pictureWidthPx`).
 */
export function thinDetailWarnings(
  technique: LogoTechnique,
  thinnestPx: number,
  pictureWidthPx: number,
  printedWidthCm: number,
  minimumMm: number = WARNING_LIMITS.minSatinMm,
): DecorationWarning[] {
  if (technique !== 'Bordado' || !(thinnestPx > 0 && pictureWidthPx > 0 && printedWidthCm > 0)) return [];
  const mm = (thinnestPx * printedWidthCm * 10) / pictureWidthPx;
  return mm < minimumMm ? [{ kind: 'thinDetails', message: WARNING_MESSAGES.thinDetails(mm, minimumMm) }] : [];
}

export interface NamedArea extends PercentArea {
  name: string;
}

/**
 * A decoration larger than the print area under it (its rotated bounding box wider or taller than the
 * area; the area is the one `areaForDecoration` picks), or outside every print area of the view (its
 * bounding box overlaps none). A view without print areas gives no warning.
 */
export function placementWarnings(d: Decoration, areas: readonly NamedArea[], viewWidthCm: number): DecorationWarning[] {
  if (areas.length === 0) return [];
  const box = decorationBounds(d);
  const touches = areas.some((a) => overlapSurface(areaToCm(a, viewWidthCm), box) > 0);
  if (!touches) return [{ kind: 'outsideAreas', message: WARNING_MESSAGES.outsideAreas }];
  const area = areaForDecoration(areas, d, viewWidthCm);
  if (!area) return [];
  const rect = areaToCm(area, viewWidthCm);
  const EPS = 1e-9;
  if (box.width > rect.width + EPS || box.height > rect.height + EPS) {
    return [{ kind: 'largerThanArea', message: WARNING_MESSAGES.largerThanArea(area.name, box.width, box.height, rect.width, rect.height) }];
  }
  return [];
}

/** Pixels per inch of a picture `pixels` wide printed `cm` wide. */
export function ppiAt(pixels: number, cm: number): number {
  return cm > 0 ? pixels / (cm / 2.54) : Infinity;
}

/**
 * DTF or Vinil pictures whose resolution at the printed size is below `minPpi` on either axis
 * ('Resolución insuficiente: 96 ppp a 20 cm; se recomiendan 300'). Bordado is not printed: no warning.
 */
export function resolutionWarnings(
  technique: LogoTechnique,
  picturePx: { width: number; height: number },
  printedCm: { widthCm: number; heightCm: number },
  minPpi: number = WARNING_LIMITS.minPpi,
): DecorationWarning[] {
  if (technique !== 'DTF' && technique !== 'Vinil') return [];
  const across = ppiAt(picturePx.width, printedCm.widthCm);
  const down = ppiAt(picturePx.height, printedCm.heightCm);
  const [ppi, cm] = across <= down ? [across, printedCm.widthCm] : [down, printedCm.heightCm];
  return ppi < minPpi ? [{ kind: 'lowResolution', message: WARNING_MESSAGES.lowResolution(ppi, cm, WARNING_LIMITS.recommendedPpi) }] : [];
}
