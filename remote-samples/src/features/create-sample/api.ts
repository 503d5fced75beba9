import { api, apiRequest, dashboardSamplesKey, useMutation } from '@muestrario/shared/api';
import type { ClientSearchResult, CreateSampleBody, CreateSampleResponse } from '@muestrario/shared/contract';
import { CLIENT_SEARCH_MIN_CHARS } from '@muestrario/shared/domain';

/** GET /business-partner/clients-search; nothing is asked while the text is shorter than 2 characters (spec §5). */
export function searchClients(query: string, signal: AbortSignal): Promise<ClientSearchResult[]> {
  const search = query.trim();
  if (search.length < CLIENT_SEARCH_MIN_CHARS) return Promise.resolve([]);
  return apiRequest<ClientSearchResult[]>('/business-partner/clients-search', { query: { search }, signal });
}

export const createSample = (body: CreateSampleBody) => api.post<CreateSampleResponse>('/business/samples', body);

/** POST /business/samples; the samples list is re-read afterwards. */
export function useCreateSample(onError: (error: unknown) => void) {
  return useMutation(createSample, { invalidate: [dashboardSamplesKey], onError });
}
