import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { Endpoint, EndpointBody, EndpointParams, EndpointQuery, EndpointResponse, EndpointSpec } from '@muestrario/shared/contract';
import { errorResponses } from '../schemas';

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

/** Route options other than the schema (body limit, extra config, hooks). */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Registers the Fastify route of one endpoint of the table: method, path, schemas and public flag come
 * from the table; the handler only returns the answer (the success status is set from the table, and a
 * 204 endpoint's handler returns nothing).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
  app.route({
    ...options,
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
