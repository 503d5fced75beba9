import useSWR, { mutate, preload } from 'swr';
import type { CreateSampleBody, PatchSampleBody, SampleListItem } from '../contract/samples';
import type { PatchProjectBody } from '../contract/design';
import { sampleRoutes } from '../contract/endpoints/samples';
import { callEndpoint, endpointKey } from './call';
import { useMutation } from './mutation';

export const dashboardSamplesKey = endpointKey(sampleRoutes.listDashboardSamples);
/** The whole list (no parameter: the answer of docs/requirements.md §7). Paged calls: `getSamplePage` (sample-list.ts). */
export const getDashboardSamples = () => callEndpoint(sampleRoutes.listDashboardSamples) as Promise<SampleListItem[]>;
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

export const sampleKey = (id: number | string) => endpointKey(sampleRoutes.getSample, { id: Number(id) });
export const getSample = (id: number | string) => callEndpoint(sampleRoutes.getSample, { params: { id: Number(id) } });
/** Starts a sample's read before its screen renders (into SWR's cache, which `useSample` then answers from). */
export const preloadSample = (id: number | string): Promise<unknown> =>
  preload(sampleKey(id), () => getSample(id)).then((sample) => mutate(sampleKey(id), sample, { revalidate: false }));

export function useSample(id: number | string | undefined) {
  return useSWR(id === undefined ? null : sampleKey(id), () => getSample(id as number | string));
}

/** POST /business/samples: a new sample (and its client when `cardCode` is null). */
export const createSample = (body: CreateSampleBody) => callEndpoint(sampleRoutes.createSample, { body });

/** PATCH the sample: the editor's garment-panel fields (sent on blur, docs/requirements.md §7); answers the sample's detail. */
export const patchSample = (id: number | string, body: PatchSampleBody) => callEndpoint(sampleRoutes.patchSample, { params: { id: Number(id) }, body });

/** PATCH …/project: name, due date and client of the sample; answers the sample's detail. */
export const patchSampleProject = (id: number | string, body: PatchProjectBody) =>
  callEndpoint(sampleRoutes.patchSampleProject, { params: { id: Number(id) }, body });

/** POST …/end-design: sends the design (stage 1 → 2). */
export const endDesign = (id: number | string) => callEndpoint(sampleRoutes.endDesign, { params: { id: Number(id) } });

/**
 * The mutation convention's example: saves the garment-panel fields, then re-reads the sample
 * detail (review screen, editor) and the dashboard list (its 'Muestra sobre' column).
 */
export function useUpdateSample(id: number | string) {
  return useMutation((body: PatchSampleBody) => patchSample(id, body), {
    invalidate: [sampleKey(id), dashboardSamplesKey],
  });
}
