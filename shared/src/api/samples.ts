import useSWR, { mutate, preload } from 'swr';
import type { PatchSampleBody, SampleListItem } from '../contract/samples';
import { endpoints } from '../contract/endpoints';
import { callEndpoint, endpointKey } from './call';
import { api } from './client';
import { useMutation } from './mutation';

export const dashboardSamplesKey = '/dashboard/samples';
export const getDashboardSamples = () => api.get<SampleListItem[]>(dashboardSamplesKey);
export function useDashboardSamples() {
  return useSWR(dashboardSamplesKey, getDashboardSamples);
}
/**
 * Starts the home list's GET before its screen renders. The answer goes into SWR's cache as well, so a
 * screen drawn after it arrived has its rows on the first render; the hook's own first fetch takes this
 * same answer instead of asking again.
 */
export const preloadDashboardSamples = (): Promise<unknown> =>
  preload(dashboardSamplesKey, getDashboardSamples).then((samples) => mutate(dashboardSamplesKey, samples, { revalidate: false }));

export const sampleKey = (id: number | string) => endpointKey(endpoints.getSample, { id: Number(id) });
export const getSample = (id: number | string) => callEndpoint(endpoints.getSample, { params: { id: Number(id) } });
export function useSample(id: number | string | undefined) {
  return useSWR(id === undefined ? null : sampleKey(id), () => getSample(id as number | string));
}

/** PATCH /business/samples/{id}: the editor's garment-panel fields (sent on blur, spec §7). */
export const updateSample = (id: number | string, body: PatchSampleBody) => api.patch<void>(sampleKey(id), body);

/**
 * The mutation convention's example: saves the garment-panel fields, then re-reads the sample
 * detail (review screen, editor) and the dashboard list (its 'Muestra sobre' column).
 */
export function useUpdateSample(id: number | string) {
  return useMutation((body: PatchSampleBody) => updateSample(id, body), {
    invalidate: [sampleKey(id), dashboardSamplesKey],
  });
}
