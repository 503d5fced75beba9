import { useProgramEmployees } from '@muestrario/shared/api';
import type { ProgramDetail } from '@muestrario/shared/domain';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { LoadState } from '@muestrario/shared/ui';
import { ReorderTab } from './ReorderTab';

/** The program page's 'Reorden' tab: the active roster (and its areas) read, then the tab itself. */
export function ProgramReorderTab({ program }: { program: ProgramDetail }) {
  const { data, error, mutate } = useProgramEmployees(program.id, { active: true });
  return (
    <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={SALES_MESSAGES.loadFailed} loadingLabel="Cargando la plantilla">
      {(roster) => (
        <ReorderTab
          program={program}
          employees={roster.rows.map((e) => ({ id: e.id, name: e.name, employeeNumber: e.employeeNumber, jobTitleName: e.jobTitleName, area: e.area, active: e.active }))}
          jobTitles={program.jobTitles.map((t) => ({ id: t.id, name: t.name }))}
          areas={roster.areas}
        />
      )}
    </LoadState>
  );
}
