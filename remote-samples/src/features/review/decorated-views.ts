import type { CurrentClothing, Logo, Position, SampleText } from '@muestrario/shared/contract';
import { canvasScale, decorationToPx, logoDecoration, type Decoration, type DecorationBox } from '@muestrario/shared/rules';

export interface DecoratedView {
  position: Position;
  logos: Logo[];
  /** The view's texts, bottom to top as the editor stacks them (zIndex). */
  texts: SampleText[];
}

/**
 * The garment's views that carry at least one decoration (logo or text), in the garment's order, each
 * with its logos and texts (spec: 'Decorados {posición}'). A view with only texts is listed too.
 */
export function decoratedViews(
  clothing: CurrentClothing | null | undefined,
  logos: readonly Logo[],
  texts: readonly SampleText[] = [],
): DecoratedView[] {
  if (!clothing) return [];
  return clothing.positions
    .map((position) => ({
      position,
      logos: logos.filter((l) => l.viewId === position.id),
      texts: texts.filter((t) => t.viewId === position.id).sort((a, b) => a.zIndex - b.zIndex),
    }))
    .filter((view) => view.logos.length + view.texts.length > 0);
}

/**
 * Where a decoration is drawn on the square preview, in percent of the preview's side: the same
 * placement functions as the editor (centre x/y in cm, size, rotation around the centre), with a
 * "canvas" 100 units wide so the box scales with whatever size the preview has.
 */
export function previewBox(decoration: Decoration, viewWidthCm: number): DecorationBox {
  return decorationToPx(decoration, canvasScale(viewWidthCm, 100));
}

/** A logo's box on the preview (its API x/y are the centre). */
export const logoPreviewBox = (logo: Logo, viewWidthCm: number): DecorationBox => previewBox(logoDecoration(logo), viewWidthCm);

/** The text colour as CSS ('#RRGGBB'; the API stores six hex digits without '#'). */
export const textColorCss = (color: string): string => `#${color.replace(/^#/, '').toUpperCase()}`;

/** One decoration of a view as the preview draws it. */
export type PreviewItem = { kind: 'logo'; key: string; logo: Logo } | { kind: 'text'; key: string; text: SampleText };

/**
 * A view's logos and texts in drawing order, bottom first: by stacking order (zIndex, as the editor's
 * canvas stacks them; a logo without one is at 0), the order given on a tie.
 */
export function previewItems(view: Pick<DecoratedView, 'logos' | 'texts'>): PreviewItem[] {
  const items = [
    ...view.logos.map((logo) => ({ z: logo.zIndex ?? 0, item: { kind: 'logo' as const, key: `logo-${logo.logoId}`, logo } })),
    ...view.texts.map((text) => ({ z: text.zIndex, item: { kind: 'text' as const, key: `text-${text.textId}`, text } })),
  ];
  return items.sort((a, b) => a.z - b.z).map(({ item }) => item);
}
