import { cx } from './cx';

/** A light weave drawn over the fabric colour, so the piece reads as cloth on any colour. */
const WEAVE =
  'repeating-linear-gradient(45deg, rgba(255,255,255,0.07) 0 2px, transparent 2px 6px), repeating-linear-gradient(-45deg, rgba(0,0,0,0.06) 0 2px, transparent 2px 6px)';

/** The fabric's name as shown, 'Tela sin elegir' while none is chosen. */
export function fabricName(fabric: string): string {
  return fabric.trim() || 'Tela sin elegir';
}

/**
 * A sample on 'Lienzo' (issue 16, item 6): the fabric piece in its colour with the fabric's name,
 * filling its positioned parent (the editor canvas, the review preview); decorations go on top.
 */
export function FabricPiece({ fabric, color, className }: { fabric: string; color: string; className?: string }) {
  const name = fabricName(fabric);
  const hex = color.startsWith('#') ? color.toUpperCase() : `#${color.toUpperCase()}`;
  return (
    <div
      role="img"
      aria-label={`Lienzo de ${name}, color ${hex}`}
      data-background="true"
      className={cx('ui:absolute ui:inset-[3%] ui:rounded-sm ui:shadow-md ui:ring-1 ui:ring-black/15', className)}
      style={{ backgroundColor: hex, backgroundImage: WEAVE, printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }}
    >
      <span
        aria-hidden="true"
        className="ui:pointer-events-none ui:absolute ui:bottom-2 ui:left-2 ui:max-w-[calc(100%-1rem)] ui:truncate ui:rounded ui:bg-white/90 ui:px-2 ui:py-0.5 ui:text-xs ui:font-medium ui:text-gray-900 ui:shadow-sm ui:ring-1 ui:ring-black/10"
      >
        Lienzo · {name}
      </span>
    </div>
  );
}
