import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@muestrario/shared/domain';
import { ErrorCard, LoadingBlock, RetryButton } from '@muestrario/shared/ui';
import { WarningIcon } from '../components/icons';
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
    <section aria-labelledby="remote-fallback-title" className="my-8 flex justify-center">
      <ErrorCard
        level={2}
        headingId="remote-fallback-title"
        icon={
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
            <WarningIcon className="size-6" />
          </span>
        }
        title="No pudimos cargar esta sección"
        message="Revisa tu conexión o inténtalo de nuevo en unos momentos."
        actions={<RetryButton onClick={onRetry} />}
      />
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
