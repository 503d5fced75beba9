import '@muestrario/shared/ui/ui.css';
import './styles.css';
import { paths, routes, type RemoteModule } from '@muestrario/shared/routes';
import { lazyScreen, NotFoundPage } from '@muestrario/shared/ui';

// Each screen is its own chunk: the exposed module stays small.
const Home = lazyScreen(() => import('./features/home/Home'));
const Placeholder = lazyScreen(() => import('./features/placeholder/Placeholder'));

/** Mounted by the host at its registry mount ('/') inside the main layout. Patterns are relative to it. */
const remote: RemoteModule = {
  routes: [
    { index: true, element: <Home /> },
    { path: routes.samples.pattern, element: <Placeholder title="Muestras" description="Todas las muestras." /> },
    { path: routes.sample.pattern, element: <Placeholder title="Revisar muestra" /> },
    { path: routes.clients.pattern, element: <Placeholder title="Clientes" description="Todas las muestras por cliente." /> },
    { path: routes.client.pattern, element: <Placeholder title="Revisar muestra" /> },
    { path: routes.createSample.pattern, element: <Placeholder title="Nueva muestra" /> },
    { path: '*', element: <NotFoundPage backTo={paths.home} /> },
  ],
};
export default remote;
