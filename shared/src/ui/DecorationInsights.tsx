import { estimateLines } from '../rules/colour/insights';
import type { EmbroideryEstimate } from '../rules/colour/embroidery-estimate';
import type { DecorationWarning } from '../rules/colour/warnings';
import { cx } from './cx';

/**
 * The amber, never-blocking warnings of a decoration (issue 18). A polite live region: a warning that
 * appears as a field changes is read out without interrupting. Nothing is shown when there are none.
 */
export function DecorationWarnings({ warnings, className }: { warnings: readonly Pick<DecorationWarning, 'message'>[]; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={className}>
      {warnings.length > 0 && (
        <section aria-label="Avisos del decorado" className="ui:rounded-md ui:border ui:border-amber-200 ui:bg-amber-50 ui:p-3 ui:text-sm ui:text-amber-900">
          <p className="ui:flex ui:items-center ui:gap-2 ui:font-semibold">
            <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="ui:size-4 ui:shrink-0 ui:text-amber-500">
              <path fillRule="evenodd" clipRule="evenodd" d="M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495ZM10 6a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 6Zm0 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" />
            </svg>
            {warnings.length === 1 ? '1 aviso' : `${warnings.length} avisos`}
          </p>
          <ul className="ui:mt-1.5 ui:list-disc ui:space-y-1 ui:pl-6">
            {warnings.map((w, i) => (
              <li key={i}>{w.message}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

type EstimateShape = Pick<EmbroideryEstimate, 'stitches' | 'minutes' | 'topMetres' | 'bobbinMetres' | 'source'> & { tier?: { label: string; price: number } | undefined };

/** 'Estimado de bordado': stitches (or a DST file's real count), machine time, thread and price tier. */
export function EmbroideryEstimateCard({ estimate, title = 'Estimado de bordado', className }: { estimate: EstimateShape; title?: string; className?: string }) {
  const [count, ...rest] = estimateLines(estimate);
  return (
    <section aria-label={title} className={cx('ui:rounded-md ui:bg-gray-50 ui:p-3 ui:text-sm ui:ring-1 ui:ring-gray-200', className)}>
      <p className="ui:font-semibold ui:text-gray-900">{title}</p>
      <p className="ui:mt-1 ui:font-medium ui:text-gray-900">
        <output>{count}</output>
      </p>
      <ul className="ui:mt-1 ui:space-y-0.5 ui:text-gray-600">
        {rest.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
