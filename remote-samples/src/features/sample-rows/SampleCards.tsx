import { Link } from 'react-router';
import { localToday } from '@muestrario/shared/rules';
import { Avatar, StageBadge } from '@muestrario/shared/ui';
import { dash, DueDate, productionText, type SampleRowsProps } from './sample-cells';
import type { RowWindowing } from './row-windowing';

/** A card's usual height on a phone (name and badge, client, one line of details, 16 px padding each side). */
export const CARD_HEIGHT = 97;

/**
 * The rows as cards (phones); a long list keeps only the cards near the viewport in the page, the space
 * of the others held by the list's padding (and a margin before a kept focused card) (nothing extra in the list for screen readers), and each
 * card says where it stands (aria-posinset of aria-setsize).
 */
export function SampleCards({ rows, total, headingId, hrefOf, showDue = false, windowing }: SampleRowsProps & { windowing: RowWindowing<HTMLUListElement> }) {
  const today = localToday(new Date());
  const { listRef, layout, measure, onFocus, onBlur } = windowing;
  return (
    <ul
      ref={listRef}
      aria-labelledby={headingId}
      onFocus={onFocus}
      onBlur={onBlur}
      style={{ paddingTop: layout.rows[0]?.gapBefore || undefined, paddingBottom: layout.gapAfter || undefined }}
      className="ms:divide-y ms:divide-gray-100 ms:md:hidden"
    >
      {layout.rows.map(({ index, gapBefore }, i) => {
        const s = rows[index]!;
        return (
          <li
            key={s.sampleId}
            ref={measure}
            data-index={index}
            aria-posinset={index + 1}
            aria-setsize={total ?? rows.length}
            // The first run's gap is the list's padding: a first child's margin would collapse through
            // the list's top, move the list itself and so the window (an endless loop).
            style={i > 0 && gapBefore > 0 ? { marginTop: gapBefore } : undefined}
            className="ms:relative ms:flex ms:gap-3 ms:px-4 ms:py-4 ms:hover:bg-gray-50"
          >
            <Avatar name={s.cardName} size="md" />
            <div className="ms:min-w-0 ms:flex-1">
              <div className="ms:flex ms:items-start ms:justify-between ms:gap-2">
                {/* The link covers the whole card (after:inset-0): one tab stop, a big touch target. */}
                <Link to={hrefOf(s)} className="ms:font-semibold ms:text-gray-900 ms:after:absolute ms:after:inset-0 ms:after:content-['']">
                  {s.sampleName}
                </Link>
                <StageBadge stage={s.sampleStage} />
              </div>
              <p className="ms:truncate ms:text-sm ms:text-gray-700">{s.cardName}</p>
              <dl className="ms:mt-1 ms:flex ms:flex-wrap ms:gap-x-3 ms:text-xs ms:text-gray-500">
                <div className="ms:flex ms:gap-1">
                  <dt>Prenda:</dt>
                  <dd>{dash(s.title)}</dd>
                </div>
                <div className="ms:flex ms:gap-1">
                  <dt>Depto.:</dt>
                  <dd>{dash(s.department)}</dd>
                </div>
                <div className="ms:flex ms:gap-1">
                  <dt>Sobre:</dt>
                  <dd>{s.sampleOn}</dd>
                </div>
                {s.production && (
                  <div className="ms:flex ms:gap-1 ms:font-medium ms:text-emerald-800">
                    <dt>En producción:</dt>
                    <dd>{productionText(s.production)}</dd>
                  </div>
                )}
                {showDue && (
                  <div className="ms:flex ms:gap-1">
                    <dt>Compromiso:</dt>
                    <dd>
                      <DueDate sample={s} today={today} />
                    </dd>
                  </div>
                )}
              </dl>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
