import { formatMoney, type SalesDocumentAmounts } from '@muestrario/shared/rules';

/**
 * The Subtotal / Impuesto / Total footer under a document's lines (sales and purchasing), from the same
 * `salesDocumentAmounts` the server stores the amounts with; the total in pesos beside a foreign currency.
 */
export function DocumentTotals({ totals, currency, hidden = false }: { totals: SalesDocumentAmounts; currency: string; hidden?: boolean }) {
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <div hidden={hidden} className="bo:flex bo:justify-end bo:border-t bo:border-gray-200 bo:bg-gray-50 bo:px-4 bo:py-4 bo:sm:px-6">
      <dl aria-label="Totales" className="bo:grid bo:w-full bo:max-w-xs bo:grid-cols-2 bo:gap-y-2 bo:text-sm">
        <dt className="bo:text-gray-600">Subtotal</dt>
        <dd className="bo:text-right bo:text-gray-900 bo:tabular-nums">{money(totals.subtotalCents)}</dd>
        <dt className="bo:text-gray-600">Impuesto</dt>
        <dd className="bo:text-right bo:text-gray-900 bo:tabular-nums">{money(totals.taxCents)}</dd>
        <dt className="bo:border-t bo:border-gray-200 bo:pt-2 bo:text-base bo:font-semibold bo:text-gray-900">Total</dt>
        <dd className="bo:border-t bo:border-gray-200 bo:pt-2 bo:text-right bo:text-base bo:font-semibold bo:text-gray-900 bo:tabular-nums">{money(totals.totalCents)}</dd>
        {currency !== 'MXN' && (
          <>
            <dt className="bo:text-gray-600">Total en MXN</dt>
            <dd className="bo:text-right bo:text-gray-900 bo:tabular-nums">{formatMoney(totals.totalMxnCents, 'MXN')}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
