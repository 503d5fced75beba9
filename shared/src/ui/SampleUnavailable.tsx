import { Link } from 'react-router';
import { ApiError } from '../api/client';
import { paths } from '../routes/paths';
import { ErrorAlert } from './Alert';
import { buttonClassName } from './Button';
import { LoadFailed } from './LoadState';

/** The sample's read answered that it does not exist (404), or refused its id (400). */
export const sampleNotFound = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * A page about one sample (review, editor, print) that cannot show it: "No encontramos esta muestra" with a
 * way to the list when it does not exist (or its address names no valid id), else the kit's load failure
 * with 'Reintentar' that reads it again.
 */
export function SampleUnavailable({ id, notFound, onRetry }: { id: string | undefined; notFound: boolean; onRetry: () => void }) {
  if (notFound) {
    return (
      <ErrorAlert
        title="No encontramos esta muestra"
        action={
          <Link to={paths.samples} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            Ver todas las muestras
          </Link>
        }
      >
        La muestra {id ? `#${id} ` : ''}no existe o ya no está disponible.
      </ErrorAlert>
    );
  }
  return (
    <LoadFailed title="No se pudo cargar la muestra" onRetry={onRetry}>
      Revisa tu conexión e inténtalo de nuevo.
    </LoadFailed>
  );
}
