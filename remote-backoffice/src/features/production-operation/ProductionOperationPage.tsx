import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, failureText, useAllowed, useLiveProduction, useProductionOperation, useProductionWrites } from '@muestrario/shared/api';
import type { OperationDetail } from '@muestrario/shared/contract';
import { operationFinishRefusal, operationStartRefusal } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Button, buttonClassName, Card, ErrorAlert, LoadingBlock, usePageTitle } from '@muestrario/shared/ui';
import { LoadFailed, NotFoundCard } from '../layout/LoadStates';
import { finishedText, operationIdOf, START_FALLBACK } from './finish-draft';
import { FinishForm } from './FinishForm';
import { OperationSummary } from './OperationSummary';

const BIG = 'bo:min-h-14 bo:w-full bo:text-lg bo:sm:w-auto bo:sm:min-w-56';

/**
 * '/admin/produccion/operaciones/:id' (issue 30 item 7): the page a job ticket's QR opens on the floor's
 * phone. The operation with its order; 'Iniciar' and 'Terminar' for who may record (production, quality,
 * admins), read-only for everyone else. Live: another phone's start or finish shows here at once.
 */
export default function ProductionOperationPage() {
  const id = operationIdOf(useParams().id);
  const { data, error, mutate } = useProductionOperation(id);
  useLiveProduction();
  usePageTitle(data ? `${data.operation.label} · ${data.operation.orderFolio}` : 'Operación de producción');

  if (id === null || (error instanceof ApiError && error.status === 404)) {
    return <NotFoundCard title="No encontramos esta operación" backTo={paths.productionBoard} backLabel="Ir al tablero de planta" />;
  }
  if (error && !data) return <LoadFailed onRetry={() => void mutate()} />;
  if (!data) return <LoadingBlock label="Cargando operación" />;
  return <OperationView detail={data} onStale={() => void mutate()} />;
}

function OperationView({ detail, onStale }: { detail: OperationDetail; onStale: () => void }) {
  const op = detail.operation;
  const mayRecord = useAllowed('production.record');
  const writes = useProductionWrites();
  const [finishing, setFinishing] = useState(false);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Set once this phone finished the operation: the confirmation replaces the actions. */
  const [finished, setFinished] = useState(false);

  const startRefusal = operationStartRefusal(op.orderStatus, op.status);
  const finishRefusal = operationFinishRefusal(op.orderStatus, op.status);

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      await writes.start(op.id, op.version);
    } catch (e) {
      setFailure(failureText(e, START_FALLBACK));
      // Someone else changed it meanwhile: show what it is now.
      if (e instanceof ApiError && e.status === 409) onStale();
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="bo:mx-auto bo:max-w-3xl bo:space-y-4">
      <OperationSummary detail={detail} />
      {finished && op.status === 'done' ? (
        <Finished detail={detail} />
      ) : mayRecord ? (
        <Card className="bo:space-y-4">
          <h2 className="bo:text-lg bo:font-semibold bo:text-gray-900">Registrar avance</h2>
          {startRefusal === null && (
            <Button className={BIG} loading={starting} onClick={() => void start()}>
              Iniciar
            </Button>
          )}
          {finishRefusal === null &&
            (finishing ? (
              <FinishForm operation={op} onCancel={() => setFinishing(false)} onFinished={() => setFinished(true)} onFailure={setFailure} onStale={onStale} />
            ) : (
              <Button className={BIG} onClick={() => setFinishing(true)}>
                Terminar
              </Button>
            ))}
          {startRefusal !== null && finishRefusal !== null && <p className="bo:text-base bo:text-gray-700">{op.status === 'done' ? 'Esta operación ya está terminada.' : startRefusal}</p>}
          {failure && <ErrorAlert title={failure} />}
        </Card>
      ) : (
        <Card>
          <p className="bo:text-base bo:text-gray-700">Solo consulta: iniciar y terminar operaciones es de producción, calidad y administración.</p>
        </Card>
      )}
      <BackLinks detail={detail} />
    </div>
  );
}

function Finished({ detail }: { detail: OperationDetail }) {
  const headingId = useId();
  return (
    <Card className="bo:border-green-300 bo:bg-green-50">
      <div role="status" aria-labelledby={headingId}>
        <h2 id={headingId} className="bo:text-xl bo:font-semibold bo:text-green-900">Operación terminada</h2>
        <p className="bo:mt-1 bo:text-base bo:text-green-900">{finishedText(detail.operation)}</p>
        <p className="bo:mt-1 bo:text-base bo:text-green-900">La orden {detail.operation.orderFolio} va en {detail.progressPercent} %.</p>
      </div>
    </Card>
  );
}

function BackLinks({ detail }: { detail: OperationDetail }) {
  const op = detail.operation;
  const link = buttonClassName({ variant: 'secondary', className: 'bo:min-h-12 bo:w-full bo:justify-center bo:text-base bo:sm:w-auto' });
  return (
    <nav aria-label="Seguir" className="bo:flex bo:flex-col bo:gap-3 bo:sm:flex-row">
      <Link to={paths.productionOrder(op.orderId)} className={link}>
        Ver la orden {op.orderFolio}
      </Link>
      {op.machineId !== null && (
        <Link to={paths.machineQueue(op.machineId)} className={link}>
          Cola de {op.machineName ?? 'la máquina'}
        </Link>
      )}
    </nav>
  );
}
