import './standalone.css';
import '@muestrario/shared/ui/ui.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadStandaloneConfig, standaloneRoutes } from '@muestrario/shared/ui';
import remote from '../routes';

await loadStandaloneConfig();
const router = createBrowserRouter(
  standaloneRoutes({
    name: 'remote_backoffice',
    module: remote,
    mountPath: '/admin/*',
    links: [{ label: 'Panel', to: '/admin' }],
  }),
);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
