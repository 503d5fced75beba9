import type { PublicReorderRequest } from '@muestrario/shared/contract';
import { REORDER_REQUEST_STATUS_LABELS } from '@muestrario/shared/domain';
import { formatStamp } from '@muestrario/shared/rules';
import { Badge, type BadgeTone } from '@muestrario/shared/ui';

const TONE: Record<PublicReorderRequest['status'], BadgeTone> = { pendiente: 'yellow', convertida: 'green', descartada: 'gray' };

/** 'Tus solicitudes': what was asked and what became of it, newest first. */
export function RequestHistory({ requests }: { requests: readonly PublicReorderRequest[] }) {
  return (
    <section aria-labelledby="history-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="history-title" className="text-lg font-semibold text-gray-900">
        Tus solicitudes
      </h2>
      {requests.length === 0 ? (
        <p className="mt-2 text-sm text-gray-500">Todavía no has enviado solicitudes.</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100" aria-label="Solicitudes enviadas">
          {requests.map((r) => (
            <li key={r.id} className="py-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-gray-900">{formatStamp(r.createdAt)}</span>
                <Badge tone={TONE[r.status]}>{REORDER_REQUEST_STATUS_LABELS[r.status]}</Badge>
              </div>
              <p className="mt-1 text-gray-700">
                {r.employeeNames.length === 1 ? '1 empleado' : `${r.employeeNames.length} empleados`}: {r.employeeNames.join(', ')}
              </p>
              {r.note && <p className="mt-1 text-gray-500">Nota: {r.note}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
