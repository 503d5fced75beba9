import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { mutate, preload } from 'swr';
import type { SampleListItem } from '../contract/samples';
import type { SampleListPage } from '../contract/sample-list';
import { sampleRoutes } from '../contract/endpoints/samples';
import type { SampleListSort } from '../domain/sample-list';
import type { SampleStage } from '../domain/stages';
import { stageFilterParam } from '../rules/sample-list';
import { callEndpoint, endpointKey } from './call';

/** What a paged list asks the server for (issue 20); the cursor is added page by page. */
export interface SamplePageQuery {
  q?: string;
  /** Only these stages (none or empty: every stage). */
  stages?: readonly SampleStage[];
  mine?: boolean;
  /** The signed-in user's 'Muestras pendientes', chosen by the server from their role (not with stages or mine). */
  pending?: boolean;
  sort?: SampleListSort;
  /** Rows per page. */
  limit: number;
}

/** The query values as sent: only what is set, so equal queries give equal keys. */
function queryValues(query: SamplePageQuery, cursor?: string) {
  const q = query.q?.trim() ? query.q : undefined;
  const stage = query.stages?.length ? stageFilterParam(query.stages) : undefined;
  return { q, stage, mine: query.mine ? true : undefined, pending: query.pending ? true : undefined, sort: query.sort, limit: query.limit, cursor };
}

/** SWR key of a page (its request path with the query). */
export const samplePageKey = (query: SamplePageQuery, cursor?: string) =>
  endpointKey(sampleRoutes.listDashboardSamples, undefined, queryValues(query, cursor));

/** GET /dashboard/samples?…: one page. A query always carries `limit`, so the answer is a page. */
export const getSamplePage = (query: SamplePageQuery, cursor?: string, signal?: AbortSignal) =>
  callEndpoint(sampleRoutes.listDashboardSamples, { query: queryValues(query, cursor), signal }) as Promise<SampleListPage>;

/** Starts a list's first page before its screen renders (into SWR's cache, as `preloadDashboardSamples` does). */
export const preloadSamplePage = (query: SamplePageQuery): Promise<unknown> => {
  const key = samplePageKey(query);
  return preload(key, () => getSamplePage(query)).then((page) => mutate(key, page, { revalidate: false }));
};

export interface SamplePages {
  /** Rows of every page loaded so far, in the server's order. */
  items: readonly SampleListItem[];
  /** Samples matching the query in all (undefined until the first page is here). */
  total: number | undefined;
  /** The first page is on its way (no rows to show yet). */
  loading: boolean;
  /** A later page is on its way. */
  loadingMore: boolean;
  hasMore: boolean;
  /** The last call failed (the first page: no rows then; or a later one); `retry` repeats it. */
  error: unknown;
  loadMore: () => void;
  retry: () => void;
}

/**
 * A list read one page at a time: the first page through SWR (cached, revalidated when the screen comes
 * back, preloadable), the next ones on `loadMore` (the screen calls it as the user scrolls). A new query
 * starts again from its first page; while it loads, the previous rows stay on screen.
 */
export function useSamplePages(query: SamplePageQuery): SamplePages {
  const key = samplePageKey(query);
  const first = useSWR(key, () => getSamplePage(query), { keepPreviousData: true });
  // Later pages belong to the key they were loaded for: a new query drops them.
  const [more, setMore] = useState<{ key: string; pages: SampleListPage[]; loading: boolean; error: unknown }>({ key, pages: [], loading: false, error: undefined });
  const current = more.key === key ? more : { key, pages: [], loading: false, error: undefined };
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), [key]);

  // A failed first page shows no rows: the previous query's rows would not answer this one.
  const firstPage = first.error === undefined ? first.data : undefined;
  const firstIsCurrent = firstPage !== undefined && !first.isLoading && first.error === undefined;
  const pages = firstPage ? [firstPage, ...current.pages] : [];
  const last = pages[pages.length - 1];
  const hasMore = firstIsCurrent && !!last?.nextCursor;

  const loadMore = useCallback(() => {
    if (!hasMore || current.loading || !last?.nextCursor) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setMore({ ...current, loading: true, error: undefined });
    getSamplePage(query, last.nextCursor, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) setMore((m) => (m.key === key ? { key, pages: [...m.pages, page], loading: false, error: undefined } : m));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setMore((m) => (m.key === key ? { ...m, loading: false, error } : m));
      },
    );
  }, [key, hasMore, current, last?.nextCursor]);

  const retry = useCallback(() => {
    if (first.error !== undefined) void first.mutate();
    else loadMore();
  }, [first, loadMore]);

  return {
    items: pages.flatMap((p) => p.items),
    total: firstPage?.total,
    loading: firstPage === undefined && first.error === undefined,
    loadingMore: current.loading || (first.isLoading && firstPage !== undefined),
    hasMore,
    error: first.error ?? current.error,
    loadMore,
    retry,
  };
}
