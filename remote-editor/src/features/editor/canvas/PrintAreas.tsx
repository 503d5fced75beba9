import { areaToPx } from '@muestrario/shared/rules';
import { cx } from '@muestrario/shared/ui';
import type { EditorArea } from '../../../model';

/** The view's print areas as named zones (shown while dragging); the one under the decoration is highlighted. */
export function PrintAreas({ areas, canvasPx, activeId }: { areas: EditorArea[]; canvasPx: number; activeId: number | undefined }) {
  return (
    <div className="ed:pointer-events-none ed:absolute ed:inset-0 ed:z-[5]" data-testid="print-areas">
      {areas.map((area) => {
        const r = areaToPx(area, canvasPx);
        const active = area.id === activeId;
        return (
          <div
            key={area.id}
            data-active={active || undefined}
            aria-label={active ? `Zona ${area.title} (bajo el elemento)` : `Zona ${area.title}`}
            role="img"
            className={cx(
              'ed:absolute ed:rounded-sm ed:border-2 ed:border-dashed',
              active ? 'ed:border-emerald-500 ed:bg-emerald-400/20' : 'ed:border-primary-400/70 ed:bg-primary-200/10',
            )}
            style={{ left: r.left, top: r.top, width: r.width, height: r.height }}
          >
            <span
              className={cx(
                'ed:absolute ed:top-0.5 ed:left-0.5 ed:rounded ed:px-1 ed:text-[10px] ed:leading-4 ed:font-semibold ed:whitespace-nowrap',
                active ? 'ed:bg-emerald-600 ed:text-white' : 'ed:bg-white/85 ed:text-primary-800',
              )}
            >
              {area.title}
            </span>
          </div>
        );
      })}
    </div>
  );
}
