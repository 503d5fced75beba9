import type { SalesReport } from '@muestrario/shared/contract';
import { formatMoney, formatMonth, formatReportCents, formatShortMonth } from '@muestrario/shared/rules';
import { StackedColumns } from './stacked-columns';
import { ReportFigure } from './ReportFigure';

/* The figure the Panel shows too: apart from 'Ventas por vendedor' so that the Panel's chunk does not carry it (issue 34). */

export const mxn = (cents: number) => formatMoney(cents, 'MXN');

/** What the amounts are, said once under each sales figure. */
export function salesBasis(report: SalesReport): string {
  const usd = report.usdOrders;
  const dollars =
    usd === 0
      ? 'Las órdenes en dólares cuentan por su total en pesos al tipo de cambio de cada orden.'
      : `Las órdenes en dólares (${usd} ${usd === 1 ? 'orden' : 'órdenes'}) cuentan por su total en pesos al tipo de cambio de cada orden.`;
  return `Total de las órdenes de venta con IVA, en pesos (MXN), por mes de creación; no cuentan las canceladas. ${dollars}`;
}

/** 'Ventas por mes y vendedor': stacked columns, a table with a row per month and a column per seller. */
export function SalesByMonthFigure({ report, title = 'Ventas por mes y vendedor', className }: { report: SalesReport; title?: string; className?: string }) {
  const { months, sellers } = report;
  const names = sellers.map((s) => s.name);
  return (
    <ReportFigure
      className={className}
      title={title}
      description={salesBasis(report)}
      csvName="ventas-por-mes-y-vendedor"
      chart={
        <StackedColumns
          columns={months.map(formatShortMonth)}
          series={sellers.map((s) => ({ name: s.name, values: s.cents }))}
          formatTotal={mxn}
          summary={`Ventas por mes: ${months.map((m, i) => `${formatMonth(m)} ${mxn(report.monthTotals[i] ?? 0)}`).join(', ')}.`}
        />
      }
      table={{
        columns: ['Mes', ...names, 'Total'],
        csvColumns: ['Mes', ...names.map((n) => `${n} (MXN)`), 'Total (MXN)'],
        rows: months.map((m, i) => [formatMonth(m), ...sellers.map((s) => mxn(s.cents[i] ?? 0)), mxn(report.monthTotals[i] ?? 0)]),
        csvRows: months.map((m, i) => [formatMonth(m), ...sellers.map((s) => formatReportCents(s.cents[i] ?? 0)), formatReportCents(report.monthTotals[i] ?? 0)]),
        footer: ['Total', ...sellers.map((s) => mxn(s.totalCents)), mxn(report.totalCents)],
      }}
    />
  );
}
