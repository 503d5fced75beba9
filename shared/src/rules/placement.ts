/**
 * Placement geometry shared by the design editor (remote-editor) and the review preview
 * (remote-samples), so both draw a decoration at exactly the same place.
 *
 * Conventions (see docs/decisions.md, "Placement geometry"):
 * - A view (garment position) is a square picture; `viewWidthCm` is its real width in cm, so its
 *   height in cm is the same. The canvas that shows it is square too (docs/requirements.md §9).
 * - Scale = canvas pixels per cm = canvas size in px / view width in cm (docs/requirements.md §9).
 * - A decoration (logo or text) is placed by its CENTRE: x/y in cm from the view's top-left corner
 *   (new decorations start at half the view width, docs/requirements.md §7). Rotation is in degrees, clockwise on
 *   screen (CSS `rotate()`), around that centre.
 * - Print areas are stored in percent (0–100) of the view picture, both axes relative to the
 *   square view (seed data and `Area` in the contract).
 *
 * Pure functions, no React or DOM.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Axis-aligned rectangle: top-left corner plus size, in whatever unit the caller uses (cm, px, %). */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A placed logo or text in cm: centre, size and rotation. */
export interface Decoration {
  xCm: number;
  yCm: number;
  widthCm: number;
  heightCm: number;
  rotateDegrees: number;
}

/** The placement fields of a logo as the API sends them (`Logo` in the contract). */
export interface PlacedLogo {
  xpositionCm: number;
  ypositionCm: number;
  widthCm: number;
  heightCm: number;
  rotateDegrees: number;
}

/** A print area as stored: percent (0–100) of the square view picture. */
export interface PercentArea {
  areaLeft: number;
  areaTop: number;
  width: number;
  height: number;
}

// ── Scale ────────────────────────────────────────────────────────────────────

/**
 * Canvas pixels per cm for a view `viewWidthCm` wide drawn on a square canvas `canvasPx` wide.
 * Returns 0 when either size is not a positive number (nothing can be drawn).
 */
export function canvasScale(viewWidthCm: number, canvasPx: number): number {
  if (!(viewWidthCm > 0) || !(canvasPx > 0) || !Number.isFinite(viewWidthCm) || !Number.isFinite(canvasPx)) return 0;
  return canvasPx / viewWidthCm;
}

/** Length in cm → canvas px at `scale` (px per cm). */
export function cmToPx(cm: number, scale: number): number {
  return cm * scale;
}

/** Length in canvas px → cm at `scale` (px per cm); 0 when the scale is 0. */
export function pxToCm(px: number, scale: number): number {
  return scale > 0 ? px / scale : 0;
}

/** Rectangle in cm → canvas px. */
export function rectCmToPx(rect: Rect, scale: number): Rect {
  return {
    left: cmToPx(rect.left, scale),
    top: cmToPx(rect.top, scale),
    width: cmToPx(rect.width, scale),
    height: cmToPx(rect.height, scale),
  };
}

/** Rectangle in canvas px → cm. */
export function rectPxToCm(rect: Rect, scale: number): Rect {
  return {
    left: pxToCm(rect.left, scale),
    top: pxToCm(rect.top, scale),
    width: pxToCm(rect.width, scale),
    height: pxToCm(rect.height, scale),
  };
}

// ── Rectangles and rotation ──────────────────────────────────────────────────

/** The whole square view in cm. */
export function viewRectCm(viewWidthCm: number): Rect {
  return { left: 0, top: 0, width: viewWidthCm, height: viewWidthCm };
}

/** Where a new decoration goes: the centre of the view (half the view width on both axes, docs/requirements.md §7). */
export function viewCentreCm(viewWidthCm: number): Point {
  return { x: viewWidthCm / 2, y: viewWidthCm / 2 };
}

