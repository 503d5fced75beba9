import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@muestrario/shared/contract';
import { ITEM_MESSAGES } from '@muestrario/shared/domain';
import { HttpError, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';
import { ItemWriteError } from './repository';

async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ItemWriteError) throw new HttpError(error.status, error.message, {}, { fields: error.fields });
    throw error;
  }
}

/** Items: everyone signed in reads them; production and admins create and edit (the permission table). */
const itemsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listItems, async (request) => app.items.list(request.query));

  route(app, endpoints.getItem, async (request) => {
    const item = await app.items.detail(request.params.id);
    if (!item) throw notFound(ITEM_MESSAGES.notFound);
    return item;
  });

  route(app, endpoints.listItemVariants, async (request) => {
    const variants = await app.items.variants(request.params.id);
    if (!variants) throw notFound(ITEM_MESSAGES.notFound);
    return variants;
  });

  route(app, endpoints.createItem, async (request) => {
    const id = await writing(() => app.items.create(request.body, app.now().toISOString()));
    return (await app.items.detail(id))!;
  });

  route(app, endpoints.updateItem, async (request) => {
    const saved = await writing(() => app.items.update(request.params.id, request.body, app.now().toISOString()));
    if (!saved) throw notFound(ITEM_MESSAGES.notFound);
    return (await app.items.detail(request.params.id))!;
  });
};

export default itemsRoutes;
