import { StrictMode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { AuthProvider } from '@muestrario/shared/auth';
import type { UserDetails } from '@muestrario/shared/contract';

export interface AppProps {
  router: DataRouter;
  /** The session, when start-up already knows it (no second GET /auth/details then). */
  user?: UserDetails | null;
}

export function App({ router, user = null }: AppProps) {
  return (
    <StrictMode>
      <AuthProvider initialState={user ? { user, error: null } : undefined}>
        <RouterProvider router={router} />
      </AuthProvider>
    </StrictMode>
  );
}
