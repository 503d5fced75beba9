import useSWR, { useSWRConfig } from 'swr';
import { callEndpoint, endpointKey } from '@muestrario/shared/api';
import { endpoints, type TransitionBody } from '@muestrario/shared/contract';
import { EVENTS_PAGE_SIZE } from '@muestrario/shared/domain';
import { staleAfterSampleSignal } from '@muestrario/shared/api';

export const lifecycleKey = (id: number) => endpointKey(endpoints.getSampleLifecycle, { id });
export const eventsKey = (id: number, pages: number) => endpointKey(endpoints.listSampleEvents, { id }, { limit: EVENTS_PAGE_SIZE * pages });

export function useSampleLifecycle(id: number) {
  return useSWR(lifecycleKey(id), () => callEndpoint(endpoints.getSampleLifecycle, { params: { id } }));
}

/** The timeline, oldest first: `pages` pages of it in one request ('Ver más actividad' asks one more). */
export function useSampleEvents(id: number, pages: number) {
  return useSWR(eventsKey(id, pages), () => callEndpoint(endpoints.listSampleEvents, { params: { id }, query: { limit: EVENTS_PAGE_SIZE * pages } }));
}

export function useStaff() {
  return useSWR(endpointKey(endpoints.listStaff), () => callEndpoint(endpoints.listStaff));
}

/** After a write on the sample: everything the screen reads about it (the live stream does the same for others). */
export function useRefreshSample(id: number) {
  const { mutate } = useSWRConfig();
  return () => mutate(staleAfterSampleSignal(id));
}

export const transition = (id: number, body: TransitionBody) => callEndpoint(endpoints.transitionSample, { params: { id }, body });
export const postComment = (id: number, body: string) => callEndpoint(endpoints.createComment, { params: { id }, body: { body } });

export function uploadPhoto(id: number, file: File, viewId?: number) {
  const form = new FormData();
  if (viewId !== undefined) form.append('viewId', String(viewId));
  form.append('file', file);
  return callEndpoint(endpoints.uploadSamplePhoto, { params: { id }, body: form });
}
