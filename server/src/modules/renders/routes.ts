import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@muestrario/shared/contract';
import { MESSAGES, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';
import { receiveUpload, recordUpload } from '../files/receive-upload';

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
    const sampleId = await existingSample(request.params.id);
    const { file } = await receiveUpload(request, app.storage, { kind: 'render', maxBytes: opts.maxBytes });
    const recorded = await recordUpload(app.storage, file, async () =>
      (await app.renders.record({
        sampleId,
        fileKey: file.key,
        originalFilename: file.originalFilename,
        fileSize: file.size,
        mimeType: file.mime,
        userId: request.user!.id,
        at: app.now(),
      })) || undefined,
    );
    if (!recorded) throw notFound(MESSAGES.sampleNotFound);
    return (await app.renders.latestForSample(sampleId))!;
  });
};

export default rendersRoutes;
