import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { LoginBody, UserDetails } from '@muestrario/shared/contract';
import { HttpError, MESSAGES } from '../../errors';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../../plugins/sessions';
import { errorResponses } from '../../schemas';
import { LoginThrottle, type ThrottleLimits } from './login-throttle';
import { hashPassword, PasswordQueueFullError, verifyPassword } from './passwords';
import { MAX_SESSIONS_PER_USER } from './sessions-repository';
import { normalizeUsername, toUserDetails } from './users-repository';

interface AuthRoutesOptions {
  throttle: ThrottleLimits;
}

const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, opts) => {
  const throttle = new LoginThrottle(app.loginThrottle, opts.throttle, app.now);
  // Unknown users are checked against this hash so both failures take about the same time.
  const dummyHash = await hashPassword(`dummy-${Math.random()}`);

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Inicia sesión y crea una sesión nueva (cookie).',
        body: LoginBody,
        response: { 200: UserDetails, ...errorResponses(400, 401, 403, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const username = normalizeUsername(request.body.username);
      // Counted before the hash is checked, in the database: parallel tries and other processes share it.
      const decision = await throttle.begin(username, request.ip);
      if (!('ticket' in decision)) {
        throw new HttpError(429, MESSAGES.tooManyAttempts, { 'retry-after': String(decision.retryAfter) });
      }

      const user = await app.users.findByUsername(username);
      let ok: boolean;
      try {
        ok = await verifyPassword(user?.password_hash ?? dummyHash, request.body.password);
      } catch (error) {
        if (error instanceof PasswordQueueFullError) throw new HttpError(503, MESSAGES.tooManyPasswordChecks, { 'retry-after': '5' });
        throw error;
      }
      if (!user || !ok) throw new HttpError(401, MESSAGES.badCredentials);
      await throttle.succeeded(decision.ticket);

      const previous = sessionTokenOf(request);
      if (previous) await app.sessions.deleteByToken(previous);
      const now = app.now();
      await app.sessions.deleteExpired(now);
      const token = await app.sessions.create(user.id, now, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
      await app.sessions.keepNewest(user.id, MAX_SESSIONS_PER_USER);
      setSessionCookie(request, reply, token);
      return toUserDetails(user);
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Cierra la sesión: la borra del servidor y limpia la cookie.',
        response: { 204: Type.Null(), ...errorResponses(401, 403, 415) },
      },
    },
    async (request, reply) => {
      if (request.sessionKey) await app.sessions.deleteByKey(request.sessionKey);
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/details',
    {
      schema: {
        tags: ['auth'],
        summary: 'Usuario de la sesión actual.',
        response: { 200: UserDetails, ...errorResponses(401) },
      },
    },
    async (request) => {
      if (!request.user) throw new HttpError(401, MESSAGES.loginRequired);
      return request.user;
    },
  );
};

export default authRoutes;
