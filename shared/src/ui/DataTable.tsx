import type { ReactNode } from 'react';
import { cx } from './cx';
import type { SortDirection } from './list-params';

export interface DataColumn<Row> {
  /** Stable key; also the sort key sent to the server when `sortable`. */
  key: string;
  /** The header's text (a column header's accessible name). */
  header: string;
  /** Keep the header for screen readers only (an actions column). */
  hideHeader?: boolean;
  /** The cell's content; `index` is the row's place in `rows`. */
  cell: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'right';
  /** Classes of the column's cells (the screen's own prefix). */
  className?: string;
  /** The header offers a sort button (only where the server sorts by this key). */
  sortable?: boolean;
  /** The column names its row (`th scope="row"`): the record's name or number. */
  rowHeader?: boolean;
}

export interface DataTableSort {
  sort: string | null;
  dir: SortDirection;
  onSort: (key: string) => void;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row, index: number) => string | number;
  /** Id of the visible heading that names the table (and the phone list); or give `label`. */
  labelledBy?: string;
  label?: string;
  /** A visible caption inside the table (else the name comes from `labelledBy` / `label`). */
  caption?: ReactNode;
  /**
   * The phone layout: one list item per row, shown below the `md` breakpoint instead of the table.
   * Both are in the page and CSS picks one, so no script decides the layout before the first paint.
   */
  card?: (row: Row) => ReactNode;
  /** Classes of each card's list item (e.g. `relative` for a link covering the card). */
  cardClassName?: string;
  rowClassName?: (row: Row) => string | undefined;
  sort?: DataTableSort;
  /** Classes of the table (e.g. a minimum width that makes a narrow screen scroll). */
  tableClassName?: string;
  /** Makes the scrolling box a focusable region with this name (keyboard scrolling when no cell is focusable). */
  scrollLabel?: string;
}

const TH = 'ui:px-4 ui:py-3 ui:font-semibold ui:whitespace-nowrap ui:text-gray-900 ui:first:pl-6 ui:last:pr-6';
const TD = 'ui:px-4 ui:py-3 ui:first:pl-6 ui:last:pr-6';

function ariaSort(sort: DataTableSort | undefined, key: string): 'ascending' | 'descending' | undefined {
  if (!sort || sort.sort !== key) return undefined;
  return sort.dir === 'asc' ? 'ascending' : 'descending';
}

/**
 * A list of records as a real table (caption or aria-labelledby, `th scope="col"`, aria-sort on the sorted
 * column), with a card list for phones. Paging, search, filters and the load states live around it
 * (`useListParams`, `Pagination`, `LoadState`), so a screen composes only what it needs.
 */
export function DataTable<Row>({ rows, columns, rowKey, labelledBy, label, caption, card, cardClassName, rowClassName, sort, tableClassName, scrollLabel }: DataTableProps<Row>) {
  return (
    <>
      {card && (
        <ul aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label} className="ui:divide-y ui:divide-gray-100 ui:md:hidden">
          {rows.map((row, i) => (
            <li key={rowKey(row, i)} className={cx('ui:px-4 ui:py-4', cardClassName)}>
              {card(row)}
            </li>
          ))}
        </ul>
      )}
      <div
        className={cx('ui:relative ui:overflow-x-auto', card && 'ui:hidden ui:md:block')}
        tabIndex={scrollLabel ? 0 : undefined}
        role={scrollLabel ? 'region' : undefined}
        aria-label={scrollLabel}
      >
        <table
          aria-labelledby={caption ? undefined : labelledBy}
          aria-label={caption || labelledBy ? undefined : label}
          className={cx('ui:min-w-full ui:divide-y ui:divide-gray-200 ui:text-sm', tableClassName)}
        >
          {caption && <caption className="ui:sr-only">{caption}</caption>}
          <thead className="ui:bg-gray-50">
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" aria-sort={ariaSort(sort, c.key)} className={cx(TH, c.align === 'right' ? 'ui:text-right' : 'ui:text-left')}>
                  {c.sortable && sort ? (
                    <button type="button" onClick={() => sort.onSort(c.key)} className="ui:inline-flex ui:items-center ui:gap-1 ui:font-semibold ui:hover:text-primary-700">
                      {c.header}
                      <span aria-hidden="true" className="ui:text-gray-400">
                        {sort.sort === c.key ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : c.hideHeader ? (
                    <span className="ui:sr-only">{c.header}</span>
                  ) : (
                    c.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="ui:divide-y ui:divide-gray-100 ui:bg-white">
            {rows.map((row, i) => (
              <tr key={rowKey(row, i)} className={rowClassName?.(row) ?? 'ui:hover:bg-gray-50'}>
                {columns.map((c) =>
                  c.rowHeader ? (
                    <th key={c.key} scope="row" className={cx(TD, 'ui:text-left ui:font-normal', c.align === 'right' && 'ui:text-right', c.className)}>
                      {c.cell(row, i)}
                    </th>
                  ) : (
                    <td key={c.key} className={cx(TD, c.align === 'right' && 'ui:text-right', c.className)}>
                      {c.cell(row, i)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
