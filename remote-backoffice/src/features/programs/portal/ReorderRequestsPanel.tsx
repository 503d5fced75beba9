import { useId, useState } from 'react';
import { discardReorderRequest, failureText, reorderRequestsKey, useAllowed, useMutation, useReorderRequests } from '@muestrario/shared/api';
import type { ReorderRequestView } from '@muestrario/shared/contract';
import { REORDER_REQUEST_STATUS_LABELS } from '@muestrario/shared/domain';
import { formatStamp } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Badge, Button, Card, Dialog, DialogClose, ErrorAlert, LoadState, type BadgeTone } from '@muestrario/shared/ui';
import { Link } from 'react-router';
import { ConvertRequestDialog } from './ConvertRequestDialog';

const TONE: Record<ReorderRequestView['status'], BadgeTone> = { pendiente: 'yellow', convertida: 'green', descartada: 'gray' };

/** 'Solicitudes de reorden': what the HR contact asked for through the portal, pending first, each with its employees. */
export function ReorderRequestsPanel({ program }: { program: { id: number; sellerId: number } }) {
  const headingId = useId();
  const { data, error, mutate } = useReorderRequests(program.id);
  const mayReorder = useAllowed('programs.reorder', { ownerId: program.sellerId });
  const pending = data?.filter((r) => r.status === 'pendiente').length ?? 0;
  return (
    <Card role="region" aria-labelledby={headingId} className="bo:space-y-4">
      <div>
        <h3 id={headingId} className="bo:text-lg bo:font-semibold bo:text-gray-900">
          Solicitudes de reorden {pending > 0 && <Badge tone="yellow">{pending === 1 ? '1 pendiente' : `${pending} pendientes`}</Badge>}
        </h3>
        <p className="bo:text-sm bo:text-gray-600">Lo que RR. HH. pidió desde el portal. «Convertir en orden» arma la orden de venta con las tallas y nombres de la plantilla.</p>
      </div>
      <LoadState
        data={data}
        error={error}
        onRetry={() => void mutate()}
        failedTitle="No se pudieron cargar las solicitudes"
        loadingLabel="Cargando las solicitudes"
        isEmpty={(d) => d.length === 0}
        empty={<p className="bo:text-sm bo:text-gray-600">RR. HH. todavía no ha enviado solicitudes.</p>}
      >
        {(requests) => (
          <ul className="bo:space-y-3" aria-labelledby={headingId}>
            {requests.map((r) => (
              <li key={r.id}>
                <RequestCard programId={program.id} request={r} mayReorder={mayReorder} />
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </Card>
  );
}

function RequestCard({ programId, request, mayReorder }: { programId: number; request: ReorderRequestView; mayReorder: boolean }) {
  const titleId = useId();
  const count = request.employees.length === 1 ? '1 empleado' : `${request.employees.length} empleados`;
  return (
    <article aria-labelledby={titleId} className={request.status === 'pendiente' ? 'bo:rounded-md bo:border bo:border-yellow-300 bo:bg-yellow-50/40 bo:p-4' : 'bo:rounded-md bo:border bo:border-gray-200 bo:p-4'}>
      <div className="bo:flex bo:flex-wrap bo:items-start bo:justify-between bo:gap-2">
        <h4 id={titleId} className="bo:text-sm bo:font-semibold bo:text-gray-900">
          Solicitud del {formatStamp(request.createdAt)} · {request.contactName ?? 'RR. HH.'} · {count}
        </h4>
        <Badge tone={TONE[request.status]}>{REORDER_REQUEST_STATUS_LABELS[request.status]}</Badge>
      </div>
      {request.note && <p className="bo:mt-2 bo:text-sm bo:whitespace-pre-wrap bo:text-gray-700">«{request.note}»</p>}
      <ul className="bo:mt-2 bo:grid bo:gap-x-6 bo:gap-y-1 bo:text-sm bo:text-gray-700 bo:sm:grid-cols-2" aria-label={`Empleados de la solicitud del ${formatStamp(request.createdAt)}`}>
        {request.employees.map((e) => (
          <li key={e.id}>
            <span className="bo:font-medium bo:text-gray-900">{e.name}</span>
            {e.employeeNumber && <span className="bo:text-gray-500"> · {e.employeeNumber}</span>}
            <span className="bo:text-gray-500">
              {' '}
              · {e.jobTitleName}
              {e.area ? ` · ${e.area}` : ''}
            </span>
            {!e.active && <span className="bo:text-gray-500"> (inactivo)</span>}
          </li>
        ))}
      </ul>
      {request.status !== 'pendiente' && request.handledAt && (
        <p className="bo:mt-2 bo:text-xs bo:text-gray-500">
          {request.status === 'convertida' ? 'Convertida' : 'Descartada'} por {request.handledByName ?? 'alguien'} el {formatStamp(request.handledAt)}
          {request.orderId !== null && (
            <>
              {' · '}
              <Link to={paths.order(request.orderId)} className="bo:font-medium bo:text-primary-700 bo:hover:underline">
                Ver la orden de venta
              </Link>
            </>
          )}
        </p>
      )}
      {request.status === 'pendiente' && mayReorder && (
        <div className="bo:mt-3 bo:flex bo:flex-wrap bo:gap-2">
          <ConvertRequestDialog programId={programId} request={request} />
          <DiscardRequest programId={programId} request={request} />
        </div>
      )}
    </article>
  );
}

/** 'Descartar' with a confirmation: the request stays listed as set aside, with who and when. */
function DiscardRequest({ programId, request }: { programId: number; request: ReorderRequestView }) {
  const [open, setOpen] = useState(false);
  const discarding = useMutation(() => discardReorderRequest(programId, request.id), {
    invalidate: [reorderRequestsKey(programId)],
    onSuccess: () => setOpen(false),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (setOpen(next), discarding.reset())}
      trigger={<Button variant="secondary">Descartar</Button>}
      title="¿Descartar la solicitud?"
      description={`La solicitud del ${formatStamp(request.createdAt)} queda como descartada; no se crea ninguna orden.`}
      footer={
        <>
          <Button loading={discarding.isMutating} onClick={() => void discarding.trigger(undefined)}>
            Descartar solicitud
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {discarding.error !== undefined && <ErrorAlert title={failureText(discarding.error, 'No se pudo descartar la solicitud. Revisa tu conexión e inténtalo de nuevo.')} />}
    </Dialog>
  );
}
