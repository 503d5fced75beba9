import { useId } from 'react';
import type { ReorderRefusalView } from '@muestrario/shared/contract';
import { DataTable, type DataColumn } from '@muestrario/shared/ui';

const dash = <span className="bo:text-gray-400">—</span>;

const COLUMNS: readonly DataColumn<ReorderRefusalView>[] = [
  { key: 'employee', header: 'Empleado', rowHeader: true, cell: (r) => <span className="bo:font-medium bo:text-gray-900">{r.employeeName}</span> },
  { key: 'garment', header: 'Prenda', cell: (r) => r.garment ?? dash },
  { key: 'allowed', header: 'Asignación', align: 'right', cell: (r) => (r.kitLineId === null ? dash : r.allowed) },
  { key: 'taken', header: 'Ya lleva', align: 'right', cell: (r) => (r.kitLineId === null ? dash : r.taken) },
  { key: 'asked', header: 'Se piden', align: 'right', cell: (r) => (r.kitLineId === null ? dash : r.asked) },
  { key: 'refused', header: 'Rechazadas', align: 'right', cell: (r) => (r.kitLineId === null ? dash : <span className="bo:font-semibold bo:text-red-700">{r.refused}</span>) },
  { key: 'reason', header: 'Motivo', className: 'bo:min-w-64 bo:text-gray-700', cell: (r) => r.message },
];

/** What the reorder leaves out, per employee and garment, with the reason in Spanish (phone: one card each). */
export function RefusalsTable({ refusals }: { refusals: readonly ReorderRefusalView[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bo:space-y-2">
      <h3 id={headingId} className="bo:text-base bo:font-semibold bo:text-gray-900">
        Rechazadas ({refusals.length})
      </h3>
      <div className="bo:overflow-hidden bo:rounded-md bo:border bo:border-gray-200">
        <DataTable
          rows={refusals}
          columns={COLUMNS}
          rowKey={(r) => `${r.employeeId}:${r.kitLineId ?? 'all'}`}
          labelledBy={headingId}
          scrollLabel="Tabla de rechazadas"
          card={(r) => (
            <div className="bo:space-y-1 bo:text-sm">
              <p className="bo:font-medium bo:text-gray-900">
                {r.employeeName}
                {r.garment && <span className="bo:font-normal bo:text-gray-600"> · {r.garment}</span>}
              </p>
              {r.kitLineId !== null && (
                <p className="bo:text-gray-700">
                  Asignación {r.allowed} · ya lleva {r.taken} · se piden {r.asked} · <span className="bo:font-semibold bo:text-red-700">rechazadas {r.refused}</span>
                </p>
              )}
              <p className="bo:text-gray-700">{r.message}</p>
            </div>
          )}
        />
      </div>
    </section>
  );
}
