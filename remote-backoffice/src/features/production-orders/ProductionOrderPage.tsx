import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { ProductionOrderDetail } from '@muestrario/shared/contract';
import { ApiError, productionTicketUrl, useAllowed, useLiveProduction, useProductionOrder } from '@muestrario/shared/api';
import { paths } from '@muestrario/shared/routes';
import { Card, LoadingBlock, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger, buttonClassName, usePageTitle } from '@muestrario/shared/ui';
import { Breadcrumb } from '../layout/Breadcrumb';
import { LoadFailed, NotFoundCard } from '../layout/LoadStates';
import { HistoryList } from './HistoryList';
import { LateBadge, OrderProgress, OrderStatusBadge } from './OrderBadges';
import { OrderActions } from './OrderActions';
import { OperationsTable } from './OperationsTable';
import { formatDay, minutes, pieces } from './order-view';
import { Materials, SampleSnapshot, SizesAndNames } from './SnapshotPanels';
import { StockMaterials } from './StockMaterials';

const TABS = [
  ['operaciones', 'Operaciones'],
  ['tallas', 'Tallas y nombres'],
  ['materiales', 'Materiales'],
  ['muestra', 'Muestra'],
  ['historial', 'Historial'],
] as const;

/** '/admin/produccion/ordenes/:id': one production order, its status buttons, its job ticket and five tabs; live. */
export default function ProductionOrderPage() {
  const { id } = useParams();
  const orderId = Number(id);
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  const { data, error, mutate } = useProductionOrder(valid ? orderId : null);
  useLiveProduction();
  usePageTitle(data ? `Orden de fabricación ${data.folio}` : 'Orden de fabricación');

  if (!valid || (error instanceof ApiError && error.status === 404)) {
    return <NotFoundCard title="No encontramos esta orden de fabricación" backTo={paths.productionOrders} backLabel="Volver a Órdenes de fabricación" />;
  }
  if (error && !data) return <LoadFailed onRetry={() => void mutate()} />;
  if (!data) return <LoadingBlock label="Cargando orden de fabricación" />;
  return <OrderView order={data} reload={() => void mutate()} />;
}

function OrderView({ order, reload }: { order: ProductionOrderDetail; reload: () => void }) {
  const mayChange = useAllowed('production.setStatus');
  const [tab, setTab] = useState<string>('operaciones');
  return (
    <>
      <PageHeader
        before={<Breadcrumb items={[{ label: 'Órdenes de fabricación', to: paths.productionOrders }, { label: order.folio }]} />}
        title={`Orden de fabricación ${order.folio}`}
        description={
          <span className="bo:flex bo:flex-wrap bo:items-center bo:gap-2">
            <OrderStatusBadge status={order.status} />
            {order.late && <LateBadge />}
            <span>
              {order.styleCode} · {order.styleDescription}
            </span>
          </span>
        }
        actions={
          <a href={productionTicketUrl(order.id)} target="_blank" rel="noreferrer" className={buttonClassName({ variant: 'secondary' })}>
            Hoja de trabajo (PDF)
          </a>
        }
      />
      <Card>
        <div className="bo:flex bo:flex-col bo:gap-6 bo:lg:flex-row bo:lg:items-start bo:lg:justify-between">
          <dl className="bo:grid bo:flex-1 bo:grid-cols-1 bo:gap-x-6 bo:gap-y-4 bo:text-sm bo:sm:grid-cols-2 bo:xl:grid-cols-3">
            <Item term="Cliente">{order.clientName}</Item>
            <Item term="Orden de venta">
              <Link to={paths.order(order.salesOrderId)} className="bo:font-medium bo:text-primary-700 bo:hover:underline">
                {order.salesOrderFolio}, línea {order.lineNumber}
              </Link>
            </Item>
            <Item term="Muestra">
              <Link to={paths.sample(order.sampleId)} className="bo:font-medium bo:text-primary-700 bo:hover:underline">
                {order.sampleName}
              </Link>
            </Item>
            <Item term="Piezas">{pieces(order.pieces)}</Item>
            <Item term="Fecha prometida">{formatDay(order.promisedDate)}</Item>
            <Item term="Inicio planeado">{formatDay(order.plannedStart)}</Item>
            <Item term="Fin planeado">{formatDay(order.plannedEnd)}</Item>
            <Item term="Tiempo estimado">{minutes(order.totalMinutes)}</Item>
            <Item term="Avance">
              <OrderProgress percent={order.progressPercent} label={`Avance de ${order.folio}`} />
              <span className="bo:mt-1 bo:block bo:text-xs bo:text-gray-500">
                {order.operationsDone} de {order.operationsTotal} operaciones terminadas · {order.goodPieces.toLocaleString('es-MX')} buenas,{' '}
                {order.rejectedPieces.toLocaleString('es-MX')} rechazadas
              </span>
            </Item>
          </dl>
          <OrderActions order={order} mayChange={mayChange} onStale={reload} />
        </div>
      </Card>
      <Card padding="none" className="bo:mt-6 bo:overflow-hidden">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={`Secciones de ${order.folio}`} className="bo:relative bo:overflow-x-auto bo:px-4 bo:sm:px-6">
            {TABS.map(([value, label]) => (
              <TabsTrigger key={value} value={value} className="bo:shrink-0">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="operaciones" className="bo:pb-4">
            <OperationsTable operations={order.operations} folio={order.folio} />
          </TabsContent>
          <Panel value="tallas">
            <SizesAndNames snapshot={order.snapshot} />
          </Panel>
          <Panel value="materiales">
            <StockMaterials order={order} />
            <h2 className="bo:mt-8 bo:mb-3 bo:text-base bo:font-semibold bo:text-gray-900">Explosión de materiales de la orden</h2>
            <Materials snapshot={order.snapshot} />
          </Panel>
          <Panel value="muestra">
            <SampleSnapshot snapshot={order.snapshot} />
          </Panel>
          <Panel value="historial">
            <HistoryList history={order.history} />
          </Panel>
        </Tabs>
      </Card>
    </>
  );
}

const Panel = ({ value, children }: { value: string; children: ReactNode }) => (
  <TabsContent value={value} className="bo:px-4 bo:pb-6 bo:sm:px-6">
    {children}
  </TabsContent>
);

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="bo:font-medium bo:text-gray-500">{term}</dt>
      <dd className="bo:mt-1 bo:text-gray-900">{children}</dd>
    </div>
  );
}
