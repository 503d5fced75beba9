import { Link, useParams } from 'react-router-dom';
import { ApiError, useSample } from '@muestrario/shared/api';
import { formatLongDate } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Avatar, Button, buttonClassName, Card, ErrorAlert, PageHeader, Spinner, StageBadge } from '@muestrario/shared/ui';

/** '/samples/:id/design': for now the sample's header and the place where the canvas will go. */
export default function Editor() {
  const { id } = useParams();
  const validId = id && /^\d+$/.test(id) ? id : undefined;
  const { data: sample, error, isLoading, mutate } = useSample(validId);

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
  if (error) {
    return (
      <ErrorAlert
        title="No se pudo cargar la muestra"
        action={
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            Reintentar
          </Button>
        }
      >
        Revisa tu conexión e inténtalo de nuevo.
      </ErrorAlert>
    );
  }
  if (isLoading || !sample) {
    return (
      <div className="ed:flex ed:min-h-64 ed:items-center ed:justify-center ed:text-primary-700">
        <Spinner size="lg" label="Cargando la muestra" />
      </div>
    );
  }

  return (
    <div className="ed:space-y-6">
      <PageHeader
        title="Diseña tu muestra"
        description={
          <div className="ed:space-y-2">
            <p className="ed:text-base ed:font-semibold ed:text-gray-900">
              <span className="ed:sr-only">Proyecto: </span>
              {sample.sampleName}
            </p>
            <div className="ed:flex ed:flex-wrap ed:items-center ed:gap-x-4 ed:gap-y-2">
              <span className="ed:flex ed:items-center ed:gap-2">
                <Avatar name={sample.cardName} />
                <span>
                  <span className="ed:sr-only">Cliente: </span>
                  {sample.cardName}
                </span>
              </span>
              <StageBadge stage={sample.sampleStage} />
              {formatLongDate(sample.dueDate) && <span>Para el {formatLongDate(sample.dueDate)}</span>}
            </div>
          </div>
        }
      />
      <div className="ed:grid ed:gap-6 ed:lg:grid-cols-[18rem_1fr]">
        <Card className="ed:self-start">
          <h2 className="ed:text-base ed:font-semibold ed:text-gray-900">Herramientas</h2>
          <p className="ed:mt-1 ed:text-sm ed:text-gray-500">
            Aquí podrás elegir la prenda, subir logos y agregar textos.
          </p>
        </Card>
        <Card padding="none" className="ed:p-4">
          <section
            aria-label="Lienzo de diseño"
            className="ed:mx-auto ed:flex ed:aspect-square ed:w-full ed:max-w-xl ed:flex-col ed:items-center ed:justify-center ed:rounded-lg ed:border-2 ed:border-dashed ed:border-gray-300 ed:bg-gray-50 ed:p-6 ed:text-center"
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" className="ed:size-12 ed:text-gray-400">
              <path strokeLinecap="round" strokeLinejoin="round" d="M9.53 16.122a3 3 0 0 0-5.78 1.128 2.25 2.25 0 0 1-2.4 2.245 4.5 4.5 0 0 0 8.4-2.245c0-.399-.078-.78-.22-1.128zm0 0a15.998 15.998 0 0 0 3.388-1.62m-5.043-.025a15.994 15.994 0 0 1 1.622-3.395m3.42 3.42a15.995 15.995 0 0 0 4.764-4.648l3.876-5.814a1.151 1.151 0 0 0-1.597-1.597L14.146 6.32a15.996 15.996 0 0 0-4.649 4.763m3.42 3.42a6.776 6.776 0 0 0-3.42-3.42" />
            </svg>
            <p className="ed:mt-3 ed:text-sm ed:font-semibold ed:text-gray-900">El lienzo de diseño está en construcción</p>
            <p className="ed:mt-1 ed:text-sm ed:text-gray-500">Pronto podrás colocar logos y textos sobre la prenda.</p>
          </section>
        </Card>
      </div>
    </div>
  );
}
