import { useId, useState } from 'react';
import { boardDayLabel, cellKey, cellLoad } from '@muestrario/shared/rules';
import { Field, Select } from '@muestrario/shared/ui';
import { cellClassName, CellLoadBar } from './CellLoadBar';
import { MachineHeading, type BoardViewProps } from './BoardTable';
import { OperationCard } from './OperationCard';

/** 'lunes 23 nov (hoy)'. */
const dayOption = (day: string, today: string): string => {
  const { weekday, date } = boardDayLabel(day);
  return `${weekday} ${date}${day === today ? ' (hoy)' : ''}`;
};

/** The phone board: pick a day, then the machines stacked, each with its load and operations that day. */
export function BoardDayList({ board, cells, onMove }: BoardViewProps) {
  const headingId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const day = chosen !== null && board.days.includes(chosen) ? chosen : board.days.includes(board.today) ? board.today : board.days[0];
  if (day === undefined) return null;
  const index = board.days.indexOf(day);
  return (
    <section aria-labelledby={headingId} className="bo:space-y-4">
      <h2 id={headingId} className="bo:sr-only">
        Tablero por día
      </h2>
      <Field label="Día">
        <Select value={day} options={board.days.map((d) => ({ value: d, label: dayOption(d, board.today) }))} onChange={(e) => setChosen(e.target.value)} />
      </Field>
      <ul className="bo:space-y-3">
        {board.machines.map((machine) => {
          const load = cellLoad(machine.load[index] ?? 0, machine.capacity[index] ?? 0);
          const operations = cells.get(cellKey(machine.id, day)) ?? [];
          return (
            <li key={machine.id} className={`bo:rounded-lg bo:bg-white bo:p-3 bo:shadow-sm bo:ring-1 bo:ring-gray-900/5 ${cellClassName(load)}`}>
              <h3 className="bo:text-sm">
                <MachineHeading machine={machine} />
              </h3>
              <div className="bo:mt-2">
                <CellLoadBar load={load} />
              </div>
              {operations.length > 0 ? (
                <ul className="bo:mt-2 bo:space-y-2">
                  {operations.map((operation) => (
                    <li key={operation.id}>
                      <OperationCard operation={operation} onMove={onMove} />
                    </li>
                  ))}
                </ul>
              ) : (
                !load.closed && <p className="bo:mt-2 bo:text-xs bo:text-gray-500">Sin operaciones este día.</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
