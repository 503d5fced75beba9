import { useId, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useAllowed, useSamplePages } from '@muestrario/shared/api';
import type { SampleListItem } from '@muestrario/shared/contract';
import { SAMPLE_STAGES, STAGE, STAGE_CODES, type ListNoticeState, type SampleStage } from '@muestrario/shared/domain';
import { paths, samplePath } from '@muestrario/shared/routes';
import { PageHeader, Button, buttonClassName, Card, Field, EmptyState, Select, usePageTitle, TextInput, useSearchText } from '@muestrario/shared/ui';
import { PagedSampleRows, ROWS_PER_PAGE } from '../sample-rows/PagedSampleRows';
import { isFiltered, listQueryParams, parseListQuery, serverQuery, type ListQuery } from './list-query';


/** Pause in typing after which the search goes to the server. */
const SEARCH_DEBOUNCE_MS = 250;

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

/**
 * /samples and /clients (spec: the same list screen): every sample, one page at a time, with a search and a
 * stage filter kept in the URL and applied by the server.
 */
export default function SamplesList({ variant }: { variant: ListVariant }) {
  usePageTitle(variant === 'clients' ? 'Clientes' : 'Muestras');
  const { title, description, hrefOf } = VARIANTS[variant];
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const query = parseListQuery(params);
  const update = (change: Partial<ListQuery>) => setParams(listQueryParams({ ...query, ...change }), { replace: true });

  // Search and stage are applied by the server, one page at a time (issue 20); the search goes into the
  // URL, and to the server, once the user pauses typing. A failed call shows an alert with 'Reintentar';
  // the search box keeps its text.
  const [searchText, setSearchText] = useSearchText(query.q, (q) => update({ q }), SEARCH_DEBOUNCE_MS);
  const pages = useSamplePages(serverQuery(query, ROWS_PER_PAGE));
  const total = pages.total;
  const filtered = isFiltered(query);
  // 'Crear muestra' only for whoever the permission table lets create samples (never a form to be refused).
  const mayCreate = useAllowed('sample.create');
  // A notice another screen left in the router state (the editor: 'Diseño enviado…'), until dismissed.
  const location = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const notice = dismissed ? undefined : (location.state as Partial<ListNoticeState> | null)?.notice;

  return (
    <div className="ms:space-y-6">
      {typeof notice === 'string' && (
        <div role="status" className="ms:flex ms:items-center ms:justify-between ms:gap-3 ms:rounded-lg ms:border ms:border-green-200 ms:bg-green-50 ms:px-4 ms:py-3 ms:text-sm ms:text-green-800">
          <p>{notice}</p>
          <Button variant="ghost" size="sm" onClick={() => setDismissed(true)}>
            Cerrar aviso
          </Button>
        </div>
      )}
      <PageHeader
        title={title}
        description={<p>{description}</p>}
        actions={
          mayCreate && (
            <Link to={paths.createSample} className={buttonClassName()}>
              Crear muestra
            </Link>
          )
        }
      />
      <Card padding="none" className="ms:overflow-hidden">
        <div className="ms:space-y-4 ms:border-b ms:border-gray-200 ms:px-4 ms:py-4 ms:sm:px-6">
          <div className="ms:flex ms:flex-wrap ms:items-baseline ms:justify-between ms:gap-2">
            <h2 id={headingId} className="ms:text-base ms:font-semibold ms:text-gray-900">
              Todas las muestras
            </h2>
            {total !== undefined && (total > 0 || filtered) && (
              <p className="ms:text-sm ms:text-gray-500" aria-live="polite">
                {filtered
                  ? total === 1
                    ? '1 muestra coincide'
                    : `${total} muestras coinciden`
                  : total === 1
                    ? '1 muestra'
                    : `${total} muestras`}
              </p>
            )}
          </div>
          <div role="search" aria-label="Filtrar muestras" className="ms:grid ms:gap-3 ms:sm:grid-cols-[minmax(0,1fr)_14rem]">
            <Field label="Buscar muestra">
              <TextInput
                type="search"
                placeholder="Proyecto o cliente"
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
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

        <PagedSampleRows
          pages={pages}
          headingId={headingId}
          hrefOf={hrefOf}
          loadingLabel="Cargando muestras"
          empty={
            filtered ? (
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
              <EmptyState
                headingLevel={3}
                title="Todavía no hay muestras"
                description={mayCreate ? 'Crea la primera muestra para un cliente y aparecerá aquí.' : 'Cuando un vendedor cree una muestra aparecerá aquí.'}
                action={
                  mayCreate && (
                    <Link to={paths.createSample} className={buttonClassName()}>
                      Crear muestra
                    </Link>
                  )
                }
              />
            )
          }
        />
      </Card>
    </div>
  );
}
