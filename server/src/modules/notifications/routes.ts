import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@muestrario/shared/contract';
import { route } from '../../http/endpoint-route';

/** The signed-in user's notifications (the top bar's bell). */
const notificationsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listNotifications, async (request) => app.notifications.list(request.user!.id));

  route(app, endpoints.readNotifications, async (request) => {
    const userId = request.user!.id;
    const unread = await app.notifications.markRead(userId, request.body, app.now().toISOString());
    await app.signals.publish({ type: 'notification', userId });
    return { unread };
  });
};

export default notificationsRoutes;
