import type { CurrentClothing, Logo, Position } from '@muestrario/shared/contract';
import { canvasScale, decorationToPx, logoDecoration, type DecorationBox } from '@muestrario/shared/rules';

export interface DecoratedView {
  position: Position;
  logos: Logo[];
}

/** The garment's views that carry at least one logo, in the garment's order, each with its logos (spec: 'Decorados {posición}'). */
export function decoratedViews(clothing: CurrentClothing | null | undefined, logos: readonly Logo[]): DecoratedView[] {
  if (!clothing) return [];
  return clothing.positions
    .map((position) => ({ position, logos: logos.filter((l) => l.viewId === position.id) }))
    .filter((view) => view.logos.length > 0);
}

/**
 * Where a logo is drawn on the square preview, in percent of the preview's side: the same
 * placement functions as the editor (centre x/y in cm, size, rotation around the centre), with a
 * "canvas" 100 units wide so the box scales with whatever size the preview has.
 */
export function previewBox(logo: Logo, viewWidthCm: number): DecorationBox {
  return decorationToPx(logoDecoration(logo), canvasScale(viewWidthCm, 100));
}
