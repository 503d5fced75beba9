import { areaForDecoration, clampDecoration, decorationLimits, type Decoration as Placed, type DecorationLimits } from '@muestrario/shared/rules';
import type { Decoration, EditorArea, EditorView } from './types';

/** Rounds a measure to 0.01 cm (what the forms show and the server stores). */
export function roundCm(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Rotation within (-360, 360), keeping the sign a person typed; non-numbers become 0. */
export function normaliseDegrees(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const d = value % 360;
  return Object.is(d, -0) ? 0 : Math.round(d * 100) / 100;
}

/** The allowed height, width and rotation of a decoration on its view (shared rule, also the server's). */
export function limitsOf(d: Pick<Decoration, 'ratio'>, view: Pick<EditorView, 'widthCm'>): DecorationLimits {
  return decorationLimits(view.widthCm, d.ratio);
}

/**
 * Size for a wanted height that keeps `ratio` (width ÷ height), brought inside the limits of the
 * view (`decorationLimits`): neither side smaller than 1 mm (when the ratio allows) nor larger than
 * the view. Used by resize handles; typed values outside the limits are refused instead (reducer).
 */
export function sizeForHeight(heightCm: number, ratio: number, viewWidthCm: number): { widthCm: number; heightCm: number } {
  const r = ratio > 0 && Number.isFinite(ratio) ? ratio : 1;
  const range = decorationLimits(viewWidthCm, r).heightCm;
  const h = Math.min(Math.max(Number.isFinite(heightCm) ? heightCm : range.min, range.min), range.max);
  return { heightCm: roundCm(h), widthCm: roundCm(h * r) };
}

/** Same as `sizeForHeight`, starting from a wanted width. */
export function sizeForWidth(widthCm: number, ratio: number, viewWidthCm: number): { widthCm: number; heightCm: number } {
  const r = ratio > 0 && Number.isFinite(ratio) ? ratio : 1;
  return sizeForHeight(widthCm / r, r, viewWidthCm);
}

function placed(d: Decoration): Placed {
  return { xCm: d.xCm, yCm: d.yCm, widthCm: d.widthCm, heightCm: d.heightCm, rotateDegrees: d.rotateDegrees };
}

/** Moves the decoration back inside its view (its rotated bounds), rounding to 0.01 cm. */
export function clampToView<D extends Decoration>(d: D, viewWidthCm: number): D {
  const c = clampDecoration(placed(d), viewWidthCm);
  return { ...d, xCm: roundCm(c.xCm), yCm: roundCm(c.yCm) };
}

/** The print area a decoration lies in (highlighted while dragging), or undefined. */
export function areaUnder(d: Pick<Decoration, 'xCm' | 'yCm' | 'widthCm' | 'heightCm' | 'rotateDegrees'>, view: EditorView): EditorArea | undefined {
  return areaForDecoration(view.areas, { ...d }, view.widthCm);
}
