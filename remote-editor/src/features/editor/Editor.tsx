import { Link, useParams } from 'react-router';
import { ApiError, useSample } from '@muestrario/shared/api';
import { paths } from '@muestrario/shared/routes';
import { buttonClassName, ErrorAlert, LoadFailed, Spinner, ToastProvider } from '@muestrario/shared/ui';
import { DesignEditor } from './DesignEditor';

/** '/samples/:id/design': loads the sample, then the design editor. */
export default function Editor() {
  const { id } = useParams();
  const validId = id && /^\d+$/.test(id) && Number(id) <= 2147483647 ? id : undefined;
  const { data: sample, error, mutate } = useSample(validId);

  if (!validId || (error instanceof ApiError && error.status === 404)) {
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
  if (error && !sample) {
    return (
      <LoadFailed title="No se pudo cargar la muestra" onRetry={() => void mutate()}>
        Revisa tu conexión e inténtalo de nuevo.
      </LoadFailed>
    );
  }
  // Not `isLoading`: it reads true on the first render even when the sample is already cached.
  if (!sample) {
    return (
      <div className="ed:flex ed:min-h-64 ed:items-center ed:justify-center ed:text-primary-700">
        <Spinner size="lg" label="Cargando la muestra" />
      </div>
    );
  }
  return (
    <ToastProvider>
      <DesignEditor sample={sample} />
    </ToastProvider>
  );
}
