import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdParams, Logo, LogoList, LogoParams, PatchLogoBody, PositionParams } from '@muestrario/shared/contract';
import { DEFAULT_LOGO_HEIGHT_CM, DEFAULT_LOGO_TECHNIQUE, EDITOR_MESSAGES } from '@muestrario/shared/domain';
import { heightForWidth, widthForHeight } from '@muestrario/shared/rules';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { errorResponses } from '../../schemas';
import { editableSample, viewOfSample } from '../design/guard';
import { guardSampleWrite } from '../lifecycle/guard';
import { UnknownThreadError } from './repository';
import { receiveLogo } from './upload';

const NoContent = Type.Null({ description: 'Sin contenido' });

const logosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.now().toISOString();
  const logoOf = async (sampleId: number, logoId: number) => {
    const logo = await app.logos.get(sampleId, logoId);
    if (!logo) throw notFound(EDITOR_MESSAGES.logoNotFound);
    return logo;
  };

  app.get(
    '/business/samples/:id/logos',
    {
      schema: {
        tags: ['logos'],
        summary: 'Logos colocados en la muestra.',
        params: IdParams,
        response: { 200: LogoList, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (!(await app.samples.exists(request.params.id))) throw notFound(MESSAGES.sampleNotFound);
      return app.logos.listForSample(request.params.id);
    },
  );

  app.post(
    '/business/samples/:id/current-clothing-position/:positionId/logos',
    {
      schema: {
        tags: ['logos'],
        summary:
          'Sube un logo (multipart: campos de spec §7 y «file»). PNG, JPEG o SVG según su contenido, máximo 5 MB. Centrado y de 10 cm de alto si no se indica.',
        consumes: ['multipart/form-data'],
        params: PositionParams,
        response: { 200: Logo, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const { id, positionId } = request.params;
      await guardSampleWrite(app, request, id, 'editDesign');
      const state = await editableSample(app, id);
      const view = await viewOfSample(app, state, positionId);
      const { fields: f, data, type, originalFilename } = await receiveLogo(request);

      const original = { width: f.originalWidth ?? 0, height: f.originalHeight ?? 0 };
      const heightCm = f.heightCm ?? (f.widthCm !== undefined ? heightForWidth(f.widthCm, original) : DEFAULT_LOGO_HEIGHT_CM);
      const widthCm = f.widthCm ?? widthForHeight(heightCm, original);
      const count = (await app.logos.listForSample(id)).length;
      const key = await app.storage.put(data, type.extension);
      try {
        const logoId = await app.logos.create({
          sample_id: id,
          position_id: view.id,
          logo_name: f.logoName?.trim() || `Logo ${count + 1}`,
          technique: f.logoTechnique ?? DEFAULT_LOGO_TECHNIQUE,
          notes: f.logoNotes ?? '',
          notes_on_color: f.logoNotesOnColor ?? '',
          notes_on_position: f.logoNotesOnPosition ?? '',
          height_cm: heightCm,
          width_cm: widthCm,
          rotate_degrees: f.rotateDegrees ?? 0,
          x_cm: f.xPositionCm ?? view.width / 2,
          y_cm: f.yPositionCm ?? view.width / 2,
          original_width: f.originalWidth ?? null,
          original_height: f.originalHeight ?? null,
          z_index: (await app.logos.topZIndex(id, view.id)) + 1,
          file_key: key,
          original_filename: originalFilename,
          file_size: data.length,
          mime_type: type.mime,
          created_by: request.user!.id,
          created_at: now(),
        });
        return await logoOf(id, logoId);
      } catch (error) {
        await app.storage.delete(key);
        throw error;
      }
    },
  );

  app.patch(
    '/business/samples/:id/logos/:logoId',
    {
      schema: {
        tags: ['logos'],
        summary: 'Modifica un logo (cualquier subconjunto de campos; «pantones» reemplaza la lista de hilos).',
        params: LogoParams,
        body: PatchLogoBody,
        response: { 200: Logo, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, logoId } = request.params;
      await guardSampleWrite(app, request, id, 'editDesign');
      await editableSample(app, id);
      try {
        if (!(await app.logos.patch(id, logoId, request.body))) throw notFound(EDITOR_MESSAGES.logoNotFound);
      } catch (error) {
        if (error instanceof UnknownThreadError) throw new HttpError(400, EDITOR_MESSAGES.threadNotFound);
        throw error;
      }
      return logoOf(id, logoId);
    },
  );

  app.delete(
    '/business/samples/:id/logos/:logoId',
    {
      schema: {
        tags: ['logos'],
        summary: 'Elimina un logo de la muestra (se puede restaurar con deshacer). 204.',
        params: LogoParams,
        response: { 204: NoContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, logoId } = request.params;
      await guardSampleWrite(app, request, id, 'editDesign');
      await editableSample(app, id);
      if (!(await app.logos.softDelete(id, logoId, now()))) throw notFound(EDITOR_MESSAGES.logoNotFound);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/business/samples/:id/logos/:logoId/restore',
    {
      schema: {
        tags: ['logos'],
        summary: 'Restaura un logo eliminado (deshacer).',
        params: LogoParams,
        response: { 200: Logo, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, logoId } = request.params;
      await guardSampleWrite(app, request, id, 'editDesign');
      await editableSample(app, id);
      if (!(await app.logos.restore(id, logoId))) throw notFound(EDITOR_MESSAGES.logoNotFound);
      return logoOf(id, logoId);
    },
  );
};

export default logosRoutes;
