import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { mountPattern, pathInRemote, REMOTES, type RemoteDefinition, type RemoteName } from '@muestrario/shared/domain';
import { routes as appRoutes } from '@muestrario/shared/routes';
import { prepareRemote } from '../remotes/remote-store';
import { PageLoading, Root, RouteError } from './Root';

/*
 * Chunk names ('app' in bootstrap, 'remote-mount', 'layout-<layout>') are read by the server from the
 * build's preload.json to hint a page's files (server/src/plugins/page-hints.ts).
 *
 * Every route of the product (spec §2) in one place (the router application's chunk; a first load of
 * /login renders the light sign-in entry instead). The sign-in screen, both layouts and every remote
 * mount are route `lazy` chunks; start-up hands in, already loaded, those the first page shows
 * (`options.loaded`, see start/first-page.ts).
 */
const signIn = () => import('../sign-in/SignInPage').then((m) => ({ Component: m.SignInPage }));

export type LayoutName = RemoteDefinition['layout'];

/** The layouts' chunks, each resolving to its component. */
export const layoutChunks: Record<LayoutName, () => Promise<ComponentType>> = {
  backoffice: () => import(/* webpackChunkName: "layout-backoffice" */ '../layouts/backoffice/BackofficeLayout').then((m) => m.BackofficeLayout),
  main: () => import(/* webpackChunkName: "layout-main" */ '../layouts/main/MainLayout').then((m) => m.MainLayout),
};

/** The chunk of the remote mount routes' component. */
export const mountChunk = () => import(/* webpackChunkName: "remote-mount" */ '../remotes/mounts');

/** The route id of a remote's mount route (the key of its loader's data). */
export const mountRouteId = (name: RemoteName) => `remote-mount:${name}`;

/** Route code start-up already has: those routes render it at once instead of through a `lazy` step. */
export interface LoadedRouteCode {
  layouts?: Partial<Record<LayoutName, ComponentType>>;
  mounts?: Awaited<ReturnType<typeof mountChunk>>;
}

export interface RouteOptions {
  /**
   * Each remote's mount route waits (loader) until the remote has its screen ready (code, first data),
   * so a page appears once and whole instead of through nested spinners. Only with a known session:
   * without one the layout sends the visitor to /login, and nothing of a remote is wanted.
   */
  prepareRemotes?: boolean;
  loaded?: LoadedRouteCode;
}

/** One route per remote of the apps registry, at its mount path with a splat (e.g. '/admin/*'). */
const remoteMounts = (layout: LayoutName, { prepareRemotes = false, loaded }: RouteOptions): RouteObject[] =>
  REMOTES.filter((remote) => remote.layout === layout).map((remote) => ({
    id: mountRouteId(remote.name),
    path: mountPattern(remote),
    ...(prepareRemotes ? { loader: ({ request }: LoaderFunctionArgs) => prepareRemote(remote.name, pathInRemote(remote.name, new URL(request.url).pathname)) } : {}),
    ...(loaded?.mounts
      ? { Component: loaded.mounts.remoteMount(remote.name) }
      : { lazy: () => mountChunk().then((m) => ({ Component: m.remoteMount(remote.name) })) }),
  }));

/** A pathless layout route: its component when start-up loaded it, else its chunk on demand. */
const layoutRoute = (layout: LayoutName, options: RouteOptions): RouteObject => {
  const Component = options.loaded?.layouts?.[layout];
  return {
    ...(Component ? { Component } : { lazy: () => layoutChunks[layout]().then((C) => ({ Component: C })) }),
    children: remoteMounts(layout, options),
  };
};

export const createRoutes = (options: RouteOptions = {}): RouteObject[] => [
  {
    Component: Root,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { path: appRoutes.login.path, lazy: signIn },
      { path: appRoutes.networkError.path, lazy: signIn },
      // Back-office layout (pathless, so it never matches alone); the remote renders its own relative
      // routes under /admin/* (index = dashboard, socios/socios-negocios, ventas/cotizaciones, …).
      layoutRoute('backoffice', options),
      // Main layout (pathless as well): '/' itself is matched by the samples remote's splat, and the
      // editor's '/samples/:id/design/*' out-ranks it.
      layoutRoute('main', options),
    ],
  },
];
