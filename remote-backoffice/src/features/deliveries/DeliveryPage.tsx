import { useId } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { deliveryNotePdfPath, useAllowed, useDelivery, useSalesReturn } from '@muestrario/shared/api';
import type { DeliveryDetail, StockMove } from '@muestrario/shared/contract';
import { paths } from '@muestrario/shared/routes';
import { Badge, Card, DataTable, LoadState, PageHeader, usePageTitle, type DataColumn } from '@muestrario/shared/ui';
import type { DeliveryKind } from './DeliveriesList';
import { DeliveryLinesTable } from './DeliveryLinesTable';
import { day, linkClass, money, primaryLinkClass, secondaryLinkClass, statusTone } from './delivery-view';

/** A delivery's or a return's detail: header, lines with their sizes, the ledger moves it made, the documents around it. */
export default function DeliveryPage({ kind }: { kind: DeliveryKind }) {
  const { id: raw } = useParams();
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const delivery = useDelivery(kind === 'delivery' ? id : null);
  const salesReturn = useSalesReturn(kind === 'return' ? id : null);
  const read = kind === 'delivery' ? delivery : salesReturn;
  const noun = kind === 'delivery' ? 'Entrega' : 'Devolución';
  usePageTitle(read.data ? `${noun} ${read.data.folio}` : noun);
  if (id === null) return <PageHeader title={noun} description="No encontramos ese documento." />;
  return (
    <LoadState data={read.data} error={read.error} onRetry={() => void read.mutate()} failedTitle={`No se pudo cargar la ${noun.toLowerCase()}.`} loadingLabel={`Cargando la ${noun.toLowerCase()}`}>
      {(d) => <Detail d={d} noun={noun} />}
    </LoadState>
  );
}

function Detail({ d, noun }: { d: DeliveryDetail; noun: string }) {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const mayReturn = useAllowed('order.return', { ownerId: d.seller.id });
  const linesHeading = useId();
  const movesHeading = useId();
  const isDelivery = d.kind === 'delivery';
  const returnable = isDelivery && d.status === 'Abierta' && d.lines.some((l) => l.stocked && l.openQuantity > 0);
  return (
    <>
      <PageHeader
        before={
          <Link to={isDelivery ? paths.deliveries : paths.salesReturns} className={`bo:text-sm ${linkClass}`}>
            {isDelivery ? 'Entregas' : 'Devoluciones'}
          </Link>
        }
        title={`${noun} ${d.folio}`}
        description={
          <span className="bo:flex bo:flex-wrap bo:items-center bo:gap-2">
            <Badge tone={statusTone(d.status)}>{d.status}</Badge>
            <span>
              {d.client.name} · {day(d.docDate)} · {d.createdByName}
            </span>
          </span>
        }
        actions={
          <div className="bo:flex bo:flex-wrap bo:gap-2">
            {isDelivery && (
              <a className={secondaryLinkClass} href={deliveryNotePdfPath(d.id)} target="_blank" rel="noreferrer" aria-label={`PDF de la remisión ${d.folio}`}>
                PDF
              </a>
            )}
            {returnable && mayReturn && (
              <Link to={paths.newSalesReturn(d.id)} className={primaryLinkClass}>
                Devolver
              </Link>
            )}
          </div>
        }
      />
      {notice && (
        <p role="status" className="bo:mb-4 bo:text-sm bo:font-medium bo:text-green-800">
          {notice}
        </p>
      )}
      <Card className="bo:mb-6">
        <dl className="bo:grid bo:grid-cols-1 bo:gap-4 bo:text-sm bo:sm:grid-cols-2 bo:lg:grid-cols-4">
          <Fact label="Orden de venta">
            {d.order ? (
              <Link to={paths.order(d.order.id)} className={linkClass}>
                {d.order.folio}
              </Link>
            ) : (
              '—'
            )}
          </Fact>
          {d.delivery && (
            <Fact label="Entrega">
              <Link to={paths.delivery(d.delivery.id)} className={linkClass}>
                {d.delivery.folio}
              </Link>
            </Fact>
          )}
          <Fact label="Almacén">{d.warehouse ? d.warehouse.name : '—'}</Fact>
          <Fact label="Vendedor">{d.seller.name}</Fact>
          <Fact label="Dirección de entrega">{[d.shipTo.street, d.shipTo.city, d.shipTo.state, d.shipTo.zipCode].filter(Boolean).join(', ') || '—'}</Fact>
          {d.totalCents !== null && <Fact label="Total">{money(d.totalCents, d.currency)}</Fact>}
          {d.note && <Fact label={isDelivery ? 'Nota' : 'Motivo'}>{d.note}</Fact>}
          {d.returns.length > 0 && (
            <Fact label="Devoluciones">
              {d.returns.map((r, i) => (
                <span key={r.id}>
                  {i > 0 && ', '}
                  <Link to={paths.salesReturn(r.id)} className={linkClass}>
                    {r.folio}
                  </Link>
                </span>
              ))}
            </Fact>
          )}
        </dl>
      </Card>
      <h2 id={linesHeading} className="bo:mb-2 bo:text-lg bo:font-semibold bo:text-gray-900">
        Líneas
      </h2>
      <Card padding="none" className="bo:mb-6 bo:overflow-hidden">
        <DeliveryLinesTable d={d} labelledBy={linesHeading} />
      </Card>
      <h2 id={movesHeading} className="bo:mb-2 bo:text-lg bo:font-semibold bo:text-gray-900">
        Movimientos de almacén
      </h2>
      <Card padding="none" className="bo:overflow-hidden">
        <DataTable rows={d.moves} rowKey={(m) => m.id} labelledBy={movesHeading} columns={MOVE_COLUMNS} scrollLabel="Movimientos de almacén" card={MoveCard} />
      </Card>
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="bo:font-medium bo:text-gray-500">{label}</dt>
      <dd className="bo:mt-1 bo:text-gray-900">{children}</dd>
    </div>
  );
}

const MOVE_COLUMNS: DataColumn<StockMove>[] = [
  { key: 'code', header: 'Artículo', rowHeader: true, className: 'bo:whitespace-nowrap bo:font-mono bo:text-xs', cell: (m) => m.code },
  { key: 'place', header: 'Almacén', className: 'bo:text-gray-700', cell: (m) => `${m.warehouseName}${m.locationCode ? `, ${m.locationCode}` : ''}` },
  { key: 'quantity', header: 'Piezas', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (m) => m.quantity.toLocaleString('es-MX') },
  { key: 'cost', header: 'Costo unitario', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (m) => money(m.unitCostCents) },
  { key: 'who', header: 'Registró', className: 'bo:text-gray-700', cell: (m) => m.userName ?? 'Sistema' },
];

const MoveCard = (m: StockMove) => (
  <div className="bo:flex bo:justify-between bo:gap-2 bo:p-4 bo:text-sm">
    <span>
      <span className="bo:font-mono bo:text-xs">{m.code}</span>
      <span className="bo:block bo:text-gray-600">
        {m.warehouseName}
        {m.locationCode ? `, ${m.locationCode}` : ''}
      </span>
    </span>
    <span className="bo:tabular-nums">{m.quantity.toLocaleString('es-MX')}</span>
  </div>
);
