import type { SamplePageQuery } from '@muestrario/shared/api';
import { STAGE_CODES, type SampleStage } from '@muestrario/shared/domain';

/** The list's search and stage filter, kept in the URL (`?q=…&etapa=2`) so a reload or a link keeps them. */
export interface ListQuery {
  q: string;
  stage: SampleStage | null;
}

export const QUERY_PARAMS = { q: 'q', stage: 'etapa' } as const;

export function parseListQuery(params: URLSearchParams): ListQuery {
  const raw = Number(params.get(QUERY_PARAMS.stage));
  const stage = (STAGE_CODES as readonly number[]).includes(raw) ? (raw as SampleStage) : null;
  return { q: params.get(QUERY_PARAMS.q) ?? '', stage };
}

/** The URL parameters for a query; empty values are left out (a clean URL for the unfiltered list). */
export function listQueryParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set(QUERY_PARAMS.q, query.q);
  if (query.stage !== null) params.set(QUERY_PARAMS.stage, String(query.stage));
  return params;
}

/** What the list asks the server for (issue 20: search and stage are applied there, with the shared fold). */
export function serverQuery(query: ListQuery, limit: number): SamplePageQuery {
  return { q: query.q, stages: query.stage === null ? [] : [query.stage], limit };
}

export const isFiltered = (query: ListQuery) => query.q.trim() !== '' || query.stage !== null;
