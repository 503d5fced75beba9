import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { SalesDocumentRow } from '@muestrario/shared/contract';
import { DOCUMENT_STATUSES, SALES_MESSAGES, type DocumentStatus, type SalesDocumentKind } from '@muestrario/shared/domain';
import { formatMoneyOrHidden } from '@muestrario/shared/rules';
import {
  Button,
  Card,
  Combobox,
  EmptyState,
  Field,
  PagedTable,
  PageHeader,
  SearchBox,
  Select,
  TextInput,
  buttonClassName,
  useListParams,
  usePageTitle,
  type DataColumn,
} from '@muestrario/shared/ui';
import { FilterIcon, PlusIcon } from '../icons';
import { searchPartnerClients, useAllowed, useSalesDocuments, useSellers } from '@muestrario/shared/api';
import { formatShortDate } from './format-date';
import { SALES_DOCUMENT_TEXTS, SEARCH_PLACEHOLDER } from './kinds';
import { activeFilterCount, FILTER_KEYS, filterParams, filtersFromParams, listQuery, type ListFilters } from './list-filters';
import { SellerCell } from './SellerCell';
import { StatusBadge } from './StatusBadge';

/** 'Cotizaciones' and 'Ordenes de venta' (spec: the same layout): searched, filtered and paged on the server, state in the URL. */
export default function SalesDocumentsList({ kind }: { kind: SalesDocumentKind }) {
  const texts = SALES_DOCUMENT_TEXTS[kind];
  usePageTitle(texts.listTitle);
  const list = useListParams(FILTER_KEYS);
  const filters = filtersFromParams(list.searchText, list.filters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const documents = useSalesDocuments(kind, listQuery(filters, list.q, list.page));
  const ids = { filters: useId(), heading: useId() };
  const active = activeFilterCount(filters);
  const mayCreate = useAllowed(texts.createAction);

  const change = (patch: Partial<Omit<ListFilters, 'search'>>) => list.setFilters(filterParams(patch));
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
            <SearchBox label={texts.searchLabel} value={list.searchText} onChange={list.setSearchText} placeholder={SEARCH_PLACEHOLDER} />
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
        <PagedTable
          read={documents}
          failedTitle={SALES_MESSAGES.loadFailed}
          failedClassName="bo:m-4"
          loadingLabel={`Cargando ${texts.listTitle.toLowerCase()}`}
          empty={
            <EmptyState
              headingLevel={2}
              title="Sin resultados"
              description={texts.noneMatch}
              action={
                <Button variant="secondary" onClick={list.clear}>
                  Limpiar búsqueda
                </Button>
              }
            />
          }
          onPage={list.setPage}
          columns={documentColumns(kind)}
          rowKey={(row) => row.id}
          labelledBy={ids.heading}
          card={(row) => <DocumentCard row={row} kind={kind} />}
          cardClassName="bo:relative bo:hover:bg-gray-50"
        />
      </Card>
    </>
  );
}

function Filters({ filters, onChange, onToggleStatus }: { filters: ListFilters; onChange: (patch: Partial<Omit<ListFilters, 'search'>>) => void; onToggleStatus: (s: DocumentStatus) => void }) {
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

function documentColumns(kind: SalesDocumentKind): readonly DataColumn<SalesDocumentRow>[] {
  const texts = SALES_DOCUMENT_TEXTS[kind];
  return [
    {
      key: 'folio',
      header: 'Folio',
      className: 'bo:font-medium bo:whitespace-nowrap',
      cell: (row) => (
        <Link to={texts.detailHref(row.id)} className="bo:text-primary-700 bo:hover:text-primary-900 bo:hover:underline">
          {row.folio}
        </Link>
      ),
    },
    { key: 'createdOn', header: 'Fecha creación', className: 'bo:whitespace-nowrap bo:text-gray-600', cell: (row) => formatShortDate(row.createdOn) },
    { key: 'client', header: 'Cliente', className: 'bo:min-w-48 bo:text-gray-900', cell: (row) => row.client },
    { key: 'seller', header: 'Vendedor', className: 'bo:whitespace-nowrap', cell: (row) => <SellerCell seller={row.seller} /> },
    { key: 'total', header: 'Total', align: 'right', className: 'bo:whitespace-nowrap bo:text-gray-900 bo:tabular-nums', cell: (row) => formatMoneyOrHidden(row.totalCents, row.currency) },
    { key: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  ];
}

function DocumentCard({ row, kind }: { row: SalesDocumentRow; kind: SalesDocumentKind }) {
  const texts = SALES_DOCUMENT_TEXTS[kind];
  return (
    <>
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
    </>
  );
}
