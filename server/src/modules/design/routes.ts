import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CreateTextBody,
  IdParams,
  PatchProjectBody,
  PatchSampleBody,
  PatchTextBody,
  PositionParams,
  SampleDetail,
  SampleText,
  SampleTextList,
  TextParams,
} from '@muestrario/shared/contract';
import {
  DEFAULT_TEXT_COLOR,
  DEFAULT_TEXT_FONT,
  DEFAULT_TEXT_HEIGHT_CM,
  DEFAULT_TEXT_SIZE,
  DEFAULT_TEXT_TECHNIQUE,
  EDITOR_MESSAGES,
  SENT_STAGE,
} from '@muestrario/shared/domain';
import { isCalendarDate } from '@muestrario/shared/rules';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { errorResponses } from '../../schemas';
import { actorOf, guardSampleWrite } from '../lifecycle/guard';
import { editableSample, viewOfSample } from './guard';

const NoContent = Type.Null({ description: 'Sin contenido' });
const CLIENT_NOT_FOUND = 'El cliente no existe.';

/**
 * Sample-level endpoints of the design editor: garment panel (spec §7), project info, sending,
 * and texts (kept on the server, docs/decisions.md "Design editor").
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
        response: { 200: SampleDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await guardSampleWrite(app, request, request.params.id, 'editDesign');
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
        response: { 200: SampleDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await guardSampleWrite(app, request, request.params.id, 'editDesign');
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
        response: { 204: NoContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      // Sending goes through the stage machine (issue 15): same rules and events as POST …/transitions.
      await guardSampleWrite(app, request, request.params.id, 'sendDesign', false);
      await editableSample(app, request.params.id);
      await app.signalRecorded(await app.lifecycle.transition(request.params.id, actorOf(request), { to: SENT_STAGE }, app.now()));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/business/samples/:id/texts',
    {
      schema: {
        tags: ['design'],
        summary: 'Textos colocados en la muestra.',
        params: IdParams,
        response: { 200: SampleTextList, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (!(await app.samples.exists(request.params.id))) throw notFound(MESSAGES.sampleNotFound);
      return app.texts.listForSample(request.params.id);
    },
  );

  app.post(
    '/business/samples/:id/current-clothing-position/:positionId/texts',
    {
      schema: {
        tags: ['design'],
        summary: 'Agrega un texto a una vista de la prenda de la muestra (centrado si no se indica posición).',
        params: PositionParams,
        body: CreateTextBody,
        response: { 200: SampleText, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, positionId } = request.params;
      await guardSampleWrite(app, request, id, 'editDesign');
      const state = await editableSample(app, id);
      const view = await viewOfSample(app, state, positionId);
      const b = request.body;
      return app.texts.create({
        sample_id: id,
        position_id: view.id,
        text: b.text,
        font: b.font ?? DEFAULT_TEXT_FONT,
        color: (b.color ?? DEFAULT_TEXT_COLOR).toUpperCase(),
        technique: b.technique ?? DEFAULT_TEXT_TECHNIQUE,
        comments: b.comments ?? '',
        size: b.size ?? DEFAULT_TEXT_SIZE,
        height_cm: b.heightCm ?? DEFAULT_TEXT_HEIGHT_CM,
        width_cm: b.widthCm,
        rotate_degrees: b.rotateDegrees ?? 0,
        x_cm: b.xCm ?? view.width / 2,
        y_cm: b.yCm ?? view.width / 2,
        z_index: b.zIndex ?? (await app.logos.topZIndex(id, view.id)) + 1,
        created_by: request.user!.id,
        created_at: now(),
      });
    },
  );

  app.patch(
    '/business/samples/:id/texts/:textId',
    {
      schema: {
        tags: ['design'],
        summary: 'Modifica un texto (cualquier subconjunto de campos).',
        params: TextParams,
        body: PatchTextBody,
        response: { 200: SampleText, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, textId } = request.params;
      await guardSampleWrite(app, request, id, 'editDesign');
      await editableSample(app, id);
      if (!(await app.texts.patch(id, textId, request.body))) throw notFound(EDITOR_MESSAGES.textNotFound);
      return (await app.texts.get(id, textId))!;
    },
  );

  app.delete(
    '/business/samples/:id/texts/:textId',
    {
      schema: {
        tags: ['design'],
        summary: 'Elimina un texto (se puede restaurar con deshacer). 204.',
        params: TextParams,
        response: { 204: NoContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, textId } = request.params;
      await guardSampleWrite(app, request, id, 'editDesign');
      await editableSample(app, id);
      if (!(await app.texts.softDelete(id, textId, now()))) throw notFound(EDITOR_MESSAGES.textNotFound);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/business/samples/:id/texts/:textId/restore',
    {
      schema: {
        tags: ['design'],
        summary: 'Restaura un texto eliminado (deshacer).',
        params: TextParams,
        response: { 200: SampleText, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, textId } = request.params;
      await guardSampleWrite(app, request, id, 'editDesign');
      await editableSample(app, id);
      if (!(await app.texts.restore(id, textId))) throw notFound(EDITOR_MESSAGES.textNotFound);
      return (await app.texts.get(id, textId))!;
    },
  );
};

export default designRoutes;
