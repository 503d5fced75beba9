import type { ClientSearchResult } from '../contract/clients';
import { clientRoutes } from '../contract/endpoints/clients';
import { CLIENT_SEARCH_MIN_CHARS } from '../domain/constants';
import { callEndpoint } from './call';

/**
 * Clients whose name, code or RFC contain the text. Nothing is asked while the trimmed text is shorter
 * than CLIENT_SEARCH_MIN_CHARS (spec §5): the answer is then an empty list.
 */
export function searchClients(text: string, signal?: AbortSignal): Promise<ClientSearchResult[]> {
  const search = text.trim();
  if (search.length < CLIENT_SEARCH_MIN_CHARS) return Promise.resolve([]);
  return callEndpoint(clientRoutes.searchClients, { query: { search }, signal });
}
