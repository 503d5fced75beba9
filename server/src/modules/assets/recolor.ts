/** Placeholder fill used by the garment SVGs of the seed data. */
const GARMENT_PLACEHOLDER = /#GARMENT\b/g;
const DEFAULT_GARMENT_COLOR = 'FFFFFF';

/** Replaces the garment placeholder colour with `#RRGGBB` (default white). */
export function recolorGarment(svg: string, color: string = DEFAULT_GARMENT_COLOR): string {
  return svg.replace(GARMENT_PLACEHOLDER, `#${color.toUpperCase()}`);
}
