import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClothingList, CurrentClothing, IdParams } from '@muestrario/shared/contract';
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
};

export default clothingRoutes;
