import { useId } from 'react';
import { Link } from 'react-router';
import { useAllowed, useStockDocuments } from '@muestrario/shared/api';
import { PAGE_SIZE, type StockDocumentSummary } from '@muestrario/shared/contract';
import type { StockDocumentKind } from '@muestrario/shared/domain';
import { formatDateTime } from '@muestrario/shared/rules';
import { buttonClassName, Card, EmptyState, PagedTable, PageHeader, SearchBox, useListParams, usePageTitle, type DataColumn } from '@muestrario/shared/ui';
import { PlusIcon } from '../icons';
import { CardLink, linkColumn } from '../layout/RowLinks';
import { KIND_PAGES } from './kinds';

/** Inventario › Entradas / Salidas / Transferencias (issue 31, item 3): the documents of one kind, newest first. */
export default function StockDocumentsList({ kind }: { kind: StockDocumentKind }) {
  const page = KIND_PAGES[kind];
  usePageTitle(page.labels.many);
  const list = useListParams([]);
  const read = useStockDocuments({ kind, search: list.q.trim() || undefined, page: list.page, pageSize: PAGE_SIZE });
  const heading = useId();
  const mayPost = useAllowed('stock.move');
  const columns: readonly DataColumn<StockDocumentSummary>[] = [
    { key: 'folio', header: 'Folio', rowHeader: true, className: 'bo:font-mono bo:font-medium bo:text-gray-900', cell: (d) => d.folio },
    { key: 'at', header: 'Fecha', className: 'bo:whitespace-nowrap bo:text-gray-700', cell: (d) => formatDateTime(d.at) },
    { key: 'user', header: 'Quién', className: 'bo:text-gray-700', cell: (d) => d.userName ?? 'Datos iniciales' },
    { key: 'lines', header: 'Líneas', align: 'right', className: 'bo:tabular-nums bo:text-gray-700', cell: (d) => d.lineCount },
    { key: 'note', header: 'Nota', className: 'bo:text-gray-700', cell: (d) => d.note || <span className="bo:text-gray-400">—</span> },
    linkColumn({ key: 'open', label: 'Abrir', to: (d) => page.detail(d.id), name: (d) => d.folio }),
  ];
  return (
    <>
      <PageHeader
        title={<span id={heading}>{page.labels.many}</span>}
        description={page.description}
        actions={
          mayPost && (
            <Link to={page.create} className={buttonClassName()}>
              <PlusIcon className="bo:-ml-0.5 bo:size-5" aria-hidden="true" />
              {page.labels.new}
            </Link>
          )
        }
      />
      <Card padding="none" className="bo:overflow-hidden">
        <div className="bo:border-b bo:border-gray-200 bo:p-4 bo:sm:px-6">
          <SearchBox label={`Buscar en ${page.labels.many.toLowerCase()}`} value={list.searchText} onChange={list.setSearchText} placeholder="Folio, nota o quién" />
        </div>
        <PagedTable
          read={read}
          failedTitle="No pudimos cargar los documentos."
          failedClassName="bo:m-4"
          loadingLabel="Cargando documentos"
          empty={<EmptyState headingLevel={2} title="Sin documentos" description={list.q ? 'Ninguno coincide con la búsqueda.' : mayPost ? `Registra el primero con «${page.labels.new}».` : 'Producción o un administrador los registran.'} />}
          onPage={list.setPage}
          columns={columns}
          rowKey={(d) => d.id}
          labelledBy={heading}
          cardClassName="bo:relative bo:hover:bg-gray-50"
          card={(d) => (
            <>
              <div className="bo:flex bo:items-baseline bo:justify-between bo:gap-3">
                <p className="bo:font-mono bo:font-semibold bo:text-gray-900">{d.folio}</p>
                <p className="bo:text-sm bo:text-gray-500">{formatDateTime(d.at)}</p>
              </div>
              <p className="bo:mt-1 bo:text-sm bo:text-gray-600">
                {d.userName ?? 'Datos iniciales'} · {d.lineCount} {d.lineCount === 1 ? 'línea' : 'líneas'}
              </p>
              {d.note && <p className="bo:mt-1 bo:text-sm bo:text-gray-700">{d.note}</p>}
              <CardLink to={page.detail(d.id)} label="Abrir" name={d.folio} />
            </>
          )}
        />
      </Card>
    </>
  );
}
