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
        response: { 200: Type.Unsafe<unknown>({ description: 'El archivo' }), 304: Type.Null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const meta = await app.files.metaOf(key);
      const file = meta && (await app.storage.open(key));
      if (!meta || !file) throw notFound(MESSAGES.fileNotFound);
      // Keys are random and a stored file never changes: the key is a strong validator. Cached copies
      // stay private and are revalidated (a signed-out browser gets 401, not its cache).
      const etag = `"${key}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) {
        file.stream.destroy();
        return reply.code(304).send(null);
      }
      return reply
        .type(meta.mime_type)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(request.query.download ? 'attachment' : 'inline', meta.original_filename))
        .header('content-security-policy', FILE_CSP)
        .send(file.stream);
    },
  );
};

export default filesRoutes;
