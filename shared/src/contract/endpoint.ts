import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';

/**
 * One endpoint of the API, declared once (shared/src/contract/endpoints/*): the server registers its
 * Fastify route from it (server/src/http/endpoint-route.ts), the browser calls it through
 * `callEndpoint` (shared/src/api/call.ts) and the OpenAPI document is generated from it.
 *
 * `path` is relative to the API base (`/api`) and written in Fastify's style (`/business/samples/:id`);
 * the client fills `:name` segments from `params`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface EndpointSpec {
  method: HttpMethod;
  path: string;
  /** Spanish one-line description shown in /api/docs. */
  summary: string;
  tags: readonly string[];
  params?: TObject;
  query?: TObject;
  /** JSON body. Upload routes leave it out and set `multipart`. */
  body?: TSchema;
  /** The body is multipart/form-data (file uploads): the route reads it as a stream. */
  multipart?: boolean;
  /** Schema of the success answer; `Type.Null()` for 204. */
  response: TSchema;
  /** Success status (default 200). */
  status?: 200 | 201 | 204;
  /** Error statuses the route may answer (their body is `ErrorBody`). */
  errors: readonly number[];
  /** Reachable without a session. */
  public?: boolean;
}

export type Endpoint<Id extends string = string, S extends EndpointSpec = EndpointSpec> = S & { operationId: Id };

/** Declares a group of endpoints; each key becomes the endpoint's `operationId`. */
export function defineEndpoints<const T extends Record<string, EndpointSpec>>(specs: T): { [K in keyof T & string]: Endpoint<K, T[K]> } {
  const out: Record<string, Endpoint> = {};
  for (const [operationId, spec] of Object.entries(specs)) out[operationId] = { ...spec, operationId };
  return out as { [K in keyof T & string]: Endpoint<K, T[K]> };
}

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

/** Types of one endpoint's parts, as the server receives them and the client sends them. */
export type EndpointParams<E extends EndpointSpec> = StaticOr<E['params'], undefined>;
export type EndpointQuery<E extends EndpointSpec> = StaticOr<E['query'], undefined>;
export type EndpointBody<E extends EndpointSpec> = E['multipart'] extends true ? FormData : StaticOr<E['body'], undefined>;
export type EndpointResponse<E extends EndpointSpec> = E['status'] extends 204 ? void : Static<E['response']>;

/** The answer of a 204 endpoint. */
export const NoContent = Type.Null({ description: 'Sin contenido' });

/** Fills `:name` segments of an endpoint path (values URI-encoded). Throws on a missing value. */
export function endpointPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter «${name}» for ${path}`);
    return encodeURIComponent(String(value));
  });
}
