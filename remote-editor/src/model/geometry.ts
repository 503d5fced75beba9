import { MIN_DECORATION_CM } from '@muestrario/shared/domain';
import { areaForDecoration, clampDecoration, type Decoration as Placed } from '@muestrario/shared/rules';
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

/**
 * Size for a wanted height that keeps `ratio` (width ÷ height) and fits the view: neither side is
 * smaller than MIN_DECORATION_CM (when the ratio allows) nor larger than the view.
 */
export function sizeForHeight(heightCm: number, ratio: number, viewWidthCm: number): { widthCm: number; heightCm: number } {
  const r = ratio > 0 && Number.isFinite(ratio) ? ratio : 1;
  let h = Number.isFinite(heightCm) ? heightCm : MIN_DECORATION_CM;
  h = Math.max(h, MIN_DECORATION_CM, MIN_DECORATION_CM / r);
  // The larger side may not exceed the view.
  const maxH = Math.min(viewWidthCm, viewWidthCm / r);
  h = Math.min(h, maxH);
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
