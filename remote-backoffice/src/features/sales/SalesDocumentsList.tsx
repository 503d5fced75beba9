import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DOCUMENT_STATUSES, MOCK_PAGINATION_TEXT, type DocumentStatus, type SalesDocumentKind, type SalesDocumentRow } from '@muestrario/shared/domain';
import { formatMoney } from '@muestrario/shared/rules';
import { Button, Card, EmptyState, PageHeader, buttonClassName } from '@muestrario/shared/ui';
import { FilterIcon, PlusIcon, SearchIcon } from '../icons';
import { formatShortDate } from './format-date';
import { SALES_DOCUMENT_TEXTS, SEARCH_PLACEHOLDER } from './kinds';
import { filterDocuments } from './search';
import { SellerCell } from './SellerCell';
import { StatusBadge } from './StatusBadge';

const COLUMNS = ['Folio', 'Fecha creación', 'Cliente', 'Vendedor', 'Total', 'Status'] as const;

/** 'Cotizaciones' and 'Ordenes de venta' (spec: the same layout): search, status filters, table or cards. */
export default function SalesDocumentsList({ kind }: { kind: SalesDocumentKind }) {
  const texts = SALES_DOCUMENT_TEXTS[kind];
  const rows = texts.useRows();
  const [query, setQuery] = useState('');
  const [statuses, setStatuses] = useState<DocumentStatus[]>([]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const ids = { search: useId(), filters: useId(), heading: useId() };
  const shown = filterDocuments(rows, { query, statuses });
  const filtering = query.trim() !== '' || statuses.length > 0;

  const toggleStatus = (status: DocumentStatus) =>
    setStatuses((current) => (current.includes(status) ? current.filter((s) => s !== status) : [...current, status]));
  const clear = () => {
    setQuery('');
    setStatuses([]);
  };

  return (
    <>
      <PageHeader
        title={<span id={ids.heading}>{texts.listTitle}</span>}
        description={texts.listDescription}
        actions={
          <Link to={texts.newHref} className={buttonClassName()}>
            <PlusIcon className="bo:-ml-0.5 bo:size-5" />
            {texts.newLabel}
          </Link>
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
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={SEARCH_PLACEHOLDER}
                autoComplete="off"
                className="bo:block bo:w-full bo:rounded-md bo:border-0 bo:bg-white bo:py-2 bo:pr-3 bo:pl-10 bo:text-sm bo:text-gray-900 bo:ring-1 bo:ring-gray-300 bo:ring-inset bo:placeholder:text-gray-500 bo:focus:ring-2 bo:focus:ring-primary-700 bo:focus:outline-none"
              />
            </div>
            <Button
              variant="secondary"
              aria-expanded={filtersOpen}
              aria-controls={ids.filters}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <FilterIcon className="bo:size-5 bo:text-gray-500" />
              Filtros
              {statuses.length > 0 && (
                <span className="bo:rounded-full bo:bg-primary-700 bo:px-1.5 bo:text-xs bo:text-white">
                  {statuses.length}
                  <span className="bo:sr-only"> activos</span>
                </span>
              )}
            </Button>
          </div>
          <fieldset id={ids.filters} hidden={!filtersOpen} className="bo:mt-4">
            <legend className="bo:text-sm bo:font-medium bo:text-gray-900">Status</legend>
            <div className="bo:mt-2 bo:flex bo:flex-wrap bo:gap-x-6 bo:gap-y-2">
              {DOCUMENT_STATUSES.map((status) => (
                <label key={status} className="bo:flex bo:items-center bo:gap-2 bo:text-sm bo:text-gray-700">
                  <input
                    type="checkbox"
                    checked={statuses.includes(status)}
                    onChange={() => toggleStatus(status)}
                    className="bo:size-4 bo:rounded bo:border-gray-300 bo:accent-primary-700"
                  />
                  {status}
                </label>
              ))}
            </div>
          </fieldset>
        </div>

        {shown.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title="Sin resultados"
            description={texts.noneMatch}
            action={
              <Button variant="secondary" onClick={clear}>
                Limpiar búsqueda
              </Button>
            }
          />
        ) : (
          <>
            <DocumentCards rows={shown} kind={kind} headingId={ids.heading} />
            <DocumentTable rows={shown} kind={kind} headingId={ids.heading} />
          </>
        )}

        <p role="status" className="bo:border-t bo:border-gray-200 bo:px-4 bo:py-3 bo:text-sm bo:text-gray-700 bo:sm:px-6">
          {filtering ? resultsText(shown.length) : MOCK_PAGINATION_TEXT}
        </p>
      </Card>
    </>
  );
}

function resultsText(count: number): string {
  if (count === 0) return 'Ningún resultado en esta página';
  return count === 1 ? '1 resultado en esta página' : `${count} resultados en esta página`;
}

function DocumentTable({ rows, kind, headingId }: { rows: SalesDocumentRow[]; kind: SalesDocumentKind; headingId: string }) {
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
                className={`bo:px-4 bo:py-3 bo:font-semibold bo:whitespace-nowrap bo:text-gray-900 bo:first:pl-6 bo:last:pr-6 ${
                  c === 'Total' ? 'bo:text-right' : 'bo:text-left'
                }`}
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
              <td className="bo:px-4 bo:py-3 bo:text-right bo:whitespace-nowrap bo:text-gray-900 bo:tabular-nums">
                {formatMoney(row.totalCents, row.currency)}
              </td>
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

function DocumentCards({ rows, kind, headingId }: { rows: SalesDocumentRow[]; kind: SalesDocumentKind; headingId: string }) {
  const texts = SALES_DOCUMENT_TEXTS[kind];
  return (
    <ul aria-labelledby={headingId} className="bo:divide-y bo:divide-gray-100 bo:md:hidden">
      {rows.map((row) => (
        <li key={row.id} className="bo:relative bo:px-4 bo:py-4 bo:hover:bg-gray-50">
          <div className="bo:flex bo:items-start bo:justify-between bo:gap-3">
            <div className="bo:min-w-0">
              {/* The link covers the whole card: one tab stop, a big touch target. */}
              <Link
                to={texts.detailHref(row.id)}
                className="bo:font-semibold bo:text-primary-700 bo:after:absolute bo:after:inset-0 bo:after:content-['']"
              >
                {row.folio}
              </Link>
              <p className="bo:mt-0.5 bo:text-sm bo:text-gray-900">{row.client}</p>
            </div>
            <StatusBadge status={row.status} />
          </div>
          <div className="bo:mt-3 bo:flex bo:items-center bo:justify-between bo:gap-3 bo:text-sm">
            <SellerCell seller={row.seller} />
            <span className="bo:shrink-0 bo:font-medium bo:text-gray-900 bo:tabular-nums">{formatMoney(row.totalCents, row.currency)}</span>
          </div>
          <p className="bo:mt-1 bo:text-xs bo:text-gray-500">Creada el {formatShortDate(row.createdOn)}</p>
        </li>
      ))}
    </ul>
  );
}
