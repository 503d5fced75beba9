import { useId } from 'react';
import { Link } from 'react-router';
import { useAuthDetails, useDashboardSamples } from '@muestrario/shared/api';
import { pendingFor } from '@muestrario/shared/rules';
import { paths, samplePath } from '@muestrario/shared/routes';
import { Card, EmptyState } from '@muestrario/shared/ui';
import { LoadingRows, SampleRows } from '../sample-rows/SampleRows';

const hrefOf = (s: { sampleId: number; sampleStage: number }) => samplePath(s.sampleId, s.sampleStage);

/** The 'Muestras pendientes' card of the home page: a table from md up, stacked cards on phones. */
export function PendingSamples() {
  const headingId = useId();
  // Spec §8: a failed load just stops loading; the card then shows its empty state.
  // Only `data` and `error` are read: SWR re-renders for the fields a component reads, and `isLoading`
  // flips after the first render even when the rows were already in the cache (preloaded).
  const { data, error } = useDashboardSamples();
  // Whose work it is depends on who is signed in: wait for the session (the host has it cached).
  const { data: user, error: userError } = useAuthDetails();
  const rows = data ? pendingFor(user ?? undefined, data) : [];
  const loading = (data === undefined && error === undefined) || (user === undefined && userError === undefined);

  return (
    <Card padding="none" className="ms:overflow-hidden">
      <div className="ms:flex ms:flex-wrap ms:items-center ms:justify-between ms:gap-2 ms:border-b ms:border-gray-200 ms:px-4 ms:py-4 ms:sm:px-6">
        <div>
          <h2 id={headingId} className="ms:text-base ms:font-semibold ms:text-gray-900">
            Muestras pendientes
          </h2>
          {!loading && rows.length > 0 && (
            <p className="ms:text-sm ms:text-gray-500">
              {rows.length === 1 ? '1 muestra sin autorizar' : `${rows.length} muestras sin autorizar`}
            </p>
          )}
        </div>
        <Link to={paths.samples} className="ms:text-sm ms:font-semibold ms:text-primary-700 ms:hover:text-primary-900">
          Ver todas<span className="ms:sr-only"> las muestras</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </div>

      {loading ? (
        <LoadingRows label="Cargando muestras pendientes" />
      ) : rows.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No hay muestras pendientes"
          description="Cuando crees una muestra aparecerá aquí hasta que se autorice."
        />
      ) : (
        <SampleRows rows={rows} headingId={headingId} hrefOf={hrefOf} showDue />
      )}
    </Card>
  );
}
