import useSWR from 'swr';
import type { ApproveBody, RequestChangesBody } from '../contract/approval';
import { approvalRoutes as routes } from '../contract/endpoints/approvals';
import { fileRoutes } from '../contract/endpoints/files';
import { endpointPath } from '../contract/endpoint';
import { paths } from '../routes/paths';
import { callEndpoint, endpointKey } from './call';
import { apiBase } from './config';

/* The customer approval link (issue 17): the seller's calls (review screen) and the customer's (host's public page). */

export const approvalLinkKey = (id: number) => endpointKey(routes.getApprovalLink, { id });
export function useApprovalLink(id: number, enabled = true) {
  return useSWR(enabled ? approvalLinkKey(id) : null, () => callEndpoint(routes.getApprovalLink, { params: { id } }));
}
export const createApprovalLink = (id: number) => callEndpoint(routes.createApprovalLink, { params: { id } });
export const revokeApprovalLink = (id: number) => callEndpoint(routes.revokeApprovalLink, { params: { id } });
export const emailApprovalLink = (id: number, token: string, to: string) => callEndpoint(routes.emailApprovalLink, { params: { id }, body: { token, to } });

/** The customer's address of a link: this origin and '/aprobar/{token}'. */
export const approvalUrl = (token: string) => `${window.location.origin}${paths.approval(token)}`;

/** Download of a stored proof (session required, as an attachment). */
export const proofDownloadUrl = (fileKey: string) => `${apiBase()}${endpointPath(fileRoutes.getFile.path, { key: fileKey })}?download=true`;

export const getPublicApproval = (token: string) => callEndpoint(routes.getPublicApproval, { params: { token } });
export const approveProof = (token: string, body: ApproveBody) => callEndpoint(routes.approvePublicApproval, { params: { token }, body });
export const requestProofChanges = (token: string, body: RequestChangesBody) => callEndpoint(routes.requestPublicChanges, { params: { token }, body });
/** The render and the proof PDF of the link's version (public, by token). */
export const publicRenderUrl = (token: string) => `${apiBase()}${endpointPath(routes.getPublicApprovalRender.path, { token })}`;
export const publicProofUrl = (token: string) => `${apiBase()}${endpointPath(routes.getPublicApprovalProof.path, { token })}`;
export const publicViewUrl = (token: string, viewId: number) => `${apiBase()}${endpointPath(routes.getPublicApprovalView.path, { token, viewId })}`;
/** A logo's picture, a photo of the real sample, and the signed proof once approved (issue 33). */
export const publicLogoUrl = (token: string, logoId: number) => `${apiBase()}${endpointPath(routes.getPublicApprovalLogo.path, { token, logoId })}`;
export const publicPhotoUrl = (token: string, photoId: number) => `${apiBase()}${endpointPath(routes.getPublicApprovalPhoto.path, { token, photoId })}`;
export const publicSignedProofUrl = (token: string) => `${apiBase()}${endpointPath(routes.getPublicSignedProof.path, { token })}`;
