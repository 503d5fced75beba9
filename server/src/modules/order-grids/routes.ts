import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@muestrario/shared/contract';
import { ORDER_GRID_MESSAGES } from '@muestrario/shared/rules';
import { HttpError, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';
import { actorOf } from '../lifecycle/guard';
import { GridWriteError } from './service';

async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof GridWriteError) throw new HttpError(error.status, error.message, {}, { fields: error.fields });
    throw error;
  }
}

/** Order line grids: everyone signed in reads them; the order's seller or an admin writes (`order.editGrid`). */
const orderGridsRoutes: FastifyPluginAsync = async (app) => {
  const listOrThrow = async (id: number) => {
    const grids = await app.orderGrids.list(id);
    if (!grids) throw notFound(ORDER_GRID_MESSAGES.orderNotFound);
    return grids;
  };

  route(app, endpoints.listOrderGrids, async (request) => listOrThrow(request.params.id));

  route(app, endpoints.saveOrderLineGrid, async (request) => {
    const { id, line } = request.params;
    await writing(() => app.orderGrids.save(id, line, request.body, actorOf(request).id, app.now().toISOString()));
    return (await listOrThrow(id)).find((g) => g.line === line)!;
  });

  route(app, endpoints.deleteOrderLineGrid, async (request) => {
    const { id, line } = request.params;
    await writing(() => app.orderGrids.remove(id, line));
    return listOrThrow(id);
  });

  route(app, endpoints.listGridSamples, async (request) => app.orderGrids.samples(request.query.clientId));
};

export default orderGridsRoutes;
