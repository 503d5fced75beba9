import { lazy, Suspense, type ComponentType } from 'react';
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
 * A screen whose code is loaded on first render (its own chunk), inside its own Suspense.
 * React.lazy caches a failed import for good; here a failure swaps in a fresh lazy component, so the
 * next render (e.g. after the host's 'Reintentar' resets its error boundary) downloads it again.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        Current = make();
        throw error;
      }),
    );
  let Current = make();
  function LazyScreen(props: P) {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <Current {...props} />
      </Suspense>
    );
  }
  return LazyScreen;
}
