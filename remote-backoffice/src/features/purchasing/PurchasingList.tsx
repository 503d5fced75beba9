import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useAllowed, usePurchasingDocuments } from '@muestrario/shared/api';
import type { PurchasingDocumentRow } from '@muestrario/shared/contract';
import { DOCUMENT_STATUSES, SALES_MESSAGES, type DocumentStatus } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { formatDayMonthYear, formatMoney, purchasingActionFor, type PurchasingDocumentKind } from '@muestrario/shared/rules';
import { buttonClassName, Card, DataTable, Field, EmptyState, LoadState, PageHeader, Pagination, Select, TextInput, useDebouncedValue, usePageTitle, type DataColumn } from '@muestrario/shared/ui';
import { PlusIcon } from '../icons';
import { StatusBadge } from '../sales/StatusBadge';
import { PURCHASING_FORM_TEXTS } from './texts';

export const PURCHASING_TITLES: Record<PurchasingDocumentKind, { title: string; description: string; empty: string }> = {
  purchase_request: { title: 'Solicitudes de compra', description: 'Lo que producción necesita comprar, por proveedor.', empty: 'Aún no hay solicitudes de compra.' },
  supplier_quotation: { title: 'Ofertas de compra', description: 'Los precios de los proveedores, para compararlos lado a lado.', empty: 'Aún no hay ofertas de compra.' },
  purchase_order: { title: 'Pedidos de compra', description: 'Los pedidos enviados a los proveedores.', empty: 'Aún no hay pedidos de compra.' },
};

const PAGE_SIZE = 25;
const dmy = formatDayMonthYear;

/**
 * Compras › Solicitud de compra, Oferta de compra, Pedidos (issue 31): one list per kind with search by folio,
 * supplier or buyer and a status filter; a row opens the document.
 */
export default function PurchasingList({ kind }: { kind: PurchasingDocumentKind }) {
  const texts = PURCHASING_TITLES[kind];
  usePageTitle(texts.title);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<DocumentStatus | ''>('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = { kind, page, pageSize: PAGE_SIZE, ...(debounced ? { search: debounced } : {}), ...(status ? { status: [status] } : {}) };
  const { data, error, mutate } = usePurchasingDocuments(query);
  const headingId = useId();
  const mayWrite = useAllowed(purchasingActionFor(kind));
  return (
    <>
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          mayWrite && (
            <Link to={PURCHASING_FORM_TEXTS[kind].newHref} className={buttonClassName({})}>
              <PlusIcon className="bo:size-5" aria-hidden="true" />
              {PURCHASING_FORM_TEXTS[kind].newTitle}
            </Link>
          )
        }
      />
      <div className="bo:mb-4 bo:grid bo:gap-3 sm:bo:grid-cols-[1fr_14rem]">
        <Field label="Buscar">
          <TextInput
            type="search"
            placeholder="Folio, proveedor o comprador"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </Field>
        <Field label="Estado">
          <Select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as DocumentStatus | '');
              setPage(1);
            }}
            options={[{ value: '', label: 'Todos' }, ...DOCUMENT_STATUSES.map((s) => ({ value: s, label: s }))]}
          />
        </Field>
      </div>
      <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={SALES_MESSAGES.loadFailed} loadingLabel={`Cargando ${texts.title.toLowerCase()}`}>
        {(result) =>
          result.rows.length === 0 ? (
            <EmptyState title={texts.empty} description="Créalas con el botón de arriba, desde «Necesidades de compra» o con «Copiar a» desde otro documento." />
          ) : (
            <Card padding="none" className="bo:overflow-hidden">
              <h2 id={headingId} className="bo:sr-only">
                {texts.title}
              </h2>
              <DataTable
                rows={result.rows}
                columns={COLUMNS}
                rowKey={(r) => r.id}
                labelledBy={headingId}
                cardClassName="bo:space-y-1"
                card={(r) => (
                  <>
                    <div className="bo:flex bo:items-start bo:justify-between bo:gap-3">
                      <Link className="bo:font-medium bo:text-blue-700 bo:underline" to={paths.purchasingDocument(r.id)}>
                        {r.folio}
                      </Link>
                      <StatusBadge status={r.status} />
                    </div>
                    <p className="bo:text-sm bo:text-gray-700">{r.supplier}</p>
                    <p className="bo:text-sm bo:text-gray-500">
                      {dmy(r.docDate)} · {formatMoney(r.totalCents, r.currency)}
                    </p>
                  </>
                )}
              />
              <Pagination page={result.page} pageSize={result.pageSize} total={result.total} onPage={setPage} />
            </Card>
          )
        }
      </LoadState>
    </>
  );
}

const COLUMNS: readonly DataColumn<PurchasingDocumentRow>[] = [
  {
    key: 'folio',
    header: 'Folio',
    rowHeader: true,
    cell: (r) => (
      <Link className="bo:font-medium bo:text-blue-700 bo:underline" to={paths.purchasingDocument(r.id)}>
        {r.folio}
      </Link>
    ),
  },
  { key: 'date', header: 'Fecha', className: 'bo:tabular-nums', cell: (r) => dmy(r.docDate) },
  { key: 'due', header: 'Entrega', className: 'bo:tabular-nums', cell: (r) => dmy(r.dueDate) },
  { key: 'supplier', header: 'Proveedor', cell: (r) => r.supplier },
  { key: 'buyer', header: 'Comprador', cell: (r) => r.buyer },
  { key: 'total', header: 'Total', align: 'right', className: 'bo:tabular-nums', cell: (r) => formatMoney(r.totalCents, r.currency) },
  { key: 'status', header: 'Estado', cell: (r) => <StatusBadge status={r.status} /> },
];
