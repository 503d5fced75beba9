import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAllowed, usePartnerPrograms } from '@muestrario/shared/api';
import { PROGRAM_PERIOD_LABELS, SALES_MESSAGES, type ProgramSummary } from '@muestrario/shared/domain';
import { formatDayMonthYear, formatInteger } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Badge, Button, Card, DataTable, EmptyState, LoadState, type DataColumn } from '@muestrario/shared/ui';
import { PlusIcon } from '../icons';
import { ProgramDialog } from './ProgramDialog';

/**
 * 'Programas de uniformes' on a client's page (issue 35): the client's programs (a seller's own; an admin's
 * all) with a link to each, and 'Nuevo programa' for whoever may keep programs.
 */
export function PartnerPrograms({ partnerId }: { partnerId: number }) {
  const headingId = useId();
  const navigate = useNavigate();
  const mayView = useAllowed('programs.view');
  const mayManage = useAllowed('programs.manage');
  const { data, error, mutate } = usePartnerPrograms(mayView ? partnerId : null);
  const [creating, setCreating] = useState(false);
  if (!mayView) return null;
  return (
    <section aria-labelledby={headingId} className="bo:mt-8">
      <div className="bo:mb-3 bo:flex bo:flex-wrap bo:items-end bo:justify-between bo:gap-3">
        <div>
          <h2 id={headingId} className="bo:text-lg bo:font-semibold bo:text-gray-900">
            Programas de uniformes
          </h2>
          <p className="bo:text-sm bo:text-gray-600">Puestos con su kit de muestras autorizadas y la plantilla con las tallas de cada empleado.</p>
        </div>
        {mayManage && (
          <Button onClick={() => setCreating(true)}>
            <PlusIcon className="bo:size-5" aria-hidden="true" />
            Nuevo programa
          </Button>
        )}
      </div>
      <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={SALES_MESSAGES.loadFailed} loadingLabel="Cargando programas">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState headingLevel={3} title="Este cliente aún no tiene programas" description={mayManage ? 'Crea uno con «Nuevo programa».' : 'Su vendedor o un administrador lo crean.'} />
          ) : (
            <Card padding="none" className="bo:overflow-hidden">
              <DataTable
                rows={rows}
                columns={COLUMNS}
                rowKey={(p) => p.id}
                labelledBy={headingId}
                cardClassName="bo:space-y-1"
                card={(p) => (
                  <>
                    <div className="bo:flex bo:items-start bo:justify-between bo:gap-3">
                      <ProgramLink program={p} />
                      <ActiveBadge active={p.active} />
                    </div>
                    <p className="bo:text-sm bo:text-gray-700">{periodText(p)}</p>
                    <p className="bo:text-sm bo:text-gray-700">
                      {countText(p.jobTitleCount, 'puesto', 'puestos')} · {countText(p.employeeCount, 'empleado activo', 'empleados activos')} · {p.sellerName}
                    </p>
                  </>
                )}
              />
            </Card>
          )
        }
      </LoadState>
      <ProgramDialog
        open={creating}
        onOpenChange={setCreating}
        partnerId={partnerId}
        program={undefined}
        onSaved={(saved) => {
          setCreating(false);
          void mutate();
          void navigate(paths.program(partnerId, saved.id));
        }}
      />
    </section>
  );
}

const countText = (n: number, one: string, many: string) => `${formatInteger(n)} ${n === 1 ? one : many}`;
const periodText = (p: ProgramSummary) => `${PROGRAM_PERIOD_LABELS[p.period]}: ${formatDayMonthYear(p.periodStart)} al ${formatDayMonthYear(p.periodEnd)}`;

function ProgramLink({ program }: { program: ProgramSummary }) {
  return (
    <Link to={paths.program(program.partnerId, program.id)} className="bo:font-medium bo:text-primary-700 bo:hover:underline">
      {program.name}
    </Link>
  );
}

function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'green' : 'gray'}>{active ? 'Activo' : 'Inactivo'}</Badge>;
}

const COLUMNS: readonly DataColumn<ProgramSummary>[] = [
  { key: 'name', header: 'Programa', rowHeader: true, cell: (p) => <ProgramLink program={p} /> },
  { key: 'period', header: 'Periodo vigente', className: 'bo:text-gray-700', cell: periodText },
  { key: 'titles', header: 'Puestos', align: 'right', className: 'bo:text-gray-700', cell: (p) => formatInteger(p.jobTitleCount) },
  { key: 'employees', header: 'Empleados activos', align: 'right', className: 'bo:text-gray-700', cell: (p) => formatInteger(p.employeeCount) },
  { key: 'seller', header: 'Vendedor', className: 'bo:text-gray-700', cell: (p) => p.sellerName },
  { key: 'state', header: 'Estado', cell: (p) => <ActiveBadge active={p.active} /> },
];
