import type { FastifyPluginAsync } from 'fastify';
import { endpoints, UploadPhotoFields } from '@muestrario/shared/contract';
import { MESSAGES, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';
import { receiveUpload, recordUpload } from '../files/receive-upload';
import commentsRoutes from '../comments/routes';
import eventsRoutes from '../events/routes';
import notificationsRoutes from '../notifications/routes';
import { actorOf } from './guard';

/** The lifecycle's endpoints (shared/src/contract/endpoints/lifecycle.ts): stage machine, photos, rounds; and its sibling modules. */
const lifecycleRoutes: FastifyPluginAsync = async (app) => {
  const sampleOrNotFound = async <T>(value: Promise<T | undefined>): Promise<T> => {
    const found = await value;
    if (found === undefined) throw notFound(MESSAGES.sampleNotFound);
    return found;
  };

  route(app, endpoints.transitionSample, async (request) => {
    const { id } = request.params;
    const recorded = await app.lifecycle.transition(id, actorOf(request), request.body, app.now());
    await app.signalRecorded(recorded);
    return sampleOrNotFound(app.samples.detail(id));
  });

  route(app, endpoints.getSampleLifecycle, async (request) => sampleOrNotFound(app.lifecycle.lifecycle(request.params.id)));

  route(app, endpoints.listSampleRounds, async (request) => sampleOrNotFound(app.lifecycle.rounds(request.params.id)));

  route(app, endpoints.listSamplePhotos, async (request) => {
    if (!(await app.samples.exists(request.params.id))) throw notFound(MESSAGES.sampleNotFound);
    return app.lifecycle.photos(request.params.id);
  });

  route(app, endpoints.uploadSamplePhoto, async (request) => {
    const { id } = request.params;
    const actor = actorOf(request);
    const head = await sampleOrNotFound(app.lifecycle.head(id));
    const refused = app.lifecycle.photoRefusal(head, actor);
    if (refused) throw refused;
    // The one file pipeline (kind 'samplePhoto': PNG or JPEG by its bytes); the row re-checks the stage.
    const { fields, file } = await receiveUpload(request, app.storage, { kind: 'samplePhoto', fields: UploadPhotoFields });
    const { photo, recorded } = (await recordUpload(app.storage, file, () =>
      app.lifecycle.addPhoto(
        id,
        actor,
        { fileKey: file.key, originalFilename: file.originalFilename, fileSize: file.size, mimeType: file.mime, viewId: fields.viewId ?? null },
        head.stage,
        app.now(),
      ),
    ))!;
    await app.signalRecorded(recorded);
    return photo;
  });

  await app.register(eventsRoutes);
  await app.register(commentsRoutes);
  await app.register(notificationsRoutes);
};

export default lifecycleRoutes;
