import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@muestrario/shared/contract';
import { route } from '../../http/endpoint-route';

/**
 * Comments on a sample (any signed-in user; own ones editable for 10 minutes) and the staff to @mention.
 * `route()` answers 404 for an unknown sample and checks the `comment.*` permission first.
 */
const commentsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listStaff, async () => app.comments.staff());

  route(app, endpoints.createComment, async (request) => {
    const { comment, recorded } = await app.comments.create(request.params.id, request.user!.id, request.body.body, app.now().toISOString());
    await app.signalRecorded([recorded]);
    return comment;
  });

  route(app, endpoints.updateComment, async (request) => {
    const { id, commentId } = request.params;
    const { comment, recorded } = await app.comments.change(id, commentId, request.user!.id, request.body.body, app.now());
    await app.signalRecorded([recorded]);
    return comment;
  });

  route(app, endpoints.deleteComment, async (request) => {
    const { id, commentId } = request.params;
    const { recorded } = await app.comments.change(id, commentId, request.user!.id, null, app.now());
    await app.signalRecorded([recorded]);
  });
};

export default commentsRoutes;
