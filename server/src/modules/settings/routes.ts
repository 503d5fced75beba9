import type { FastifyPluginAsync } from 'fastify';
import { settingsEndpoints } from '@muestrario/shared/contract';
import { settingsErrors } from '@muestrario/shared/rules';
import { HttpError } from '../../errors';
import { route } from '../../http/endpoint-route';

/**
 * Shop settings (issue 18): the decoration settings every signed-in person reads (the editor, the
 * review, the documents) and only an admin changes.
 */
const settingsRoutes: FastifyPluginAsync = async (app) => {
  route(app, settingsEndpoints.getDecorationSettings, async () => app.settings.decorationView());

  route(app, settingsEndpoints.putDecorationSettings, async (request) => {
    const user = request.user!;
    const errors = settingsErrors(request.body);
    if (errors.length) throw new HttpError(400, errors.join(' '));
    await app.settings.saveDecoration(request.body, user.id, app.now());
    return app.settings.decorationView();
  });
};

export default settingsRoutes;
