import type { SalesDocumentListQuery } from '@muestrario/shared/contract';
import { PAGE_SIZE } from '@muestrario/shared/contract';
import type { DocumentStatus } from '@muestrario/shared/domain';

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
