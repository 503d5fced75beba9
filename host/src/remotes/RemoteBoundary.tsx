import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@muestrario/shared/contract';
import { LoadingBlock } from '../components/Spinner';
import { RefreshIcon, WarningIcon } from '../components/icons';
import { retryRemote, useRemote } from './remote-store';

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
  /** When it changes (e.g. the user navigates elsewhere), a shown error is dropped. */
  resetKey?: string;
}

interface BoundaryState {
  error: unknown;
  resetKey: string | undefined;
}

/** Catches a remote that cannot be loaded or that throws while rendering; the rest of the app keeps working. */
export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Error desconocido') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('No se pudo mostrar una sección remota', error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <RemoteFallback onRetry={this.retry} />;
    return this.props.children;
  }
}

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <section
      aria-labelledby="remote-fallback-title"
      className="mx-auto my-8 max-w-lg rounded-lg border border-gray-200 bg-white px-6 py-10 text-center shadow-sm"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <WarningIcon className="size-6" />
      </span>
      <h2 id="remote-fallback-title" className="mt-4 text-lg font-semibold text-gray-900">
        No pudimos cargar esta sección
      </h2>
      <p role="alert" className="mt-2 text-sm text-gray-600">
        Revisa tu conexión o inténtalo de nuevo en unos momentos.
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 inline-flex items-center gap-2 rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <RefreshIcon className="size-4" />
        Reintentar
      </button>
    </section>
  );
}

function RemoteContent({ name }: { name: RemoteName }) {
  const { Component: RemoteRoutes } = useRemote(name);
  return <RemoteRoutes />;
}

/**
 * Mounts a remote's routes at the current route: error boundary + Suspense around a React.lazy built
 * on the remote's `routes` module. 'Reintentar' forgets the failed attempt (a new lazy component, the
 * remote re-registered) and renders again.
 */
export function RemoteBoundary({ name }: { name: RemoteName }) {
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary onRetry={() => retryRemote(name)} resetKey={pathname}>
      <Suspense fallback={<LoadingBlock label="Cargando sección" />}>
        <RemoteContent name={name} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
