import { useId, useState } from 'react';
import { useInvoicedSalesReport } from '@muestrario/shared/api';
import { RECEIVABLES_MESSAGES } from '@muestrario/shared/domain';
import { INVOICED_SALES_GROUP_NAMES, INVOICED_SALES_GROUPS, invoicedSalesCsv, type InvoicedSalesGroup, localToday } from '@muestrario/shared/rules';
import { Button, Card, DataTable, EmptyState, Field, LoadState, Select, TextInput, type DataColumn } from '@muestrario/shared/ui';
import type { InvoicedSalesReport } from '@muestrario/shared/contract';
import { money } from '../sales-invoices/format';
import { downloadCsv } from './download';

type Row = InvoicedSalesReport['rows'][number];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const percent = (bp: number | null) => (bp === null ? '—' : `${(bp / 100).toLocaleString('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`);

/** 'Ventas facturadas' (issue 32 item 8): invoices net of credit notes by client, seller, item or month, with margin and CSV. */
export function InvoicedSalesSection() {
  const now = new Date();
  const [from, setFrom] = useState(`${now.getFullYear()}-01-01`);
  const [to, setTo] = useState(() => localToday(now));
  const [groupBy, setGroupBy] = useState<InvoicedSalesGroup>('client');
  const rangeError = !DATE.test(from) || !DATE.test(to) ? 'Escribe las dos fechas.' : from > to ? 'La fecha inicial debe ser anterior o igual a la final.' : null;
  const { data, error, mutate } = useInvoicedSalesReport(rangeError ? { from: '2000-01-01', to: '2000-01-01', groupBy } : { from, to, groupBy });
  const headingId = useId();
  const columns: DataColumn<Row>[] = [
    { key: 'label', header: INVOICED_SALES_GROUP_NAMES[groupBy], rowHeader: true, className: 'bo:font-medium bo:text-gray-900', cell: (r) => r.label },
    { key: 'documents', header: 'Documentos', align: 'right', className: 'bo:tabular-nums bo:text-gray-700', cell: (r) => r.documents },
    { key: 'quantity', header: 'Cantidad', align: 'right', className: 'bo:tabular-nums bo:text-gray-700', cell: (r) => r.quantity.toLocaleString('es-MX') },
    { key: 'amount', header: 'Importe', align: 'right', className: 'bo:tabular-nums bo:font-medium', cell: (r) => money(r.amountCents) },
    { key: 'margin', header: 'Margen', align: 'right', className: 'bo:tabular-nums', cell: (r) => (r.marginCents === null ? '—' : money(r.marginCents)) },
    { key: 'marginPct', header: 'Margen %', align: 'right', className: 'bo:tabular-nums bo:text-gray-700', cell: (r) => percent(r.marginBp) },
  ];
  return (
    <section aria-labelledby={headingId} className="bo:mt-8">
      <div className="bo:mb-3 bo:flex bo:flex-wrap bo:items-end bo:justify-between bo:gap-3">
        <div>
          <h2 id={headingId} className="bo:text-lg bo:font-semibold bo:text-gray-900">
            Ventas facturadas
          </h2>
          <p className="bo:text-sm bo:text-gray-600">Facturas y notas de débito menos notas de crédito, sin IVA, en pesos; margen donde se conoce el costo.</p>
        </div>
        <Button variant="secondary" disabled={!data || data.rows.length === 0} onClick={() => data && downloadCsv(`ventas-facturadas-${from}-${to}.csv`, invoicedSalesCsv(data.rows, data.groupBy))}>
          Descargar CSV
        </Button>
      </div>
      <Card className="bo:mb-4">
        <div className="bo:grid bo:grid-cols-1 bo:gap-4 bo:sm:grid-cols-3">
          <Field label="Desde" error={rangeError}>
            <TextInput type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </Field>
          <Field label="Hasta">
            <TextInput type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </Field>
          <Field label="Agrupar por">
            <Select value={groupBy} options={INVOICED_SALES_GROUPS.map((g) => ({ value: g, label: INVOICED_SALES_GROUP_NAMES[g] }))} onChange={(e) => setGroupBy(e.target.value as InvoicedSalesGroup)} />
          </Field>
        </div>
      </Card>
      <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={RECEIVABLES_MESSAGES.loadFailed} loadingLabel="Cargando las ventas facturadas">
        {(report) =>
          report.rows.length === 0 ? (
            <EmptyState title="Sin ventas facturadas en esas fechas" description="Cambia las fechas o factura desde Facturas de deudores." />
          ) : (
            <Card padding="none" className="bo:overflow-hidden">
              <DataTable
                rows={report.rows}
                columns={columns}
                rowKey={(r) => r.key}
                labelledBy={headingId}
                cardClassName="bo:space-y-1"
                card={(r) => (
                  <>
                    <p className="bo:font-medium bo:text-gray-900">{r.label}</p>
                    <p className="bo:text-sm bo:text-gray-600">
                      {money(r.amountCents)} · {r.documents} documentos · margen {r.marginCents === null ? '—' : `${money(r.marginCents)} (${percent(r.marginBp)})`}
                    </p>
                  </>
                )}
              />
              <p className="bo:border-t bo:border-gray-200 bo:p-4 bo:text-right bo:text-sm bo:font-semibold bo:text-gray-900">
                Total {money(report.totalCents)}
                {report.marginCents !== null && ` · margen ${money(report.marginCents)}`}
              </p>
            </Card>
          )
        }
      </LoadState>
    </section>
  );
}
