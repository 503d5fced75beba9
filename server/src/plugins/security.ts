import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { HttpError, MESSAGES } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ALLOWED_MEDIA_TYPES = new Set(['application/json', 'multipart/form-data']);
/** `Sec-Fetch-Site` values of a request the app's own page (or the user, `none`) started. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

interface SecurityOptions {
  /** Absolute URLs of remotes served from other origins (added to the CSP). */
  remoteUrls: string[];
  /** Origins besides the server's own from which browsers may send writes (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
}

function originOf(url: string): string | undefined {
  try {
    return /^https?:\/\//i.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** What the CSRF rules need to know about the request besides its headers. */
export interface RequestSource {
  /** The origin the request was addressed to (`http://host:port`), as the trusted proxy chain reports it. */
  ownOrigin: string | undefined;
  /** Other origins a browser may write from (ALLOWED_ORIGINS), normalised. */
  allowedOrigins: ReadonlySet<string>;
  /** The route takes uploads: its schema `consumes` multipart/form-data. */
  acceptsMultipart: boolean;
}

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Where a browser's write comes from (Origin, or without it Referer) must be the server's own origin or
 * a configured one, and `Sec-Fetch-Site`, when sent, `same-origin` or `none`: a page on another port of
 * the same host (same-site) or another site is refused. A request without any of these headers is not a
 * browser's (a script's, or an old client's) and is judged by its session alone.
 */
function checkSource(headers: Headers, source: RequestSource): void {
  const site = header(headers, 'sec-fetch-site')?.toLowerCase();
  if (site !== undefined && !OWN_FETCH_SITES.has(site)) {
    throw new HttpError(403, site === 'cross-site' ? MESSAGES.crossSite : MESSAGES.foreignOrigin);
  }
  const trusted = (url: string) => {
    const origin = originOf(url);
    return origin !== undefined && (origin === source.ownOrigin || source.allowedOrigins.has(origin));
  };
  const origin = header(headers, 'origin');
  // An opaque origin (sandboxed frame, file:) is "null": only the browser's same-origin word vouches for it.
  if (origin === 'null') {
    if (site === 'same-origin') return;
    throw new HttpError(403, MESSAGES.foreignOrigin);
  }
  if (origin !== undefined) {
    if (!trusted(origin)) throw new HttpError(403, MESSAGES.foreignOrigin);
    return;
  }
  const referer = header(headers, 'referer');
  if (referer !== undefined && !trusted(referer)) throw new HttpError(403, MESSAGES.foreignOrigin);
}

/**
 * Bodies: JSON anywhere, multipart only on upload routes, nothing else (415): a cross-site or same-site
 * HTML form (urlencoded, text/plain, or multipart to a JSON route, with a body or without) never reaches
 * a handler. A body-less request without a content type is fine.
 */
function checkMediaType(headers: Headers, acceptsMultipart: boolean): void {
  const contentType = header(headers, 'content-type');
  if (contentType !== undefined && contentType.trim() !== '') {
    const media = (contentType.split(';')[0] ?? '').trim().toLowerCase();
    if (!ALLOWED_MEDIA_TYPES.has(media)) throw new HttpError(415, MESSAGES.unsupportedMediaType);
    if (media === 'multipart/form-data' && !acceptsMultipart) throw new HttpError(415, MESSAGES.multipartNotAccepted);
    return;
  }
  const length = Number(headers['content-length'] ?? 0);
  if (length > 0 || headers['transfer-encoding'] !== undefined) {
    throw new HttpError(415, MESSAGES.unsupportedMediaType);
  }
}

/**
 * CSRF rules for state-changing requests (the session cookie is SameSite=Lax, which a page on another
 * port of the same host does not stop): where the request comes from (403), then its body's type (415).
 */
export function checkStateChangingRequest(method: string, headers: Headers, source: RequestSource): void {
  if (!STATE_CHANGING.has(method)) return;
  checkSource(headers, source);
  checkMediaType(headers, source.acceptsMultipart);
}

/** The origin the client addressed: scheme and Host, from X-Forwarded-Proto/-Host only behind a trusted proxy. */
export function ownOriginOf(request: FastifyRequest): string | undefined {
  try {
    return request.host ? new URL(`${request.protocol}://${request.host}`).origin : undefined;
  } catch {
    return undefined;
  }
}

/** An upload route: its schema says it consumes multipart/form-data (route() sets it for `multipart: true`). */
export function acceptsMultipart(request: FastifyRequest): boolean {
  const consumes = (request.routeOptions.schema as { consumes?: unknown } | undefined)?.consumes;
  return Array.isArray(consumes) && consumes.includes('multipart/form-data');
}

/** Helmet's settings for every answer: one CSP for the app, its remotes and /api/docs. */
function helmetOptions(remoteUrls: string[]): HelmetOptions {
  const remoteOrigins = [...new Set(remoteUrls.map(originOf).filter((o): o is string => !!o))];
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...remoteOrigins],
        // 'unsafe-inline' for styles only: Radix dialogs and remotes may inject <style> elements.
        'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
        'img-src': ["'self'", 'data:', 'blob:', ...remoteOrigins],
        'font-src': ["'self'", 'data:', ...remoteOrigins],
        'connect-src': ["'self'", ...remoteOrigins],
        // The host's start-up worker that loads ICU's data off the main thread (host/src/start/warm-intl.ts).
        'worker-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        // Plain-http deployments (localhost, LAN) must keep working.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: false,
  };
}

/**
 * The headers helmet sets, computed once. Our directives are static, so they do not depend on the
 * request: every answer gets this same set (helmet's middleware would rebuild it on each request), and
 * so do answers that never reach a route's hooks (a bad URL, a client error written straight to the socket).
 */
export function staticSecurityHeaders(remoteUrls: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(helmetOptions(remoteUrls))({} as IncomingMessage, res, () => {});
  return headers;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export default fp<SecurityOptions>(
  async (app: FastifyInstance, opts) => {
    const headers = staticSecurityHeaders(opts.remoteUrls);
    const allowedOrigins = new Set(opts.allowedOrigins.map(originOf).filter((o): o is string => !!o));
    // Callback hooks, not async ones: every request passes here, and a promise per hook is measurable.
    // A route may still replace one of them (downloads set their own sandbox CSP).
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      // Reads (most requests) skip building the request's source: only writes are checked.
      if (STATE_CHANGING.has(request.method)) {
        try {
          checkStateChangingRequest(request.method, request.headers, {
            ownOrigin: ownOriginOf(request),
            allowedOrigins,
            // An unknown route answers 404 whatever its body.
            acceptsMultipart: request.is404 || acceptsMultipart(request),
          });
        } catch (error) {
          done(error as Error);
          return;
        }
      }
      done();
    });

    // API answers carry client data: no browser or proxy may keep them. A route that chose its own
    // policy (files: private, revalidated) keeps it.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security' },
);

