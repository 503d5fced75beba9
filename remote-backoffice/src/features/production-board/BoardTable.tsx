import { Link } from 'react-router';
import type { Board, BoardMachine, BoardOperation } from '@muestrario/shared/contract';
import { MACHINE_KIND_LABELS } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { boardDayLabel, cellKey, cellLoad } from '@muestrario/shared/rules';
import { Badge } from '@muestrario/shared/ui';
import { cellClassName, CellLoadBar } from './CellLoadBar';
import { OperationCard } from './OperationCard';

export interface BoardViewProps {
  board: Board;
  cells: Map<string, BoardOperation[]>;
  onMove: ((operation: BoardOperation) => void) | undefined;
}

/** '6 cabezas' / '1 cabeza'. */
export const headsText = (heads: number): string => `${heads} ${heads === 1 ? 'cabeza' : 'cabezas'}`;

/** The machine's name (a link to its queue), kind and heads: the board's row header, the phone list's heading. */
export function MachineHeading({ machine }: { machine: BoardMachine }) {
  return (
    <>
      <Link to={paths.machineQueue(machine.id)} className="bo:font-semibold bo:text-primary-700 bo:underline-offset-2 bo:hover:underline">
        {machine.name}
      </Link>
      <span className="bo:block bo:text-xs bo:font-normal bo:text-gray-600">
        {MACHINE_KIND_LABELS[machine.kind]} · {headsText(machine.heads)}
      </span>
      {!machine.active && (
        <Badge tone="gray" className="bo:mt-1">
          Inactiva
        </Badge>
      )}
    </>
  );
}

/** The wide board: a real table, machines as rows, the shown days as columns (today marked). */
export function BoardTable({ board, cells, onMove }: BoardViewProps) {
  return (
    <div className="bo:overflow-x-auto bo:rounded-lg bo:bg-white bo:shadow-sm bo:ring-1 bo:ring-gray-900/5">
      <table className="bo:w-full bo:min-w-[64rem] bo:table-fixed bo:border-collapse bo:text-left bo:text-sm">
        <caption className="bo:sr-only">Tablero de planta: operaciones por máquina y día</caption>
        <colgroup>
          <col className="bo:w-44" />
          {board.days.map((day) => (
            <col key={day} />
          ))}
        </colgroup>
        <thead className="bo:bg-gray-50">
          <tr>
            <th scope="col" className="bo:sticky bo:left-0 bo:z-10 bo:bg-gray-50 bo:px-3 bo:py-2 bo:font-semibold bo:text-gray-900">
              Máquina
            </th>
            {board.days.map((day) => {
              const { weekday, date } = boardDayLabel(day);
              const today = day === board.today;
              return (
                <th
                  key={day}
                  scope="col"
                  aria-current={today ? 'date' : undefined}
                  className={`bo:border-l bo:border-gray-200 bo:px-2 bo:py-2 bo:font-semibold ${today ? 'bo:bg-primary-50 bo:text-primary-800' : 'bo:text-gray-900'}`}
                >
                  <span className="bo:block bo:capitalize">{weekday}</span>
                  <span className="bo:block bo:text-xs bo:font-normal">
                    {date}
                    {today && <span className="bo:ml-1 bo:font-semibold">· Hoy</span>}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="bo:divide-y bo:divide-gray-200">
          {board.machines.map((machine) => (
            <tr key={machine.id} className="bo:align-top">
              <th scope="row" className="bo:sticky bo:left-0 bo:z-10 bo:bg-white bo:px-3 bo:py-2 bo:text-left">
                <MachineHeading machine={machine} />
              </th>
              {board.days.map((day, i) => {
                const load = cellLoad(machine.load[i] ?? 0, machine.capacity[i] ?? 0);
                const operations = cells.get(cellKey(machine.id, day)) ?? [];
                return (
                  <td key={day} className={`bo:border-l bo:border-gray-200 bo:px-2 bo:py-2 ${cellClassName(load)} ${day === board.today && !load.overloaded && !load.closed ? 'bo:bg-primary-50/40' : ''}`}>
                    <CellLoadBar load={load} />
                    {operations.length > 0 && (
                      <ul className="bo:mt-2 bo:space-y-2">
                        {operations.map((operation) => (
                          <li key={operation.id}>
                            <OperationCard operation={operation} onMove={onMove} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
