import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { mountParams, mountPattern, pathInRemote, REMOTES, type RemoteDefinition } from '@muestrario/shared/domain';
import { routes as appRoutes } from '@muestrario/shared/routes';
import { tokenPageRoute } from '../approval/ApprovalRoute';
import { RemoteError, RemoteMount } from '../remotes/RemoteMount';
import { prepareRemote } from '../remotes/remote-store';
import { PageLoading, Root, RouteError } from './Root';

/*
 * Every route of the product (docs/requirements.md §2) in one place (the router application's chunk; a first load of
 * /login renders the light sign-in entry instead). The sign-in screen and both layouts are route `lazy`
 * chunks; their names ('app' in bootstrap, 'layout-<layout>') are read by the server from the build's
 * preload.json to hint a page's files (server/src/plugins/page-hints.ts).
 */
// The page's chunk is the light entry's own (bootstrap): the router-aware wrapper stays here (see ApprovalRoute.tsx).
const approval = () => import(/* webpackChunkName: "approval" */ '../approval/ApprovalEntry').then((m) => ({ Component: tokenPageRoute(m.ApprovalEntry) }));
const programPortal = () => import(/* webpackChunkName: "program-portal" */ '../program-portal/PortalEntry').then((m) => ({ Component: tokenPageRoute(m.PortalEntry) }));
const signIn = () => import('../sign-in/SignInPage').then((m) => ({ Component: m.SignInPage }));

type LayoutName = RemoteDefinition['layout'];

const layouts: Record<LayoutName, RouteObject['lazy']> = {
  backoffice: () => import(/* webpackChunkName: "layout-backoffice" */ '../layouts/backoffice/BackofficeLayout').then((m) => ({ Component: m.BackofficeLayout })),
  main: () => import(/* webpackChunkName: "layout-main" */ '../layouts/main/MainLayout').then((m) => ({ Component: m.MainLayout })),
};

export interface RouteOptions {
  /**
   * Each remote's mount route waits (loader) until the remote has its screen ready (code, first data),
   * so a page appears once and whole instead of through nested spinners. Only with a known session:
   * without one the layout sends the visitor to /login, and nothing of a remote is wanted.
   */
  prepareRemotes?: boolean;
}

/** A pathless layout route, its chunk on demand, with one route per remote of the apps registry at its mount ('/admin/*'). */
const layoutRoute = (layout: LayoutName, { prepareRemotes = false }: RouteOptions): RouteObject => ({
  lazy: layouts[layout],
  children: REMOTES.filter((remote) => remote.layout === layout).map((remote) => ({
    id: remote.name,
    path: mountPattern(remote),
    loader: prepareRemotes
      ? ({ request }: LoaderFunctionArgs) => {
          const { pathname } = new URL(request.url);
          return prepareRemote(remote.name, pathInRemote(remote.name, pathname), mountParams(remote.name, pathname));
        }
      : undefined,
    element: <RemoteMount name={remote.name} />,
    errorElement: <RemoteError name={remote.name} />,
  })),
});

export const createRoutes = (options: RouteOptions = {}): RouteObject[] => [
  {
    Component: Root,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { path: appRoutes.login.path, lazy: signIn },
      { path: appRoutes.networkError.path, lazy: signIn },
      // The customer's approval page: public, outside both layouts (issue 17).
      { path: appRoutes.approval.path, lazy: approval },
      // A uniform program's HR portal: public, outside both layouts (issue 35 item 4).
      { path: appRoutes.programPortal.path, lazy: programPortal },
      // Back-office layout (pathless, so it never matches alone); the remote renders its own relative
      // routes under /admin/* (index = dashboard, socios/socios-negocios, ventas/cotizaciones, …).
      layoutRoute('backoffice', options),
      // Main layout (pathless as well): '/' itself is matched by the samples remote's splat, and the
      // editor's '/samples/:id/design/*' out-ranks it.
      layoutRoute('main', options),
    ],
  },
];
