import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { HttpError, MESSAGES } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ALLOWED_MEDIA_TYPES = new Set(['application/json', 'multipart/form-data']);

interface SecurityOptions {
  /** Absolute URLs of remotes served from other origins (added to the CSP). */
  remoteUrls: string[];
}

function originOf(url: string): string | undefined {
  try {
    return /^https?:\/\//i.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CSRF rules for state-changing requests (the session cookie is SameSite=Lax, this is the second wall):
 * refuse `Sec-Fetch-Site: cross-site` (403) and any body that is not JSON or multipart (415), so a
 * cross-site HTML form (urlencoded / text/plain) can never reach a handler. A body-less request
 * without a content type is fine.
 */
export function checkStateChangingRequest(method: string, headers: Record<string, string | string[] | undefined>): void {
  if (!STATE_CHANGING.has(method)) return;
  if (headers['sec-fetch-site'] === 'cross-site') throw new HttpError(403, MESSAGES.crossSite);
  const contentType = headers['content-type'];
  if (typeof contentType === 'string' && contentType.trim() !== '') {
    const media = (contentType.split(';')[0] ?? '').trim().toLowerCase();
    if (!ALLOWED_MEDIA_TYPES.has(media)) throw new HttpError(415, MESSAGES.unsupportedMediaType);
    return;
  }
  const length = Number(headers['content-length'] ?? 0);
  if (length > 0 || headers['transfer-encoding'] !== undefined) {
    throw new HttpError(415, MESSAGES.unsupportedMediaType);
  }
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
    // Callback hooks, not async ones: every request passes here, and a promise per hook is measurable.
    // A route may still replace one of them (downloads set their own sandbox CSP).
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      try {
        checkStateChangingRequest(request.method, request.headers);
      } catch (error) {
        done(error as Error);
        return;
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

