import { StrictMode, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AuthProvider } from '@muestrario/shared/auth';
import type { UserDetails } from '@muestrario/shared/contract';
import { createRoutes } from './routes';

/** `user`: the session, when start-up already knows it (no second GET /auth/details then). */
export function App({ user = null }: { user?: UserDetails | null }) {
  const [router] = useState(() => createBrowserRouter(createRoutes({ prepareRemotes: user !== null })));
  return (
    <StrictMode>
      <AuthProvider initialState={user ? { user, error: null } : undefined}>
        <RouterProvider router={router} />
      </AuthProvider>
    </StrictMode>
  );
}
