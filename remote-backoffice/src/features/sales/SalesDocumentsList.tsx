import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { SalesDocumentRow } from '@muestrario/shared/contract';
import { DOCUMENT_STATUSES, type DocumentStatus, type SalesDocumentKind } from '@muestrario/shared/domain';
import { formatMoneyOrHidden } from '@muestrario/shared/rules';
import { Button, Card, Combobox, EmptyState, Field, LoadingBlock, PageHeader, Select, TextInput, buttonClassName, useDebouncedValue, usePageTitle } from '@muestrario/shared/ui';
import { FilterIcon, PlusIcon, SearchIcon } from '../icons';
import { LoadFailed } from '../layout/LoadStates';
import { Pagination } from '../paging/Pagination';
import { searchPartnerClients, useAllowed, useSalesDocuments, useSellers } from '@muestrario/shared/api';
import { formatShortDate } from './format-date';
import { SALES_DOCUMENT_TEXTS, SEARCH_PLACEHOLDER } from './kinds';
import { activeFilterCount, listQuery, NO_FILTERS, type ListFilters } from './list-filters';
import { SellerCell } from './SellerCell';
import { StatusBadge } from './StatusBadge';

const COLUMNS = ['Folio', 'Fecha creación', 'Cliente', 'Vendedor', 'Total', 'Status'] as const;

/** 'Cotizaciones' and 'Ordenes de venta' (spec: the same layout): searched, filtered and paged on the server. */
export default function SalesDocumentsList({ kind }: { kind: SalesDocumentKind }) {
  const texts = SALES_DOCUMENT_TEXTS[kind];
  usePageTitle(texts.listTitle);
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const search = useDebouncedValue(filters.search);
  const { data, error, isLoading, mutate } = useSalesDocuments(kind, listQuery(filters, search, page));
  const ids = { search: useId(), filters: useId(), heading: useId() };
  const active = activeFilterCount(filters);
  const mayCreate = useAllowed(texts.createAction);

  const change = (patch: Partial<ListFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const toggleStatus = (status: DocumentStatus) =>
    change({ statuses: filters.statuses.includes(status) ? filters.statuses.filter((s) => s !== status) : [...filters.statuses, status] });

  return (
    <>
      <PageHeader
        title={<span id={ids.heading}>{texts.listTitle}</span>}
        description={texts.listDescription}
        actions={
          mayCreate && (
            <Link to={texts.newHref} className={buttonClassName()}>
              <PlusIcon className="bo:-ml-0.5 bo:size-5" />
              {texts.newLabel}
            </Link>
          )
        }
      />
      <Card padding="none" className="bo:overflow-hidden">
        <div className="bo:border-b bo:border-gray-200 bo:p-4 bo:sm:px-6">
          <div className="bo:flex bo:gap-3">
            <div className="bo:relative bo:min-w-0 bo:flex-1">
              <label htmlFor={ids.search} className="bo:sr-only">
                {texts.searchLabel}
              </label>
              <SearchIcon className="bo:pointer-events-none bo:absolute bo:top-1/2 bo:left-3 bo:size-5 bo:-translate-y-1/2 bo:text-gray-400" />
              <input
                id={ids.search}
                type="search"
                value={filters.search}
                onChange={(e) => change({ search: e.target.value })}
                placeholder={SEARCH_PLACEHOLDER}
                autoComplete="off"
                className="bo:block bo:w-full bo:rounded-md bo:border-0 bo:bg-white bo:py-2 bo:pr-3 bo:pl-10 bo:text-sm bo:text-gray-900 bo:ring-1 bo:ring-gray-300 bo:ring-inset bo:placeholder:text-gray-500 bo:focus:ring-2 bo:focus:ring-primary-700 bo:focus:outline-none"
              />
            </div>
            <Button variant="secondary" aria-expanded={filtersOpen} aria-controls={ids.filters} onClick={() => setFiltersOpen((open) => !open)}>
              <FilterIcon className="bo:size-5 bo:text-gray-500" />
              Filtros
              {active > 0 && (
                <span className="bo:rounded-full bo:bg-primary-700 bo:px-1.5 bo:text-xs bo:text-white">
                  {active}
                  <span className="bo:sr-only"> activos</span>
                </span>
              )}
            </Button>
          </div>
          <div id={ids.filters} hidden={!filtersOpen} className="bo:mt-4">
            <Filters filters={filters} onChange={change} onToggleStatus={toggleStatus} />
          </div>
        </div>

        {error && !data ? (
          <LoadFailed onRetry={() => void mutate()} className="bo:m-4" />
        ) : isLoading && !data ? (
          <LoadingBlock label={`Cargando ${texts.listTitle.toLowerCase()}`} />
        ) : data && data.rows.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title="Sin resultados"
            description={texts.noneMatch}
            action={
              <Button variant="secondary" onClick={() => change(NO_FILTERS)}>
                Limpiar búsqueda
              </Button>
            }
          />
        ) : (
          data && (
            <>
              <DocumentCards rows={data.rows} kind={kind} headingId={ids.heading} />
              <DocumentTable rows={data.rows} kind={kind} headingId={ids.heading} />
            </>
          )
        )}
        {data && <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />}
      </Card>
    </>
  );
}

