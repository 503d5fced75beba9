import type { SalesReport } from '@muestrario/shared/contract';
import { formatReportCents } from '@muestrario/shared/rules';
import { BarChart, seriesColour } from './charts';
import { ReportFigure } from './ReportFigure';
import { mxn } from './sales-by-month-figure';

export { SalesByMonthFigure, salesBasis } from './sales-by-month-figure';

/** 'Ventas por vendedor': each seller's total over the months. */
export function SalesBySellerFigure({ report, className }: { report: SalesReport; className?: string }) {
  const { sellers } = report;
  return (
    <ReportFigure
      className={className}
      title="Ventas por vendedor"
      description={`Total de los últimos ${report.months.length} meses.`}
      csvName="ventas-por-vendedor"
      chart={
        <BarChart
          summary={`Ventas por vendedor: ${sellers.map((s) => `${s.name} ${mxn(s.totalCents)}`).join(', ')}.`}
          bars={sellers.map((s, i) => ({ label: s.name, value: s.totalCents, text: mxn(s.totalCents), colour: seriesColour(i) }))}
        />
      }
      table={{
        columns: ['Vendedor', 'Órdenes', 'Total'],
        csvColumns: ['Vendedor', 'Órdenes', 'Total (MXN)'],
        rows: sellers.map((s) => [s.name, s.orders, mxn(s.totalCents)]),
        csvRows: sellers.map((s) => [s.name, s.orders, formatReportCents(s.totalCents)]),
        footer: ['Total', report.orders, mxn(report.totalCents)],
      }}
    />
  );
}
