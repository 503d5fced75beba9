import { useRef, type ReactNode } from 'react';
import type { SamplePages } from '@muestrario/shared/api';
import type { SampleListItem } from '@muestrario/shared/contract';
import { SAMPLE_LIST_MESSAGES } from '@muestrario/shared/domain';
import { Button, LoadFailed } from '@muestrario/shared/ui';
import { LoadingRows, SampleRows } from './SampleRows';
import { ROWS_PER_PAGE } from './list-sizes';
import { useLoadOnScroll } from './useLoadOnScroll';

export { ROWS_PER_PAGE } from './list-sizes';

export interface PagedSampleRowsProps {
  pages: SamplePages;
  headingId: string;
  hrefOf: (sample: SampleListItem) => string;
  loadingLabel: string;
  /** What to show when the first page came back empty. */
  empty: ReactNode;
  /** A 'Fecha compromiso' column with overdue dates marked (home). */
  showDue?: boolean;
}

/**
 * A list read page by page (useSamplePages): the rows loaded so far, the next page asked as the end of
 * the list scrolls near (and a 'Cargar más muestras' button for keyboards and screen readers), and a
 * Spanish alert with 'Reintentar' when a call fails (what was on screen stays).
 */
export function PagedSampleRows({ pages, headingId, hrefOf, loadingLabel, empty, showDue = false }: PagedSampleRowsProps) {
  const end = useRef<HTMLDivElement>(null);
  useLoadOnScroll(end, pages.hasMore && !pages.loadingMore && !pages.error, pages.loadMore);
  const failed = pages.error !== undefined;
  // 'No hay más muestras.' only after more than one page (a short list needs no end marker).
  const atEnd = !pages.hasMore && pages.total !== undefined && pages.total > ROWS_PER_PAGE;
  const alert = failed && (
    <LoadFailed
      className="ms:m-4" title={pages.items.length ? SAMPLE_LIST_MESSAGES.moreFailed : SAMPLE_LIST_MESSAGES.loadFailed} onRetry={pages.retry}/>
  );

  if (pages.loading) return <LoadingRows label={loadingLabel} rows={8} />;
  if (!pages.items.length) return failed ? alert : empty;
  return (
    <div aria-busy={pages.loadingMore || undefined}>
      <SampleRows rows={pages.items} total={pages.total} headingId={headingId} hrefOf={hrefOf} showDue={showDue} />
      {(alert || pages.hasMore || atEnd) && (
        <div ref={end} className="ms:border-t ms:border-gray-100 ms:px-4 ms:py-3 ms:text-center ms:text-sm ms:text-gray-500">
          {alert ||
            (pages.hasMore ? (
              <Button variant="ghost" size="sm" loading={pages.loadingMore} onClick={pages.loadMore}>
                {pages.loadingMore ? 'Cargando más muestras…' : 'Cargar más muestras'}
              </Button>
            ) : (
              <span>No hay más muestras.</span>
            ))}
        </div>
      )}
    </div>
  );
}
