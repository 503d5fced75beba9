import { useId } from 'react';
import { useParams } from 'react-router';
import { useSupplierInvoice } from '@muestrario/shared/api';
import { SALES_MESSAGES, SUPPLIER_CFDI_KIND_NAMES } from '@muestrario/shared/domain';
import { Card, DataTable, LoadState, PageHeader, usePageTitle } from '@muestrario/shared/ui';
import { DifferencesList } from './DifferencesList';
import { day, mxn } from './format';

/** '/admin/compras/facturas/:id': an imported CFDI's data, its concepts, its receipt and differences, credit notes and payments. */
export default function SupplierInvoicePage() {
  const { id } = useParams();
  const numeric = /^\d{1,9}$/.test(id ?? '') ? Number(id) : null;
  const { data, error, mutate } = useSupplierInvoice(numeric);
  usePageTitle(data ? `${SUPPLIER_CFDI_KIND_NAMES[data.kind]} ${data.folio ?? data.cfdiFolio}` : 'Factura de proveedor');
  const conceptsId = useId();
  return (
    <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={SALES_MESSAGES.loadFailed} loadingLabel="Cargando el CFDI">
      {(i) => (
        <>
          <PageHeader title={`${SUPPLIER_CFDI_KIND_NAMES[i.kind]} ${i.folio ?? i.cfdiFolio}`} description={`${i.supplierName} · RFC ${i.rfc}`} />
          <div className="bo:grid bo:grid-cols-1 bo:gap-4 bo:lg:grid-cols-3">
            <Card className="bo:lg:col-span-2">
              <h2 className="bo:text-base bo:font-semibold bo:text-gray-900">Datos del CFDI</h2>
              <dl className="bo:mt-3 bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-2 bo:text-sm bo:sm:grid-cols-2">
                <Item label="UUID" value={<span className="bo:font-mono bo:break-all">{i.uuid}</span>} />
                <Item label="Serie y folio" value={i.cfdiFolio || '—'} />
                <Item label="Fecha" value={day(i.issuedAt)} />
                <Item label="Método de pago" value={i.paymentMethod || '—'} />
                <Item label="Moneda" value={i.currency === 'MXN' ? 'MXN' : `${i.currency} (tipo de cambio ${(i.exchangeRate / 10_000).toFixed(4)})`} />
                <Item label="Entrada de mercancía" value={i.goodsReceiptFolio ?? '—'} />
                {i.relatedUuid && <Item label={`CFDI relacionado (${i.relationType})`} value={<span className="bo:font-mono bo:break-all">{i.relatedUuid}</span>} />}
                {i.appliedTo && <Item label="Aplicado a" value={i.appliedTo.folio ?? i.appliedTo.uuid} />}
              </dl>
            </Card>
            <Card>
              <h2 className="bo:text-base bo:font-semibold bo:text-gray-900">Importes</h2>
              <dl className="bo:mt-3 bo:space-y-2 bo:text-sm">
                <Item label="Subtotal" value={mxn(i.subtotalCents)} />
                {i.discountCents > 0 && <Item label="Descuento" value={mxn(i.discountCents)} />}
                <Item label="Impuestos trasladados" value={mxn(i.transferredTaxCents)} />
                {i.withheldTaxCents > 0 && <Item label="Impuestos retenidos" value={mxn(i.withheldTaxCents)} />}
                <Item label="Total" value={mxn(i.totalCents)} />
                {i.kind !== 'credit_note' && <Item label="Saldo (MXN)" value={mxn(i.balanceCents)} />}
              </dl>
            </Card>
          </div>
          <Card className="bo:mt-4">
            <DifferencesList differences={i.differences} />
          </Card>
          <Card padding="none" className="bo:mt-4 bo:overflow-hidden">
            <h2 id={conceptsId} className="bo:px-4 bo:pt-4 bo:text-base bo:font-semibold bo:text-gray-900">
              Conceptos
            </h2>
            <DataTable
              rows={i.concepts.map((c, n) => ({ ...c, n }))}
              rowKey={(c) => c.n}
              labelledBy={conceptsId}
              columns={[
                { key: 'code', header: 'Clave', className: 'bo:font-mono', cell: (c) => c.code || c.claveProdServ },
                { key: 'description', header: 'Descripción', rowHeader: true, cell: (c) => c.description },
                { key: 'quantity', header: 'Cantidad', align: 'right', className: 'bo:tabular-nums', cell: (c) => c.quantity },
                { key: 'price', header: 'Valor unitario', align: 'right', className: 'bo:tabular-nums', cell: (c) => mxn(c.unitPriceCents) },
                { key: 'amount', header: 'Importe', align: 'right', className: 'bo:tabular-nums', cell: (c) => mxn(c.amountCents) },
              ]}
              card={(c) => (
                <p className="bo:text-sm">
                  {c.quantity} × {c.description} · {mxn(c.amountCents)}
                </p>
              )}
            />
          </Card>
          {(i.creditNotes.length > 0 || i.payments.length > 0) && (
            <Card className="bo:mt-4">
              <h2 className="bo:text-base bo:font-semibold bo:text-gray-900">Notas de crédito y pagos</h2>
              <ul className="bo:mt-2 bo:space-y-1 bo:text-sm">
                {i.creditNotes.map((c) => (
                  <li key={`c${c.id}`}>
                    Nota de crédito {c.uuid.slice(0, 8)} del {day(c.issuedAt)}: −{mxn(c.totalMxnCents)}
                  </li>
                ))}
                {i.payments.map((p) => (
                  <li key={`p${p.paymentId}`}>
                    Pago del {day(p.date)} ({p.method}
                    {p.reference ? `, ${p.reference}` : ''}): −{mxn(p.amountCents)}
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </>
      )}
    </LoadState>
  );
}

function Item({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="bo:flex bo:justify-between bo:gap-3 bo:sm:block">
      <dt className="bo:text-gray-500">{label}</dt>
      <dd className="bo:text-gray-900">{value}</dd>
    </div>
  );
}
