import { Suspense, lazy, type ReactNode } from 'react';
import { BACKOFFICE_COUNTERS } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { Card, PageHeader, Skeleton, usePageTitle } from '@muestrario/shared/ui';
import { LoadFailed } from '../layout/LoadStates';
import { Link } from 'react-router';
import { navigation } from '../navigation/navigation';
import { useBackofficeCounters } from '@muestrario/shared/api';

// The manager's charts come in their own chunk, shared with the report screens (issue 33 item 11).
const PanelReports = lazy(() => import('../reports/PanelReports'));

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" className="bo:size-6">
    <path strokeLinecap="round" strokeLinejoin="round" d={d} />
  </svg>
);

/** The sidebar destinations of the two counters whose lists are still placeholders. */
const menuTo = (group: string, menu: string) => navigation.find((g) => g.name === group)?.menus.find((m) => m.name === menu)?.to;
const PRODUCTION_ORDERS = menuTo('Producción', 'Orden de fabricacion');
const PURCHASE_ORDERS = menuTo('Compras - Proveedores', 'Pedidos');

/** Icon and list link of each counter, in BACKOFFICE_COUNTERS order. */
const DECOR: { icon: ReactNode; to?: string }[] = [
  {
    icon: icon('M19.5 14.25v-2.625a3.375 3.375 0 0 0-3.375-3.375h-1.5A1.125 1.125 0 0 1 13.5 7.125v-1.5a3.375 3.375 0 0 0-3.375-3.375H8.25m0 12.75h7.5m-7.5 3H12M10.5 2.25H5.625c-.621 0-1.125.504-1.125 1.125v17.25c0 .621.504 1.125 1.125 1.125h12.75c.621 0 1.125-.504 1.125-1.125V11.25a9 9 0 0 0-9-9z'),
    to: paths.quotations,
  },
  {
    icon: icon('M11.42 15.17 17.25 21A2.652 2.652 0 0 0 21 17.25l-5.877-5.877M11.42 15.17l2.496-3.03c.317-.384.74-.626 1.208-.766M11.42 15.17l-4.655 5.653a2.548 2.548 0 1 1-3.586-3.586l6.837-5.63'),
    to: PRODUCTION_ORDERS,
  },
  {
    icon: icon('M2.25 3h1.386c.51 0 .955.343 1.087.835l.383 1.437M7.5 14.25a3 3 0 0 0-3 3h15.75m-12.75-3h11.218c1.121-2.3 2.1-4.684 2.924-7.138a60.114 60.114 0 0 0-16.536-1.84M7.5 14.25 5.106 5.272M6 20.25a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0zm12.75 0a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0z'),
    to: PURCHASE_ORDERS,
  },
  {
    icon: icon('M8.25 18.75a1.5 1.5 0 0 1-3 0m3 0a1.5 1.5 0 0 0-3 0m3 0h6m-9 0H3.375a1.125 1.125 0 0 1-1.125-1.125V14.25m17.25 4.5a1.5 1.5 0 0 1-3 0m3 0a1.5 1.5 0 0 0-3 0m3 0h1.125c.621 0 1.129-.504 1.09-1.124a17.902 17.902 0 0 0-3.213-9.193 2.056 2.056 0 0 0-1.58-.86H14.25M16.5 18.75h-2.25m0-11.177v-.958c0-.568-.422-1.048-.987-1.106a48.554 48.554 0 0 0-10.026 0 1.106 1.106 0 0 0-.987 1.106v7.635m12-6.677v6.677m0 4.5v-4.5m0 0h-12'),
    to: paths.orders,
  },
];

/** '/admin': the four counters of docs/requirements.md §2, counted from the data (purchases have no module yet). */
export default function Dashboard() {
  usePageTitle('Panel');
  const { data, error, mutate } = useBackofficeCounters();
  return (
    <>
      <PageHeader title="Panel de control" description="Resumen de la operación de ventas, compras y producción." />
      <section aria-labelledby="bo-dashboard-metrics">
        <h2 id="bo-dashboard-metrics" className="bo:sr-only">
          Indicadores
        </h2>
        {error && !data && <LoadFailed onRetry={() => void mutate()} className="bo:mb-4" />}
        <ul className="bo:grid bo:grid-cols-1 bo:gap-4 bo:sm:grid-cols-2 bo:xl:grid-cols-4">
          {BACKOFFICE_COUNTERS.map((counter, i) => {
            const decor = DECOR[i];
            const value = data?.[counter.key];
            return (
              <li key={counter.key}>
                <Card className="bo:flex bo:h-full bo:items-start bo:justify-between bo:gap-4">
                  <div className="bo:min-w-0">
                    <p className="bo:text-sm bo:font-medium bo:text-gray-500">
                      {counter.name}
                      <span className="bo:sr-only">:</span>
                    </p>
                    {value === undefined || value === null ? (
                      <Skeleton className="bo:mt-3 bo:h-8 bo:w-12" />
                    ) : (
                      <p className="bo:mt-2 bo:text-3xl bo:font-semibold bo:tracking-tight bo:text-gray-900" data-testid="metric-value">
                        {value}
                      </p>
                    )}
                    {decor?.to && (
                      <Link to={decor.to} className="bo:mt-3 bo:inline-block bo:text-sm bo:font-medium bo:text-primary-700 bo:hover:text-primary-900">
                        Ver<span className="bo:sr-only"> {counter.name.toLowerCase()}</span>
                        <span aria-hidden="true"> →</span>
                      </Link>
                    )}
                  </div>
                  <div className="bo:flex bo:size-11 bo:shrink-0 bo:items-center bo:justify-center bo:rounded-lg bo:bg-primary-50 bo:text-primary-700">
                    {decor?.icon}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>
      <Suspense fallback={null}>
        <PanelReports />
      </Suspense>
    </>
  );
}
