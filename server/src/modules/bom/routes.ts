import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@muestrario/shared/contract';
import { BOM_MESSAGES } from '@muestrario/shared/domain';
import { HttpError, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';
import { BomWriteError } from './repository';

async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof BomWriteError) throw new HttpError(error.status, error.message, {}, { fields: error.fields });
    throw error;
  }
}

/** Bills of materials: everyone signed in reads them; production and admins create and edit (the permission table). */
const bomRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listBoms, async (request) => app.boms.list(request.query));

  route(app, endpoints.getBom, async (request) => {
    const bom = await app.boms.detail(request.params.id);
    if (!bom) throw notFound(BOM_MESSAGES.notFound);
    return bom;
  });

  route(app, endpoints.bomConsumption, async (request) => {
    const bom = await app.boms.detail(request.params.id);
    if (!bom) throw notFound(BOM_MESSAGES.notFound);
    const result = await app.boms.sampleConsumption(request.query.sampleId, request.query.pieces, bom.decorationScrapPercent, await app.settings.decoration());
    if (!result.ok && result.why === 'not-found') throw notFound(BOM_MESSAGES.sampleNotFound);
    if (!result.ok) throw new HttpError(409, BOM_MESSAGES.sampleNotAuthorised);
    return result.answer;
  });

  route(app, endpoints.createBom, async (request) => {
    const id = await writing(() => app.boms.create(request.body, request.user?.id ?? null, app.now().toISOString()));
    return (await app.boms.detail(id))!;
  });

  route(app, endpoints.updateBom, async (request) => {
    const saved = await writing(() => app.boms.update(request.params.id, request.body, request.user!.id, app.now().toISOString()));
    if (!saved) throw notFound(BOM_MESSAGES.notFound);
    return (await app.boms.detail(request.params.id))!;
  });
};

export default bomRoutes;
