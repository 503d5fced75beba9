import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SalesDocumentKind } from '@muestrario/shared/domain';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { HttpError, notFound } from '../../errors';
import { loadedRow } from '../../http/permission-resources';
import type { DocumentHeader } from './repository';

export const NOT_FOUND = { quotation: SALES_MESSAGES.quotationNotFound, order: SALES_MESSAGES.orderNotFound } as const satisfies Record<SalesDocumentKind, string>;

/** The signed-in user, as every area reads it (one `actorOf`, the lifecycle guard's). */
export { actorOf } from '../lifecycle/guard';

/**
 * The document a write targets, as `route()` loaded it to check the endpoint's permission (404 when it
 * does not exist, 403 unless the user is its seller or an admin: `quotation.edit`, `order.edit`, …), and
 * 409 once it is no longer open.
 */
export async function editableDocument(app: FastifyInstance, request: FastifyRequest, kind: SalesDocumentKind, id: number): Promise<DocumentHeader> {
  const doc = loadedRow<DocumentHeader>(request, kind, id) ?? (await app.sales.header(kind, id));
  if (!doc) throw notFound(NOT_FOUND[kind]);
  if (doc.status !== 'Abierta') throw new HttpError(409, SALES_MESSAGES.notOpen(doc.status));
  return doc;
}
