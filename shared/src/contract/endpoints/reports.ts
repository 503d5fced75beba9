import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { NoReportQuery, SalesReport, SamplesReport } from '../reports';

const addresses = defineRoutes({
  getSamplesReport: { method: 'GET', path: '/reports/samples', action: 'report.samples' },
  getSalesReport: { method: 'GET', path: '/reports/sales', action: 'report.sales' },
});

/** The manager's reports (issue 33 item 11): one endpoint per report, figures computed by the server. */
export const reportEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  getSamplesReport: {
    summary:
      'Informe de muestras: cuántas hay en cada etapa, la mediana de días por etapa en los últimos 90 días (de los cambios de etapa), las atrasadas y cuántas llevaron a una orden de venta.',
    tags: ['reports'],
    query: NoReportQuery,
    response: SamplesReport,
    errors: [400, 401, 403],
  },
  getSalesReport: {
    summary:
      'Informe de ventas: el total de las órdenes de venta (no canceladas) por vendedor y mes de los últimos 12 meses, en centavos MXN (las de dólares a su tipo de cambio). Un vendedor ve solo las suyas; 403 para quien no vende.',
    tags: ['reports'],
    query: NoReportQuery,
    response: SalesReport,
    errors: [400, 401, 403],
  },
});

export const reportRoutes: RoutesOf<typeof reportEndpoints> = addresses;
