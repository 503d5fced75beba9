import type { FastifyInstance } from 'fastify';

/**
 * Tells every server that sessions of this user ended (sign-out, a new password, a deactivated user): their
 * open live streams check their own session at once and close if it is gone. A failed publish is only
 * logged: the streams also check their session at every heartbeat.
 */
export async function announceSessionsEnded(app: FastifyInstance, userId: number): Promise<void> {
  try {
    await app.signals.publish({ type: 'sessions', userId });
  } catch (error) {
    app.log.warn({ err: error }, 'no se pudo avisar del fin de la sesión a los flujos en vivo');
  }
}
