import { clampRect, decorationBounds, decorationRect, type Decoration, type Rect } from '../placement';

/** Millimetres per PDF point (1 pt = 1/72 in). */
export const MM_PER_PT = 25.4 / 72;
export const ptToMm = (pt: number): number => pt * MM_PER_PT;
export const mmToPt = (mm: number): number => mm / MM_PER_PT;

/** A decoration's box on paper: unrotated rectangle in mm plus its rotation around the box centre. */
export interface PaperBox extends Rect {
  rotateDegrees: number;
}

/** A dimension line on paper (mm), with its label in cm. */
export interface DimensionLine {
  from: { x: number; y: number };
  to: { x: number; y: number };
  label: string;
}

export interface ViewLayout {
  /** The square drawn on paper, mm from the page's top-left corner: it shows `window` of the view. */
  view: Rect;
  /** The part of the view shown, cm from the view's top-left corner (square). */
  window: Rect;
  /** Paper mm per real cm. */
  mmPerCm: number;
  boxes: PaperBox[];
  /** Per decoration, in the decoration's own (rotated) frame: width below the box, height right of it. */
  dimensions: Array<{ width: DimensionLine; height: DimensionLine }>;
}

/** Gap between a decoration and its dimension lines, mm on paper. */
export const DIMENSION_GAP_MM = 2;

const cmLabel = (value: number): string => `${(Math.round(value * 10) / 10).toFixed(1)} cm`;

/** Space kept around the decorations when a view is drawn zoomed in, cm. */
export const WINDOW_PADDING_CM = 4;
/** The zoomed window is never smaller than this share of the view's width. */
export const WINDOW_MIN_SHARE = 0.4;

/**
 * The square part of a view that a drawing shows: every decoration's rotated bounds plus
 * `WINDOW_PADDING_CM`, at least `WINDOW_MIN_SHARE` of the view, kept inside the view (the whole view when
 * that is smaller). Zooming in keeps small logos and their dimension lines legible on paper.
 */
export function viewWindow(viewWidthCm: number, decorations: readonly Decoration[]): Rect {
  const whole = { left: 0, top: 0, width: viewWidthCm, height: viewWidthCm };
  if (decorations.length === 0 || !(viewWidthCm > 0)) return whole;
  const bounds = decorations.map(decorationBounds);
  const left = Math.min(...bounds.map((b) => b.left)) - WINDOW_PADDING_CM;
  const top = Math.min(...bounds.map((b) => b.top)) - WINDOW_PADDING_CM;
  const right = Math.max(...bounds.map((b) => b.left + b.width)) + WINDOW_PADDING_CM;
  const bottom = Math.max(...bounds.map((b) => b.top + b.height)) + WINDOW_PADDING_CM;
  const side = Math.max(right - left, bottom - top, viewWidthCm * WINDOW_MIN_SHARE);
  if (side >= viewWidthCm) return whole;
  const centre = { x: (left + right) / 2, y: (top + bottom) / 2 };
  return clampRect({ left: centre.x - side / 2, top: centre.y - side / 2, width: side, height: side }, whole);
}

/**
 * The drawing of one view on paper: the square `window` of the view (cm, default the whole view; see
 * `viewWindow`) drawn `sizeMm` wide at (`leftMm`, `topMm`), each decoration at the editor's place (centre x/y
 * in cm from the view's top-left corner, `decorationRect` of shared placement geometry) scaled by
 * `sizeMm / window.width`. The PDF writer draws exactly these numbers; a test reads them back out of the PDF.
 */
export function viewLayout(
  viewWidthCm: number,
  decorations: readonly Decoration[],
  leftMm: number,
  topMm: number,
  sizeMm: number,
  window: Rect = { left: 0, top: 0, width: viewWidthCm, height: viewWidthCm },
): ViewLayout {
  const mmPerCm = window.width > 0 ? sizeMm / window.width : 0;
  const boxes = decorations.map((d) => {
    const rect = decorationRect(d);
    return {
      left: leftMm + (rect.left - window.left) * mmPerCm,
      top: topMm + (rect.top - window.top) * mmPerCm,
      width: rect.width * mmPerCm,
      height: rect.height * mmPerCm,
      rotateDegrees: d.rotateDegrees,
    };
  });
  const dimensions = boxes.map((box, i) => {
    const d = decorations[i]!;
    const below = box.top + box.height + DIMENSION_GAP_MM;
    const right = box.left + box.width + DIMENSION_GAP_MM;
    return {
      width: { from: { x: box.left, y: below }, to: { x: box.left + box.width, y: below }, label: cmLabel(d.widthCm) },
      height: { from: { x: right, y: box.top }, to: { x: right, y: box.top + box.height }, label: cmLabel(d.heightCm) },
    };
  });
  return { view: { left: leftMm, top: topMm, width: sizeMm, height: sizeMm }, window, mmPerCm, boxes, dimensions };
}
