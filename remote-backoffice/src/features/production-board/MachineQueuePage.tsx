import { Link, useParams } from 'react-router';
import { useLiveProduction, useMachineQueue } from '@muestrario/shared/api';
import type { BoardOperation, MachineQueue } from '@muestrario/shared/contract';
import { MACHINE_KIND_LABELS } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { boardDayLabel, formatInteger } from '@muestrario/shared/rules';
import { EmptyState, LoadState, PageHeader, usePageTitle } from '@muestrario/shared/ui';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { headsText } from './BoardTable';
import { OperationBadges, piecesText } from './OperationCard';

/** A positive whole id from the address, or null. */
const idOf = (value: string | undefined): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** 'Hoy', or 'jueves 26 nov'; 'Sin día' for an operation not planned yet. */
export function queueDayText(day: string | null, today: string): string {
  if (day === null) return 'Sin día';
  if (day === today) return 'Hoy';
  const { weekday, date } = boardDayLabel(day);
  return `${weekday} ${date}`;
}

/** '/admin/produccion/maquinas/:id/cola' (issue 30 item 6): one machine's open operations, next first, for its operator's phone. Live. */
export default function MachineQueuePage() {
  const machineId = idOf(useParams().id);
  useLiveProduction();
  const { data, error, mutate } = useMachineQueue(machineId);
  const title = data ? `Cola de ${data.machine.name}` : 'Cola de la máquina';
  usePageTitle(title);

  return (
    <div className="bo:mx-auto bo:max-w-3xl">
      <PageHeader
        before={
          <Link to={paths.productionBoard} className="bo:mb-2 bo:inline-flex bo:items-center bo:gap-1 bo:text-sm bo:font-medium bo:text-primary-700 bo:hover:underline">
            <ChevronLeftIcon className="bo:size-4" aria-hidden="true" />
            Tablero de planta
          </Link>
        }
        title={data ? data.machine.name : 'Cola de la máquina'}
        description={data ? `${MACHINE_KIND_LABELS[data.machine.kind]} · ${headsText(data.machine.heads)} · sus operaciones abiertas, la siguiente primero.` : undefined}
      />
      {machineId === null ? (
        <EmptyState title="Máquina no encontrada" description="La dirección no corresponde a una máquina. Ábrela desde el tablero de planta." />
      ) : (
        <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle="No se pudo cargar la cola de la máquina" loadingLabel="Cargando la cola">
          {(queue) => <QueueList queue={queue} />}
        </LoadState>
      )}
    </div>
  );
}

function QueueList({ queue }: { queue: MachineQueue }) {
  if (queue.operations.length === 0) return <EmptyState title="Sin trabajo pendiente" description="Esta máquina no tiene operaciones abiertas." />;
  return (
    <section aria-label={`Operaciones de ${queue.machine.name}`}>
      <ol className="bo:space-y-3">
        {queue.operations.map((operation, i) => (
          <li key={operation.id}>
            <QueueRow operation={operation} today={queue.today} next={i === 0} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function QueueRow({ operation, today, next }: { operation: BoardOperation; today: string; next: boolean }) {
  return (
    <Link
      to={paths.productionOperation(operation.id)}
      className={`bo:flex bo:items-center bo:gap-3 bo:rounded-lg bo:bg-white bo:p-4 bo:shadow-sm bo:ring-1 bo:hover:bg-gray-50 bo:focus-visible:outline-2 bo:focus-visible:outline-primary-600 ${next ? 'bo:ring-2 bo:ring-primary-600' : 'bo:ring-gray-900/5'}`}
    >
      <div className="bo:min-w-0 bo:flex-1">
        <p className="bo:flex bo:flex-wrap bo:items-baseline bo:gap-x-2 bo:text-sm">
          {next && <span className="bo:font-semibold bo:text-primary-700">Siguiente ·</span>}
          <span className="bo:font-medium bo:capitalize bo:text-gray-900">{queueDayText(operation.plannedDay, today)}</span>
          <span className="bo:font-semibold bo:text-gray-900">{operation.orderFolio}</span>
        </p>
        <p className="bo:mt-1 bo:truncate bo:text-sm bo:text-gray-700">{operation.clientName}</p>
        <p className="bo:text-base bo:font-medium bo:text-gray-900">{operation.label}</p>
        <p className="bo:text-sm bo:text-gray-600">
          {piecesText(operation.pieces)} · {formatInteger(operation.minutes)} min
        </p>
        <div className="bo:mt-2">
          <OperationBadges operation={operation} />
        </div>
      </div>
      <ChevronRightIcon className="bo:size-5 bo:shrink-0 bo:text-gray-400" aria-hidden="true" />
    </Link>
  );
}
