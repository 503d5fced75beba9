import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assetEndpoints } from '@muestrario/shared/contract';
import { MESSAGES, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';
import { FILE_CSP } from '../files/routes';
import { recolorGarment } from './recolor';

interface AssetsOptions {
  /** SVG text of a garment picture by file name (the demo seed data provides it). */
  garmentSvg: (fileName: string) => string | undefined;
}

const assetsRoutes: FastifyPluginAsyncTypebox<AssetsOptions> = async (app, opts) => {
  route(app, assetEndpoints.getAsset, async (request, reply) => {
    const svg = opts.garmentSvg(request.params.file);
    if (svg === undefined) throw notFound(MESSAGES.assetNotFound);
    const body = recolorGarment(svg, request.query.color);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'private, max-age=604800')
      .header('content-security-policy', FILE_CSP);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
    return reply.type('image/svg+xml; charset=utf-8').send(body);
  });
};

export default assetsRoutes;
