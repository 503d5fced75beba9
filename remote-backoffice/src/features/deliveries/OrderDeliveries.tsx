import { Link } from 'react-router';
import { useAllowed, useDeliverableOrder } from '@muestrario/shared/api';
import { paths } from '@muestrario/shared/routes';
import { Badge, Card } from '@muestrario/shared/ui';
import { linkClass, primaryLinkClass, stateLabel, stateTone, statusTone } from './delivery-view';

/** An order's deliveries and returns, what they add up to ('Entregada parcialmente'…) and 'Crear entrega'. */
export function OrderDeliveries({ orderId, sellerId, dirty }: { orderId: number; sellerId: number; dirty: boolean }) {
  const { data } = useDeliverableOrder(orderId);
  const mayDeliver = useAllowed('order.deliver', { ownerId: sellerId });
  if (!data) return null;
  const open = data.status === 'Abierta' && data.lines.some((l) => l.open > 0 && !l.refusal);
  return (
    <Card className="bo:mt-6">
      <section aria-labelledby="order-deliveries">
        <div className="bo:flex bo:flex-wrap bo:items-center bo:justify-between bo:gap-3">
          <h2 id="order-deliveries" className="bo:flex bo:items-center bo:gap-2 bo:text-base bo:font-semibold bo:text-gray-900">
            Entregas <Badge tone={stateTone(data.state)}>{stateLabel(data.state)}</Badge>
          </h2>
          {open && mayDeliver && (
            <Link
              to={paths.newDelivery(orderId)}
              className={`${primaryLinkClass}${dirty ? ' bo:pointer-events-none bo:opacity-50' : ''}`}
              aria-disabled={dirty || undefined}
              title={dirty ? 'Guarda los cambios antes de entregar.' : undefined}
            >
              Crear entrega
            </Link>
          )}
        </div>
        {data.deliveries.length === 0 ? (
          <p className="bo:mt-2 bo:text-sm bo:text-gray-600">Todavía no se ha entregado nada de esta orden.</p>
        ) : (
          <ul className="bo:mt-3 bo:flex bo:flex-wrap bo:gap-x-6 bo:gap-y-2 bo:text-sm">
            {data.deliveries.map((d) => (
              <li key={d.id} className="bo:flex bo:items-center bo:gap-2">
                <span className="bo:text-gray-600">Entrega</span>
                <Link to={paths.delivery(d.id)} className={linkClass}>
                  {d.folio}
                </Link>
                <Badge tone={statusTone(d.status)}>{d.status}</Badge>
              </li>
            ))}
            {data.returns.map((r) => (
              <li key={r.id} className="bo:flex bo:items-center bo:gap-2">
                <span className="bo:text-gray-600">Devolución</span>
                <Link to={paths.salesReturn(r.id)} className={linkClass}>
                  {r.folio}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className="bo:mt-2 bo:text-sm bo:text-gray-600">
          {data.lines.map((l) => `Línea ${l.lineNumber + 1}: ${l.delivered} de ${l.ordered}`).join(' · ')}
        </p>
      </section>
    </Card>
  );
}
