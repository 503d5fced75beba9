import { lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes } from 'react-router';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@muestrario/shared/domain';
import type { RemoteModule } from '@muestrario/shared/routes';
import { settledModule } from '@muestrario/shared/ui';
import { isPageRemote } from '../start/page-remote';

/**
 * One place that knows how to get a remote's `routes` module, caches it, and forgets a failure.
 *
 * - `register()` hands the manifest URLs from /config.json to the Module Federation runtime.
 * - `getRemote(name)` starts loading `<name>/routes` once and returns the cached attempt: its promise,
 *   its status and a React.lazy component built on that promise (so the sidebar and the content of the
 *   back-office share one load).
 * - `retryRemote(name)` throws a failed attempt away. React.lazy caches a rejection forever, so the next
 *   `getRemote` builds a NEW lazy component; and the remote is re-registered with `force: true`, which
 *   makes the runtime drop whatever it kept of the failed manifest / remoteEntry (manifest cache,
 *   loading promises, entry global, snapshot) so the files are really fetched again.
 */

export type RemoteStatus = 'pending' | 'fulfilled' | 'rejected';

export interface RemoteAttempt {
  readonly name: RemoteName;
  readonly promise: Promise<RemoteModule>;
  readonly status: RemoteStatus;
  readonly module?: RemoteModule;
  readonly error?: unknown;
  /** Renders nothing itself: resolves to a component that renders the remote's routes. */
  readonly Component: LazyExoticComponent<ComponentType>;
}

const entries = new Map<RemoteName, string>();
const attempts = new Map<RemoteName, RemoteAttempt>();
const listeners = new Set<() => void>();
/** Remotes whose module arrived at least once in this document. */
const loadedOnce = new Set<RemoteName>();
let version = 0;

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Registers every remote's manifest URL (from /config.json) with the federation runtime. */
export function registerAppRemotes(remotes: Record<RemoteName, string>): void {
  for (const [name, entry] of Object.entries(remotes) as [RemoteName, string][]) entries.set(name, entry);
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
}

/** The component a loaded module turns into: the remote's relative routes, under the host's mount point. */
function routesComponent(module: RemoteModule, name: RemoteName): ComponentType {
  function RemoteRoutes() {
    return useRoutes(module.routes);
  }
  RemoteRoutes.displayName = `RemoteRoutes(${name})`;
  return RemoteRoutes;
}

async function fetchRemoteModule(name: RemoteName): Promise<RemoteModule> {
  const loaded = await loadRemote<{ default?: RemoteModule }>(`${name}/routes`);
  const module = loaded?.default;
  if (!module || !Array.isArray(module.routes)) {
    throw new Error(`El remoto ${name} no expone un módulo de rutas válido`);
  }
  return module;
}

function startAttempt(name: RemoteName): RemoteAttempt {
  const promise = fetchRemoteModule(name);
  const attempt: { -readonly [K in keyof RemoteAttempt]: RemoteAttempt[K] } = {
    name,
    promise,
    status: 'pending',
    // A module that is already here (the mount route's loader waited for it) renders without suspending.
    Component: lazy(() => {
      const routes = (module: RemoteModule) => ({ default: routesComponent(module, name) });
      return attempt.module ? settledModule(routes(attempt.module)) : promise.then(routes);
    }),
  };
  promise.then(
    (module) => {
      loadedOnce.add(name);
      if (attempts.get(name) !== attempt) return;
      attempt.status = 'fulfilled';
      attempt.module = module;
      notify();
    },
    (error: unknown) => {
      if (attempts.get(name) !== attempt) return;
      attempt.status = 'rejected';
      attempt.error = error;
      notify();
    },
  );
  attempts.set(name, attempt);
  return attempt;
}

/** The current attempt to load `name` (started on first use). */
export function getRemote(name: RemoteName): RemoteAttempt {
  return attempts.get(name) ?? startAttempt(name);
}

/** How long a page waits for its remote before the layout shows with the remote's own spinner. */
export const REMOTE_WAIT_MS = 3000;

/**
 * The loader of a remote's mount route: loads the remote and lets it get the screen at `path` (relative
 * to the mount) ready, its code and first data, so the router shows the page once and whole instead of
 * through nested spinners. Never rejects and waits at most REMOTE_WAIT_MS: a failed or slow remote is
 * then shown by RemoteBoundary ('Reintentar', or its spinner).
 */
export async function prepareRemote(name: RemoteName, path: string): Promise<null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, REMOTE_WAIT_MS)));
  const ready = getRemote(name).promise.then((module) => module.preload?.(path));
  try {
    await Promise.race([ready, waited]);
  } catch {
    // Shown by RemoteBoundary when the route renders.
  } finally {
    clearTimeout(timer);
  }
  return null;
}

/**
 * Forget a failed attempt so the next render loads the remote again.
 * A remote that loaded (or is loading) is kept: a render failure only needs a boundary reset.
 */
export function retryRemote(name: RemoteName, reload: () => void = () => window.location.reload()): void {
  const attempt = attempts.get(name);
  if (attempt?.status !== 'rejected') return;
  // The page's own remote never loaded: its files were preloaded (Link) and failed, and Chromium would
  // hand those same failures to an in-place retry. A new page asks for them again.
  if (isPageRemote(name) && !loadedOnce.has(name)) {
    reload();
    return;
  }
  attempts.delete(name);
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Subscribes to the store: re-renders when any attempt settles or is retried. */
export function useRemote(name: RemoteName): RemoteAttempt {
  useSyncExternalStore(subscribe, () => version, () => version);
  return getRemote(name);
}

/** Tests only. */
export function resetRemoteStoreForTests(): void {
  attempts.clear();
  entries.clear();
  loadedOnce.clear();
  listeners.clear();
  version = 0;
}
