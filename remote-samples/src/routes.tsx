import '@muestrario/shared/ui/ui.css';
import './styles.css';
import type { RemoteModule } from '@muestrario/shared/routes';
import { lazyScreen, NotFoundPage } from '@muestrario/shared/ui';

// Each screen is its own chunk: the exposed module stays small.
const Home = lazyScreen(() => import('./screens/Home'));
const Placeholder = lazyScreen(() => import('./screens/Placeholder'));

/** Mounted by the host at '/*' inside the main layout. Paths are relative to that mount. */
const remote: RemoteModule = {
  routes: [
    { index: true, element: <Home /> },
    { path: 'samples', element: <Placeholder title="Muestras" description="Todas las muestras." /> },
    { path: 'samples/:id', element: <Placeholder title="Revisar muestra" /> },
    { path: 'clients', element: <Placeholder title="Clientes" description="Todas las muestras por cliente." /> },
    { path: 'clients/:id', element: <Placeholder title="Revisar muestra" /> },
    { path: 'create-sample', element: <Placeholder title="Nueva muestra" /> },
    { path: '*', element: <NotFoundPage backTo="/" /> },
  ],
};
export default remote;
