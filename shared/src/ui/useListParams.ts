import { useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { isFilteredList, listParamsToSearch, nextSort, parseListParams, type ListParams } from './list-params';
import { useSearchText } from './useSearchText';

/** Pause in typing after which a list's search goes to the URL (and so to the server). */
const SEARCH_DEBOUNCE_MS = 250;

export interface ListParamsApi extends ListParams {
  /** The search box's text as typed (reaches `q` once typing pauses). */
  searchText: string;
  setSearchText: (text: string) => void;
  setPage: (page: number) => void;
  /** Replaces one filter's values; back to page 1. */
  setFilter: (key: string, values: readonly string[]) => void;
  /** Replaces several filters' values at once (the keys given only); back to page 1. */
  setFilters: (changes: Readonly<Record<string, readonly string[]>>) => void;
  /** A column header's click (see `nextSort`); back to page 1. */
  toggleSort: (key: string) => void;
  /** Empties the search and every filter (the sort stays). */
  clear: () => void;
  /** A search or a filter is set. */
  filtered: boolean;
}

/**
 * A server-paged list's search, filters, sort and page kept in the URL (react-router search params).
 * A change of search, filter or sort goes back to page 1; the URL is replaced, not pushed, while typing.
 */
/**
 * The data router's navigation, or undefined outside one (a plain router in a test or a standalone page).
 * Not `UNSAFE_DataRouterStateContext`: the host shares react-router with the remotes at run time, and its
 * build keeps only the exports the host itself uses (it uses `useNavigation`), so that context was undefined there.
 */
function useNavigationIfAny(): ReturnType<typeof useNavigation> | undefined {
  try {
    return useNavigation();
  } catch {
    return undefined;
  }
}

export function useListParams(filterKeys: readonly string[]): ListParamsApi {
  const [params, setParams] = useSearchParams();
  const state = parseListParams(params, filterKeys);
  // What the last write asked for: a navigation lands a moment later (a data router runs its loaders
  // first), and a second change before it lands (a filter clicked while the search settles) must build
  // on the first, not on the URL still shown. A change of the URL from elsewhere (back, a link) wins.
  const shown = useRef(params.toString());
  const latest = useRef(params);
  if (params.toString() !== shown.current) {
    shown.current = params.toString();
    latest.current = params;
  }
  const write = (change: Partial<ListParams>) => {
    const next = listParamsToSearch({ ...parseListParams(latest.current, filterKeys), ...change });
    latest.current = next;
    setParams(next, { replace: true });
  };
  // The search settles a moment after the last key: if the person has meanwhile left the list (clicked a
  // row: a data router is loading the detail page, or already shows it while this list stays mounted),
  // writing the URL now would navigate back to the list. Such a late search is dropped.
  const { pathname } = useLocation();
  const navigation = useNavigationIfAny();
  const leaving = navigation !== undefined && navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  const typedAt = useRef(pathname);
  const here = useRef({ pathname, leaving });
  here.current = { pathname, leaving };
  const [searchText, setText] = useSearchText(
    state.q,
    (q) => {
      if (here.current.leaving || here.current.pathname !== typedAt.current) return;
      write({ q, page: 1 });
    },
    SEARCH_DEBOUNCE_MS,
  );
  const setSearchText = (text: string) => {
    typedAt.current = pathname;
    setText(text);
  };
  return {
    ...state,
    searchText,
    setSearchText,
    setPage: (page) => write({ page }),
    setFilter: (key, values) => write({ filters: { ...state.filters, [key]: values }, page: 1 }),
    setFilters: (changes) => write({ filters: { ...state.filters, ...changes }, page: 1 }),
    toggleSort: (key) => write({ ...nextSort(state, key), page: 1 }),
    clear: () => {
      setSearchText('');
      write({ q: '', filters: Object.fromEntries(filterKeys.map((k) => [k, []])), page: 1 });
    },
    filtered: isFilteredList(state),
  };
}
