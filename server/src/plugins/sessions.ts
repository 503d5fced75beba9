import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserDetails } from '@muestrario/shared/contract';
import { HttpError, MESSAGES } from '../errors';
import { SESSION_COOKIE, sessionState } from '../modules/auth/sessions-repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes reachable without a session (login, health, docs, front-end files). */
    public?: boolean;
  }
  interface FastifyInstance {
    now: () => Date;
  }
  interface FastifyRequest {
    user: UserDetails | null;
    /** Hash of the current session id (DB key), when signed in. */
    sessionKey: string | null;
    /** The data version (migration 0014) read with the session, before the route reads any data. */
    dataVersion: number | null;
  }
}

interface SessionsOptions {
  now: () => Date;
}

/** The session cookie's attributes: HttpOnly, SameSite=Lax, whole site, Secure over https. */
const cookieOptions = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' }) as const;

/**
 * Over https the cookie is `__Host-muestrario_sid`: the browser then accepts it only with Secure,
 * Path=/ and no Domain, so a sibling subdomain cannot plant or overwrite it. Over plain http (localhost,
 * LAN) the prefix is not allowed, so the plain name is used.
 */
const sessionCookieName = (request: FastifyRequest) => (request.protocol === 'https' ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

export const sessionTokenOf = (request: FastifyRequest): string | undefined => request.cookies[sessionCookieName(request)];

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookieName(request), token, cookieOptions(request));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request), cookieOptions(request));
}

/**
 * Server-side sessions and the auth guard: every route whose path starts with /api needs a valid
 * session unless its config says `public: true`. Routes must be declared after this plugin.
 */
export default fp<SessionsOptions>(
  async (app: FastifyInstance, opts) => {
    await app.register(cookie);
    app.decorate('now', opts.now);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionKey', null);
    app.decorateRequest('dataVersion', null);

    const requireSession = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = sessionTokenOf(request);
      if (!token) throw new HttpError(401, MESSAGES.loginRequired);
      const now = app.now();
      const found = await app.sessions.find(token);
      const state = found ? sessionState(found.session, now) : 'expired';
      if (!found || state === 'expired') {
        if (found) await app.sessions.deleteByKey(found.session.id);
        clearSessionCookie(request, reply);
        throw new HttpError(401, MESSAGES.sessionExpired);
      }
      if (state === 'stale') await app.sessions.touch(found.session.id, now);
      request.user = found.user;
      request.sessionKey = found.session.id;
      request.dataVersion = found.dataVersion;
    };

    // The guard joins each API route that is not public when it is declared (after the app's own
    // onRequest hooks: security headers, CSRF rules, cookies), so a request asks nothing of its route.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || route.config?.public) return;
      const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      // A new list: Fastify copies a GET route's options for its HEAD twin before this hook runs on either.
      route.onRequest = [requireSession, ...own];
    });
  },
  { name: 'sessions', dependencies: ['repositories'] },
);
