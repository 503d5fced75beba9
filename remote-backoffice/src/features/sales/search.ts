import type { DocumentStatus, SalesDocumentRow } from '@muestrario/shared/domain';

/** Lower case without accents, so 'sofia' finds 'Sofía' and 'BAJIO' finds 'Bajío'. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

export interface DocumentFilter {
  /** What the person typed in the search box. */
  query: string;
  /** Statuses to keep; empty keeps them all. */
  statuses: readonly DocumentStatus[];
}

/**
 * The rows whose folio, client or seller contain every word of the query (any order, no case or
 * accents), and whose status is one of the chosen ones.
 */
export function filterDocuments<Row extends SalesDocumentRow>(rows: readonly Row[], { query, statuses }: DocumentFilter): Row[] {
  const words = normalizeSearch(query).split(' ').filter(Boolean);
  return rows.filter((row) => {
    if (statuses.length > 0 && !statuses.includes(row.status)) return false;
    const haystack = normalizeSearch(`${row.folio} ${row.client} ${row.seller.name}`);
    return words.every((word) => haystack.includes(word));
  });
}
