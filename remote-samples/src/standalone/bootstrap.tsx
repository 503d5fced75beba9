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
    name: 'remote_samples',
    module: remote,
    mountPath: '/*',
    links: [
      { label: 'Inicio', to: '/' },
      { label: 'Muestras', to: '/samples' },
      { label: 'Clientes', to: '/clients' },
    ],
  }),
);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
