import type { SalesDocumentListQuery } from '@muestrario/shared/contract';
import { PAGE_SIZE } from '@muestrario/shared/contract';
import { DOCUMENT_STATUSES, type DocumentStatus } from '@muestrario/shared/domain';

/** The list's search box and filters as the user set them. */
export interface ListFilters {
  search: string;
  statuses: DocumentStatus[];
  client: { id: number; name: string } | null;
  sellerId: number | null;
  from: string;
  to: string;
}

export const NO_FILTERS: ListFilters = { search: '', statuses: [], client: null, sellerId: null, from: '', to: '' };

/** How many filters (besides the search box) are set: the badge on 'Filtros'. */
export function activeFilterCount(f: ListFilters): number {
  return (f.statuses.length ? 1 : 0) + (f.client ? 1 : 0) + (f.sellerId ? 1 : 0) + (f.from ? 1 : 0) + (f.to ? 1 : 0);
}

/** The server query of a page of the list. */
export function listQuery(f: ListFilters, search: string, page: number): SalesDocumentListQuery {
  return {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(f.statuses.length ? { status: f.statuses } : {}),
    ...(f.client ? { clientId: f.client.id } : {}),
    ...(f.sellerId ? { sellerId: f.sellerId } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
    page,
    pageSize: PAGE_SIZE,
  };
}

/** The URL parameters of the filters (`?status=Abierto&cliente=12&clienteNombre=…&vendedor=3&desde=…&hasta=…`). */
export const FILTER_PARAMS = { statuses: 'status', clientId: 'cliente', clientName: 'clienteNombre', sellerId: 'vendedor', from: 'desde', to: 'hasta' } as const;
export const FILTER_KEYS = Object.values(FILTER_PARAMS);

const positiveId = (raw: string | undefined): number | null => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};
const isoDay = (raw: string | undefined): string => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : '');

/** The filters read from the URL's filter values (see `useListParams`); bad values are dropped. */
export function filtersFromParams(search: string, values: Readonly<Record<string, readonly string[]>>): ListFilters {
  const one = (key: string) => values[key]?.[0];
  const clientId = positiveId(one(FILTER_PARAMS.clientId));
  return {
    search,
    statuses: (values[FILTER_PARAMS.statuses] ?? []).filter((s): s is DocumentStatus => (DOCUMENT_STATUSES as readonly string[]).includes(s)),
    client: clientId === null ? null : { id: clientId, name: one(FILTER_PARAMS.clientName) ?? '' },
    sellerId: positiveId(one(FILTER_PARAMS.sellerId)),
    from: isoDay(one(FILTER_PARAMS.from)),
    to: isoDay(one(FILTER_PARAMS.to)),
  };
}

/** A change of some filters as URL filter values (the keys it touches only). */
export function filterParams(patch: Partial<Omit<ListFilters, 'search'>>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (patch.statuses !== undefined) out[FILTER_PARAMS.statuses] = [...patch.statuses];
  if (patch.client !== undefined) {
    out[FILTER_PARAMS.clientId] = patch.client ? [String(patch.client.id)] : [];
    out[FILTER_PARAMS.clientName] = patch.client ? [patch.client.name] : [];
  }
  if (patch.sellerId !== undefined) out[FILTER_PARAMS.sellerId] = patch.sellerId ? [String(patch.sellerId)] : [];
  if (patch.from !== undefined) out[FILTER_PARAMS.from] = patch.from ? [patch.from] : [];
  if (patch.to !== undefined) out[FILTER_PARAMS.to] = patch.to ? [patch.to] : [];
  return out;
}
