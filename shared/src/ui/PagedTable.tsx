import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './DataTable';
import { LoadState } from './LoadState';
import { Pagination } from './Pagination';

/** One page of a server-paged list (the shape every list endpoint answers). */
export interface ServerPage<Row> {
  rows: readonly Row[];
  page: number;
  pageSize: number;
  total: number;
}

export interface PagedTableProps<Row> extends Omit<DataTableProps<Row>, 'rows'> {
  /** The read of the current page (an SWR response: `data`, `error`, and `mutate` for 'Reintentar'). */
  read: { data: ServerPage<Row> | undefined; error: unknown; mutate: () => unknown };
  failedTitle: string;
  loadingLabel: string;
  /** Shown when the page has no rows (usually 'Sin resultados', with a way to clear the search). */
  empty: ReactNode;
  onPage: (page: number) => void;
  /** Classes of the failure block. */
  failedClassName?: string;
}

/** A server-paged list: its load states, the table (with the phone cards) and the footer with the true total. */
export function PagedTable<Row>({ read, failedTitle, loadingLabel, empty, onPage, failedClassName, ...table }: PagedTableProps<Row>) {
  const { data } = read;
  return (
    <>
      <LoadState
        data={data}
        error={read.error}
        onRetry={() => void read.mutate()}
        failedTitle={failedTitle}
        className={failedClassName}
        loadingLabel={loadingLabel}
        isEmpty={(d) => d.rows.length === 0}
        empty={empty}
      >
        {(d) => <DataTable {...table} rows={d.rows} />}
      </LoadState>
      {data && <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />}
    </>
  );
}
