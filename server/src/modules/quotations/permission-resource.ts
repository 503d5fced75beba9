import type { SalesDocumentKind } from '@muestrario/shared/domain';
import type { PermissionResourceLoader } from '../../http/permission-resources';
import { NOT_FOUND } from './access';
import type { DocumentHeader } from './repository';

/** A quotation or an order as the permission table judges it: its seller (the header kept for the handler). */
export const salesDocumentResource = (kind: SalesDocumentKind): PermissionResourceLoader<DocumentHeader> => ({
  notFound: NOT_FOUND[kind],
  async load(app, id) {
    const doc = await app.sales.header(kind, id);
    return doc && { resource: { ownerId: doc.sellerId }, row: doc };
  },
});
