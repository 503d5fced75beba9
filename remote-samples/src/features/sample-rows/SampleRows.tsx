import { useRef, type RefObject } from 'react';
import { Skeleton, useMediaQuery } from '@muestrario/shared/ui';
import { ROWS_PER_PAGE, WINDOWED_AFTER } from './list-sizes';
import { useWholeRows } from './row-windowing';
import { COLUMNS, type SampleRowsProps } from './sample-cells';
import { SampleCards } from './SampleCards';
import { SampleTable } from './SampleTable';
import { useWindowedRowsModule } from './windowed-module';

export type { SampleRowsProps } from './sample-cells';

/** What both kinds of list (every row, or windowed) receive from SampleRows. */
export interface SampleListProps extends SampleRowsProps {
  /** `useMediaQuery('(min-width: 48rem)')`: the table, the cards, or both while unknown. */
  wide: boolean | undefined;
  columnWidths: RefObject<number[] | undefined>;
}

/**
 * Sample rows: a table from md up, cards on phones. Past WINDOWED_AFTER loaded rows only those near the
 * viewport are in the page (WindowedSampleRows, its own chunk, fetched once the list passes one page).
 */
export function SampleRows(props: SampleRowsProps) {
  // Only the layout on screen is rendered (half the work on a long list); both where no one can tell.
  const wide = useMediaQuery('(min-width: 48rem)');
  const columnWidths = useRef<number[] | undefined>(undefined);
  const windowed = useWindowedRowsModule(props.rows.length > ROWS_PER_PAGE);
  if (windowed && props.rows.length > WINDOWED_AFTER) return <windowed.default {...props} wide={wide} columnWidths={columnWidths} />;
  return <WholeSampleRows {...props} wide={wide} columnWidths={columnWidths} />;
}

function WholeTable(props: Omit<SampleListProps, 'wide'>) {
  const windowing = useWholeRows<HTMLTableSectionElement>(props.rows.length);
  return <SampleTable {...props} windowing={windowing} />;
}

function WholeCards({ columnWidths: _widths, ...props }: Omit<SampleListProps, 'wide'>) {
  const windowing = useWholeRows<HTMLUListElement>(props.rows.length);
  return <SampleCards {...props} windowing={windowing} />;
}

function WholeSampleRows({ wide, ...props }: SampleListProps) {
  return (
    <>
      {wide !== true && <WholeCards {...props} />}
      {wide !== false && <WholeTable {...props} />}
    </>
  );
}

/** Skeleton rows with the same columns, announced as `label`. */
export function LoadingRows({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true">
      <p role="status" className="ms:sr-only">
        {label}
      </p>
      <ul aria-hidden="true" className="ms:divide-y ms:divide-gray-100 ms:md:hidden">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className="ms:flex ms:gap-3 ms:px-4 ms:py-4">
            <Skeleton shape="circle" />
            <div className="ms:flex-1 ms:space-y-2">
              <Skeleton className="ms:w-2/3" />
              <Skeleton className="ms:w-1/3" />
            </div>
          </li>
        ))}
      </ul>
      <table aria-hidden="true" className="ms:hidden ms:min-w-full ms:text-sm ms:md:table">
        <thead className="ms:bg-gray-50">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="ms:px-4 ms:py-3 ms:text-left ms:font-semibold ms:text-gray-900 ms:first:pl-6">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="ms:divide-y ms:divide-gray-100">
          {Array.from({ length: rows }, (_, i) => (
            <tr key={i}>
              {COLUMNS.map((c) => (
                <td key={c} className="ms:px-4 ms:py-4 ms:first:pl-6">
                  <Skeleton className={c === 'Cliente' ? 'ms:w-32' : 'ms:w-20'} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
