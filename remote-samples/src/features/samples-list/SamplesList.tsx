import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDashboardSamples } from '@muestrario/shared/api';
import type { SampleListItem } from '@muestrario/shared/contract';
import { SAMPLE_STAGES, STAGE, STAGE_CODES, type SampleStage } from '@muestrario/shared/domain';
import { paths, samplePath } from '@muestrario/shared/routes';
import { Button, buttonClassName, Card, EmptyState, Field, PageHeader, Select, TextInput } from '@muestrario/shared/ui';
import { LoadingRows, SampleRows } from '../sample-rows/SampleRows';
import { filterSamples, isFiltered, listQueryParams, parseListQuery, type ListQuery } from './list-query';

export type ListVariant = 'samples' | 'clients';

const VARIANTS: Record<ListVariant, { title: string; description: string; hrefOf: (s: SampleListItem) => string }> = {
  samples: {
    title: 'Muestras',
    description: 'Todas las muestras, de la más reciente a la más antigua.',
    hrefOf: (s) => samplePath(s.sampleId, s.sampleStage),
  },
  clients: {
    title: 'Clientes',
    description: 'Las muestras de cada cliente. Busca por el nombre del cliente o del proyecto.',
    hrefOf: (s) => (s.sampleStage === STAGE.design ? paths.sampleDesign(s.sampleId) : paths.client(s.sampleId)),
  },
};

const STAGE_OPTIONS = STAGE_CODES.map((code) => ({ value: String(code), label: `${code}. ${SAMPLE_STAGES[code]}` }));

/** /samples and /clients (spec: the same list screen): every sample, with a search and a stage filter kept in the URL. */
export default function SamplesList({ variant }: { variant: ListVariant }) {
  const { title, description, hrefOf } = VARIANTS[variant];
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const query = parseListQuery(params);
  const update = (change: Partial<ListQuery>) => setParams(listQueryParams({ ...query, ...change }), { replace: true });

  // Spec §8: a failed load just stops loading; the list then looks empty.
  // Only `data` and `error` are read (see PendingSamples): no second render once the rows are here.
  const { data, error } = useDashboardSamples();
  const loading = data === undefined && error === undefined;
  const all = data ?? [];
  const rows = filterSamples(all, query);

  return (
    <div className="ms:space-y-6">
      <PageHeader
        title={title}
        description={<p>{description}</p>}
        actions={
          <Link to={paths.createSample} className={buttonClassName()}>
            Crear muestra
          </Link>
        }
      />
      <Card padding="none" className="ms:overflow-hidden">
        <div className="ms:space-y-4 ms:border-b ms:border-gray-200 ms:px-4 ms:py-4 ms:sm:px-6">
          <div className="ms:flex ms:flex-wrap ms:items-baseline ms:justify-between ms:gap-2">
            <h2 id={headingId} className="ms:text-base ms:font-semibold ms:text-gray-900">
              Todas las muestras
            </h2>
            {!loading && all.length > 0 && (
              <p className="ms:text-sm ms:text-gray-500" aria-live="polite">
                {isFiltered(query) ? `${rows.length} de ${all.length} muestras` : all.length === 1 ? '1 muestra' : `${all.length} muestras`}
              </p>
            )}
          </div>
          <div role="search" aria-label="Filtrar muestras" className="ms:grid ms:gap-3 ms:sm:grid-cols-[minmax(0,1fr)_14rem]">
            <Field label="Buscar muestra">
              <TextInput
                type="search"
                placeholder="Proyecto o cliente"
                value={query.q}
                onChange={(e) => update({ q: e.target.value })}
                autoComplete="off"
              />
            </Field>
            <Field label="Etapa">
              <Select
                options={STAGE_OPTIONS}
                placeholder="Todas las etapas"
                value={query.stage === null ? '' : String(query.stage)}
                onChange={(e) => update({ stage: e.target.value ? (Number(e.target.value) as SampleStage) : null })}
              />
            </Field>
          </div>
        </div>

        {loading ? (
          <LoadingRows label="Cargando muestras" rows={8} />
        ) : all.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="Todavía no hay muestras"
            description="Crea la primera muestra para un cliente y aparecerá aquí."
            action={
              <Link to={paths.createSample} className={buttonClassName()}>
                Crear muestra
              </Link>
            }
          />
        ) : rows.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="Ninguna muestra coincide"
            description="Prueba con otro nombre de proyecto o de cliente, o con otra etapa."
            action={
              <Button variant="secondary" onClick={() => update({ q: '', stage: null })}>
                Quitar filtros
              </Button>
            }
          />
        ) : (
          <SampleRows rows={rows} headingId={headingId} hrefOf={hrefOf} />
        )}
      </Card>
    </div>
  );
}