/** Centre of a rectangle. */
export function rectCentre(rect: Rect): Point {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/** Rectangle of the given size centred on `centre`. */
export function rectAround(centre: Point, size: Size): Rect {
  return { left: centre.x - size.width / 2, top: centre.y - size.height / 2, width: size.width, height: size.height };
}

/** A logo from the API as a decoration (its x/y are the centre). */
export function logoDecoration(logo: PlacedLogo): Decoration {
  const { xpositionCm: xCm, ypositionCm: yCm, widthCm, heightCm, rotateDegrees } = logo;
  return { xCm, yCm, widthCm, heightCm, rotateDegrees };
}

/** A decoration's unrotated rectangle in cm (what CSS positions before applying `rotate()`). */
export function decorationRect(d: Decoration): Rect {
  return rectAround({ x: d.xCm, y: d.yCm }, { width: d.widthCm, height: d.heightCm });
}

/**
 * Axis-aligned bounding box of `rect` rotated by `degrees` around its centre.
 * Same unit in and out; the centre does not move.
 */
export function rotatedBounds(rect: Rect, degrees: number): Rect {
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  // Round away floating-point noise such as cos(90°) = 6e-17, so 90° gives an exact swap.
  const width = clean(rect.width * cos + rect.height * sin);
  const height = clean(rect.width * sin + rect.height * cos);
  return rectAround(rectCentre(rect), { width, height });
}

/** Bounding box in cm of a decoration with its rotation applied. */
export function decorationBounds(d: Decoration): Rect {
  return rotatedBounds(decorationRect(d), d.rotateDegrees);
}

/** Box to draw a decoration on a canvas: unrotated rectangle in px plus the rotation for CSS. */
export interface DecorationBox extends Rect {
  rotateDegrees: number;
}

/** A decoration in cm → its box in canvas px (apply `rotate(rotateDegrees)` around the box centre). */
export function decorationToPx(d: Decoration, scale: number): DecorationBox {
  return { ...rectCmToPx(decorationRect(d), scale), rotateDegrees: d.rotateDegrees };
}

/** A box in canvas px (e.g. after a drag or resize) → the decoration in cm. */
export function decorationFromPx(box: DecorationBox, scale: number): Decoration {
  const cm = rectPxToCm(box, scale);
  const centre = rectCentre(cm);
  return { xCm: centre.x, yCm: centre.y, widthCm: cm.width, heightCm: cm.height, rotateDegrees: box.rotateDegrees };
}

// ── Print areas ──────────────────────────────────────────────────────────────

/** A print area (percent of the view) → rectangle in cm for a view `viewWidthCm` wide. */
export function areaToCm(area: PercentArea, viewWidthCm: number): Rect {
  return percentRect(area, viewWidthCm);
}

/** A print area (percent of the view) → rectangle in px on a square canvas `canvasPx` wide. */
export function areaToPx(area: PercentArea, canvasPx: number): Rect {
  return percentRect(area, canvasPx);
}

// ── Hit-testing ──────────────────────────────────────────────────────────────

/** Whether `point` lies inside `rect` (edges included). */
export function containsPoint(rect: Rect, point: Point): boolean {
  return (
    point.x >= rect.left &&
    point.x <= rect.left + rect.width &&
    point.y >= rect.top &&
    point.y <= rect.top + rect.height
  );
}

/** Surface shared by two rectangles (0 when they do not overlap). */
export function overlapSurface(a: Rect, b: Rect): number {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The print area containing `pointCm` (cm from the view's top-left corner), or undefined.
 * Areas may overlap (e.g. 'Pecho derecho' inside 'Centro'): the smallest one wins, then the first.
 */
export function areaAtPoint<A extends PercentArea>(areas: readonly A[], pointCm: Point, viewWidthCm: number): A | undefined {
  let best: A | undefined;
  let bestSurface = Infinity;
  for (const area of areas) {
    const rect = areaToCm(area, viewWidthCm);
    const surface = rect.width * rect.height;
    if (containsPoint(rect, pointCm) && surface < bestSurface) {
      best = area;
      bestSurface = surface;
    }
  }
  return best;
}

/**
 * The print area a rectangle in cm belongs to: the area containing its centre (see `areaAtPoint`),
 * otherwise the area it overlaps most (first one on a tie), otherwise undefined.
 */
export function areaForRect<A extends PercentArea>(areas: readonly A[], rectCm: Rect, viewWidthCm: number): A | undefined {
  const byCentre = areaAtPoint(areas, rectCentre(rectCm), viewWidthCm);
  if (byCentre) return byCentre;
  let best: A | undefined;
  let bestOverlap = 0;
  for (const area of areas) {
    const overlap = overlapSurface(areaToCm(area, viewWidthCm), rectCm);
    if (overlap > bestOverlap) {
      best = area;
      bestOverlap = overlap;
    }
  }
  return best;
}

/** The print area a decoration lies in, judged on its rotated bounding box. */
export function areaForDecoration<A extends PercentArea>(areas: readonly A[], d: Decoration, viewWidthCm: number): A | undefined {
  return areaForRect(areas, decorationBounds(d), viewWidthCm);
}

// ── Clamping ─────────────────────────────────────────────────────────────────

/**
 * Moves `rect` (without resizing it) so it lies inside `bounds`. On an axis where it is larger
 * than `bounds` it is centred on `bounds` instead.
 */
export function clampRect(rect: Rect, bounds: Rect): Rect {
  return {
    ...rect,
    left: clampStart(rect.left, rect.width, bounds.left, bounds.width),
    top: clampStart(rect.top, rect.height, bounds.top, bounds.height),
  };
}

/**
 * Moves a decoration so its rotated bounding box lies inside the view (size and rotation kept).
 * A decoration larger than the view is centred on it along that axis.
 */
export function clampDecoration(d: Decoration, viewWidthCm: number): Decoration {
  const box = decorationBounds(d);
  const clamped = clampRect(box, viewRectCm(viewWidthCm));
  return { ...d, xCm: d.xCm + (clamped.left - box.left), yCm: d.yCm + (clamped.top - box.top) };
}

// ── Aspect ratio ─────────────────────────────────────────────────────────────

/**
 * Height that keeps the original picture's pixel ratio for a given width (docs/requirements.md §5: resizing keeps
 * the aspect ratio). A picture without a positive size is treated as square.
 */
export function heightForWidth(width: number, original: Size): number {
  return hasArea(original) ? (width * original.height) / original.width : width;
}

/** Width that keeps the original picture's pixel ratio for a given height (reverse of `heightForWidth`). */
export function widthForHeight(height: number, original: Size): number {
  return hasArea(original) ? (height * original.width) / original.height : height;
}

// ── Helpers ──────────────────────────────────────────────────────────────────

function percentRect(area: PercentArea, full: number): Rect {
  return {
    left: (area.areaLeft * full) / 100,
    top: (area.areaTop * full) / 100,
    width: (area.width * full) / 100,
    height: (area.height * full) / 100,
  };
}

function clampStart(start: number, length: number, boundsStart: number, boundsLength: number): number {
  if (length > boundsLength) return boundsStart + (boundsLength - length) / 2;
  return Math.min(Math.max(start, boundsStart), boundsStart + boundsLength - length);
}

function hasArea(size: Size): boolean {
  return size.width > 0 && size.height > 0 && Number.isFinite(size.width) && Number.isFinite(size.height);
}

function clean(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}
