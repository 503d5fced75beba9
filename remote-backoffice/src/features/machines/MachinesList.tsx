import { useId, useState } from 'react';
import { useAllowed, useMachines } from '@muestrario/shared/api';
import type { Machine } from '@muestrario/shared/contract';
import { MACHINE_KIND_LABELS, SALES_MESSAGES } from '@muestrario/shared/domain';
import { estimateMachine, formatInteger, shiftText, weeklyCapacity, weekSummary } from '@muestrario/shared/rules';
import { Badge, Button, Card, DataTable, EmptyState, LoadState, PageHeader, usePageTitle, useToast, type DataColumn } from '@muestrario/shared/ui';
import { PencilIcon, PlusIcon } from '../icons';
import { MachineDialog } from './MachineDialog';

const TITLE = 'Máquinas';
const DESCRIPTION = 'Las máquinas de la planta: cabezas, velocidad y los minutos de turno con que se planea la producción.';

/** '/admin/produccion/maquinas' (issue 30 item 5): Producción › Máquinas. Everyone reads; production and admins write. */
export default function MachinesList() {
  usePageTitle(TITLE);
  const { data: machines, error, mutate } = useMachines();
  const mayCreate = useAllowed('machine.create');
  const mayEdit = useAllowed('machine.edit');
  const toast = useToast();
  const headingId = useId();
  const [editing, setEditing] = useState<{ machine: Machine | undefined } | null>(null);

  const onSaved = (machine: Machine, created: boolean) => {
    setEditing(null);
    void mutate();
    toast.success(created ? `Máquina ${machine.name} dada de alta.` : `Cambios de ${machine.name} guardados.`);
  };
  const onEdit = mayEdit ? (m: Machine) => setEditing({ machine: m }) : undefined;

  return (
    <>
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          mayCreate ? (
            <Button onClick={() => setEditing({ machine: undefined })}>
              <PlusIcon className="bo:size-5" aria-hidden="true" />
              Nueva máquina
            </Button>
          ) : undefined
        }
      />
      <LoadState data={machines} error={error} onRetry={() => void mutate()} failedTitle={SALES_MESSAGES.loadFailed} loadingLabel="Cargando máquinas">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title="Aún no hay máquinas" description={mayCreate ? 'Da de alta la primera con «Nueva máquina».' : 'Producción o un administrador las dan de alta.'} />
          ) : (
            <MachinesTable rows={rows} headingId={headingId} onEdit={onEdit} />
          )
        }
      </LoadState>
      <MachineDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} machine={editing?.machine} onSaved={onSaved} />
    </>
  );
}

function MachinesTable({ rows, headingId, onEdit }: { rows: readonly Machine[]; headingId: string; onEdit: ((m: Machine) => void) | undefined }) {
  const forEstimates = estimateMachine(rows)?.id;
  return (
    <Card padding="none" className="bo:overflow-hidden">
      <h2 id={headingId} className="bo:sr-only">
        Máquinas de la planta
      </h2>
      <DataTable
        rows={rows}
        columns={machineColumns(forEstimates, onEdit)}
        rowKey={(m) => m.id}
        labelledBy={headingId}
        rowClassName={(m) => (m.active ? '' : 'bo:bg-gray-50/60')}
        cardClassName="bo:space-y-2"
        card={(m) => (
          <>
            <div className="bo:flex bo:items-start bo:justify-between bo:gap-3">
              <div className="bo:min-w-0">
                <p className="bo:font-medium bo:text-gray-900">{m.name}</p>
                <p className="bo:text-sm bo:text-gray-500">{MACHINE_KIND_LABELS[m.kind]}</p>
              </div>
              <StateBadges machine={m} forEstimates={m.id === forEstimates} end />
            </div>
            <p className="bo:text-sm bo:text-gray-700">
              <Figures machine={m} />
            </p>
            <p className="bo:text-sm bo:text-gray-700">{weekSummary(m.shiftMinutes)}</p>
            {onEdit && <EditButton machine={m} onEdit={onEdit} />}
          </>
        )}
      />
    </Card>
  );
}

/** '6 cabezas · 15 agujas · 850 puntadas/min' (needles and speed on embroidery machines only). */
function Figures({ machine: m }: { machine: Machine }) {
  const parts = [`${m.heads} ${m.heads === 1 ? 'cabeza' : 'cabezas'}`];
  if (m.needles !== null) parts.push(`${m.needles} agujas`);
  if (m.stitchesPerMinute !== null) parts.push(`${formatInteger(m.stitchesPerMinute)} puntadas/min`);
  return <>{parts.join(' · ')}</>;
}

/** 'Activa' or 'Inactiva', and whether the decoration estimates read this machine; `end` in the phone card. */
function StateBadges({ machine, forEstimates, end = false }: { machine: Machine; forEstimates: boolean; end?: boolean }) {
  return (
    <div className={`bo:flex bo:flex-wrap bo:gap-1 ${end ? 'bo:justify-end' : ''}`}>
      <Badge tone={machine.active ? 'green' : 'gray'}>{machine.active ? 'Activa' : 'Inactiva'}</Badge>
      {forEstimates && <Badge tone="primary">Estimados de bordado</Badge>}
    </div>
  );
}

function EditButton({ machine, onEdit }: { machine: Machine; onEdit: (m: Machine) => void }) {
  return (
    <div className="bo:flex bo:justify-end">
      <Button variant="secondary" size="sm" onClick={() => onEdit(machine)} aria-label={`Editar ${machine.name}`}>
        <PencilIcon className="bo:size-4" aria-hidden="true" />
        Editar
      </Button>
    </div>
  );
}

function machineColumns(forEstimates: number | undefined, onEdit: ((m: Machine) => void) | undefined): readonly DataColumn<Machine>[] {
  const columns: DataColumn<Machine>[] = [
    {
      key: 'name',
      header: 'Máquina',
      rowHeader: true,
      cell: (m) => (
        <>
          <div className="bo:font-medium bo:text-gray-900">{m.name}</div>
          <div className="bo:text-gray-500">{MACHINE_KIND_LABELS[m.kind]}</div>
        </>
      ),
    },
    { key: 'heads', header: 'Cabezas', align: 'right', className: 'bo:text-gray-700', cell: (m) => m.heads },
    { key: 'needles', header: 'Agujas', align: 'right', className: 'bo:text-gray-700', cell: (m) => m.needles ?? <span className="bo:text-gray-400">—</span> },
    {
      key: 'speed',
      header: 'Puntadas/min',
      align: 'right',
      className: 'bo:whitespace-nowrap bo:text-gray-700',
      cell: (m) => (m.stitchesPerMinute === null ? <span className="bo:text-gray-400">—</span> : formatInteger(m.stitchesPerMinute)),
    },
    {
      key: 'week',
      header: 'Turnos',
      className: 'bo:min-w-56 bo:text-gray-700',
      cell: (m) => (
        <>
          <div>{weekSummary(m.shiftMinutes)}</div>
          <div className="bo:text-gray-500">{shiftText(weeklyCapacity(m.shiftMinutes))} a la semana</div>
        </>
      ),
    },
    { key: 'state', header: 'Estado', cell: (m) => <StateBadges machine={m} forEstimates={m.id === forEstimates} /> },
  ];
  if (onEdit) columns.push({ key: 'actions', header: 'Acciones', hideHeader: true, align: 'right', cell: (m) => <EditButton machine={m} onEdit={onEdit} /> });
  return columns;
}
