import type { TSchema } from '@sinclair/typebox';
import { endpointPath, type Endpoint, type EndpointBody, type EndpointParams, type EndpointQuery, type EndpointResponse, type Route } from '../contract/endpoint';
import { checkResponse } from './check-response';
import { apiRequest, apiUpload, type UploadOptions } from './client';

/** What a call of endpoint E needs: `params` when its path has some, `body` when it takes one. */
export type CallArgs<E extends Endpoint> = (E['params'] extends TSchema ? { params: EndpointParams<E> } : { params?: undefined }) &
  (E['query'] extends TSchema ? { query?: Partial<EndpointQuery<E>> } : { query?: undefined }) &
  (E['multipart'] extends true
    ? { body: FormData; upload?: UploadOptions }
    : E['body'] extends TSchema
      ? { body: EndpointBody<E> }
      : { body?: undefined }) & { signal?: AbortSignal; keepalive?: boolean };

type QueryValue = string | number | boolean;
type QueryValues = Record<string, QueryValue | readonly QueryValue[] | undefined>;

function queryString(query: QueryValues | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // A list goes as the key repeated (`status=Abierta&status=Cerrada`), as the server reads it.
    if (Array.isArray(value)) for (const item of value as readonly QueryValue[]) params.append(key, String(item));
    else if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** An endpoint of the table, or its browser-side route (`authRoutes.login`, …). */
type Callable<E extends Endpoint> = E | Route<E>;

/**
 * The path (relative to the API base, with its query) of one call of an endpoint. It is also the call's
 * SWR key, so a mutation can invalidate exactly what a screen reads.
 */
export function endpointKey<E extends Endpoint>(endpoint: Callable<E>, params?: NoInfer<EndpointParams<E>>, query?: QueryValues): string {
  return endpointPath(endpoint.path, params as Record<string, string | number> | undefined) + queryString(query);
}

type NeedsArgs<E extends Endpoint> = E['params'] extends TSchema ? true : E['multipart'] extends true ? true : E['body'] extends TSchema ? true : false;

/**
 * Calls one endpoint through the one API client (cookies, 401 event, ApiError). A FormData body is sent
 * as a multipart upload with progress. Outside production builds the answer is checked against the
 * endpoint's response schema (`checkResponse`); production bundles carry neither the check nor the schemas.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: Callable<E>,
  ...[args]: NoInfer<NeedsArgs<E> extends true ? [CallArgs<E>] : [CallArgs<E>?]>
): Promise<EndpointResponse<E>> {
  const a = ((args as unknown) ?? {}) as { params?: Record<string, string | number>; query?: QueryValues; body?: unknown; signal?: AbortSignal; keepalive?: boolean; upload?: UploadOptions };
  const path = endpointPath(endpoint.path, a.params);
  const data =
    a.body instanceof FormData
      ? await apiUpload<unknown>(path, a.body, { ...a.upload, signal: a.signal ?? a.upload?.signal, method: endpoint.method as UploadOptions['method'] })
      : await apiRequest<unknown>(path + queryString(a.query), {
          method: endpoint.method,
          body: a.body,
          signal: a.signal,
          keepalive: a.keepalive,
        });
  if (process.env.NODE_ENV !== 'production') checkResponse(endpoint.operationId, data);
  return data as EndpointResponse<E>;
}
