import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { documentEndpoints } from '@muestrario/shared/contract';
import { proofFileName, worksheetFileName } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { route } from '../../http/endpoint-route';
import { contentDisposition } from '../files/content-disposition';
import { buildProofPdf } from './proof';
import { buildWorksheetPdf } from './worksheet';

/**
 * The printed documents of a sample (issue 17). Reading is open to every signed-in role, like the sample
 * itself (the session plugin answers 401 without a session); an unknown sample is 404.
 */
const documentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const send = (reply: FastifyReply, pdf: Buffer, name: string, download: boolean | undefined) =>
    reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(download ? 'attachment' : 'inline', name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);

  const roundOf = async (id: number) => (await app.lifecycle.head(id))?.round ?? 1;
  const sampleUrl = (request: FastifyRequest, id: number) => `${app.linkOrigin(request)}${paths.sample(id)}`;

  route(app, documentEndpoints.getProofPdf, async (request, reply) => {
    const { id } = request.params;
    const pdf = await buildProofPdf(app, id, { paper: request.query.paper });
    return send(reply, pdf, proofFileName(id, await roundOf(id), false), request.query.download);
  });

  route(app, documentEndpoints.getWorksheetPdf, async (request, reply) => {
    const { id } = request.params;
    const pdf = await buildWorksheetPdf(app, id, { paper: request.query.paper, sampleUrl: sampleUrl(request, id) });
    return send(reply, pdf, worksheetFileName(id, await roundOf(id)), request.query.download);
  });
};

export default documentsRoutes;
