import type { FastifyPluginAsync } from 'fastify';
import { endpoints, UploadPhotoFields } from '@muestrario/shared/contract';
import { LIFECYCLE_MESSAGES } from '@muestrario/shared/domain';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { loadedRow } from '../../http/permission-resources';
import { route } from '../../http/endpoint-route';
import { receiveUpload, recordUpload } from '../files/receive-upload';
import commentsRoutes from '../comments/routes';
import eventsRoutes from '../events/routes';
import notificationsRoutes from '../notifications/routes';
import { actorOf } from './guard';
import type { SampleHead } from './repository';

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
    const head = loadedRow<SampleHead>(request, 'sample', id) ?? (await sampleOrNotFound(app.lifecycle.head(id)));
    const refused = app.lifecycle.photoRefusal(head);
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

  // Issue 33: the optional evidence of a customer's answer (PNG, JPEG or PDF by its bytes, through the one file
  // pipeline), attached after the answer is recorded; only by who recorded it, or an admin.
  route(app, endpoints.uploadAnswerEvidence, async (request) => {
    const { id, answerId } = request.params;
    const actor = actorOf(request);
    // `route()` found the sample and checked `sample.recordAnswer` on it; the answer's own rule stays here.
    const answer = await app.lifecycle.answerOf(id, answerId);
    if (!answer) throw notFound(LIFECYCLE_MESSAGES.answerNotFound);
    if (actor.role !== 'admin' && answer.createdBy !== actor.id) throw new HttpError(403, LIFECYCLE_MESSAGES.notOwner);
    request.lifecycleWrite = { sampleId: id, action: 'recordAnswer' };
    const { file } = await receiveUpload(request, app.storage, { kind: 'answerEvidence' });
    const saved = (await recordUpload(app.storage, file, () =>
      app.lifecycle.setAnswerEvidence(id, answerId, { fileKey: file.key, filename: file.originalFilename, mimeType: file.mime, size: file.size }),
    ));
    if (!saved) throw notFound(LIFECYCLE_MESSAGES.answerNotFound);
    if (saved.previousKey) await app.storage.delete(saved.previousKey).catch(() => undefined);
    return saved.record;
  });

  await app.register(eventsRoutes);
  await app.register(commentsRoutes);
  await app.register(notificationsRoutes);
};

export default lifecycleRoutes;
