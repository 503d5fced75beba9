import { StrictMode, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AuthProvider } from '@muestrario/shared/auth';
import type { UserDetails } from '@muestrario/shared/contract';
import type { FirstPage } from '../start/first-page';
import { createRoutes } from './routes';

export interface AppProps {
  /** The session, when start-up already knows it (no second GET /auth/details then). */
  user?: UserDetails | null;
  /** The first page, made ready by start-up: the router shows it in its first render. */
  firstPage?: FirstPage;
}

export function App({ user = null, firstPage }: AppProps) {
  const [router] = useState(() =>
    createBrowserRouter(createRoutes({ prepareRemotes: user !== null, loaded: firstPage?.loaded }), { hydrationData: firstPage?.hydrationData }),
  );
  return (
    <StrictMode>
      <AuthProvider initialState={user ? { user, error: null } : undefined}>
        <RouterProvider router={router} />
      </AuthProvider>
    </StrictMode>
  );
}
