/**
 * A server-paged list's state as it lives in the URL (`?q=…&pagina=2&orden=folio&dir=desc&status=A&status=B`):
 * a reload, a shared link and the back button keep the search, the filters, the sort and the page.
 * Pure functions; `useListParams` binds them to the router.
 */
export interface ListParams {
  /** The search text ('' for none). */
  q: string;
  /** 1-based page. */
  page: number;
  /** The sorted column's key, or null for the server's order. */
  sort: string | null;
  dir: SortDirection;
  /** Each filter's values (a single-valued filter has at most one). */
  filters: Readonly<Record<string, readonly string[]>>;
}

export type SortDirection = 'asc' | 'desc';

export const LIST_PARAM_NAMES = { q: 'q', page: 'pagina', sort: 'orden', dir: 'dir' } as const;

/** Reads the list state; unknown parameters are ignored, a page that is not a positive integer is 1. */
export function parseListParams(params: URLSearchParams, filterKeys: readonly string[]): ListParams {
  const page = Number(params.get(LIST_PARAM_NAMES.page));
  const filters: Record<string, readonly string[]> = {};
  for (const key of filterKeys) filters[key] = params.getAll(key).filter((v) => v !== '');
  return {
    q: params.get(LIST_PARAM_NAMES.q) ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: params.get(LIST_PARAM_NAMES.sort) || null,
    dir: params.get(LIST_PARAM_NAMES.dir) === 'desc' ? 'desc' : 'asc',
    filters,
  };
}

/** The URL parameters of a list state; defaults are left out (a clean URL for the first page, unfiltered). */
export function listParamsToSearch(state: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set(LIST_PARAM_NAMES.q, state.q);
  for (const [key, values] of Object.entries(state.filters)) for (const v of values) if (v !== '') params.append(key, v);
  if (state.sort) {
    params.set(LIST_PARAM_NAMES.sort, state.sort);
    if (state.dir === 'desc') params.set(LIST_PARAM_NAMES.dir, 'desc');
  }
  if (state.page > 1) params.set(LIST_PARAM_NAMES.page, String(state.page));
  return params;
}

/** Clicking a column header: a new column sorts ascending, the same column flips its direction. */
export function nextSort(state: Pick<ListParams, 'sort' | 'dir'>, key: string): Pick<ListParams, 'sort' | 'dir'> {
  if (state.sort !== key) return { sort: key, dir: 'asc' };
  return { sort: key, dir: state.dir === 'asc' ? 'desc' : 'asc' };
}

/** Whether the list shows a subset: a search or any filter (the empty state then offers to clear them). */
export function isFilteredList(state: ListParams): boolean {
  return state.q.trim() !== '' || Object.values(state.filters).some((values) => values.length > 0);
}
