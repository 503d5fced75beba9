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
    name: 'remote_editor',
    module: remote,
    // Same mount as in the host, so useParams().id works: open /samples/1/design.
    mountPath: '/samples/:id/design/*',
    links: [
      { label: 'Muestra 1', to: '/samples/1/design' },
      { label: 'Muestra 2', to: '/samples/2/design' },
    ],
  }),
);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
