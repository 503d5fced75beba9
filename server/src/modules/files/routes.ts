import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MESSAGES, notFound } from '../../errors';
import { errorResponses } from '../../schemas';
import { STORAGE_KEY_PATTERN } from '../../storage/file-storage';

/** Uploaded files may be SVG: never let one run script or style the page when opened directly. */
export const FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/files/:key',
    {
      schema: {
        tags: ['files'],
        summary: 'Descarga un logo o un archivo de render por su nombre de almacenamiento.',
        params: Type.Object({ key: Type.String({ pattern: STORAGE_KEY_PATTERN }) }),
        querystring: Type.Object({ download: Type.Optional(Type.Boolean()) }),
        response: { 200: Type.Unsafe<unknown>({ description: 'El archivo' }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const meta = await app.files.metaOf(key);
      const file = meta && (await app.storage.open(key));
      if (!meta || !file) throw notFound(MESSAGES.fileNotFound);
      return reply
        .type(meta.mime_type)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(request.query.download ? 'attachment' : 'inline', meta.original_filename))
        .header('content-security-policy', FILE_CSP)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(file.stream);
    },
  );
};

export default filesRoutes;
