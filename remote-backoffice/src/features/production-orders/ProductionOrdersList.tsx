import { useId } from 'react';
import { Link } from 'react-router';
import type { ProductionOrderSummary } from '@muestrario/shared/contract';
import { paths } from '@muestrario/shared/routes';
import { Card, Field, PagedTable, PageHeader, SearchBox, Select, useListParams, usePageTitle, type DataColumn } from '@muestrario/shared/ui';
import { useLiveProduction, useProductionOrders } from '@muestrario/shared/api';
import { LateBadge, OrderProgress, OrderStatusBadge } from './OrderBadges';
import { formatDay, orderFilterParams, orderFiltersFromParams, orderListQuery, ORDER_FILTER_KEYS, pieces, plannedRange, STATUS_OPTIONS, type OrderListFilters } from './order-view';
import { ListEmptyState } from '../documents/ListEmptyState';

export const LOAD_FAILED = 'No se pudieron cargar las órdenes de fabricación.';

/** 'Orden de fabricación' (Producción): searched, filtered by status and lateness, paged on the server; state in the URL; live. */
export default function ProductionOrdersList() {
  usePageTitle('Órdenes de fabricación');
  useLiveProduction();
  const list = useListParams(ORDER_FILTER_KEYS);
  const filters = orderFiltersFromParams(list.filters);
  const orders = useProductionOrders(orderListQuery(list.q, filters, list.page));
  const heading = useId();
  const change = (patch: Partial<OrderListFilters>) => list.setFilters(orderFilterParams({ ...filters, ...patch }));

  return (
    <>
      <PageHeader
        title={<span id={heading}>Órdenes de fabricación</span>}
        description="Lo que la planta fabrica para cada línea de orden de venta: su estado, fechas planeadas y avance."
      />
      <Card padding="none" className="bo:overflow-hidden">
        <div className="bo:flex bo:flex-col bo:gap-4 bo:border-b bo:border-gray-200 bo:p-4 bo:sm:px-6 bo:lg:flex-row bo:lg:items-end">
          <div className="bo:min-w-0 bo:flex-1">
            <SearchBox label="Buscar orden de fabricación" value={list.searchText} onChange={list.setSearchText} placeholder="Folio, cliente, estilo o muestra" />
          </div>
          <div className="bo:flex bo:flex-wrap bo:items-end bo:gap-4">
            <Field label="Estado" className="bo:w-48">
              <Select value={filters.status ?? ''} options={STATUS_OPTIONS} onChange={(e) => change({ status: (e.target.value || null) as OrderListFilters['status'] })} />
            </Field>
            <label className="bo:flex bo:min-h-10 bo:items-center bo:gap-2 bo:text-sm bo:font-medium bo:text-gray-900">
              <input
                type="checkbox"
                checked={filters.lateOnly}
                onChange={(e) => change({ lateOnly: e.target.checked })}
                className="bo:size-4 bo:rounded bo:border-gray-300 bo:accent-primary-700"
              />
              Solo atrasadas
            </label>
          </div>
        </div>
        <PagedTable
          read={orders}
          failedTitle={LOAD_FAILED}
          failedClassName="bo:m-4"
          loadingLabel="Cargando órdenes de fabricación"
          empty={<ListEmptyState filtered={list.filtered} filteredText="Ninguna orden de fabricación coincide con la búsqueda o los filtros." emptyText="Todavía no hay órdenes de fabricación: se crean desde una línea de orden de venta con tallas." onClear={list.clear} clearLabel="Limpiar búsqueda y filtros" />}
          onPage={list.setPage}
          columns={COLUMNS}
          rowKey={(o) => o.id}
          labelledBy={heading}
          card={OrderCard}
          cardClassName="bo:relative bo:hover:bg-gray-50"
        />
      </Card>
    </>
  );
}

const progressLabel = (o: ProductionOrderSummary) => `Avance de ${o.folio}`;

const COLUMNS: readonly DataColumn<ProductionOrderSummary>[] = [
  {
    key: 'folio',
    header: 'Folio',
    className: 'bo:font-medium bo:whitespace-nowrap',
    cell: (o) => (
      <Link to={paths.productionOrder(o.id)} className="bo:text-primary-700 bo:hover:text-primary-900 bo:hover:underline">
        {o.folio}
      </Link>
    ),
  },
  { key: 'client', header: 'Cliente', className: 'bo:min-w-48 bo:text-gray-900', cell: (o) => o.clientName },
  {
    key: 'style',
    header: 'Estilo',
    className: 'bo:min-w-40 bo:text-gray-700',
    cell: (o) => (
      <>
        <span className="bo:block bo:font-mono bo:text-xs">{o.styleCode}</span>
        <span className="bo:block">{o.styleDescription}</span>
      </>
    ),
  },
  { key: 'sample', header: 'Muestra', className: 'bo:min-w-40 bo:text-gray-700', cell: (o) => o.sampleName },
  { key: 'pieces', header: 'Piezas', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums bo:text-gray-900', cell: (o) => o.pieces.toLocaleString('es-MX') },
  { key: 'promised', header: 'Fecha prometida', className: 'bo:whitespace-nowrap bo:text-gray-700', cell: (o) => formatDay(o.promisedDate) },
  { key: 'planned', header: 'Fechas planeadas', className: 'bo:whitespace-nowrap bo:text-gray-700', cell: (o) => plannedRange(o.plannedStart, o.plannedEnd) },
  {
    key: 'status',
    header: 'Estado',
    cell: (o) => (
      <span className="bo:flex bo:flex-wrap bo:gap-1">
        <OrderStatusBadge status={o.status} />
        {o.late && <LateBadge />}
      </span>
    ),
  },
  { key: 'progress', header: 'Avance', cell: (o) => <OrderProgress percent={o.progressPercent} label={progressLabel(o)} /> },
];

function OrderCard(o: ProductionOrderSummary) {
  return (
    <>
      <div className="bo:flex bo:items-start bo:justify-between bo:gap-3">
        <div className="bo:min-w-0">
          {/* The link covers the whole card: one tab stop, a big touch target. */}
          <Link to={paths.productionOrder(o.id)} className="bo:font-semibold bo:text-primary-700 bo:after:absolute bo:after:inset-0 bo:after:content-['']">
            {o.folio}
          </Link>
          <p className="bo:mt-0.5 bo:text-sm bo:text-gray-900">{o.clientName}</p>
        </div>
        <span className="bo:flex bo:shrink-0 bo:flex-col bo:items-end bo:gap-1">
          <OrderStatusBadge status={o.status} />
          {o.late && <LateBadge />}
        </span>
      </div>
      <p className="bo:mt-2 bo:text-sm bo:text-gray-700">
        <span className="bo:font-mono bo:text-xs">{o.styleCode}</span> · {o.sampleName} · {pieces(o.pieces)}
      </p>
      <p className="bo:mt-1 bo:text-xs bo:text-gray-500">
        Prometida el {formatDay(o.promisedDate)} · planeada {plannedRange(o.plannedStart, o.plannedEnd)}
      </p>
      <OrderProgress percent={o.progressPercent} label={progressLabel(o)} className="bo:mt-2" />
    </>
  );
}
