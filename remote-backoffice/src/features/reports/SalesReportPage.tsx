import { useAuthDetails, useSalesReport } from '@muestrario/shared/api';
import { allows } from '@muestrario/shared/rules';
import { Card, EmptyState, PageHeader, usePageTitle } from '@muestrario/shared/ui';
import { InvoicedSalesSection } from './InvoicedSalesSection';
import { ReportState } from './ReportState';
import { SalesByMonthFigure, SalesBySellerFigure } from './sales-figures';

const TITLE = 'Informe de ventas';

/** '/admin/ventas/informes': orders' totals by seller and month (a seller sees their own). */
export default function SalesReportPage() {
  usePageTitle(TITLE);
  const { data: user, error: userError } = useAuthDetails();
  // Asked once the role is known and may see it (a refused role sends nothing); if the user cannot be
  // read, the server decides (403 is shown as such).
  const allowed = user ? allows(user, 'report.sales') : true;
  const { data, error, mutate } = useSalesReport((user !== undefined || userError !== undefined) && allowed);
  return (
    <>
      <PageHeader
        title={TITLE}
        before={<p className="bo:mb-1 bo:text-sm bo:font-medium bo:text-primary-700">Ventas - Clientes</p>}
        description={
          data?.scope === 'own'
            ? 'Tus órdenes de venta de los últimos 12 meses, por mes.'
            : 'Las órdenes de venta de los últimos 12 meses, por vendedor y mes.'
        }
      />
      {!allowed ? (
        <Card>
          <EmptyState title="Sin acceso a este informe" description="El informe de ventas es solo para vendedores y administradores." />
        </Card>
      ) : (
        <ReportState data={data} error={error} retry={() => void mutate()} label="el informe de ventas">
          {(report) =>
            report.sellers.length === 0 ? (
              <Card>
                <EmptyState title="Todavía no hay ventas" description="Cuando haya órdenes de venta en los últimos 12 meses, aquí verás sus totales por mes." />
              </Card>
            ) : (
              <div className="bo:grid bo:grid-cols-1 bo:gap-6">
                <SalesByMonthFigure report={report} />
                {report.scope === 'all' && <SalesBySellerFigure report={report} />}
              </div>
            )
          }
        </ReportState>
      )}
      {allowed && <InvoicedSalesSection />}
    </>
  );
}
