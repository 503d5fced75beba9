import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createRoutes, type RouteOptions } from '../app/routes';
import { AuthProvider } from '@muestrario/shared/auth';

/** Renders the real route table at `path`, as the app does (minus the browser history). */
export function renderApp(path: string, options: RouteOptions = {}) {
  const router = createMemoryRouter(createRoutes(options), { initialEntries: [path] });
  const view = render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { router, ...view };
}
