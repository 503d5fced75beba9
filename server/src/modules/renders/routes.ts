import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, RenderFile } from '@muestrario/shared/contract';
import { RENDER_MESSAGES } from '@muestrario/shared/domain';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { errorResponses } from '../../schemas';
import { detectRenderFormat } from '../files/detect-format';
import { asIncomplete, receiveUpload } from '../files/receive-upload';
import { actorOf, guardSampleWrite } from '../lifecycle/guard';

export interface RendersRoutesOptions {
  /** Largest render upload in bytes (config RENDER_MAX_BYTES). */
  maxBytes: number;
}

const rendersRoutes: FastifyPluginAsyncTypebox<RendersRoutesOptions> = async (app, opts) => {
  app.get(
    '/business/samples/:id/render-file',
    {
      schema: {
        tags: ['renders'],
        summary: 'Último archivo de render de la muestra (404 si todavía no hay).',
        params: IdParams,
        response: { 200: RenderFile, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (!(await app.samples.exists(request.params.id))) throw notFound(MESSAGES.sampleNotFound);
      const render = await app.renders.latestForSample(request.params.id);
      if (!render) throw notFound(MESSAGES.noRender);
      return render;
    },
  );

  app.post(
    '/business/samples/:id/render-file',
    {
      schema: {
        tags: ['renders'],
        summary:
          'Sube el render (multipart, campo «file»: PDF, SVG, AI, EPS, PNG, JPEG, DST, PES o EMB, reconocido por su contenido). ' +
          'Reemplaza el anterior (que queda en el historial) y pasa la muestra a la etapa 3 si seguía pendiente.',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: RenderFile, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const sampleId = request.params.id;
      await guardSampleWrite(app, request, sampleId, 'uploadRender', false);
      if (!request.isMultipart()) {
        if (request.headers['content-type']) throw new HttpError(415, MESSAGES.unsupportedMediaType);
        throw new HttpError(400, RENDER_MESSAGES.missingFile);
      }
      const part = await request.file({ limits: { fileSize: opts.maxBytes, files: 1 } }).catch((error: unknown) => Promise.reject(asIncomplete(error)));
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw new HttpError(400, RENDER_MESSAGES.missingFile);
      }
      const file = await receiveUpload(part, app.storage, { maxBytes: opts.maxBytes, detect: detectRenderFormat });
      // Through the stage machine (issue 15): 2 → 3 on the first render, a replacement at 3, 409 otherwise.
      let recorded;
      try {
        recorded = await app.lifecycle.recordRender(
          sampleId,
          actorOf(request),
          { fileKey: file.key, originalFilename: file.originalFilename, fileSize: file.size, mimeType: file.mime },
          app.now(),
        );
      } catch (error) {
        await app.storage.delete(file.key);
        throw error;
      }
      await app.signalRecorded(recorded);
      return (await app.renders.latestForSample(sampleId))!;
    },
  );
};

export default rendersRoutes;
