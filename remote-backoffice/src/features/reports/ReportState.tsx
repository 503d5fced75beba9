import type { ReactNode } from 'react';
import { ApiError } from '@muestrario/shared/api';
import { Card, EmptyState, LoadingBlock } from '@muestrario/shared/ui';
import { LoadFailed } from '../layout/LoadStates';

/** A report's data while it loads, fails or is refused (403: the role may not see it); else its figures. */
export function ReportState<T>({
  data,
  error,
  retry,
  label,
  children,
}: {
  data: T | undefined;
  error: unknown;
  retry: () => void;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (data) return <>{children(data)}</>;
  if (error instanceof ApiError && error.status === 403) {
    return (
      <Card>
        <EmptyState title="Sin acceso a este informe" description={error.message} />
      </Card>
    );
  }
  if (error) return <LoadFailed onRetry={retry} />;
  return <LoadingBlock label={`Cargando ${label}`} />;
}
