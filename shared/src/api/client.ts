import { LOGIN_REQUIRED_MESSAGE } from '../domain/constants';
import { apiBase } from './config';

/** Name of the window event raised on any 401 answer; the host listens to it. */
export const UNAUTHORIZED_EVENT = 'muestrario:unauthorized';

export interface UnauthorizedDetail {
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** JSON body; FormData is sent as multipart. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Sent even if the page is closing (a goodbye on `pagehide`). */
  keepalive?: boolean;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return undefined;
}

/** Parses an answer's text: JSON when it is JSON, the raw text otherwise, undefined when empty or 204. */
function parseBody(status: number, text: string): unknown {
  if (status === 204 || !text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * What every call does with an answer: a 401 raises UNAUTHORIZED_EVENT with the server's message
 * (or the default one); any status outside 200–299 throws an ApiError; otherwise the body is returned.
 */
function settle<T>(status: number, data: unknown): T {
  if (status === 401) {
    const detail: UnauthorizedDetail = { message: messageOf(data) ?? LOGIN_REQUIRED_MESSAGE };
    globalThis.dispatchEvent?.(new CustomEvent(UNAUTHORIZED_EVENT, { detail }));
  }
  if (status < 200 || status > 299) {
    throw new ApiError(status, messageOf(data) ?? `Error ${status}`, data);
  }
  return data as T;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${apiBase()}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * The one API client: sends cookies, speaks JSON, no timeout (docs/requirements.md §7).
 * Any 401 raises UNAUTHORIZED_EVENT with the server's message (or the default one).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, keepalive } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(buildUrl(path, query), { method, headers, body: payload, credentials: 'include', signal, ...(keepalive ? { keepalive } : {}) });
  return settle<T>(res.status, parseBody(res.status, await res.text()));
}

export interface UploadOptions {
  /** Called with the fraction sent so far (0..1) as the browser reports upload progress, and 1 once sent. */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload; the promise then rejects with an AbortError DOMException, as fetch does. */
  signal?: AbortSignal;
  /** POST unless told otherwise. */
  method?: 'POST' | 'PUT' | 'PATCH';
}

/**
 * Multipart upload with real progress events (XMLHttpRequest: fetch reports no upload progress).
 * Same cookies, 401 event and ApiError as `apiRequest`; a network failure rejects with a TypeError,
 * like fetch.
 */
export function apiUpload<T>(path: string, formData: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal, method = 'POST' } = options;
  return new Promise<T>((resolve, reject) => {
    const abortError = () => new DOMException('The upload was aborted.', 'AbortError');
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbortSignal);
    xhr.open(method, buildUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      done();
      try {
        resolve(settle<T>(xhr.status, parseBody(xhr.status, xhr.responseText)));
      } catch (error) {
        reject(error as Error);
      }
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbortSignal);
    xhr.send(formData);
  });
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query']) => apiRequest<T>(path, { query }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  /** DELETE (named `del` because `delete` is a reserved word). */
  del: <T = void>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
  upload: <T>(path: string, formData: FormData, options?: UploadOptions) => apiUpload<T>(path, formData, options),
};
