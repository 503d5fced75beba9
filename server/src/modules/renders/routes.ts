import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@muestrario/shared/contract';
import { MESSAGES, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';
import { receiveUpload, recordUpload } from '../files/receive-upload';
import { prepareStoredPicture } from '../files/stored-picture';
import { actorOf, guardSampleWrite } from '../lifecycle/guard';
import { readStoredDst } from './stored-dst';

export interface RendersRoutesOptions {
  /** Largest render upload in bytes (config RENDER_MAX_BYTES). */
  maxBytes: number;
}

const rendersRoutes: FastifyPluginAsync<RendersRoutesOptions> = async (app, opts) => {
  const existingSample = async (id: number) => {
    if (!(await app.samples.exists(id))) throw notFound(MESSAGES.sampleNotFound);
    return id;
  };

  // "No render yet" is a normal state of a sample: 200 with null, not an error.
  route(app, endpoints.getRenderFile, async (request) => (await app.renders.latestForSample(await existingSample(request.params.id))) ?? null);

  route(app, endpoints.uploadRender, async (request) => {
    const sampleId = request.params.id;
    // Who may, and at which stage, before reading the file (403/404/409); the service re-checks when recording.
    const head = await guardSampleWrite(app, request, sampleId, 'uploadRender', false);
    const refused = app.lifecycle.renderRefusal(head, actorOf(request));
    if (refused) throw refused;
    const received = await receiveUpload(request, app.storage, { kind: 'render', maxBytes: opts.maxBytes });
    // An SVG render is sanitised like a logo (issue 28): no script, no external reference, bounded.
    const file = received.file.format === 'SVG' ? (await prepareStoredPicture(app, received.file, 'render')).file : received.file;
    // A DST's header gives the real stitch count (issue 18); a malformed one is refused, keeping nothing.
    const dst = file.format === 'DST' ? await readStoredDst(app.storage, file) : undefined;
    // Through the stage machine (issue 15): 2 → 3 on the first render, a replacement at 3, 409 otherwise.
    const recorded = (await recordUpload(app.storage, file, () =>
      app.lifecycle.recordRender(
        sampleId,
        actorOf(request),
        { fileKey: file.key, originalFilename: file.originalFilename, fileSize: file.size, mimeType: file.mime, dst },
        app.now(),
      ),
    ))!;
    await app.signalRecorded(recorded);
    return (await app.renders.latestForSample(sampleId))!;
  });
};

export default rendersRoutes;
