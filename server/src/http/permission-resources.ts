import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PermissionResource, PermissionResourceKind } from '@muestrario/shared/rules';
import { sampleResource } from '../modules/lifecycle/permission-resource';
import { salesDocumentResource } from '../modules/quotations/permission-resource';

/**
 * How the server loads the resource an action is about (the permission table names its kind per action),
 * by the endpoint's `:id`: once per request, before the handler, which finds the row in
 * `request.permissionRow` instead of reading it again. One loader per area, written in the area's folder.
 */
export interface PermissionResourceLoader<Row = unknown> {
  /** The 404's Spanish message when nothing has that id. */
  notFound: string;
  load(app: FastifyInstance, id: number): Promise<{ resource: PermissionResource; row: Row } | undefined>;
}

export const PERMISSION_RESOURCES: Record<PermissionResourceKind, PermissionResourceLoader> = {
  sample: sampleResource,
  quotation: salesDocumentResource('quotation'),
  order: salesDocumentResource('order'),
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The resource `route()` loaded to check the endpoint's permission (kind, id and its row). */
    permissionRow?: { kind: PermissionResourceKind; id: number; row: unknown };
  }
}

/** The row `route()` loaded for this request's permission check, when it is of `kind` and `id`. */
export function loadedRow<Row>(request: FastifyRequest, kind: PermissionResourceKind, id: number): Row | undefined {
  const loaded = request.permissionRow;
  return loaded && loaded.kind === kind && loaded.id === id ? (loaded.row as Row) : undefined;
}
