import { useId, useState } from 'react';
import { usePurchaseReport } from '@muestrario/shared/api';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { localToday, purchaseReportCsv, type PurchaseReportGroup } from '@muestrario/shared/rules';
import { Button, Card, DataTable, EmptyState, Field, LoadState, PageHeader, Select, TextInput, usePageTitle } from '@muestrario/shared/ui';
import { mxn } from './format';

const TITLE = 'Informe de compras';
const GROUPS: { value: PurchaseReportGroup; label: string }[] = [
  { value: 'supplier', label: 'Proveedor' },
  { value: 'item', label: 'Artículo' },
  { value: 'month', label: 'Mes' },
];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function monthStart(): string {
  const now = new Date();
  return `${now.getFullYear()}-01-01`;
}

/** '/admin/compras/informes' (issue 31 item 5): purchases before taxes by supplier, item or month, with a bar per row and CSV. */
export default function PurchaseReportPage() {
  usePageTitle(TITLE);
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(() => localToday(new Date()));
  const [groupBy, setGroupBy] = useState<PurchaseReportGroup>('supplier');
  const rangeError = !DATE.test(from) || !DATE.test(to) ? 'Escribe las dos fechas.' : from > to ? 'La fecha inicial debe ser anterior o igual a la final.' : null;
  const { data, error, mutate } = usePurchaseReport(rangeError ? { from: '2000-01-01', to: '2000-01-01', groupBy } : { from, to, groupBy });
  const headingId = useId();
  const download = () => {
    if (!data) return;
    const blob = new Blob([purchaseReportCsv(data.rows, data.groupBy)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `informe-compras-${from}-${to}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };
  const largest = Math.max(1, ...(data?.rows ?? []).map((r) => Math.abs(r.amountCents)));
  return (
    <>
      <PageHeader
        title={TITLE}
        description="Lo comprado según los CFDI de proveedores (sin impuestos, en pesos); las notas de crédito restan."
        actions={
          <Button variant="secondary" onClick={download} disabled={!data || data.rows.length === 0}>
            Descargar CSV
          </Button>
        }
      />
      <Card className="bo:mb-4">
        <div className="bo:grid bo:grid-cols-1 bo:gap-4 bo:sm:grid-cols-3">
          <Field label="Desde" error={rangeError}>
            <TextInput type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </Field>
          <Field label="Hasta">
            <TextInput type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </Field>
          <Field label="Agrupar por">
            <Select value={groupBy} options={GROUPS} onChange={(e) => setGroupBy(e.target.value as PurchaseReportGroup)} />
          </Field>
        </div>
      </Card>
      <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={SALES_MESSAGES.loadFailed} loadingLabel="Cargando el informe">
        {(report) =>
          report.rows.length === 0 ? (
            <EmptyState title="No hay compras en esas fechas" description="Importa facturas de proveedores o cambia el periodo." />
          ) : (
            <Card padding="none" className="bo:overflow-hidden">
              <h2 id={headingId} className="bo:px-4 bo:pt-4 bo:text-base bo:font-semibold bo:text-gray-900">
                Total {mxn(report.totalCents)}
              </h2>
              <DataTable
                rows={report.rows}
                rowKey={(r) => r.key}
                labelledBy={headingId}
                columns={[
                  { key: 'label', header: GROUPS.find((g) => g.value === report.groupBy)!.label, rowHeader: true, className: 'bo:font-medium bo:text-gray-900', cell: (r) => r.label },
                  { key: 'cfdi', header: 'CFDI', align: 'right', className: 'bo:tabular-nums', cell: (r) => r.invoices },
                  { key: 'quantity', header: 'Cantidad', align: 'right', className: 'bo:tabular-nums', cell: (r) => r.quantity },
                  { key: 'amount', header: 'Importe', align: 'right', className: 'bo:tabular-nums', cell: (r) => mxn(r.amountCents) },
                  {
                    key: 'bar',
                    header: 'Proporción',
                    hideHeader: true,
                    cell: (r) => (
                      <div aria-hidden="true" className="bo:h-2 bo:w-32 bo:rounded bo:bg-gray-100">
                        <div className="bo:h-2 bo:rounded bo:bg-primary-600" style={{ width: `${Math.round((Math.abs(r.amountCents) / largest) * 100)}%` }} />
                      </div>
                    ),
                  },
                ]}
                card={(r) => (
                  <p className="bo:text-sm">
                    <span className="bo:font-medium">{r.label}</span> · {mxn(r.amountCents)}
                  </p>
                )}
              />
            </Card>
          )
        }
      </LoadState>
    </>
  );
}
