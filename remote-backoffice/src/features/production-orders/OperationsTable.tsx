import { Link } from 'react-router';
import type { ProductionOperation } from '@muestrario/shared/contract';
import { OPERATION_STATUS_LABELS } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Badge, DataTable, type BadgeTone, type DataColumn } from '@muestrario/shared/ui';
import { formatDay, formatInstant, minutes, operationResult } from './order-view';

const OPERATION_TONES: Record<ProductionOperation['status'], BadgeTone> = { pending: 'gray', in_progress: 'yellow', done: 'green' };

/** 'Inició Jorge Salas el 30 nov 2026, 9:00 · Terminó …'; '—' before anyone starts it. */
export function operationWho(op: ProductionOperation): string {
  const parts: string[] = [];
  if (op.startedAt) parts.push(`Inició ${op.startedByName ?? '—'} el ${formatInstant(op.startedAt)}`);
  if (op.finishedAt) parts.push(`Terminó ${op.finishedByName ?? '—'} el ${formatInstant(op.finishedAt)}`);
  return parts.length ? parts.join(' · ') : '—';
}

const OperationLink = ({ op, cover = false }: { op: ProductionOperation; cover?: boolean }) => (
  <Link
    to={paths.productionOperation(op.id)}
    className={`bo:font-medium bo:text-primary-700 bo:hover:text-primary-900 bo:hover:underline ${cover ? "bo:after:absolute bo:after:inset-0 bo:after:content-['']" : ''}`}
  >
    {op.label}
  </Link>
);

const StatusCell = ({ op }: { op: ProductionOperation }) => <Badge tone={OPERATION_TONES[op.status]}>{OPERATION_STATUS_LABELS[op.status]}</Badge>;

const COLUMNS: readonly DataColumn<ProductionOperation>[] = [
  { key: 'sequence', header: '#', rowHeader: true, className: 'bo:tabular-nums bo:text-gray-900', cell: (op) => op.sequence },
  { key: 'label', header: 'Operación', className: 'bo:min-w-48', cell: (op) => <OperationLink op={op} /> },
  { key: 'machine', header: 'Máquina', className: 'bo:whitespace-nowrap bo:text-gray-700', cell: (op) => op.machineName ?? 'Sin asignar' },
  { key: 'day', header: 'Día planeado', className: 'bo:whitespace-nowrap bo:text-gray-700', cell: (op) => formatDay(op.plannedDay) },
  { key: 'minutes', header: 'Minutos estimados', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums bo:text-gray-700', cell: (op) => minutes(op.minutes) },
  { key: 'status', header: 'Estado', cell: (op) => <StatusCell op={op} /> },
  { key: 'result', header: 'Buenas / rechazadas', className: 'bo:min-w-40 bo:text-gray-700', cell: (op) => operationResult(op) },
  { key: 'who', header: 'Quién y cuándo', className: 'bo:min-w-56 bo:text-xs bo:text-gray-600', cell: operationWho },
];

function OperationCard(op: ProductionOperation) {
  return (
    <>
      <div className="bo:flex bo:items-start bo:justify-between bo:gap-3">
        <p className="bo:min-w-0">
          <span className="bo:text-gray-500 bo:tabular-nums">{op.sequence}. </span>
          <OperationLink op={op} cover />
        </p>
        <StatusCell op={op} />
      </div>
      <p className="bo:mt-1 bo:text-sm bo:text-gray-700">
        {op.machineName ?? 'Sin máquina asignada'} · {formatDay(op.plannedDay)} · {minutes(op.minutes)}
      </p>
      {op.good !== null && <p className="bo:mt-1 bo:text-sm bo:text-gray-700">{operationResult(op)}</p>}
      {op.startedAt && <p className="bo:mt-1 bo:text-xs bo:text-gray-500">{operationWho(op)}</p>}
    </>
  );
}

/** The 'Operaciones' tab: every operation in order; each opens its page (the one a ticket's QR opens). */
export function OperationsTable({ operations, folio }: { operations: readonly ProductionOperation[]; folio: string }) {
  return (
    <DataTable
      rows={operations}
      columns={COLUMNS}
      rowKey={(op) => op.id}
      label={`Operaciones de ${folio}`}
      card={OperationCard}
      cardClassName="bo:relative bo:hover:bg-gray-50"
    />
  );
}
