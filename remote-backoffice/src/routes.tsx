import '@muestrario/shared/ui/ui.css';
import './styles.css';
import type { RouteObject } from 'react-router';
import { paths, routes, type RemoteModule } from '@muestrario/shared/routes';
import { lazyScreen, NotFoundPage } from '@muestrario/shared/ui';
import { navigation, navigationPages } from './features/navigation/navigation';

const Dashboard = lazyScreen(() => import('./features/dashboard/Dashboard'));
const Placeholder = lazyScreen(() => import('./features/placeholder/Placeholder'));

/** Detail screens of the route table that no sidebar link reaches (mock screens of a later issue). */
const detailPages: RouteObject[] = [
  { path: routes.partner.pattern, element: <Placeholder title="Socio de negocio" group="Socios de Negocios" /> },
  { path: routes.quotation.pattern, element: <Placeholder title="Cotización" group="Ventas - Clientes" /> },
  { path: routes.order.pattern, element: <Placeholder title="Orden de venta" group="Ventas - Clientes" /> },
];

/** Mounted by the host at '/admin/*' inside the back-office layout, which draws `navigation` as its sidebar. */
const remote: RemoteModule = {
  navigation,
  routes: [
    { index: true, element: <Dashboard /> },
    ...navigationPages(navigation).map(
      (page): RouteObject => ({ path: page.path, element: <Placeholder title={page.title} group={page.group} /> }),
    ),
    ...detailPages,
    { path: '*', element: <NotFoundPage backTo={paths.admin} backLabel="Volver al panel" /> },
  ],
};
export default remote;