function Filters({ filters, onChange, onToggleStatus }: { filters: ListFilters; onChange: (patch: Partial<ListFilters>) => void; onToggleStatus: (s: DocumentStatus) => void }) {
  const sellers = useSellers();
  return (
    <div className="bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-4 bo:sm:grid-cols-2 bo:xl:grid-cols-4">
      <fieldset className="bo:sm:col-span-2 bo:xl:col-span-4">
        <legend className="bo:text-sm bo:font-medium bo:text-gray-900">Status</legend>
        <div className="bo:mt-2 bo:flex bo:flex-wrap bo:gap-x-6 bo:gap-y-2">
          {DOCUMENT_STATUSES.map((status) => (
            <label key={status} className="bo:flex bo:items-center bo:gap-2 bo:text-sm bo:text-gray-700">
              <input type="checkbox" checked={filters.statuses.includes(status)} onChange={() => onToggleStatus(status)} className="bo:size-4 bo:rounded bo:border-gray-300 bo:accent-primary-700" />
              {status}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Cliente" hint={filters.client ? undefined : 'Escribe para buscar.'}>
        <Combobox
          key={filters.client?.id ?? 'none'}
          search={searchPartnerClients}
          getKey={(c) => c.id}
          getLabel={(c) => c.cardName}
          defaultQuery={filters.client?.name ?? ''}
          onSelect={(c) => onChange({ client: { id: c.id, name: c.cardName } })}
          fixedOption={filters.client ? { label: 'Todos los clientes', onSelect: () => onChange({ client: null }) } : undefined}
          placeholder="Todos los clientes"
        />
      </Field>
      <Field label="Vendedor">
        <Select
          value={filters.sellerId ?? ''}
          options={[{ value: '', label: 'Todos los vendedores' }, ...(sellers.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))]}
          onChange={(e) => onChange({ sellerId: e.target.value ? Number(e.target.value) : null })}
        />
      </Field>
      <Field label="Desde">
        <TextInput type="date" value={filters.from} onChange={(e) => onChange({ from: e.target.value })} />
      </Field>
      <Field label="Hasta">
        <TextInput type="date" value={filters.to} onChange={(e) => onChange({ to: e.target.value })} />
      </Field>
    </div>
  );
}

function DocumentTable({ rows, kind, headingId }: { rows: readonly SalesDocumentRow[]; kind: SalesDocumentKind; headingId: string }) {
  const texts = SALES_DOCUMENT_TEXTS[kind];
  return (
    <div className="bo:hidden bo:relative bo:overflow-x-auto bo:md:block">
      <table aria-labelledby={headingId} className="bo:min-w-full bo:divide-y bo:divide-gray-200 bo:text-sm">
        <thead className="bo:bg-gray-50">
          <tr>
            {COLUMNS.map((c) => (
              <th
                key={c}
                scope="col"
                className={`bo:px-4 bo:py-3 bo:font-semibold bo:whitespace-nowrap bo:text-gray-900 bo:first:pl-6 bo:last:pr-6 ${c === 'Total' ? 'bo:text-right' : 'bo:text-left'}`}
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="bo:divide-y bo:divide-gray-100 bo:bg-white">
          {rows.map((row) => (
            <tr key={row.id} className="bo:hover:bg-gray-50">
              <td className="bo:py-3 bo:pr-4 bo:pl-6 bo:font-medium bo:whitespace-nowrap">
                <Link to={texts.detailHref(row.id)} className="bo:text-primary-700 bo:hover:text-primary-900 bo:hover:underline">
                  {row.folio}
                </Link>
              </td>
              <td className="bo:px-4 bo:py-3 bo:whitespace-nowrap bo:text-gray-600">{formatShortDate(row.createdOn)}</td>
              <td className="bo:min-w-48 bo:px-4 bo:py-3 bo:text-gray-900">{row.client}</td>
              <td className="bo:px-4 bo:py-3 bo:whitespace-nowrap">
                <SellerCell seller={row.seller} />
              </td>
              <td className="bo:px-4 bo:py-3 bo:text-right bo:whitespace-nowrap bo:text-gray-900 bo:tabular-nums">{formatMoneyOrHidden(row.totalCents, row.currency)}</td>
              <td className="bo:py-3 bo:pr-6 bo:pl-4">
                <StatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DocumentCards({ rows, kind, headingId }: { rows: readonly SalesDocumentRow[]; kind: SalesDocumentKind; headingId: string }) {
  const texts = SALES_DOCUMENT_TEXTS[kind];
  return (
    <ul aria-labelledby={headingId} className="bo:divide-y bo:divide-gray-100 bo:md:hidden">
      {rows.map((row) => (
        <li key={row.id} className="bo:relative bo:px-4 bo:py-4 bo:hover:bg-gray-50">
          <div className="bo:flex bo:items-start bo:justify-between bo:gap-3">
            <div className="bo:min-w-0">
              {/* The link covers the whole card: one tab stop, a big touch target. */}
              <Link to={texts.detailHref(row.id)} className="bo:font-semibold bo:text-primary-700 bo:after:absolute bo:after:inset-0 bo:after:content-['']">
                {row.folio}
              </Link>
              <p className="bo:mt-0.5 bo:text-sm bo:text-gray-900">{row.client}</p>
            </div>
            <StatusBadge status={row.status} />
          </div>
          <div className="bo:mt-3 bo:flex bo:items-center bo:justify-between bo:gap-3 bo:text-sm">
            <SellerCell seller={row.seller} />
            <span className="bo:shrink-0 bo:font-medium bo:text-gray-900 bo:tabular-nums">{formatMoneyOrHidden(row.totalCents, row.currency)}</span>
          </div>
          <p className="bo:mt-1 bo:text-xs bo:text-gray-500">Creada el {formatShortDate(row.createdOn)}</p>
        </li>
      ))}
    </ul>
  );
}
