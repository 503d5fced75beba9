import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError, useAllowed, useProgram } from '@muestrario/shared/api';
import { PROGRAM_PERIOD_LABELS, PROGRAM_PORTAL_TAB, PROGRAM_TAB_PARAM, type ProgramDetail } from '@muestrario/shared/domain';
import { formatDayMonthYear } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Badge, Button, Card, LoadingBlock, PageHeader, RefusalPage, Tabs, TabsContent, TabsList, TabsTrigger, usePageTitle, useToast } from '@muestrario/shared/ui';
import { Breadcrumb } from '../layout/Breadcrumb';
import { LoadFailed, NotFoundCard } from '../layout/LoadStates';
import { PencilIcon } from '../icons';
import { JobTitlesTab } from './kit/JobTitlesTab';
import { PortalTab } from './portal/PortalTab';
import { ProgramDialog } from './ProgramDialog';
import { ProgramReorderTab } from './reorder/ProgramReorderTab';
import { ReportTab } from './report/ReportTab';
import { RosterTab } from './roster/RosterTab';

/**
 * The tabs of a program's page, in order. Each part of issue 35 adds its own here (the reorder, the HR
 * portal, the import, the report), with its component in its own sub-folder of features/programs.
 */
const TABS: readonly { value: string; label: string; render: (program: ProgramDetail) => React.ReactNode }[] = [
  { value: 'puestos', label: 'Puestos y kits', render: (program) => <JobTitlesTab program={program} /> },
  { value: 'plantilla', label: 'Plantilla', render: (program) => <RosterTab program={program} /> },
  { value: 'reorden', label: 'Reorden', render: (program) => <ProgramReorderTab program={program} /> },
  { value: PROGRAM_PORTAL_TAB, label: 'Portal de RH', render: (program) => <PortalTab program={program} /> },
  { value: 'informe', label: 'Informe', render: (program) => <ReportTab programId={program.id} programName={program.name} /> },
];

/** '/admin/socios/socios-negocios/:id/programas/:programId': a client's uniform program (issue 35). */
export default function ProgramPage() {
  const params = useParams();
  const partnerId = Number(params.id);
  const programId = Number(params.programId);
  const valid = [partnerId, programId].every((n) => Number.isSafeInteger(n) && n > 0);
  const { data, error, mutate } = useProgram(valid ? programId : null);
  usePageTitle(data ? `Programa ${data.name}` : 'Programa de uniformes');

  const back = { backTo: valid ? paths.partner(partnerId) : paths.partners, backLabel: valid ? 'Volver al cliente' : 'Volver a Socios de Negocio' };
  if (!valid || (error instanceof ApiError && error.status === 404) || (data && data.partnerId !== partnerId)) {
    return <NotFoundCard title="No encontramos este programa de uniformes" {...back} />;
  }
  if (error instanceof ApiError && error.status === 403) return <RefusalPage title="Programa de uniformes" reason={error.message} {...back} />;
  if (error && !data) return <LoadFailed onRetry={() => void mutate()} />;
  if (!data) return <LoadingBlock label="Cargando programa" />;
  return <ProgramView program={data} />;
}

function ProgramView({ program }: { program: ProgramDetail }) {
  // A link may open a tab ('?pestana=portal-rh' from the bell's reorder request).
  const [search] = useSearchParams();
  const [tab, setTab] = useState(() => TABS.find((t) => t.value === search.get(PROGRAM_TAB_PARAM))?.value ?? 'puestos');
  const [editing, setEditing] = useState(false);
  const mayManage = useAllowed('programs.manage', { ownerId: program.sellerId });
  const { mutate } = useProgram(program.id);
  const toast = useToast();
  return (
    <>
      <PageHeader
        before={
          <Breadcrumb
            items={[{ label: 'Socios de Negocio', to: paths.partners }, { label: program.partnerName, to: paths.partner(program.partnerId) }, { label: program.name }]}
          />
        }
        title={program.name}
        description={
          <span className="bo:flex bo:flex-wrap bo:items-center bo:gap-x-3 bo:gap-y-1">
            <span>{program.partnerName}</span>
            <span>
              {PROGRAM_PERIOD_LABELS[program.period]}: {formatDayMonthYear(program.periodStart)} al {formatDayMonthYear(program.periodEnd)}
            </span>
            <span>Vendedor: {program.sellerName}</span>
            <Badge tone={program.active ? 'green' : 'gray'}>{program.active ? 'Activo' : 'Inactivo'}</Badge>
          </span>
        }
        actions={
          mayManage ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <PencilIcon className="bo:size-4" aria-hidden="true" />
              Editar programa
            </Button>
          ) : undefined
        }
      />
      {program.notes && (
        <Card className="bo:mb-6">
          <p className="bo:whitespace-pre-line bo:text-sm bo:text-gray-700">{program.notes}</p>
        </Card>
      )}
      <Card padding="none">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Secciones del programa" className="bo:relative bo:overflow-x-auto bo:px-4 bo:sm:px-6">
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value} className="bo:shrink-0">
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((t) => (
            <TabsContent key={t.value} value={t.value} className="bo:px-4 bo:pb-6 bo:sm:px-6">
              {t.render(program)}
            </TabsContent>
          ))}
        </Tabs>
      </Card>
      <ProgramDialog
        open={editing}
        onOpenChange={setEditing}
        partnerId={program.partnerId}
        program={program}
        onSaved={(saved) => {
          setEditing(false);
          void mutate(saved, { revalidate: false });
          toast.success(`Cambios de ${saved.name} guardados.`);
        }}
      />
    </>
  );
}
