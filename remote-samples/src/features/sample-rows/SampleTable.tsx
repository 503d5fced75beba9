import { Fragment, useRef, type MouseEvent, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { localToday } from '@muestrario/shared/rules';
import { Avatar, cx, StageBadge } from '@muestrario/shared/ui';
import { columnsOf, dash, DueDate, ProductionBadge, type SampleRowsProps } from './sample-cells';
import type { RowWindowing } from './row-windowing';
import { useFrozenColumns } from './useFrozenColumns';
import { ariaRowCount, ariaRowIndex } from './window-layout';

/** A row's usual height at md and up (one line, the 32 px avatar, 12 px padding each side, its border). */
export const ROW_HEIGHT = 57;

/** Empty space standing for rows that are not rendered: hidden from screen readers, one cell across all columns. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true" className="ms:border-0" style={{ overflowAnchor: 'none' }}>
      <td colSpan={columns} style={{ height, padding: 0, border: 0, overflowAnchor: 'none' }} />
    </tr>
  );
}

export interface SampleTableProps extends SampleRowsProps {
  /** Which rows are in the page (every one, or a window: row-windowing.ts). */
  windowing: RowWindowing<HTMLTableSectionElement>;
  /** The column widths last read while every row was rendered, kept by the list across both kinds of table. */
  columnWidths: RefObject<number[] | undefined>;
}

/** The rows as a table (md and up); a long list keeps only the rows near the viewport in the page. */
export function SampleTable({ rows, total, headingId, hrefOf, showDue = false, windowing, columnWidths }: SampleTableProps) {
  const navigate = useNavigate();
  const today = localToday(new Date());
  const columns = columnsOf(showDue);
  const { windowed, listRef, layout, measure, onFocus, onBlur } = windowing;
  const tableRef = useRef<HTMLTableElement>(null);
  // Windowed, the columns keep the widths the fully rendered rows gave them (they would follow the rows in view).
  const widths = useFrozenColumns(tableRef, windowed, columnWidths);
  const fixed = windowed && widths?.length === columns.length;
  // The project link is the keyboard way in; a click anywhere else on the row does the same.
  const openRow = (event: MouseEvent<HTMLTableRowElement>, to: string) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    navigate(to);
  };
  return (
    <div className="ms:hidden ms:overflow-x-auto ms:md:block">
      <table
        ref={tableRef}
        aria-labelledby={headingId}
        aria-rowcount={ariaRowCount(total ?? rows.length)}
        className={cx('ms:min-w-full ms:divide-y ms:divide-gray-200 ms:text-sm', fixed && 'ms:w-full ms:table-fixed')}
      >
        {fixed && (
          <colgroup>
            {widths.map((width, i) => (
              <col key={columns[i]} style={{ width }} />
            ))}
          </colgroup>
        )}
        <thead className="ms:bg-gray-50">
          <tr aria-rowindex={1}>
            {columns.map((c) => (
              <th key={c} scope="col" className="ms:px-4 ms:py-3 ms:text-left ms:font-semibold ms:whitespace-nowrap ms:text-gray-900 ms:first:pl-6 ms:last:pr-6">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={listRef} onFocus={onFocus} onBlur={onBlur} className="ms:divide-y ms:divide-gray-100 ms:bg-white">
          {layout.rows.map(({ index, gapBefore }) => {
            const s = rows[index]!;
            const to = hrefOf(s);
            return (
              <Fragment key={s.sampleId}>
                {gapBefore > 0 && <SpacerRow height={gapBefore} columns={columns.length} />}
                <tr ref={measure} data-index={index} aria-rowindex={ariaRowIndex(index)} onClick={(e) => openRow(e, to)} className="ms:cursor-pointer ms:hover:bg-gray-50">
                  <td className="ms:py-3 ms:pr-4 ms:pl-6 ms:font-medium">
                    <Link to={to} className="ms:text-gray-900 ms:hover:text-primary-700 ms:hover:underline">
                      {s.sampleName}
                    </Link>
                  </td>
                  <td className="ms:px-4 ms:py-3">
                    <span className="ms:flex ms:items-center ms:gap-3">
                      <Avatar name={s.cardName} />
                      <span className="ms:text-gray-700">{s.cardName}</span>
                    </span>
                  </td>
                  <td className="ms:px-4 ms:py-3 ms:text-gray-600">{dash(s.title)}</td>
                  <td className="ms:px-4 ms:py-3 ms:text-gray-600">{dash(s.department)}</td>
                  <td className="ms:px-4 ms:py-3 ms:text-gray-600">{s.sampleOn}</td>
                  {showDue && (
                    <td className="ms:px-4 ms:py-3">
                      <DueDate sample={s} today={today} />
                    </td>
                  )}
                  <td className="ms:py-3 ms:pr-6 ms:pl-4">
                    <span className="ms:flex ms:flex-wrap ms:items-center ms:gap-2">
                      <StageBadge stage={s.sampleStage} />
                      <ProductionBadge sample={s} />
                    </span>
                  </td>
                </tr>
              </Fragment>
            );
          })}
          {layout.gapAfter > 0 && <SpacerRow height={layout.gapAfter} columns={columns.length} />}
        </tbody>
      </table>
    </div>
  );
}
