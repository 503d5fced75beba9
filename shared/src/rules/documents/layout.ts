import { decorationRect, type Decoration, type Rect } from '../placement';

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
  /** The square view on paper, mm from the page's top-left corner. */
  view: Rect;
  /** Paper mm per real cm. */
  mmPerCm: number;
  boxes: PaperBox[];
  /** Per decoration, in the decoration's own (rotated) frame: width below the box, height right of it. */
  dimensions: Array<{ width: DimensionLine; height: DimensionLine }>;
}

/** Gap between a decoration and its dimension lines, mm on paper. */
export const DIMENSION_GAP_MM = 2;

const cmLabel = (value: number): string => `${(Math.round(value * 10) / 10).toFixed(1)} cm`;

/**
 * The drawing of one view on paper: the view (a square `viewWidthCm` wide in reality) drawn `sizeMm` wide at
 * (`leftMm`, `topMm`), each decoration at the editor's place (centre x/y in cm from the view's top-left corner,
 * `decorationRect` of shared placement geometry) scaled by `sizeMm / viewWidthCm`. The PDF writer draws
 * exactly these numbers; a test reads them back out of the PDF.
 */
export function viewLayout(viewWidthCm: number, decorations: readonly Decoration[], leftMm: number, topMm: number, sizeMm: number): ViewLayout {
  const mmPerCm = viewWidthCm > 0 ? sizeMm / viewWidthCm : 0;
  const boxes = decorations.map((d) => {
    const rect = decorationRect(d);
    return {
      left: leftMm + rect.left * mmPerCm,
      top: topMm + rect.top * mmPerCm,
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
  return { view: { left: leftMm, top: topMm, width: sizeMm, height: sizeMm }, mmPerCm, boxes, dimensions };
}
