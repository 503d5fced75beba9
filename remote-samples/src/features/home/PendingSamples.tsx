import { useId } from 'react';
import { Link } from 'react-router';
import { useAllowed, useSamplePages } from '@muestrario/shared/api';
import { paths, samplePath } from '@muestrario/shared/routes';
import { Card, EmptyState } from '@muestrario/shared/ui';
import { PagedSampleRows } from '../sample-rows/PagedSampleRows';
import { PENDING_QUERY } from './pending-query';

const hrefOf = (s: { sampleId: number; sampleStage: number }) => samplePath(s.sampleId, s.sampleStage);

/** The 'Muestras pendientes' card of the home page: a table from md up, stacked cards on phones. */
export function PendingSamples() {
  const headingId = useId();
  // The signed-in user's open work (the server picks it by role, issue 15), one page at a time (issue 20);
  // the first page's GET starts before the screen renders (routes.tsx). A failed call shows an alert with
  // 'Reintentar'.
  const pages = useSamplePages(PENDING_QUERY);
  const total = pages.total;
  const mayCreate = useAllowed('sample.create');

  return (
    <Card padding="none" className="ms:overflow-hidden">
      <div className="ms:flex ms:flex-wrap ms:items-center ms:justify-between ms:gap-2 ms:border-b ms:border-gray-200 ms:px-4 ms:py-4 ms:sm:px-6">
        <div>
          <h2 id={headingId} className="ms:text-base ms:font-semibold ms:text-gray-900">
            Muestras pendientes
          </h2>
          {total !== undefined && total > 0 && (
            <p className="ms:text-sm ms:text-gray-500">{total === 1 ? '1 muestra sin autorizar' : `${total} muestras sin autorizar`}</p>
          )}
        </div>
        <Link to={paths.samples} className="ms:text-sm ms:font-semibold ms:text-primary-700 ms:hover:text-primary-900">
          Ver todas<span className="ms:sr-only"> las muestras</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </div>

      <PagedSampleRows
        pages={pages}
        headingId={headingId}
        hrefOf={hrefOf}
        loadingLabel="Cargando muestras pendientes"
        showDue
        empty={
          <EmptyState
            headingLevel={3}
            title="No hay muestras pendientes"
            description={
              mayCreate ? 'Cuando crees una muestra aparecerá aquí hasta que se autorice.' : 'Cuando una muestra llegue a tu etapa aparecerá aquí.'
            }
          />
        }
      />
    </Card>
  );
}
