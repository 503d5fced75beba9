import type { ApproveBody, RequestChangesBody } from '../contract/approval';
import { approvalRoutes as routes } from '../contract/endpoints/approvals';
import { endpointPath } from '../contract/endpoint';
import { callEndpoint } from './call';
import { apiBase } from './config';

/*
 * The customer's calls on the public approval page (issue 17, host's light entry). Apart from the
 * seller's (approvals.ts) because those use SWR: a module-level import of a shared library keeps it in
 * every chunk that takes anything from the module, and the customer's page would download SWR (5.3 kB)
 * for nothing.
 */

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
