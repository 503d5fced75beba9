import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@muestrario/shared/contract';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';

/**
 * Who has a sample's editor open (issue 16). Any signed-in person who may read the sample may be
 * listed; a person joining or leaving (their first or last open page) sends the live signal `viewers` so
 * open editors re-read the list; their other pages send nothing (issue 28).
 */
const presenceRoutes: FastifyPluginAsync = async (app) => {
  const presence = app.presence;
  const existingSample = async (id: number) => {
    if (!(await app.samples.exists(id))) throw notFound(MESSAGES.sampleNotFound);
    return id;
  };
  const changed = async (sampleId: number) => {
    try {
      await app.signals.publish({ type: 'viewers', sampleId });
    } catch (error) {
      // Presence is a courtesy: the others see the change at their next refresh.
      app.log.warn({ err: error }, 'no se pudo enviar la señal de presencia');
    }
  };

  route(app, endpoints.listSampleViewers, async (request) => presence.list(await existingSample(request.params.id), app.now()));

  route(app, endpoints.announceSampleViewer, async (request) => {
    const { id, key } = request.params;
    const announced = await presence.announce(await existingSample(id), request.user!.id, key, app.now());
    if (announced === 'full') throw new HttpError(429, MESSAGES.tooManyViewerKeys);
    if (announced === 'joined') await changed(id);
  });

  route(app, endpoints.leaveSampleViewer, async (request) => {
    const { id, key } = request.params;
    if (await presence.leave(await existingSample(id), request.user!.id, key, app.now())) await changed(id);
  });
};

export default presenceRoutes;
