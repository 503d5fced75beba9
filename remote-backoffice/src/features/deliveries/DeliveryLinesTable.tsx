import type { DeliveryDetail } from '@muestrario/shared/contract';
import { money, pieces } from './delivery-view';

/**
 * A delivery's or a return's lines, each with its sizes under it (a real table: one row per line, one per
 * size). On a phone the table keeps three columns (article, pieces, still returnable), so nothing squeezes.
 */
export function DeliveryLinesTable({ d, labelledBy }: { d: DeliveryDetail; labelledBy: string }) {
  const isDelivery = d.kind === 'delivery';
  const showAmounts = d.totalCents !== null;
  return (
    <table aria-labelledby={labelledBy} className="bo:w-full bo:text-sm">
      <thead className="bo:bg-gray-50 bo:text-left bo:text-gray-600">
        <tr>
          <th scope="col" className="bo:px-4 bo:py-2 bo:font-medium bo:sm:px-6">
            Artículo
          </th>
          <th scope="col" className="bo:px-2 bo:py-2 bo:text-right bo:font-medium">
            {isDelivery ? 'Entregado' : 'Devuelto'}
          </th>
          {isDelivery && (
            <th scope="col" className="bo:px-2 bo:py-2 bo:text-right bo:font-medium">
              Por devolver
            </th>
          )}
          {showAmounts && (
            <th scope="col" className="bo:hidden bo:px-4 bo:py-2 bo:text-right bo:font-medium bo:sm:table-cell bo:sm:px-6">
              Importe
            </th>
          )}
        </tr>
      </thead>
      {d.lines.map((l) => (
        <tbody key={l.id} className="bo:border-t bo:border-gray-200">
          <tr>
            <th scope="row" className="bo:px-4 bo:py-2 bo:text-left bo:font-normal bo:sm:px-6">
              <span className="bo:font-mono bo:text-xs bo:text-gray-700">{l.code}</span>
              <span className="bo:block bo:text-gray-900">{l.description}</span>
              {!l.stocked && <span className="bo:block bo:text-xs bo:text-gray-500">Sin movimiento de almacén</span>}
            </th>
            <td className="bo:px-2 bo:py-2 bo:text-right bo:align-top bo:font-semibold bo:tabular-nums">{pieces(l.quantity)}</td>
            {isDelivery && <td className="bo:px-2 bo:py-2 bo:text-right bo:align-top bo:tabular-nums">{l.sizes.length ? '' : l.stocked ? l.returnable : '—'}</td>}
            {showAmounts && <td className="bo:hidden bo:px-4 bo:py-2 bo:text-right bo:align-top bo:tabular-nums bo:sm:table-cell bo:sm:px-6">{money(l.lineTotalCents, d.currency)}</td>}
          </tr>
          {l.sizes.map((s) => (
            <tr key={s.variantId} className="bo:text-gray-700">
              <th scope="row" className="bo:py-1 bo:pr-2 bo:pl-8 bo:text-left bo:font-normal bo:sm:pl-10">
                {s.colour} <span className="bo:font-semibold">{s.size}</span>
              </th>
              <td className="bo:px-2 bo:py-1 bo:text-right bo:tabular-nums">{s.quantity}</td>
              {isDelivery && <td className="bo:px-2 bo:py-1 bo:text-right bo:tabular-nums">{s.returnable}</td>}
              {showAmounts && <td className="bo:hidden bo:sm:table-cell" />}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
