import { useSyncExternalStore } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig, UserDetails } from '@muestrario/shared/contract';
import { mountParams, pathInRemote, type RemoteName } from '@muestrario/shared/domain';
import { remoteShowing, type RemoteModule } from '@muestrario/shared/routes';

/**
 * One place that knows how to get a remote's `routes` module, caches it, and forgets a failure.
 *
 * - `registerAppRemotes()` hands the manifest URLs from /config.json to the Module Federation runtime.
 * - `getRemote(name)` starts loading `<name>/routes` once and returns the cached attempt (its promise,
 *   status and module), so the back-office's sidebar and content share one load.
 * - `prepareRemote(name, path)` is the mount route's loader: the remote, then its screen's code and data.
 * - `startPageRemote()` starts that same work for the page's first URL as soon as start-up can.
 * - `retryRemote(name)` throws a failed attempt away and re-registers the remote with `force: true`, which
 *   makes the runtime drop whatever it kept of the failed manifest / remoteEntry, so the files are really
 *   fetched again.
 */

export interface RemoteAttempt {
  readonly promise: Promise<RemoteModule>;
  readonly status: 'pending' | 'fulfilled' | 'rejected';
  readonly module?: RemoteModule;
  readonly error?: unknown;
}

const entries = new Map<RemoteName, string>();
const attempts = new Map<RemoteName, RemoteAttempt>();
const listeners = new Set<() => void>();
/** Remotes whose module arrived at least once in this document. */
const loadedOnce = new Set<RemoteName>();
/** The remote the page's first URL shows: the server hinted its files (Link: preload) on this document. */
let pageRemote: RemoteName | undefined;
let version = 0;

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Registers every remote's manifest URL (from /config.json) with the federation runtime. */
export function registerAppRemotes(remotes: Record<RemoteName, string>, firstPageRemote?: RemoteName): void {
  pageRemote = firstPageRemote;
  for (const [name, entry] of Object.entries(remotes) as [RemoteName, string][]) entries.set(name, entry);
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
}

async function fetchRemoteModule(name: RemoteName): Promise<RemoteModule> {
  const module = (await loadRemote<{ default?: RemoteModule }>(`${name}/routes`))?.default;
  if (!module || !Array.isArray(module.routes)) throw new Error(`El remoto ${name} no expone un módulo de rutas válido`);
  return module;
}

/** The current attempt to load `name` (started on first use). */
export function getRemote(name: RemoteName): RemoteAttempt {
  const current = attempts.get(name);
  if (current) return current;
  const promise = fetchRemoteModule(name);
  const attempt: { -readonly [K in keyof RemoteAttempt]: RemoteAttempt[K] } = { promise, status: 'pending' };
  const settle = (update: Partial<RemoteAttempt>) => {
    if (attempts.get(name) !== attempt) return;
    Object.assign(attempt, update);
    notify();
  };
  promise.then(
    (module) => {
      loadedOnce.add(name);
      settle({ status: 'fulfilled', module });
    },
    (error: unknown) => settle({ status: 'rejected', error }),
  );
  attempts.set(name, attempt);
  return attempt;
}

/** How long a page waits for its remote before the layout shows with the remote's own spinner. */
export const REMOTE_WAIT_MS = 3000;

/**
 * The loader of a remote's mount route: loads the remote and lets it get the screen at `path` (relative
 * to the mount) ready, its code and first data, so the router shows the page once and whole instead of
 * through nested spinners. Never rejects and waits at most REMOTE_WAIT_MS: a failed or slow remote is
 * then shown by the mount ('Reintentar', or its spinner).
 */
export async function prepareRemote(name: RemoteName, path: string, params?: Record<string, string>): Promise<null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, REMOTE_WAIT_MS)));
  const ready = getRemote(name).promise.then((module) => module.preload?.(path, params));
  await Promise.race([ready, waited]).catch(() => undefined);
  clearTimeout(timer);
  return null;
}

/**
 * Start-up, as soon as /config.json is here (the router application may still be downloading): registers
 * the remotes and starts loading the one the page shows, and once a session is known its screen's code and
 * first data. The mount route's loader later finds that work under way (the module is cached; a screen's
 * code and SWR's preloaded answers are fetched once). Failures are left to the route.
 */
export function startPageRemote(config: RuntimeConfig, session: Promise<UserDetails | null>, pathname = window.location.pathname): void {
  const remote = remoteShowing(pathname)?.name;
  registerAppRemotes(config.remotes, remote);
  if (!remote) return;
  getRemote(remote);
  void session.then((user) => (user ? prepareRemote(remote, pathInRemote(remote, pathname), mountParams(remote, pathname)) : null));
}

/**
 * Forget a failed attempt so the next render loads the remote again (a remote that loaded, or is
 * loading, is kept: a render failure only needs its boundary reset). The page's own remote, while it
 * never loaded, reloads the page instead: its files were preloaded (Link) and failed, and Chromium would
 * hand those same failures to an in-place retry.
 */
export function retryRemote(name: RemoteName, reload: () => void = () => window.location.reload()): void {
  if (attempts.get(name)?.status !== 'rejected') return;
  if (name === pageRemote && !loadedOnce.has(name)) {
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
  pageRemote = undefined;
  version = 0;
}
