import { CARD_HEIGHT, SampleCards } from './SampleCards';
import { ROW_HEIGHT, SampleTable } from './SampleTable';
import type { SampleListProps } from './SampleRows';
import { useWindowedRows } from './useWindowedRows';

/*
 * A long list's rows, windowed (@tanstack/react-virtual): its own chunk, fetched only once a list passes
 * one page (windowed-module.ts), so the home and the first screens of /samples do not carry it.
 */

function WindowedTable({ columnWidths, ...props }: Omit<SampleListProps, 'wide'>) {
  const windowing = useWindowedRows<HTMLTableSectionElement>(props.rows, ROW_HEIGHT);
  return <SampleTable {...props} windowing={windowing} columnWidths={columnWidths} />;
}

function WindowedCards({ columnWidths: _widths, ...props }: Omit<SampleListProps, 'wide'>) {
  const windowing = useWindowedRows<HTMLUListElement>(props.rows, CARD_HEIGHT);
  return <SampleCards {...props} windowing={windowing} />;
}

export default function WindowedSampleRows({ wide, ...props }: SampleListProps) {
  return (
    <>
      {wide !== true && <WindowedCards {...props} />}
      {wide !== false && <WindowedTable {...props} />}
    </>
  );
}
