import { foldForSearch } from './colour/family';
import {
  areaForDecoration,
  areaToCm,
  clampRect,
  decorationBounds,
  rectCentre,
  viewRectCm,
  type Decoration,
  type PercentArea,
  type Rect,
} from './placement';

/**
 * Where decorations go when a sample's garment changes (issue 16, item 5), written once: the server
 * applies it inside select-clothing's transaction and the editor uses it to tell the seller what moved.
 *
 * For each decoration:
 * 1. The view: the new garment's view with the same title ('Frente' → 'Frente'), else the one at the
 *    same place in the list, else the first.
 * 2. The print area: the new view's area with the same title as the area the decoration lay in
 *    ('Pecho izquierdo' → 'Pecho izquierdo'); there it keeps its relative place inside the area.
 *    Otherwise (no area of that name, or it lay outside every area) it is centred in the new view's
 *    largest area. A view without areas counts as one area: the whole view.
 * 3. Scaled down (ratio kept, never up) so its rotated bounds fit the area, then moved inside it.
 */

export interface GarmentArea extends PercentArea {
  title: string;
}

export interface GarmentView {
  id: number;
  title: string;
  widthCm: number;
  areas: readonly GarmentArea[];
}

export interface PlacedOnView<K = number> extends Decoration {
  key: K;
  viewId: number;
}

export interface Replacement<K = number> extends PlacedOnView<K> {
  /** Title of the area it was placed in on the new view ('' for a view without areas). */
  areaTitle: string;
  /** The same-named area was found (else: centred in the largest area). */
  matchedArea: boolean;
  /** It was made smaller to fit (factor below 1). */
  scaled: boolean;
  /** Its view, centre or size changed. */
  changed: boolean;
}

const same = (a: string, b: string) => foldForSearch(a) === foldForSearch(b);
const EPS = 1e-6;

/** The view of the new garment a decoration of `oldView` goes to. */
export function targetView(oldViews: readonly GarmentView[], newViews: readonly GarmentView[], oldViewId: number): GarmentView | undefined {
  const old = oldViews.find((v) => v.id === oldViewId);
  if (old) {
    const byTitle = newViews.find((v) => same(v.title, old.title));
    if (byTitle) return byTitle;
  }
  const index = oldViews.findIndex((v) => v.id === oldViewId);
  return newViews[index] ?? newViews[0];
}

function largestArea(view: GarmentView): GarmentArea | undefined {
  let best: GarmentArea | undefined;
  for (const a of view.areas) if (!best || a.width * a.height > best.width * best.height) best = a;
  return best;
}

/** One decoration onto the new garment (see the module comment). */
export function replaceDecoration<K>(d: PlacedOnView<K>, oldViews: readonly GarmentView[], newViews: readonly GarmentView[]): Replacement<K> | undefined {
  const view = targetView(oldViews, newViews, d.viewId);
  if (!view) return undefined;
  const oldView = oldViews.find((v) => v.id === d.viewId);
  const oldArea = oldView ? areaForDecoration(oldView.areas, d, oldView.widthCm) : undefined;
  const named = oldArea ? view.areas.find((a) => same(a.title, oldArea.title)) : undefined;
  const area = named ?? largestArea(view);
  const areaRect: Rect = area ? areaToCm(area, view.widthCm) : viewRectCm(view.widthCm);

  // Centre: same relative place inside the same-named area, else the area's centre.
  let centre = rectCentre(areaRect);
  if (named && oldArea && oldView) {
    const from = areaToCm(oldArea, oldView.widthCm);
    const fx = from.width > 0 ? (d.xCm - from.left) / from.width : 0.5;
    const fy = from.height > 0 ? (d.yCm - from.top) / from.height : 0.5;
    centre = { x: areaRect.left + fx * areaRect.width, y: areaRect.top + fy * areaRect.height };
  }

  // Scale down so the rotated bounds fit the area.
  const bounds = decorationBounds(d);
  const factor = Math.min(1, bounds.width > 0 ? areaRect.width / bounds.width : 1, bounds.height > 0 ? areaRect.height / bounds.height : 1);
  const sized: Decoration = { ...d, xCm: centre.x, yCm: centre.y, widthCm: d.widthCm * factor, heightCm: d.heightCm * factor };
  const box = decorationBounds(sized);
  const inside = clampRect(box, areaRect);
  const xCm = round(sized.xCm + inside.left - box.left);
  const yCm = round(sized.yCm + inside.top - box.top);
  const widthCm = round(sized.widthCm);
  const heightCm = round(sized.heightCm);
  const changed =
    view.id !== d.viewId || Math.abs(xCm - d.xCm) > EPS || Math.abs(yCm - d.yCm) > EPS || Math.abs(widthCm - d.widthCm) > EPS || Math.abs(heightCm - d.heightCm) > EPS;
  return {
    key: d.key,
    viewId: view.id,
    xCm,
    yCm,
    widthCm,
    heightCm,
    rotateDegrees: d.rotateDegrees,
    areaTitle: area?.title ?? '',
    matchedArea: named !== undefined,
    scaled: factor < 1 - EPS,
    changed,
  };
}

/** Every decoration onto the new garment; none when the new garment has no views. */
export function replaceOnGarment<K>(decorations: readonly PlacedOnView<K>[], oldViews: readonly GarmentView[], newViews: readonly GarmentView[]): Replacement<K>[] {
  return decorations.flatMap((d) => replaceDecoration(d, oldViews, newViews) ?? []);
}

/** A line per decoration that moved, for the seller: 'Logo 1: pasó a Frente, zona Frente gorra (centrado); reducido a 10.3 × 5.2 cm'. */
export function replacementLines<K>(
  replacements: readonly Replacement<K>[],
  nameOf: (key: K) => string,
  viewTitleOf: (viewId: number) => string,
): string[] {
  return replacements
    .filter((r) => r.changed)
    .map((r) => {
      const where = `${viewTitleOf(r.viewId)}${r.areaTitle ? `, zona ${r.areaTitle}` : ''}`;
      const how = r.scaled ? `; reducido a ${cm(r.widthCm)} × ${cm(r.heightCm)} cm` : '';
      return `${nameOf(r.key)}: pasó a ${where}${r.matchedArea ? '' : ' (centrado)'}${how}`;
    });
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}

function cm(v: number): string {
  return String(Math.round(v * 10) / 10);
}
