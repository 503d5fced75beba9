import { useId, useState } from 'react';
import { setEmployeeActive, useAllowed, useProgram, useProgramEmployees } from '@muestrario/shared/api';
import type { EmployeeListQuery } from '@muestrario/shared/contract';
import { SALES_MESSAGES, type ProgramDetail, type ProgramEmployee } from '@muestrario/shared/domain';
import { formatDayMonthYear, formatInteger } from '@muestrario/shared/rules';
import { Badge, Button, DataTable, EmptyState, Field, LoadState, Select, useToast, type DataColumn } from '@muestrario/shared/ui';
import { failureText } from '../../errors';
import { PlusIcon } from '../../icons';
import { RosterImportDialog } from '../import/RosterImportDialog';
import { EmployeeDialog } from './EmployeeDialog';

type ActiveFilter = 'activos' | 'inactivos' | 'todos';
const ACTIVE_OPTIONS = [
  { value: 'activos', label: 'Activos' },
  { value: 'inactivos', label: 'Dados de baja' },
  { value: 'todos', label: 'Todos' },
];

/** The roster's filters as the API query. */
export function rosterQuery(filters: { jobTitleId: string; area: string; active: ActiveFilter }): EmployeeListQuery {
  return {
    ...(filters.jobTitleId ? { jobTitleId: Number(filters.jobTitleId) } : {}),
    ...(filters.area ? { area: filters.area } : {}),
    ...(filters.active === 'todos' ? {} : { active: filters.active === 'activos' }),
  };
}

/** 'Plantilla': the program's employees with their sizes, filtered by job title, area and state; add, edit, deactivate. */
export function RosterTab({ program }: { program: ProgramDetail }) {
  const headingId = useId();
  const mayManage = useAllowed('programs.manage', { ownerId: program.sellerId });
  const [filters, setFilters] = useState<{ jobTitleId: string; area: string; active: ActiveFilter }>({ jobTitleId: '', area: '', active: 'activos' });
  const { data, error, mutate } = useProgramEmployees(program.id, rosterQuery(filters));
  const { mutate: mutateProgram } = useProgram(program.id);
  const toast = useToast();
  const [editing, setEditing] = useState<{ employee: ProgramEmployee | undefined } | null>(null);
  const areas = data?.areas ?? [];

  const changed = () => {
    void mutate();
    void mutateProgram();
  };
  const toggle = async (e: ProgramEmployee) => {
    try {
      await setEmployeeActive(program.id, e.id, !e.active);
      changed();
      toast.success(e.active ? `${e.name} dado de baja.` : `${e.name} reactivado.`);
    } catch (failure) {
      toast.error(failureText(failure, 'No pudimos cambiar al empleado. Inténtalo de nuevo.'));
    }
  };
  const actions = mayManage ? { onEdit: (e: ProgramEmployee) => setEditing({ employee: e }), onToggle: (e: ProgramEmployee) => void toggle(e) } : undefined;

  return (
    <div className="bo:space-y-5 bo:pt-6">
      <div className="bo:flex bo:flex-wrap bo:items-end bo:justify-between bo:gap-4">
        <div className="bo:grid bo:w-full bo:grid-cols-1 bo:gap-4 bo:sm:w-auto bo:sm:grid-cols-3">
          <Field label="Puesto">
            <Select
              value={filters.jobTitleId}
              placeholder="Todos los puestos"
              options={program.jobTitles.map((j) => ({ value: String(j.id), label: j.name }))}
              onChange={(e) => setFilters({ ...filters, jobTitleId: e.target.value })}
            />
          </Field>
          <Field label="Área">
            <Select value={filters.area} placeholder="Todas las áreas" options={areas.map((a) => ({ value: a, label: a }))} onChange={(e) => setFilters({ ...filters, area: e.target.value })} />
          </Field>
          <Field label="Estado">
            <Select value={filters.active} options={ACTIVE_OPTIONS} onChange={(e) => setFilters({ ...filters, active: e.target.value as ActiveFilter })} />
          </Field>
        </div>
        {mayManage && (
          <div className="bo:flex bo:w-full bo:flex-wrap bo:gap-2 bo:sm:w-auto">
            {program.jobTitles.length > 0 && <RosterImportDialog programId={program.id} onImported={changed} />}
            <Button onClick={() => setEditing({ employee: undefined })} disabled={program.jobTitles.length === 0}>
              <PlusIcon className="bo:size-5" aria-hidden="true" />
              Agregar empleado
            </Button>
          </div>
        )}
      </div>
      {mayManage && program.jobTitles.length === 0 && <p className="bo:text-sm bo:text-gray-600">Primero agrega un puesto en «Puestos y kits».</p>}
      <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={SALES_MESSAGES.loadFailed} loadingLabel="Cargando plantilla">
        {({ rows }) =>
          rows.length === 0 ? (
            <EmptyState headingLevel={3} title="No hay empleados con estos filtros" description={mayManage ? 'Agrega empleados con «Agregar empleado».' : 'Cambia los filtros.'} />
          ) : (
            <>
              <h3 id={headingId} className="bo:text-sm bo:font-medium bo:text-gray-700">
                {formatInteger(rows.length)} {rows.length === 1 ? 'empleado' : 'empleados'}
              </h3>
              <div className="bo:overflow-hidden bo:rounded-lg bo:border bo:border-gray-200">
                <DataTable
                  rows={rows}
                  columns={rosterColumns(program, filters.jobTitleId, actions)}
                  rowKey={(e) => e.id}
                  labelledBy={headingId}
                  scrollLabel="Plantilla (desplázate para ver todas las tallas)"
                  rowClassName={(e) => (e.active ? '' : 'bo:bg-gray-50/60')}
                  cardClassName="bo:space-y-1"
                  card={(e) => <EmployeeCard employee={e} program={program} actions={actions} />}
                />
              </div>
            </>
          )
        }
      </LoadState>
      <EmployeeDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        program={program}
        employee={editing?.employee}
        areas={areas}
        onSaved={(saved, created) => {
          setEditing(null);
          changed();
          toast.success(created ? `${saved.name} agregado a la plantilla.` : `Cambios de ${saved.name} guardados.`);
        }}
      />
    </div>
  );
}

