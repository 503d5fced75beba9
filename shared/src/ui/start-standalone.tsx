import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadStandaloneConfig, standaloneRoutes, type StandaloneOptions } from './StandaloneShell';

/** A remote's standalone page: reads the runtime config, then mounts its routes in the dev shell. */
export async function startStandalone(options: StandaloneOptions): Promise<void> {
  await loadStandaloneConfig();
  const router = createBrowserRouter(standaloneRoutes(options));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
