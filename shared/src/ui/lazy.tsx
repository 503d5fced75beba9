import { lazy, Suspense, type ComponentType, type FunctionComponent } from 'react';
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

/**
 * A thenable that calls back at once. React.lazy reads a module handed over this way on its first
 * render without suspending: no fallback is committed, so React's 300 ms throttle between a Suspense
 * fallback and its content never applies to code that is already here.
 */
export function settledModule<T>(module: T): Promise<T> {
  const thenable = { then: (onFulfilled: (value: T) => unknown) => (onFulfilled(module), thenable) };
  return thenable as unknown as Promise<T>;
}

export interface LazyScreenComponent<P> extends FunctionComponent<P> {
  /** Downloads the screen's code now; resolves when it is here (rejects if the download fails). */
  preload: () => Promise<void>;
}

/**
 * A screen whose code is loaded on first render or on `preload()` (its own chunk), inside its own
 * Suspense. Code that is already here renders at once, without a fallback. React.lazy caches a failed
 * import for good; here a failure swaps in a fresh lazy component, so the next render (e.g. after the
 * host's 'Reintentar' resets its error boundary) downloads it again.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreenComponent<P> {
  let loaded: { default: ComponentType<P> } | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const download = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = null;
        Current = make();
        throw error;
      },
    ));
  const make = () => lazy(() => (loaded ? settledModule(loaded) : download()));
  let Current = make();
  function LazyScreen(props: P) {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <Current {...props} />
      </Suspense>
    );
  }
  LazyScreen.preload = () => download().then(() => undefined);
  return LazyScreen;
}

/** What a route's `handle` may carry: how to get its screen ready before it renders. */
export interface PreloadHandle {
  /**
   * Starts the screen's code and first data; resolves when both are here (a failed data call resolves
   * too: the screen shows that failure itself), rejects if the code could not be downloaded.
   */
  preload: (params: Params) => Promise<unknown> | void;
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
export function preloadScreen(screen: { preload: () => Promise<void> }, startData?: () => Promise<unknown>): PreloadHandle {
  return {
    preload: async () => {
      await Promise.all([screen.preload(), startData ? settled(startData) : undefined]);
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
 * A path already being prepared is not prepared twice: a second call (the host's start-up warm-up, then
 * its first page) gets the same work.
 */
export function preloadRoutes(routes: RouteObject[]): (path: string) => Promise<void> {
  const inFlight = new Map<string, Promise<void>>();
  const prepare = async (path: string) => {
    const matches = matchRoutes(routes, path) ?? [];
    await Promise.all(matches.map(({ route, params }) => (route.handle as Partial<PreloadHandle> | undefined)?.preload?.(params))).catch(() => undefined);
  };
  return (path) => {
    let pending = inFlight.get(path);
    if (!pending) {
      pending = prepare(path).finally(() => inFlight.delete(path));
      inFlight.set(path, pending);
    }
    return pending;
  };
}
