import type { FastifyPluginAsync } from 'fastify';
import { userEndpoints } from '@muestrario/shared/contract';
import { BUSINESS_TIME_ZONE, PASSWORD_RESET_LIMIT, USERS_MESSAGES } from '@muestrario/shared/domain';
import { machinesError, passwordError, passwordResetEmail } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { HttpError, MESSAGES } from '../../errors';
import { route } from '../../http/endpoint-route';
import { PasswordQueueFullError, verifyPassword } from '../auth/passwords';
import { announceSessionsEnded } from '../events/sessions-ended';

/**
 * Users managed in the app (issue 33, item 8): the admin's staff screen (list, create, change role,
 * e-mail, machines, deactivate, set a password), one's own password in 'Mi perfil', and the public
 * one-time reset link (same answer for any username, limited per client address).
 */
const userRoutes: FastifyPluginAsync = async (app) => {
  /** Counts a try under `key` in the database (shared by every instance); 429 past the limit. */
  const throttle = async (key: string, limit: number = PASSWORD_RESET_LIMIT.perIp) => {
    const now = app.now();
    const cutoff = new Date(now.getTime() - PASSWORD_RESET_LIMIT.windowMs).toISOString();
    const counter = await app.loginThrottle.hit(key, now.toISOString(), cutoff);
    if (counter.hits > limit) {
      const retry = Math.max(1, Math.ceil((Date.parse(counter.windowStart) + PASSWORD_RESET_LIMIT.windowMs - now.getTime()) / 1000));
      throw new HttpError(429, USERS_MESSAGES.resetTooMany, { 'retry-after': String(retry) });
    }
  };

  const checkPassword = (password: string) => {
    const refused = passwordError(password);
    if (refused) throw new HttpError(400, refused);
  };

  route(app, userEndpoints.listUsers, async () => {
    return app.staff.list();
  });

  route(app, userEndpoints.createUser, async (request) => {
    const body = request.body;
    checkPassword(body.password);
    const machines = body.machines.map((m) => m.trim());
    const refused = machinesError(machines);
    if (refused) throw new HttpError(400, refused);
    return app.staff.create({ ...body, machines }, app.now());
  });

  route(app, userEndpoints.updateUser, async (request) => {
    const user = await app.staff.change(request.params.id, request.body);
    // A deactivated user's sessions are gone: their open live streams close now, not at the next heartbeat.
    if (!user.active) await announceSessionsEnded(app, user.id);
    return user;
  });

  route(app, userEndpoints.setUserPassword, async (request) => {
    checkPassword(request.body.password);
    // An admin setting their own password keeps the session they are using.
    const keep = request.params.id === request.user!.id ? request.sessionKey : undefined;
    if (!(await app.staff.setPassword(request.params.id, request.body.password, app.now(), keep))) throw new HttpError(404, USERS_MESSAGES.notFound);
    await announceSessionsEnded(app, request.params.id);
  });

  route(app, userEndpoints.changeOwnPassword, async (request) => {
    const user = request.user;
    if (!user) throw new HttpError(401, MESSAGES.loginRequired);
    await throttle(`pw:${user.id}`, 10);
    checkPassword(request.body.newPassword);
    const row = await app.staff.findById(user.id);
    let ok: boolean;
    try {
      ok = row !== undefined && (await verifyPassword(row.password_hash, request.body.currentPassword));
    } catch (error) {
      if (error instanceof PasswordQueueFullError) throw new HttpError(503, MESSAGES.tooManyPasswordChecks, { 'retry-after': '5' });
      throw error;
    }
    // 400, not 401: a wrong current password must not read as a lost session.
    if (!ok) throw new HttpError(400, USERS_MESSAGES.currentPasswordWrong);
    await app.staff.setPassword(user.id, request.body.newPassword, app.now(), request.sessionKey);
    await announceSessionsEnded(app, user.id);
  });

  route(app, userEndpoints.requestPasswordReset, async (request) => {
    await throttle(`pr:req:${request.ip}`);
    const mailer = app.mailer;
    if (!mailer) return { emailAvailable: false };
    const user = await app.users.findByUsername(request.body.username);
    if (user && user.active && user.email) {
      const link = await app.resetLinks.create(user.id, app.now());
      const mail = passwordResetEmail(`${app.linkOrigin(request)}${paths.resetPassword(link.token)}`, user.first_name, link.expiresAt, BUSINESS_TIME_ZONE);
      // Not awaited: the answer must not take longer for a user who exists.
      void mailer.send({ to: user.email, ...mail }).catch((error: unknown) => request.log.warn({ err: error }, 'no se pudo enviar el correo para restablecer la contraseña'));
    }
    return { emailAvailable: true };
  });

  route(app, userEndpoints.getPasswordReset, async (request) => {
    await throttle(`pr:use:${request.ip}`);
    const owner = await app.resetLinks.find(request.params.token, app.now());
    if (!owner) throw new HttpError(404, USERS_MESSAGES.resetInvalid);
    return { username: owner.username, expiresAt: owner.expiresAt };
  });

  route(app, userEndpoints.completePasswordReset, async (request) => {
    await throttle(`pr:use:${request.ip}`);
    checkPassword(request.body.password);
    if (!(await app.resetLinks.use(request.params.token, request.body.password, app.now()))) throw new HttpError(404, USERS_MESSAGES.resetInvalid);
  });
};

export default userRoutes;
