import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClothingList, ClothingParams, CurrentClothing, IdParams } from '@muestrario/shared/contract';
import { EDITOR_MESSAGES } from '@muestrario/shared/domain';
import { editableSample } from '../design/guard';
import { guardSampleWrite } from '../lifecycle/guard';
import { MESSAGES, notFound } from '../../errors';
import { errorResponses } from '../../schemas';

const clothingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/business/sample-clothing',
    {
      schema: {
        tags: ['clothing'],
        summary: 'Catálogo de prendas.',
        response: { 200: ClothingList, ...errorResponses(401) },
      },
    },
    async () => app.clothing.list(),
  );

  app.get(
    '/business/samples/:id/current-clothing',
    {
      schema: {
        tags: ['clothing'],
        summary: 'Prenda elegida para la muestra, con sus vistas y áreas de impresión (404 si no hay).',
        params: IdParams,
        response: { 200: CurrentClothing, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const clothingId = await app.samples.clothingIdOf(request.params.id);
      if (clothingId === undefined) throw notFound(MESSAGES.sampleNotFound);
      const garment = clothingId === null ? undefined : await app.clothing.withPositions(clothingId);
      if (!garment) throw notFound(MESSAGES.noClothing);
      return garment;
    },
  );

  app.post(
    '/business/samples/:id/select-clothing/:clothingId',
    {
      schema: {
        tags: ['clothing'],
        summary: 'Elige la prenda de la muestra; los logos y textos pasan a la vista equivalente. Devuelve la prenda con sus vistas.',
        params: ClothingParams,
        response: { 200: CurrentClothing, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, clothingId } = request.params;
      await guardSampleWrite(app, request, id, 'editDesign');
      await editableSample(app, id);
      if (!(await app.clothing.exists(clothingId))) throw notFound(EDITOR_MESSAGES.clothingNotFound);
      await app.design.selectClothing(id, clothingId, app.now().toISOString());
      return (await app.clothing.withPositions(clothingId))!;
    },
  );
};

export default clothingRoutes;
