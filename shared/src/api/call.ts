import type { TSchema } from '@sinclair/typebox';
import { endpointPath, type Endpoint, type EndpointBody, type EndpointParams, type EndpointQuery, type EndpointResponse } from '../contract/endpoint';
import { apiRequest, apiUpload, type UploadOptions } from './client';

/** What a call of endpoint E needs: `params` when its path has some, `body` when it takes one. */
export type CallArgs<E extends Endpoint> = (E['params'] extends TSchema ? { params: EndpointParams<E> } : { params?: undefined }) &
  (E['query'] extends TSchema ? { query?: Partial<EndpointQuery<E>> } : { query?: undefined }) &
  (E['multipart'] extends true
    ? { body: FormData; upload?: UploadOptions }
    : E['body'] extends TSchema
      ? { body: EndpointBody<E> }
      : { body?: undefined }) & { signal?: AbortSignal };

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

/**
 * The path (relative to the API base, with its query) of one call of an endpoint. It is also the call's
 * SWR key, so a mutation can invalidate exactly what a screen reads.
 */
export function endpointKey(endpoint: Endpoint, params?: Record<string, string | number>, query?: QueryValues): string {
  return endpointPath(endpoint.path, params) + queryString(query);
}

type NeedsArgs<E extends Endpoint> = E['params'] extends TSchema ? true : E['multipart'] extends true ? true : E['body'] extends TSchema ? true : false;

/** Calls one endpoint of the table through the one API client (cookies, 401 event, ApiError). */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[args]: NoInfer<NeedsArgs<E> extends true ? [CallArgs<E>] : [CallArgs<E>?]>
): Promise<EndpointResponse<E>> {
  const a = ((args as unknown) ?? {}) as { params?: Record<string, string | number>; query?: QueryValues; body?: unknown; signal?: AbortSignal; upload?: UploadOptions };
  const path = endpointPath(endpoint.path, a.params);
  if (endpoint.multipart) {
    return apiUpload<EndpointResponse<E>>(path, a.body as FormData, { ...a.upload, signal: a.signal ?? a.upload?.signal, method: endpoint.method as UploadOptions['method'] });
  }
  return apiRequest<EndpointResponse<E>>(path + queryString(a.query), {
    method: endpoint.method,
    body: a.body,
    signal: a.signal,
  });
}
