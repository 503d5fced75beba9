import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authEndpoints } from '@muestrario/shared/contract';
import { USERS_MESSAGES } from '@muestrario/shared/domain';
import { HttpError, MESSAGES } from '../../errors';
import { route } from '../../http/endpoint-route';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../../plugins/sessions';
import { LoginThrottle, type ThrottleLimits } from './login-throttle';
import { hashPassword, PasswordQueueFullError, verifyPassword } from './passwords';
import { MAX_SESSIONS_PER_USER } from './sessions-repository';
import { normalizeUsername, toUserDetails } from './users-repository';
import { announceSessionsEnded } from '../events/sessions-ended';

interface AuthRoutesOptions {
  throttle: ThrottleLimits;
}

const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, opts) => {
  const throttle = new LoginThrottle(app.loginThrottle, opts.throttle, app.now);
  // Unknown users are checked against this hash so both failures take about the same time.
  const dummyHash = await hashPassword(`dummy-${Math.random()}`);
  const sessionsEnded = (userId: number) => announceSessionsEnded(app, userId);

  route(app, authEndpoints.login, async (request, reply) => {
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
    // Only once the password is right: a wrong one reads the same for an active and an inactive user.
    if (!user.active) throw new HttpError(403, USERS_MESSAGES.inactive);
    await throttle.succeeded(decision.ticket);

    const previous = sessionTokenOf(request);
    if (previous) await app.sessions.deleteByToken(previous);
    const now = app.now();
    await app.sessions.deleteExpired(now);
    const token = await app.sessions.create(user.id, now, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
    await app.sessions.keepNewest(user.id, MAX_SESSIONS_PER_USER);
    // A newer sign-in may have ended the oldest session (or the previous one of this browser).
    await sessionsEnded(user.id);
    setSessionCookie(request, reply, token);
    return toUserDetails(user);
  });

  route(app, authEndpoints.logout, async (request, reply) => {
    if (request.sessionKey) await app.sessions.deleteByKey(request.sessionKey);
    clearSessionCookie(request, reply);
    if (request.user) await sessionsEnded(request.user.id);
  });

  route(app, authEndpoints.getAuthDetails, async (request) => {
    if (!request.user) throw new HttpError(401, MESSAGES.loginRequired);
    return request.user;
  });
};

export default authRoutes;
