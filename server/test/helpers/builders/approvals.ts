import type { CreatedApprovalLink } from '@muestrario/shared/contract';
import type { FastifyInstance } from 'fastify';
import { anonymous, okJson, type Requester } from '../request';

/** The customer's approval link of a sample at stage 6, created through the API by its owner (or an admin). */
export async function buildApprovalLink(as: Requester, sampleId: number): Promise<CreatedApprovalLink> {
  return okJson(await as('POST', `/api/business/samples/${sampleId}/approval-link`), 'approval link') as CreatedApprovalLink;
}

/**
 * The customer's browser on the public approval pages: no session, a phone's user agent (override it, or
 * the address), URLs under `/api/public/approvals/` (start them with the token).
 */
export const customer = (app: FastifyInstance, options: { userAgent?: string; remoteAddress?: string } = {}): Requester =>
  anonymous(app, '/api/public/approvals/', { headers: { 'user-agent': options.userAgent ?? 'Mozilla/5.0 (iPhone) Prueba' }, ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}) });
