import type { RouteObject } from 'react-router';
import { mountPattern, REMOTES, type RemoteDefinition } from '@muestrario/shared/domain';
import { routes as appRoutes } from '@muestrario/shared/routes';
import { PageLoading, Root, RouteError } from './Root';

/*
 * Every route of the product (spec §2) in one place. Only Root is in the first bundle: the sign-in
 * screen, both layouts and every remote mount are route `lazy` chunks, so /login downloads React, the
 * router and the form, and nothing else (no layout, no SWR, no remote).
 */
const signIn = () => import('../sign-in/SignInPage').then((m) => ({ Component: m.SignInPage }));

/** One route per remote of the apps registry, at its mount path with a splat (e.g. '/admin/*'). */
const remoteMounts = (layout: RemoteDefinition['layout']): RouteObject[] =>
  REMOTES.filter((remote) => remote.layout === layout).map((remote) => ({
    path: mountPattern(remote),
    lazy: () => import('../remotes/mounts').then((m) => ({ Component: m.remoteMount(remote.name) })),
  }));

export const routes: RouteObject[] = [
  {
    Component: Root,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { path: appRoutes.login.path, lazy: signIn },
      { path: appRoutes.networkError.path, lazy: signIn },
      {
        // Back-office layout (pathless, so it never matches alone); the remote renders its own relative
        // routes under /admin/* (index = dashboard, socios/socios-negocios, ventas/cotizaciones, …).
        lazy: () => import('../layouts/backoffice/BackofficeLayout').then((m) => ({ Component: m.BackofficeLayout })),
        children: remoteMounts('backoffice'),
      },
      {
        // Main layout (pathless as well): '/' itself is matched by the samples remote's splat, and the
        // editor's '/samples/:id/design/*' out-ranks it.
        lazy: () => import('../layouts/main/MainLayout').then((m) => ({ Component: m.MainLayout })),
        children: remoteMounts('main'),
      },
    ],
  },
];
