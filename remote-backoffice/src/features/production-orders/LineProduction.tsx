import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ProductionOrderSummary } from '@muestrario/shared/contract';
import { failureText, useProductionWrites } from '@muestrario/shared/api';
import { paths } from '@muestrario/shared/routes';
import { Button, ErrorAlert } from '@muestrario/shared/ui';
import { isOpenOrder, orderLinkText } from './order-view';

const FAILED = 'No se pudo mandar la línea a producción; inténtalo de nuevo.';

/** The orders of one sales order line worth a link: every one but the cancelled, newest first. */
export function lineOrders(orders: readonly ProductionOrderSummary[], line: number): ProductionOrderSummary[] {
  return orders.filter((o) => o.lineNumber === line && o.status !== 'cancelled').sort((a, b) => b.id - a.id);
}

/**
 * On a sales order line with a size grid (issue 30 item 4): the link to its production order(s), or
 * 'Mandar a producción' when it has no open one and the person may (`production.create` on the order).
 * The new order's page opens once the server made it; a refusal (409: the sample is no longer authorised,
 * the names do not match the grid…) is said in Spanish under the button.
 */
export function LineProduction({ salesOrderId, line, orders, mayCreate }: { salesOrderId: number; line: number; orders: readonly ProductionOrderSummary[]; mayCreate: boolean }) {
  const writes = useProductionWrites();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = lineOrders(orders, line);
  const offer = mayCreate && !shown.some(isOpenOrder);

  const send = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const order = await writes.create(salesOrderId, line);
      void navigate(paths.productionOrder(order.id));
    } catch (error) {
      setFailure(failureText(error, FAILED));
      setBusy(false);
    }
  };

  if (shown.length === 0 && !offer) return null;
  return (
    <div className="bo:mt-2 bo:space-y-2">
      <div className="bo:flex bo:flex-wrap bo:items-center bo:gap-x-4 bo:gap-y-2 bo:text-sm">
        {shown.map((o) => (
          <Link key={o.id} to={paths.productionOrder(o.id)} className="bo:font-medium bo:text-primary-700 bo:hover:text-primary-900 bo:hover:underline">
            {orderLinkText(o)}
          </Link>
        ))}
        {offer && (
          <Button size="sm" loading={busy} onClick={() => void send()}>
            Mandar a producción<span className="bo:sr-only"> (línea {line})</span>
          </Button>
        )}
      </div>
      {failure && (
        <ErrorAlert title={`No se mandó la línea ${line} a producción`}>
          <p>{failure}</p>
        </ErrorAlert>
      )}
    </div>
  );
}
