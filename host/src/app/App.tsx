import { StrictMode, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AuthProvider } from '../auth/AuthProvider';
import { routes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <StrictMode>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </StrictMode>
  );
}
