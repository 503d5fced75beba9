import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { Endpoint, EndpointBody, EndpointParams, EndpointQuery, EndpointResponse, EndpointSpec } from '@muestrario/shared/contract';
import { can, PERMISSION_TABLE, type PermissionAction, type PermissionResource } from '@muestrario/shared/rules';
import { HttpError, notFound } from '../errors';
import { errorResponses } from '../schemas';
import { PERMISSION_RESOURCES } from './permission-resources';

/** The request a handler of endpoint E receives: params, query and body typed from the endpoint table. */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: E['multipart'] extends true ? unknown : EndpointBody<E>;
}>;

export type EndpointHandler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResponse<E> | FastifyReply>;

/** Fastify's schema for an endpoint of the table (validation, serialization and OpenAPI). */
export function endpointSchema(endpoint: Endpoint): FastifySchema {
  const status = endpoint.status ?? 200;
  return {
    operationId: endpoint.operationId,
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.produces ? { produces: [endpoint.produces] } : {}),
    response: { [status]: endpoint.response, ...endpoint.otherResponses, ...errorResponses(...endpoint.errors) },
  };
}

/** The largest id a path may name (the databases' integer); a larger one is left to the schema's 400. */
const MAX_ID = 2_147_483_647;

/**
 * The endpoint's permission, checked before validation and the handler (so a refused user is told why
 * whatever they sent): the resource the table names for the action is loaded once by `:id` (404 when
 * it does not exist), then `can(user, action, resource)`; a refusal is a 403 with its Spanish reason.
 * An id that is not a whole number is left to the schema (400).
 */
async function checkPermission(request: FastifyRequest, action: PermissionAction): Promise<void> {
  const kind = (PERMISSION_TABLE[action] as { resource?: keyof typeof PERMISSION_RESOURCES }).resource;
  let resource: PermissionResource | undefined;
  if (kind) {
    const raw = (request.params as Record<string, string | undefined>).id;
    if (raw === undefined || !/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_ID) return;
    const id = Number(raw);
    const loader = PERMISSION_RESOURCES[kind];
    const loaded = await loader.load(request.server, id);
    if (!loaded) throw notFound(loader.notFound);
    request.permissionRow = { kind, id, row: loaded.row };
    resource = loaded.resource;
  }
  const user = request.user;
  const decision = can(user && { id: user.id, role: user.role }, action, resource);
  if (!decision.allowed) throw new HttpError(403, decision.reason);
}

/** Route options other than the schema (body limit, extra config, hooks). */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Registers the Fastify route of one endpoint of the table: method, path, schemas, public flag and
 * permission come from the table; the handler only returns the answer (the success status is set from
 * the table, and a 204 endpoint's handler returns nothing) and runs only once the user may
 * (`checkPermission`).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
  const { action } = endpoint;
  const own = options.preValidation === undefined ? [] : Array.isArray(options.preValidation) ? options.preValidation : [options.preValidation];
  const permission = action ? [async (request: FastifyRequest) => checkPermission(request, action)] : [];
  app.route({
    ...options,
    ...(permission.length ? { preValidation: [...permission, ...own] } : {}),
    method: endpoint.method,
    url: endpoint.path,
    schema: endpointSchema(endpoint),
    config: { ...(options.config as object | undefined), public: endpoint.public === true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (status !== 200) reply.code(status);
      const result = await handler(request as EndpointRequest<E>, reply);
      if (reply.sent || result === reply) return reply;
      return status === 204 ? reply.send(null) : result;
    },
  });
}
