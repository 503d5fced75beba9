import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clothingEndpoints } from '@muestrario/shared/contract';
import { EDITOR_MESSAGES } from '@muestrario/shared/domain';
import { editableSample, whileEditable } from '../design/guard';
import { guardSampleWrite } from '../lifecycle/guard';
import { MESSAGES, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';

const clothingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, clothingEndpoints.listClothing, async () => app.clothing.list());

  route(app, clothingEndpoints.getCurrentClothing, async (request) => {
    const clothingId = await app.samples.clothingIdOf(request.params.id);
    if (clothingId === undefined) throw notFound(MESSAGES.sampleNotFound);
    // No garment chosen yet is a normal state: null, like the render-file GET (not a 404 in the console).
    if (clothingId === null) return null;
    return (await app.clothing.withPositions(clothingId)) ?? null;
  });

  route(app, clothingEndpoints.selectClothing, async (request) => {
    const { id, clothingId } = request.params;
    await guardSampleWrite(app, request, id, 'editDesign');
    await editableSample(app, id);
    if (!(await app.clothing.exists(clothingId))) throw notFound(EDITOR_MESSAGES.clothingNotFound);
    await whileEditable(app, id, (trx) => app.design.within(trx).selectClothing(id, clothingId, app.now().toISOString()));
    return (await app.clothing.withPositions(clothingId))!;
  });
};

export default clothingRoutes;
