import { useId, useState } from 'react';
import { ApiError, createSupplierPayment, useAllowed, useRefreshSupplierInvoices, useSupplierBalances, useSupplierInvoices } from '@muestrario/shared/api';
import type { SupplierBalance } from '@muestrario/shared/contract';
import { AGEING_BUCKET_NAMES, AGEING_BUCKETS, SALES_MESSAGES, SUPPLIER_PAYMENT_METHODS, type SupplierPaymentMethod } from '@muestrario/shared/domain';
import { localToday, parseDecimal } from '@muestrario/shared/rules';
import { Button, Card, DataTable, Dialog, DialogClose, EmptyState, ErrorAlert, Field, LoadState, PageHeader, Select, TextInput, usePageTitle, useToast, type DataColumn } from '@muestrario/shared/ui';
import { mxn } from './format';

const TITLE = 'Saldos de proveedores';

/** '/admin/compras/saldos' (issue 31 item 5): what is owed to each supplier and its age; admins record payments. */
export default function SupplierBalancesPage() {
  usePageTitle(TITLE);
  const { data, error, mutate } = useSupplierBalances();
  const mayPay = useAllowed('purchase.invoice');
  const headingId = useId();
  const [paying, setPaying] = useState<SupplierBalance | null>(null);
  const columns: DataColumn<SupplierBalance>[] = [
    { key: 'supplier', header: 'Proveedor', rowHeader: true, className: 'bo:font-medium bo:text-gray-900', cell: (b) => b.supplierName },
    { key: 'invoiced', header: 'Facturado', align: 'right', className: 'bo:tabular-nums', cell: (b) => mxn(b.invoicedCents) },
    { key: 'credit', header: 'Notas de crédito', align: 'right', className: 'bo:tabular-nums', cell: (b) => mxn(b.creditNotesCents) },
    { key: 'paid', header: 'Pagado', align: 'right', className: 'bo:tabular-nums', cell: (b) => mxn(b.paidCents) },
    { key: 'balance', header: 'Saldo', align: 'right', className: 'bo:tabular-nums bo:font-semibold', cell: (b) => mxn(b.balanceCents) },
    ...AGEING_BUCKETS.map((bucket) => ({ key: bucket, header: AGEING_BUCKET_NAMES[bucket], align: 'right' as const, className: 'bo:tabular-nums bo:text-gray-700', cell: (b: SupplierBalance) => mxn(b.ageing[bucket]) })),
  ];
  if (mayPay) {
    columns.push({
      key: 'actions',
      header: 'Acciones',
      hideHeader: true,
      align: 'right',
      cell: (b) =>
        b.balanceCents > 0 ? (
          <Button size="sm" variant="secondary" onClick={() => setPaying(b)} aria-label={`Registrar pago a ${b.supplierName}`}>
            Registrar pago
          </Button>
        ) : null,
    });
  }
  return (
    <>
      <PageHeader title={TITLE} description="Lo que se debe a cada proveedor: facturado, notas de crédito, pagado y la antigüedad del saldo." />
      <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={SALES_MESSAGES.loadFailed} loadingLabel="Cargando saldos">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title="No se debe nada a ningún proveedor" description="Los saldos aparecen al importar facturas de proveedores." />
          ) : (
            <Card padding="none" className="bo:overflow-hidden">
              <h2 id={headingId} className="bo:sr-only">
                Saldos por proveedor
              </h2>
              <DataTable
                rows={rows}
                columns={columns}
                rowKey={(b) => b.supplierId}
                labelledBy={headingId}
                cardClassName="bo:space-y-1"
                card={(b) => (
                  <>
                    <p className="bo:font-medium bo:text-gray-900">{b.supplierName}</p>
                    <p className="bo:text-sm bo:text-gray-600">
                      Saldo {mxn(b.balanceCents)} · {b.openInvoices} facturas abiertas
                    </p>
                    {mayPay && b.balanceCents > 0 && (
                      <Button size="sm" variant="secondary" onClick={() => setPaying(b)} aria-label={`Registrar pago a ${b.supplierName}`}>
                        Registrar pago
                      </Button>
                    )}
                  </>
                )}
              />
            </Card>
          )
        }
      </LoadState>
      {paying && <PaymentDialog supplier={paying} onClose={() => setPaying(null)} />}
    </>
  );
}

const today = () => localToday(new Date());

/** 'Registrar pago': date, method, reference and how much goes to each open invoice (never above its balance). */
function PaymentDialog({ supplier, onClose }: { supplier: SupplierBalance; onClose: () => void }) {
  const { data: invoices } = useSupplierInvoices({ supplierId: supplier.supplierId, open: true });
  const refresh = useRefreshSupplierInvoices();
  const toast = useToast();
  const [date, setDate] = useState(today);
  const [method, setMethod] = useState<SupplierPaymentMethod>('Transferencia');
  const [reference, setReference] = useState('');
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const cents = (text: string | undefined) => {
    const n = parseDecimal((text ?? '').replace(/,/g, ''));
    return n === undefined ? null : Math.round(n * 100);
  };
  const errors = Object.fromEntries(
    (invoices ?? []).map((i) => {
      const text = amounts[i.id]?.trim() ?? '';
      const c = cents(text);
      return [i.id, text === '' ? null : c === null || c < 0 ? 'Escribe un importe válido.' : c > i.balanceCents ? `No puede exceder el saldo (${mxn(i.balanceCents)}).` : null];
    }),
  );
  const applications = (invoices ?? []).map((i) => ({ invoiceId: i.id, amountCents: cents(amounts[i.id]) ?? 0 })).filter((a) => a.amountCents > 0);
  const total = applications.reduce((s, a) => s + a.amountCents, 0);
  const invalid = Object.values(errors).some(Boolean) || total === 0;
  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await createSupplierPayment({ supplierId: supplier.supplierId, date, amountCents: total, method, reference, applications });
      await refresh();
      toast.success(`Pago de ${mxn(total)} a ${supplier.supplierName} registrado.`);
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'No pudimos registrar el pago. Revisa tu conexión e inténtalo de nuevo.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Pago a ${supplier.supplierName}`}
      footer={
        <>
          <Button onClick={() => void save()} loading={saving} disabled={invalid}>
            Registrar pago de {mxn(total)}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      <div className="bo:space-y-4">
        <div className="bo:grid bo:grid-cols-1 bo:gap-4 bo:sm:grid-cols-3">
          <Field label="Fecha" required>
            <TextInput type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </Field>
          <Field label="Forma de pago" required>
            <Select value={method} options={SUPPLIER_PAYMENT_METHODS.map((m) => ({ value: m, label: m }))} onChange={(e) => setMethod(e.target.value as SupplierPaymentMethod)} />
          </Field>
          <Field label="Referencia">
            <TextInput value={reference} maxLength={120} onChange={(e) => setReference(e.target.value)} />
          </Field>
        </div>
        <fieldset className="bo:space-y-3">
          <legend className="bo:text-sm bo:font-semibold bo:text-gray-900">Facturas abiertas</legend>
          {(invoices ?? []).map((i) => (
            <Field key={i.id} label={`${i.folio ?? i.cfdiFolio} · saldo ${mxn(i.balanceCents)}`} error={errors[i.id]}>
              <TextInput inputMode="decimal" value={amounts[i.id] ?? ''} onChange={(e) => setAmounts({ ...amounts, [i.id]: e.target.value })} />
            </Field>
          ))}
        </fieldset>
        {failure && <ErrorAlert title={failure} />}
      </div>
    </Dialog>
  );
}
