import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MESSAGES, notFound } from '../../errors';
import { errorResponses } from '../../schemas';
import { FILE_CSP } from '../files/routes';
import { recolorGarment } from './recolor';

interface AssetsOptions {
  /** SVG text of a garment picture by file name (the demo seed data provides it). */
  garmentSvg: (fileName: string) => string | undefined;
}

const assetsRoutes: FastifyPluginAsyncTypebox<AssetsOptions> = async (app, opts) => {
  app.get(
    '/assets/:file',
    {
      schema: {
        tags: ['assets'],
        summary: 'Imagen SVG de una prenda o vista; `color` (RRGGBB) cambia el color de la prenda.',
        params: Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\\.svg$' }) }),
        querystring: Type.Object({ color: Type.Optional(Type.String({ pattern: '^[0-9A-Fa-f]{6}$' })) }),
        response: { 200: Type.String({ description: 'SVG' }), 304: Type.Null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
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
    },
  );
};

export default assetsRoutes;
