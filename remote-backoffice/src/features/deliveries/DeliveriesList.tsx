import { useId } from 'react';
import { Link } from 'react-router';
import { useDeliveries, useSalesReturns } from '@muestrario/shared/api';
import type { DeliveryListQuery, DeliveryRow } from '@muestrario/shared/contract';
import { paths } from '@muestrario/shared/routes';
import { BUSINESS_DOCUMENT_STATUSES } from '@muestrario/shared/rules';
import { Badge, Card, Field, PagedTable, PageHeader, SearchBox, Select, useListParams, usePageTitle, type DataColumn } from '@muestrario/shared/ui';
import { day, linkClass, money, pieces, statusTone } from './delivery-view';
import { ListEmptyState } from '../documents/ListEmptyState';

export type DeliveryKind = 'delivery' | 'return';

const TEXT = {
  delivery: {
    title: 'Entregas',
    description: 'Lo entregado a los clientes contra sus órdenes de venta: sale del almacén de producto terminado.',
    search: 'Buscar entrega',
    failed: 'No se pudieron cargar las entregas.',
    empty: 'Todavía no hay entregas: se crean desde una orden de venta abierta con «Crear entrega».',
  },
  return: {
    title: 'Devoluciones',
    description: 'Lo que los clientes regresan de una entrega: vuelve al almacén del que salió.',
    search: 'Buscar devolución',
    failed: 'No se pudieron cargar las devoluciones.',
    empty: 'Todavía no hay devoluciones: se registran desde el detalle de una entrega con «Devolver».',
  },
} as const;

const STATUS_OPTIONS = BUSINESS_DOCUMENT_STATUSES.filter((s) => s !== 'Cancelada').map((s) => ({ value: s, label: s }));

/** Ventas › Entregas / Devoluciones: searched, filtered and paged on the server, state in the URL. */
export default function DeliveriesList({ kind }: { kind: DeliveryKind }) {
  const text = TEXT[kind];
  usePageTitle(text.title);
  const list = useListParams(['status']);
  const status = list.filters.status?.[0] as DeliveryListQuery['status'] | undefined;
  const query: DeliveryListQuery = { ...(list.q ? { search: list.q } : {}), ...(status ? { status } : {}), ...(list.page > 1 ? { page: list.page } : {}) };
  const deliveries = useDeliveries(kind === 'delivery' ? query : null);
  const returns = useSalesReturns(kind === 'return' ? query : null);
  const read = kind === 'delivery' ? deliveries : returns;
  const heading = useId();
  return (
    <>
      <PageHeader title={<span id={heading}>{text.title}</span>} description={text.description} />
      <Card padding="none" className="bo:overflow-hidden">
        <div className="bo:flex bo:flex-col bo:gap-3 bo:border-b bo:border-gray-200 bo:p-4 bo:sm:flex-row bo:sm:items-end bo:sm:px-6">
          <div className="bo:flex-1">
            <SearchBox label={text.search} value={list.searchText} onChange={list.setSearchText} placeholder="Folio, cliente, vendedor o folio de la orden" />
          </div>
          <Field label="Estado" className="bo:sm:w-48">
            <Select value={status ?? ''} placeholder="Todos" options={STATUS_OPTIONS} onChange={(e) => list.setFilter('status', e.target.value ? [e.target.value] : [])} />
          </Field>
        </div>
        <PagedTable
          read={read}
          failedTitle={text.failed}
          failedClassName="bo:m-4"
          loadingLabel={`Cargando ${text.title.toLowerCase()}`}
          empty={<ListEmptyState filtered={list.filtered} filteredText="Ningún documento coincide con la búsqueda o el filtro." emptyText={text.empty} onClear={list.clear} />}
          onPage={list.setPage}
          columns={kind === 'delivery' ? DELIVERY_COLUMNS : RETURN_COLUMNS}
          rowKey={(r) => r.id}
          labelledBy={heading}
          card={kind === 'delivery' ? DeliveryCard : ReturnCard}
        />
      </Card>
    </>
  );
}

const folioLink = (to: string, folio: string) => (
  <Link to={to} className={linkClass}>
    {folio}
  </Link>
);

const head = (kind: DeliveryKind): DataColumn<DeliveryRow>[] => [
  { key: 'folio', header: 'Folio', rowHeader: true, className: 'bo:whitespace-nowrap', cell: (r) => folioLink(kind === 'delivery' ? paths.delivery(r.id) : paths.salesReturn(r.id), r.folio) },
  { key: 'date', header: 'Fecha', className: 'bo:whitespace-nowrap bo:text-gray-700', cell: (r) => day(r.docDate) },
  { key: 'client', header: 'Cliente', className: 'bo:min-w-48 bo:text-gray-900', cell: (r) => r.clientName },
  { key: 'order', header: 'Orden', className: 'bo:whitespace-nowrap', cell: (r) => (r.order ? folioLink(paths.order(r.order.id), r.order.folio) : '—') },
];
const tail: DataColumn<DeliveryRow>[] = [
  { key: 'seller', header: 'Vendedor', className: 'bo:text-gray-700', cell: (r) => r.seller.name },
  { key: 'warehouse', header: 'Almacén', className: 'bo:text-gray-700', cell: (r) => r.warehouseName ?? '—' },
  { key: 'pieces', header: 'Piezas', align: 'right', className: 'bo:tabular-nums', cell: (r) => r.pieces.toLocaleString('es-MX') },
  { key: 'total', header: 'Total', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (r) => money(r.totalCents, r.currency) },
  { key: 'status', header: 'Estado', cell: (r) => <Badge tone={statusTone(r.status)}>{r.status}</Badge> },
];
const DELIVERY_COLUMNS: readonly DataColumn<DeliveryRow>[] = [...head('delivery'), ...tail];
const RETURN_COLUMNS: readonly DataColumn<DeliveryRow>[] = [
  ...head('return'),
  { key: 'delivery', header: 'Entrega', className: 'bo:whitespace-nowrap', cell: (r) => (r.delivery ? folioLink(paths.delivery(r.delivery.id), r.delivery.folio) : '—') },
  ...tail,
];

function RowCard({ r, to }: { r: DeliveryRow; to: string }) {
  return (
    <div className="bo:space-y-1 bo:p-4 bo:text-sm">
      <div className="bo:flex bo:items-center bo:justify-between bo:gap-2">
        {folioLink(to, r.folio)}
        <Badge tone={statusTone(r.status)}>{r.status}</Badge>
      </div>
      <p className="bo:text-gray-900">{r.clientName}</p>
      <p className="bo:text-gray-600">
        {day(r.docDate)}
        {r.order && ` · Orden ${r.order.folio}`}
        {r.delivery && ` · Entrega ${r.delivery.folio}`}
      </p>
      <p className="bo:flex bo:justify-between bo:tabular-nums bo:text-gray-900">
        <span>{pieces(r.pieces)}</span>
        <span>{money(r.totalCents, r.currency)}</span>
      </p>
    </div>
  );
}
const DeliveryCard = (r: DeliveryRow) => <RowCard r={r} to={paths.delivery(r.id)} />;
const ReturnCard = (r: DeliveryRow) => <RowCard r={r} to={paths.salesReturn(r.id)} />;
