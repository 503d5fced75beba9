import type { ReactNode } from 'react';
import { ErrorAlert } from './Alert';
import { Button } from './Button';
import { LoadingBlock } from './LoadingBlock';

export interface LoadFailedProps {
  /** What could not be read, in Spanish ('No se pudo cargar la muestra'). */
  title: string;
  /** A line under the title (e.g. 'Revisa tu conexión e inténtalo de nuevo.'). */
  children?: ReactNode;
  /** Reads again; without it the alert has no 'Reintentar' button. */
  onRetry?: () => void;
  className?: string;
}

/** The one 'no se pudo cargar … / Reintentar' block: a red alert with a retry button. */
export function LoadFailed({ title, children, onRetry, className }: LoadFailedProps) {
  return (
    <ErrorAlert
      title={title}
      className={className}
      action={
        onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Reintentar
          </Button>
        )
      }
    >
      {children}
    </ErrorAlert>
  );
}

export interface LoadStateProps<T> {
  /** What the read returned so far (SWR `data`): kept on screen while a re-read fails. */
  data: T | undefined;
  error: unknown;
  /** Reads again (SWR `mutate`). */
  onRetry: () => void;
  /** The failure's title ('No se pudo cargar …'). */
  failedTitle: string;
  /** A line under the failure's title. */
  failedDetail?: ReactNode;
  /** The loading status's label ('Cargando socios'). */
  loadingLabel: string;
  /** Replaces the loading block (a skeleton, a spinner that fits the place). */
  loading?: ReactNode;
  /** Shown instead of `children` when `isEmpty(data)` holds. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  className?: string;
  children: (data: T) => ReactNode;
}

/**
 * Loading / failed with 'Reintentar' / empty / the data: the states every read of a screen goes
 * through, in one place. A failure with data already on screen keeps the data (SWR re-reads).
 */
export function LoadState<T>({ data, error, onRetry, failedTitle, failedDetail, loadingLabel, loading, empty, isEmpty, className, children }: LoadStateProps<T>) {
  if (data === undefined) {
    if (error)
      return (
        <LoadFailed title={failedTitle} onRetry={onRetry} className={className}>
          {failedDetail}
        </LoadFailed>
      );
    return <>{loading ?? <LoadingBlock label={loadingLabel} />}</>;
  }
  if (empty !== undefined && isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
