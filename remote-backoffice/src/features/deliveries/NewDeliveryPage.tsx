import { Link, useParams } from 'react-router';
import { useDeliverableOrder, usePermission } from '@muestrario/shared/api';
import { paths } from '@muestrario/shared/routes';
import { ErrorAlert, LoadState, PageHeader, usePageTitle } from '@muestrario/shared/ui';
import { DeliveryForm } from './DeliveryForm';
import { linkClass } from './delivery-view';

/** 'Crear entrega' of a sales order: its seller's or an admin's. */
export default function NewDeliveryPage() {
  const { id: raw } = useParams();
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const order = useDeliverableOrder(id);
  const title = order.data ? `Entregar la orden ${order.data.folio}` : 'Crear entrega';
  usePageTitle(title);
  const decision = usePermission('order.deliver', order.data ? { ownerId: order.data.sellerId } : undefined);
  return (
    <>
      <PageHeader
        before={
          id !== null && (
            <Link to={paths.order(id)} className={`bo:text-sm ${linkClass}`}>
              {order.data ? `Orden de venta ${order.data.folio}` : 'Orden de venta'}
            </Link>
          )
        }
        title={title}
        description={order.data ? `${order.data.clientName} · Sale del almacén de producto terminado; lo no entregado queda pendiente en la orden.` : undefined}
      />
      {id === null ? (
        <ErrorAlert title="No encontramos esa orden de venta." />
      ) : (
        <LoadState data={order.data} error={order.error} onRetry={() => void order.mutate()} failedTitle="No se pudo cargar la orden de venta." loadingLabel="Cargando la orden de venta">
          {(o) =>
            decision && !decision.allowed ? (
              <ErrorAlert title={decision.reason} />
            ) : o.status !== 'Abierta' ? (
              <ErrorAlert title={`La orden ${o.folio} está ${o.status.toLowerCase()}: ya no se puede entregar nada de ella.`} />
            ) : (
              <DeliveryForm order={o} />
            )
          }
        </LoadState>
      )}
    </>
  );
}
