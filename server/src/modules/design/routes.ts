import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdParams, PatchProjectBody, PatchSampleBody, SampleDetail } from '@muestrario/shared/contract';
import { EDITOR_MESSAGES } from '@muestrario/shared/domain';
import { isCalendarDate } from '@muestrario/shared/rules';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { errorResponses } from '../../schemas';
import { editableSample } from './guard';

const NoContent = Type.Null({ description: 'Sin contenido' });
const CLIENT_NOT_FOUND = 'El cliente no existe.';

/**
 * Sample-level endpoints of the design editor: garment panel (spec §7), project info and sending
 * (logos and texts: modules/decorations).
 */
const designRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.now().toISOString();
  const detail = async (id: number) => {
    const sample = await app.samples.detail(id);
    if (!sample) throw notFound(MESSAGES.sampleNotFound);
    return sample;
  };

  app.patch(
    '/business/samples/:id',
    {
      schema: {
        tags: ['design'],
        summary: 'Guarda campos del panel de prenda (cualquier subconjunto). 409 si el diseño ya se envió.',
        params: IdParams,
        body: PatchSampleBody,
        response: { 200: SampleDetail, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await editableSample(app, request.params.id);
      await app.design.patchSample(request.params.id, request.body, now());
      return detail(request.params.id);
    },
  );

  app.patch(
    '/business/samples/:id/project',
    {
      schema: {
        tags: ['design'],
        summary: 'Guarda la información del proyecto: nombre, fecha compromiso y cliente (por cardCode).',
        params: IdParams,
        body: PatchProjectBody,
        response: { 200: SampleDetail, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await editableSample(app, request.params.id);
      const { sampleName, dueDate, cardCode } = request.body;
      if (dueDate !== undefined && !isCalendarDate(dueDate)) {
        throw new HttpError(400, 'El campo «dueDate» no es una fecha válida.');
      }
      const clientId = cardCode === undefined ? undefined : await app.design.clientIdOf(cardCode);
      if (cardCode !== undefined && clientId === undefined) throw notFound(CLIENT_NOT_FOUND);
      await app.design.patchProject(request.params.id, { sampleName, dueDate, clientId }, now());
      return detail(request.params.id);
    },
  );

  app.post(
    '/business/samples/:id/end-design',
    {
      schema: {
        tags: ['design'],
        summary: 'Envía el diseño: la muestra pasa de la etapa 1 (Diseño) a la 2 (Renderizado). 204.',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const state = await editableSample(app, request.params.id);
      if (state.clothingId === null) throw new HttpError(409, EDITOR_MESSAGES.noGarment);
      if (!(await app.design.endDesign(request.params.id, request.user!.id, now()))) throw new HttpError(409, EDITOR_MESSAGES.designSent);
      return reply.code(204).send(null);
    },
  );
};

export default designRoutes;
