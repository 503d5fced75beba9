import type { ReactNode } from 'react';
import type { OperationDetail } from '@muestrario/shared/contract';
import { formatDateTime, formatInteger, formatShortDate, OPERATION_STATUS_LABELS, PRODUCTION_ORDER_STATUS_LABELS, REJECT_REASON_LABELS } from '@muestrario/shared/rules';
import { Badge, Card, type BadgeTone } from '@muestrario/shared/ui';

const STATUS_TONE = { pending: 'gray', in_progress: 'yellow', done: 'green' } as const satisfies Record<string, BadgeTone>;

/** Who and when: 'Jorge Salas, 27 de noviembre de 2026 a las 09:05'; '—' when not yet. */
const byAt = (name: string | null, at: string | null) => (at ? `${name ?? 'Alguien'}, ${formatDateTime(at)}` : '—');

/** The operation and its order as the floor needs them: large text, label above value, one column on a phone. */
export function OperationSummary({ detail }: { detail: OperationDetail }) {
  const op = detail.operation;
  return (
    <Card className="bo:space-y-4">
      <div className="bo:flex bo:flex-wrap bo:items-start bo:justify-between bo:gap-2">
        <div className="bo:min-w-0">
          <p className="bo:text-sm bo:font-medium bo:text-gray-600">
            {op.orderFolio} · Operación {op.sequence}
          </p>
          <h1 className="bo:text-2xl bo:font-bold bo:tracking-tight bo:text-gray-900">{op.label}</h1>
        </div>
        <Badge tone={STATUS_TONE[op.status]} className="bo:text-sm">
          {OPERATION_STATUS_LABELS[op.status]}
        </Badge>
      </div>
      {op.late && <p className="bo:rounded-md bo:bg-red-50 bo:px-3 bo:py-2 bo:text-sm bo:font-medium bo:text-red-800">La orden va atrasada.</p>}
      <dl className="bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-3 bo:sm:grid-cols-2">
        <Fact label="Cliente">{op.clientName}</Fact>
        <Fact label="Estilo">{op.styleCode}</Fact>
        <Fact label="Muestra">{op.sampleName}</Fact>
        <Fact label="Máquina">{op.machineName ?? 'Sin asignar'}</Fact>
        <Fact label="Día planeado">{op.plannedDay ? formatShortDate(op.plannedDay) : 'Sin día'}</Fact>
        <Fact label="Piezas que entran">
          {formatInteger(op.entering)} de {formatInteger(op.pieces)}
        </Fact>
        <Fact label="Tiempo estimado">{formatInteger(op.minutes)} min</Fact>
        <Fact label="Orden">
          {PRODUCTION_ORDER_STATUS_LABELS[op.orderStatus]} · {detail.progressPercent} %
        </Fact>
        <Fact label="Inició">{byAt(op.startedByName, op.startedAt)}</Fact>
        <Fact label="Terminó">{byAt(op.finishedByName, op.finishedAt)}</Fact>
        {op.status === 'done' && (
          <Fact label="Resultado">
            {formatInteger(op.good ?? 0)} buenas · {formatInteger(op.rejected ?? 0)} rechazadas
            {op.reason ? ` · ${REJECT_REASON_LABELS[op.reason]}` : ''}
            {op.note ? ` · ${op.note}` : ''}
          </Fact>
        )}
      </dl>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="bo:text-sm bo:text-gray-600">{label}</dt>
      <dd className="bo:text-base bo:font-medium bo:text-gray-900">{children}</dd>
    </div>
  );
}
