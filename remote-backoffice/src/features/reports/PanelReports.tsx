import { lazy } from 'react';
import { Link } from 'react-router';
import { useAllowed, useSalesReport, useSamplesReport } from '@muestrario/shared/api';
import { formatMoney, formatMonth, formatReportNumber } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Card, Skeleton } from '@muestrario/shared/ui';
import { LoadFailed } from '../layout/LoadStates';
import { StagesFigure } from './stages-figure';
import { WhenInView } from './when-in-view';

// Below the fold on every screen: its code comes when the user scrolls to it (issue 34).
const SalesByMonthFigure = lazy(() => import('./sales-by-month-figure').then((m) => ({ default: m.SalesByMonthFigure })));

const plainLinkClass = 'bo:inline-block bo:text-sm bo:font-medium bo:text-primary-700 bo:hover:text-primary-900';
const linkClass = `bo:mt-3 ${plainLinkClass}`;

function Indicator({ name, value, note, to, toLabel }: { name: string; value: string | undefined; note?: string; to: string; toLabel: string }) {
  return (
    <li>
      <Card className="bo:h-full">
        <p className="bo:text-sm bo:font-medium bo:text-gray-500">
          {name}
          <span className="bo:sr-only">:</span>
        </p>
        {value === undefined ? (
          <Skeleton className="bo:mt-3 bo:h-8 bo:w-16" />
        ) : (
          <p className="bo:mt-2 bo:text-3xl bo:font-semibold bo:tracking-tight bo:text-gray-900" data-testid="indicator-value">
            {value}
          </p>
        )}
        {note && <p className="bo:mt-1 bo:text-sm bo:text-gray-600">{note}</p>}
        <Link to={to} className={linkClass}>
          {toLabel}
          <span aria-hidden="true"> →</span>
        </Link>
      </Card>
    </li>
  );
}

/**
 * The Panel's manager view (issue 33 item 11), below the counters: late samples, conversion and this
 * month's sales, samples by stage and sales by month, and the production load still to come. Loaded
 * with its own chunk (the charts travel only with the Panel and the reports).
 */
export default function PanelReports() {
  const seesSales = useAllowed('report.sales');
  const samples = useSamplesReport();
  const sales = useSalesReport(seesSales);
  const s = samples.data;
  const thisMonth = sales.data?.months.at(-1);
  return (
    <section aria-labelledby="bo-panel-reports" className="bo:mt-8">
      <h2 id="bo-panel-reports" className="bo:text-lg bo:font-semibold bo:text-gray-900">
        Muestras y ventas
      </h2>
      {(samples.error || sales.error) && (
        <LoadFailed
          className="bo:mt-3"
          onRetry={() => {
            void samples.mutate();
            void sales.mutate();
          }}
        />
      )}
      <ul className="bo:mt-3 bo:grid bo:grid-cols-1 bo:gap-4 bo:sm:grid-cols-2 bo:xl:grid-cols-3">
        <Indicator
          name="Muestras atrasadas"
          value={s && String(s.late.length)}
          note="Pasaron su fecha de entrega sin autorizarse."
          to={paths.samplesReport}
          toLabel="Ver informe de muestras"
        />
        <Indicator
          name="Conversión a orden de venta"
          value={s && (s.conversion.percent === null ? 'Sin datos' : `${formatReportNumber(s.conversion.percent)} %`)}
          note={s && `${s.conversion.withOrder} de ${s.conversion.candidates} muestras autorizadas o vendidas.`}
          to={paths.samplesReport}
          toLabel="Ver conversión"
        />
        {seesSales && (
          <Indicator
            name={sales.data?.scope === 'own' ? 'Tus ventas del mes' : 'Ventas del mes'}
            value={sales.data && formatMoney(sales.data.monthTotals.at(-1) ?? 0, 'MXN')}
            note={thisMonth && `${formatMonth(thisMonth)}, con IVA, en pesos.`}
            to={paths.salesReport}
            toLabel="Ver informe de ventas"
          />
        )}
      </ul>
      <div className="bo:mt-6 bo:grid bo:grid-cols-1 bo:gap-6 bo:xl:grid-cols-2">
        {s ? <StagesFigure report={s} /> : <Skeleton className="bo:h-72" />}
        <Card>
          <section aria-labelledby="bo-production-load">
            <h2 id="bo-production-load" className="bo:text-base bo:font-semibold bo:text-gray-900">
              Carga de producción
            </h2>
            <p className="bo:mt-1 bo:text-sm bo:text-gray-600">
              Por máquina y por semana, en Producción.
            </p>
            <ul className="bo:mt-3 bo:space-y-1">
              <li>
                <Link to={paths.productionBoard} className={plainLinkClass}>
                  Ver el tablero de planta<span aria-hidden="true"> →</span>
                </Link>
              </li>
              <li>
                <Link to={paths.productionReport} className={plainLinkClass}>
                  Ver el informe de producción<span aria-hidden="true"> →</span>
                </Link>
              </li>
            </ul>
          </section>
        </Card>
        {seesSales && (
          <WhenInView className="bo:min-w-0 bo:xl:col-span-2" fallback={<Skeleton className="bo:h-72" />}>
            {sales.data ? <SalesByMonthFigure report={sales.data} title="Ventas por mes" /> : <Skeleton className="bo:h-72" />}
          </WhenInView>
        )}
      </div>
    </section>
  );
}
