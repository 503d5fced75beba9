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
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return undefined;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
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
 * The one API client: sends cookies, speaks JSON, no timeout (spec §7).
 * Any 401 raises UNAUTHORIZED_EVENT with the server's message (or the default one).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(buildUrl(path, query), { method, headers, body: payload, credentials: 'include', signal });
  const data = await readBody(res);
  if (res.status === 401) {
    const detail: UnauthorizedDetail = { message: messageOf(data) ?? LOGIN_REQUIRED_MESSAGE };
    globalThis.dispatchEvent?.(new CustomEvent(UNAUTHORIZED_EVENT, { detail }));
  }
  if (!res.ok) {
    throw new ApiError(res.status, messageOf(data) ?? `Error ${res.status}`, data);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query']) => apiRequest<T>(path, { query }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
};
