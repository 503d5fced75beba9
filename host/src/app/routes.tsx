import type { RouteObject } from 'react-router-dom';
import { paths } from '@muestrario/shared/routes';
import { PageLoading, Root, RouteError } from './Root';

/*
 * Every route of the product (spec §2) in one place. Only Root is in the first bundle: the sign-in
 * screen, both layouts and every remote mount are route `lazy` chunks, so /login downloads React, the
 * router and the form, and nothing else (no layout, no SWR, no remote).
 */
const signIn = () => import('../sign-in/SignInPage').then((m) => ({ Component: m.SignInPage }));
const backofficeMount = () => import('../remotes/mounts').then((m) => ({ Component: m.BackofficeMount }));
const editorMount = () => import('../remotes/mounts').then((m) => ({ Component: m.EditorMount }));
const samplesMount = () => import('../remotes/mounts').then((m) => ({ Component: m.SamplesMount }));

export const routes: RouteObject[] = [
  {
    Component: Root,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { path: paths.login, lazy: signIn },
      { path: paths.networkError, lazy: signIn },
      {
        // Back-office layout (pathless, so it never matches alone); the remote renders its own relative
        // routes under /admin/* (index = dashboard, socios/socios-negocios, ventas/cotizaciones, …).
        lazy: () => import('../layouts/backoffice/BackofficeLayout').then((m) => ({ Component: m.BackofficeLayout })),
        children: [{ path: `${paths.admin}/*`, lazy: backofficeMount }],
      },
      {
        // Main layout (pathless as well): '/' itself is matched by the samples remote's splat.
        lazy: () => import('../layouts/main/MainLayout').then((m) => ({ Component: m.MainLayout })),
        children: [
          // /samples/:id/design → the editor remote.
          { path: `${paths.sampleDesign(':id')}/*`, lazy: editorMount },
          // Everything else (home, samples, clients, create-sample, review) → the samples remote.
          { path: '/*', lazy: samplesMount },
        ],
      },
    ],
  },
];