interface RowActions {
  onEdit: (e: ProgramEmployee) => void;
  onToggle: (e: ProgramEmployee) => void;
}

function Actions({ employee: e, actions }: { employee: ProgramEmployee; actions: RowActions }) {
  return (
    <div className="bo:flex bo:justify-end bo:gap-2">
      <Button size="sm" variant="secondary" onClick={() => actions.onEdit(e)} aria-label={`Editar a ${e.name}`}>
        Editar
      </Button>
      <Button size="sm" variant="secondary" onClick={() => actions.onToggle(e)} aria-label={e.active ? `Dar de baja a ${e.name}` : `Reactivar a ${e.name}`}>
        {e.active ? 'Dar de baja' : 'Reactivar'}
      </Button>
    </div>
  );
}

function StateBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'green' : 'gray'}>{active ? 'Activo' : 'Baja'}</Badge>;
}

function EmployeeCard({ employee: e, program, actions }: { employee: ProgramEmployee; program: ProgramDetail; actions: RowActions | undefined }) {
  const sizes = program.garmentTypes.filter((g) => e.sizes[g.garmentType]);
  return (
    <>
      <div className="bo:flex bo:items-start bo:justify-between bo:gap-3">
        <div className="bo:min-w-0">
          <p className="bo:font-medium bo:text-gray-900">{e.name}</p>
          <p className="bo:text-sm bo:text-gray-600">
            {[e.employeeNumber && `Núm. ${e.employeeNumber}`, e.jobTitleName, e.area].filter(Boolean).join(' · ')}
          </p>
        </div>
        <StateBadge active={e.active} />
      </div>
      <p className="bo:text-sm bo:text-gray-700">{sizes.length ? sizes.map((g) => `${g.itemCode}: ${e.sizes[g.garmentType]}`).join(' · ') : 'Sin tallas'}</p>
      {actions && <Actions employee={e} actions={actions} />}
    </>
  );
}

/**
 * The roster's columns: the person (name, number), job title and area, a size column per garment type —
 * of the filtered job title's kit when one is chosen, else of every kit —, start date, state, actions.
 */
function rosterColumns(program: ProgramDetail, jobTitleId: string, actions: RowActions | undefined): readonly DataColumn<ProgramEmployee>[] {
  const dash = <span className="bo:text-gray-400">—</span>;
  const kit = program.jobTitles.find((j) => String(j.id) === jobTitleId)?.kit.map((k) => k.garmentType);
  const types = kit ? program.garmentTypes.filter((g) => kit.includes(g.garmentType)) : program.garmentTypes;
  const columns: DataColumn<ProgramEmployee>[] = [
    {
      key: 'name',
      header: 'Empleado',
      rowHeader: true,
      className: 'bo:min-w-48',
      cell: (e) => (
        <>
          <div className="bo:font-medium bo:text-gray-900">{e.name}</div>
          {e.employeeNumber && <div className="bo:text-gray-500">Núm. {e.employeeNumber}</div>}
        </>
      ),
    },
    {
      key: 'jobTitle',
      header: 'Puesto y área',
      className: 'bo:text-gray-700',
      cell: (e) => (
        <>
          <div>{e.jobTitleName}</div>
          <div className="bo:text-gray-500">{e.area ?? 'Sin área'}</div>
        </>
      ),
    },
    ...types.map(
      (g): DataColumn<ProgramEmployee> => ({
        key: g.garmentType,
        header: `Talla ${g.itemCode}`,
        align: 'right',
        className: 'bo:whitespace-nowrap bo:text-gray-700',
        cell: (e) => e.sizes[g.garmentType] ?? dash,
      }),
    ),
    { key: 'start', header: 'Ingreso', className: 'bo:whitespace-nowrap bo:text-gray-700', cell: (e) => (e.startDate ? formatDayMonthYear(e.startDate) : dash) },
    { key: 'state', header: 'Estado', cell: (e) => <StateBadge active={e.active} /> },
  ];
  if (actions) columns.push({ key: 'actions', header: 'Acciones', hideHeader: true, align: 'right', className: 'bo:whitespace-nowrap', cell: (e) => <Actions employee={e} actions={actions} /> });
  return columns;
}
