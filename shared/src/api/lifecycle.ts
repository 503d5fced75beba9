import useSWR from 'swr';
import type { ReadNotificationsBody, TransitionBody } from '../contract/lifecycle';
import { lifecycleRoutes as routes } from '../contract/endpoints/lifecycle';
import { EVENTS_PAGE_SIZE } from '../domain/lifecycle';
import { callEndpoint, endpointKey } from './call';

/* The sample lifecycle (issue 15): stage, timeline, comments, photos, rounds, staff, notifications. */

export const lifecycleKey = (id: number) => endpointKey(routes.getSampleLifecycle, { id });
export const getSampleLifecycle = (id: number) => callEndpoint(routes.getSampleLifecycle, { params: { id } });
export function useSampleLifecycle(id: number) {
  return useSWR(lifecycleKey(id), () => getSampleLifecycle(id));
}

/** The timeline, oldest first: `pages` pages of it in one request ('Ver más actividad' asks one more). */
export const eventsKey = (id: number, pages: number) => endpointKey(routes.listSampleEvents, { id }, { limit: EVENTS_PAGE_SIZE * pages });
export const getSampleEvents = (id: number, pages: number) =>
  callEndpoint(routes.listSampleEvents, { params: { id }, query: { limit: EVENTS_PAGE_SIZE * pages } });
export function useSampleEvents(id: number, pages: number) {
  return useSWR(eventsKey(id, pages), () => getSampleEvents(id, pages));
}

export const roundsKey = (id: number) => endpointKey(routes.listSampleRounds, { id });
export const getSampleRounds = (id: number) => callEndpoint(routes.listSampleRounds, { params: { id } });
export function useSampleRounds(id: number, enabled = true) {
  return useSWR(enabled ? roundsKey(id) : null, () => getSampleRounds(id));
}

export const photosKey = (id: number) => endpointKey(routes.listSamplePhotos, { id });
export const getSamplePhotos = (id: number) => callEndpoint(routes.listSamplePhotos, { params: { id } });

export const staffKey = endpointKey(routes.listStaff);
export const getStaff = () => callEndpoint(routes.listStaff);
export function useStaff() {
  return useSWR(staffKey, getStaff);
}

/** POST …/transitions: one step of the stage machine (evidence in the body); answers the sample. */
export const transitionSample = (id: number, body: TransitionBody) => callEndpoint(routes.transitionSample, { params: { id }, body });

export const postComment = (id: number, body: string) => callEndpoint(routes.createComment, { params: { id }, body: { body } });
export const editComment = (id: number, commentId: number, body: string) =>
  callEndpoint(routes.updateComment, { params: { id, commentId }, body: { body } });
export const deleteComment = (id: number, commentId: number) => callEndpoint(routes.deleteComment, { params: { id, commentId } });

/** Uploads one photo of the physical sample (multipart: `viewId` for stage-5 photos, then `file`). */
export function uploadSamplePhoto(id: number, file: File, viewId?: number) {
  const form = new FormData();
  if (viewId !== undefined) form.append('viewId', String(viewId));
  form.append('file', file);
  return callEndpoint(routes.uploadSamplePhoto, { params: { id }, body: form });
}

/** Attaches the evidence (picture or PDF of the message) to a customer's answer recorded by the staff (issue 33). */
export function uploadAnswerEvidence(id: number, answerId: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return callEndpoint(routes.uploadAnswerEvidence, { params: { id, answerId }, body: form });
}

/** SWR key of the signed-in user's notifications (the bell). */
export const notificationsKey = endpointKey(routes.listNotifications);
export const getNotifications = () => callEndpoint(routes.listNotifications);
export function useNotifications() {
  return useSWR(notificationsKey, getNotifications);
}
export const readNotifications = (body: ReadNotificationsBody) => callEndpoint(routes.readNotifications, { body });

/** Path (relative to the API base) of the live signal stream. */
export const eventStreamPath = endpointKey(routes.eventStream);
