import useSWR from 'swr';
import { approvalRoutes as routes } from '../contract/endpoints/approvals';
import { fileRoutes } from '../contract/endpoints/files';
import { endpointPath } from '../contract/endpoint';
import { paths } from '../routes/paths';
import { callEndpoint, endpointKey } from './call';
import { apiBase } from './config';

/* The customer approval link (issue 17): the seller's calls (review screen). The customer's are in public-approval.ts. */

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
