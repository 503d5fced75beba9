import useSWR from 'swr';
import type { CreatePortalLinkBody } from '../contract/program-portal';
import { programPortalRoutes as routes } from '../contract/endpoints/program-portal';
import { paths } from '../routes/paths';
import { callEndpoint, endpointKey } from './call';

/* A uniform program's HR portal (issue 35 item 4): the seller's calls ('Portal de RH' tab). The HR contact's are in public-program.ts. */

export const portalLinksKey = (id: number) => endpointKey(routes.listPortalLinks, { id });
export function usePortalLinks(id: number) {
  return useSWR(portalLinksKey(id), () => callEndpoint(routes.listPortalLinks, { params: { id } }));
}
export const createPortalLink = (id: number, body: CreatePortalLinkBody) => callEndpoint(routes.createPortalLink, { params: { id }, body });
export const revokePortalLink = (id: number, linkId: number) => callEndpoint(routes.revokePortalLink, { params: { id, linkId } });
export const emailPortalLink = (id: number, linkId: number, token: string) => callEndpoint(routes.emailPortalLink, { params: { id, linkId }, body: { token } });

export const reorderRequestsKey = (id: number) => endpointKey(routes.listReorderRequests, { id });
export function useReorderRequests(id: number) {
  return useSWR(reorderRequestsKey(id), () => callEndpoint(routes.listReorderRequests, { params: { id } }));
}
export const discardReorderRequest = (id: number, requestId: number) => callEndpoint(routes.discardReorderRequest, { params: { id, requestId } });

/** The HR contact's address of a link: this origin and '/programa/{token}'. */
export const programPortalUrl = (token: string) => `${window.location.origin}${paths.programPortal(token)}`;
