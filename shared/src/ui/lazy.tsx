import { lazy, Suspense, useState, type ComponentType, type FunctionComponent } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { Spinner } from './Spinner';

/** Full-width loading placeholder while a screen's code arrives. */
export function ScreenLoading({ label = 'Cargando pantalla' }: { label?: string }) {
  return (
    <div className="ui:flex ui:min-h-48 ui:items-center ui:justify-center ui:text-primary-700">
      <Spinner size="lg" label={label} />
    </div>
  );
}

export interface LazyScreenComponent<P> extends FunctionComponent<P> {
  /** Downloads the screen's code now; resolves when it is here (rejects if the download fails). */
  preload: () => Promise<void>;
  /** The import itself, as written: the byte budgets (scripts/budgets/) read which module it names. */
  load: () => Promise<unknown>;
}

/**
 * A screen whose code is loaded on first render or on `preload()` (its own chunk), inside its own
 * Suspense. Code that is already here (preloaded: the host's route waited for it) renders at once,
 * without a Suspense boundary, so React's 300 ms throttle between a fallback and its content never
 * applies to it. React.lazy caches a failed import for good; here a failure swaps in a fresh lazy
 * component, so the next render (e.g. after the host's 'Reintentar' resets its error boundary) downloads
 * it again.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreenComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const download = () =>
    (pending ??= load().then(
      (module) => ((loaded = module.default), module),
      (error: unknown) => {
        pending = null;
        Current = lazy(download);
        throw error;
      },
    ));
  let Current = lazy(download);
  function LazyScreen(props: P) {
    // Chosen once per mount, so a screen shown through Suspense is not swapped (and remounted) later.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<ScreenLoading />}>
        <Current {...props} />
      </Suspense>
    );
  }
  LazyScreen.preload = () => download().then(() => undefined);
  LazyScreen.load = load;
  return LazyScreen;
}

/** What a route's `handle` may carry: how to get its screen ready before it renders. */
export interface PreloadHandle {
  /**
   * Starts the screen's code and first data; resolves when both are here (a failed data call resolves
   * too: the screen shows that failure itself), rejects if the code could not be downloaded.
   */
  preload: (params: Params) => Promise<unknown> | void;
  /** The lazy screen the route shows (its chunk is part of the route's first paint: scripts/budgets/). */
  screen?: { load: () => Promise<unknown> };
}

/** Starts `startData`; settles when it has, whatever its outcome. */
const settled = (startData: () => Promise<unknown>): Promise<void> =>
  startData().then(
    () => undefined,
    () => undefined,
  );

/**
 * The `handle` of a route that shows `screen`: its code, and the first data it asks for (e.g. an SWR
 * `preload` whose answer the screen's hook then takes), side by side, so the screen's first render
 * already has its content.
 */
export function preloadScreen(screen: { preload: () => Promise<void>; load: () => Promise<unknown> }, startData?: (params: Params) => Promise<unknown>): PreloadHandle {
  return {
    screen,
    preload: async (params) => {
      await Promise.all([screen.preload(), startData ? settled(() => startData(params)) : undefined]);
    },
  };
}

/** The `handle` of a route whose screen's code is already here: its first data only. */
export function preloadData(startData: () => Promise<unknown>): PreloadHandle {
  return { preload: () => settled(startData) };
}

/**
 * A remote's `preload(path)`: the `handle.preload` of every route matching `path` (relative to the
 * remote's mount), side by side. Never rejects: a failed download shows up when the screen renders.
 */
export function preloadRoutes(routes: RouteObject[]): (path: string, mountParams?: Record<string, string>) => Promise<void> {
  return async (path, mountParams = {}) => {
    const matches = matchRoutes(routes, path) ?? [];
    await Promise.all(matches.map(({ route, params }) => (route.handle as Partial<PreloadHandle> | undefined)?.preload?.({ ...mountParams, ...params }))).catch(() => undefined);
  };
}
