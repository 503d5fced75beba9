import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * The one request wrapper of the server tests (inspired by fastify/demo's `injectWithLogin`): `app.inject`
 * as one person (a session cookie, or none), with a JSON body, extra headers and an optional URL prefix.
 *
 *     const as = injectAs(t.app, cookie);
 *     await as('POST', '/api/sales/quotations', body);
 *     await as.get('/api/auth/details');
 *     await as.upload(`/api/business/samples/${id}/photos`, multipart({}, file));
 *     const samples = as.under('/api/business/samples/');   // samples('GET', `${id}/logos`)
 */
export interface Requester {
  (method: Method, url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** POST of a multipart body built by `multipart()` or `multipartBody()` (its content-type header included). */
  upload(url: string, body: MultipartBody, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Any other `app.inject` option (remote address, query, raw headers…); the cookie is still added. */
  inject(options: InjectOptions & { headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  /** The same person with `prefix` put before every URL. */
  under(prefix: string): Requester;
  /** `name=value` of the session cookie, or undefined for an anonymous requester. */
  readonly cookie: string | undefined;
}

export type Method = NonNullable<InjectOptions['method']>;
export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

/** What every request of a requester carries besides its cookie (a browser's user agent, its address). */
export interface RequestDefaults {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export function injectAs(app: FastifyInstance, cookie?: string, prefix = '', defaults: RequestDefaults = {}): Requester {
  const inject: Requester['inject'] = (options) =>
    app.inject({
      ...(defaults.remoteAddress ? { remoteAddress: defaults.remoteAddress } : {}),
      ...options,
      url: `${prefix}${options.url as string}`,
      headers: { ...(cookie ? { cookie } : {}), ...defaults.headers, ...options.headers },
    });
  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
  return Object.assign(call, {
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    upload: (url: string, body: MultipartBody, headers: Record<string, string> = {}) => call('POST', url, body.payload, { ...body.headers, ...headers }),
    inject,
    under: (more: string) => injectAs(app, cookie, `${prefix}${more}`, defaults),
    cookie,
  });
}

/** A requester without a session (the public pages, the approval link, the refusals). */
export const anonymous = (app: FastifyInstance, prefix = '', defaults: RequestDefaults = {}): Requester => injectAs(app, undefined, prefix, defaults);

/** The answer if it is a 2xx; anything else throws with the status and body (a builder never hides a refusal). */
export function expectOk(res: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res;
}

/** The JSON of a 2xx answer (see `expectOk`). */
export const okJson = (res: LightMyRequestResponse, what: string) => expectOk(res, what).json();
