import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAllowed, useLiveProduction, useProductionBoard } from '@muestrario/shared/api';
import type { Board, BoardOperation } from '@muestrario/shared/contract';
import { paths } from '@muestrario/shared/routes';
import { boardDayLabel, boardFrom, groupByCell, weekNavigation } from '@muestrario/shared/rules';
import { buttonClassName, EmptyState, LoadState, PageHeader, useMediaQuery, usePageTitle, useToast } from '@muestrario/shared/ui';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { BoardDayList } from './BoardDayList';
import { BoardTable } from './BoardTable';
import { MoveDialog } from './MoveDialog';
import { OperationCard } from './OperationCard';

const TITLE = 'Tablero de planta';
const DESCRIPTION = 'Las operaciones de las órdenes abiertas por máquina y día, contra los minutos de turno de cada máquina.';
/** The wide table from here up; below it, the day-by-day list. */
const WIDE = '(min-width: 1024px)';

/** '/admin/produccion/tablero' (issue 30 item 6): the floor board, live; production and admins move operations. */
export default function ProductionBoard() {
  usePageTitle(TITLE);
  useLiveProduction();
  const [params] = useSearchParams();
  const from = boardFrom(params.get('from'));
  const { data, error, mutate } = useProductionBoard(from ? { from } : {});
  const mayMove = useAllowed('production.move');
  const [moving, setMoving] = useState<BoardOperation | null>(null);
  const toast = useToast();
  const onMove = mayMove ? setMoving : undefined;
  // The operation as the latest read of the board has it (another person may have moved it meanwhile).
  const movingNow = moving && data ? ([...data.operations, ...data.unplanned].find((o) => o.id === moving.id) ?? moving) : moving;

  return (
    <>
      <PageHeader title={TITLE} description={DESCRIPTION} actions={data && <WeekNavigation board={data} />} />
      <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle="No se pudo cargar el tablero de planta" loadingLabel="Cargando el tablero">
        {(board) => <BoardBody board={board} onMove={onMove} />}
      </LoadState>
      {data && (
        <MoveDialog
          operation={movingNow}
          machines={data.machines}
          today={data.today}
          onClose={() => setMoving(null)}
          reload={() => void mutate()}
          onMoved={(operation, machineName, day) => {
            setMoving(null);
            const { weekday, date } = boardDayLabel(day);
            toast.success(`${operation.orderFolio} · ${operation.label}: ahora en ${machineName}, ${weekday} ${date}.`);
          }}
        />
      )}
    </>
  );
}

/** 'Semana anterior', 'Hoy', 'Semana siguiente': links that put the week's first day in the address. */
function WeekNavigation({ board }: { board: Board }) {
  const first = board.days[0] ?? board.today;
  const nav = weekNavigation(first, board.today, board.days.length || 7);
  const last = board.days[board.days.length - 1] ?? first;
  const range = `${boardDayLabel(first).date} – ${boardDayLabel(last).date}`;
  const link = (day: string) => `${paths.productionBoard}?from=${day}`;
  const secondary = buttonClassName({ variant: 'secondary', size: 'sm' });
  return (
    <nav aria-label="Semanas del tablero" className="bo:flex bo:flex-wrap bo:items-center bo:gap-2">
      <Link to={link(nav.previous)} className={secondary}>
        <ChevronLeftIcon className="bo:size-4" aria-hidden="true" />
        Semana anterior
      </Link>
      <Link to={paths.productionBoard} className={secondary} aria-current={nav.showsToday ? 'page' : undefined}>
        Hoy
      </Link>
      <Link to={link(nav.next)} className={secondary}>
        Semana siguiente
        <ChevronRightIcon className="bo:size-4" aria-hidden="true" />
      </Link>
      <p className="bo:w-full bo:text-sm bo:text-gray-600 bo:sm:w-auto" aria-live="polite">
        Del {range}
      </p>
    </nav>
  );
}

function BoardBody({ board, onMove }: { board: Board; onMove: ((operation: BoardOperation) => void) | undefined }) {
  const wide = useMediaQuery(WIDE);
  const cells = useMemo(() => groupByCell(board.operations), [board.operations]);
  const unplannedId = useId();
  return (
    <div className="bo:space-y-8">
      {board.machines.length === 0 ? (
        <EmptyState title="Aún no hay máquinas" description="Producción las da de alta en Producción › Máquinas; sin ellas no hay tablero." />
      ) : (
        <>
          {/* Where the browser cannot tell the width (a test DOM), both render and CSS picks. */}
          {wide !== false && (
            <div className="bo:hidden bo:lg:block">
              <BoardTable board={board} cells={cells} onMove={onMove} />
            </div>
          )}
          {wide !== true && (
            <div className="bo:lg:hidden">
              <BoardDayList board={board} cells={cells} onMove={onMove} />
            </div>
          )}
        </>
      )}
      <section aria-labelledby={unplannedId}>
        <h2 id={unplannedId} className="bo:text-lg bo:font-semibold bo:text-gray-900">
          Sin planear
        </h2>
        {board.unplanned.length === 0 ? (
          <p className="bo:mt-2 bo:text-sm bo:text-gray-600">Todas las operaciones abiertas tienen máquina y día.</p>
        ) : (
          <>
            <p className="bo:mt-1 bo:text-sm bo:text-gray-600">Operaciones abiertas sin máquina o día, o planeadas antes de esta semana y sin terminar.</p>
            <ul className="bo:mt-3 bo:grid bo:grid-cols-1 bo:gap-3 bo:sm:grid-cols-2 bo:lg:grid-cols-4">
              {board.unplanned.map((operation) => (
                <li key={operation.id}>
                  <OperationCard operation={operation} onMove={onMove} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
