import type { FastifyPluginAsync } from 'fastify';
import parseRange from 'range-parser';
import { endpoints } from '@muestrario/shared/contract';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';
import type { ByteRange } from '../../storage/file-storage';
import { contentDisposition } from './content-disposition';

export { contentDisposition };

/** Uploaded files may be SVG: never let one run script or style the page when opened directly. */
export const FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/** One `Range: bytes=…` of a file of `size` bytes; undefined for none or several (the whole file is sent). */
function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

const filesRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getFile, async (request, reply) => {
    const { key } = request.params;
    const meta = await app.files.metaOf(key);
    const info = meta && (await app.storage.stat(key));
    if (!meta || !info) throw notFound(MESSAGES.fileNotFound);
    // Keys are random and a stored file never changes: the key is a strong validator. Cached copies
    // stay private and are revalidated (a signed-out browser gets 401, not its cache).
    const etag = `"${key}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('accept-ranges', 'bytes');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
    const range = requestedRange(request.headers.range, info.size);
    if (range === 'unsatisfiable') throw new HttpError(416, MESSAGES.rangeNotSatisfiable, { 'content-range': `bytes */${info.size}` });
    const file = await app.storage.get(key, range);
    if (!file) throw notFound(MESSAGES.fileNotFound);
    reply
      .type(meta.mime_type)
      .header('content-disposition', contentDisposition(request.query.download ? 'attachment' : 'inline', meta.original_filename))
      .header('content-security-policy', FILE_CSP)
      .header('x-content-type-options', 'nosniff');
    if (range) {
      reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      reply.header('content-length', String(range.end - range.start + 1));
    } else {
      reply.header('content-length', String(file.size));
    }
    return reply.send(file.stream);
  });
};

export default filesRoutes;
