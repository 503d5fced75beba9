import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SalesDocumentKind } from '@muestrario/shared/domain';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { canEditSalesDocument, canSell } from '@muestrario/shared/rules';
import { HttpError, notFound } from '../../errors';
import type { DocumentHeader } from './repository';

export const NOT_FOUND = { quotation: SALES_MESSAGES.quotationNotFound, order: SALES_MESSAGES.orderNotFound } as const satisfies Record<SalesDocumentKind, string>;

/** The signed-in user (every sales route needs a session). */
export function actorOf(request: FastifyRequest): { id: number; role: string } {
  const user = request.user!;
  return { id: user.id, role: user.role };
}

/** 403 unless the user may create quotations and orders. */
export function assertCanSell(request: FastifyRequest): void {
  if (!canSell(actorOf(request))) throw new HttpError(403, SALES_MESSAGES.cannotSell);
}

/**
 * The document a write targets: 404 when it does not exist, 403 unless the user is its seller or an
 * admin (same rule for quotations and orders, `canEditSalesDocument`), 409 once it is no longer open.
 */
export async function editableDocument(app: FastifyInstance, request: FastifyRequest, kind: SalesDocumentKind, id: number): Promise<DocumentHeader> {
  const doc = await app.salesDocuments.header(kind, id);
  if (!doc) throw notFound(NOT_FOUND[kind]);
  if (!canEditSalesDocument(actorOf(request), doc)) throw new HttpError(403, SALES_MESSAGES.notYours);
  if (doc.status !== 'Abierta') throw new HttpError(409, SALES_MESSAGES.notOpen(doc.status));
  return doc;
}
