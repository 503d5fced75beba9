import type { FastifyPluginAsync } from 'fastify';
import { stockEndpoints } from '@muestrario/shared/contract';
import { STOCK_MESSAGES as M } from '@muestrario/shared/domain';
import { locationErrors, stockMoveErrors, warehouseErrors } from '@muestrario/shared/rules';
import { HttpError, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';

const refuse = (errors: Record<string, string | undefined> | string[]) => {
  const messages = (Array.isArray(errors) ? errors : Object.values(errors)).filter(Boolean);
  if (messages.length) throw new HttpError(400, messages.join(' '));
};

/**
 * Stock (issue 31, items 1 and 2): everyone signed in reads warehouses, locations, an item's stock and
 * its kardex; production and admins keep warehouses and locations and post movements (the endpoints'
 * actions). Beyond the schema, the pure rules answer 400 with their Spanish messages.
 */
const stockRoutes: FastifyPluginAsync = async (app) => {
  route(app, stockEndpoints.listWarehouses, async () => app.warehouses.list());

  route(app, stockEndpoints.createWarehouse, async (request) => {
    refuse(warehouseErrors(request.body));
    return app.warehouses.create(request.body, request.user!.id, app.now());
  });

  route(app, stockEndpoints.updateWarehouse, async (request) => {
    refuse(warehouseErrors(request.body));
    return app.warehouses.update(request.params.id, request.body, request.user!.id, app.now());
  });

  route(app, stockEndpoints.listStockLocations, async (request) => app.warehouses.listLocations(request.query.warehouseId));

  route(app, stockEndpoints.createStockLocation, async (request) => {
    refuse(locationErrors(request.body));
    return app.warehouses.createLocation(request.body, request.user!.id, app.now());
  });

  route(app, stockEndpoints.updateStockLocation, async (request) => {
    refuse(locationErrors(request.body));
    return app.warehouses.updateLocation(request.params.id, request.body, request.user!.id, app.now());
  });

  route(app, stockEndpoints.postStockMove, async (request) => {
    refuse(stockMoveErrors(request.body));
    return { moves: await app.stockLedger.post(request.body, request.user!.id, app.now()) };
  });

  route(app, stockEndpoints.getItemStock, async (request) => {
    const stock = await app.stockLedger.itemStock(request.params.id);
    if (!stock) throw notFound(M.itemNotFound);
    return stock;
  });

  route(app, stockEndpoints.getItemKardex, async (request) => {
    const page = await app.stockLedger.kardex(request.params.id, request.query);
    if (!page) throw notFound(M.itemNotFound);
    return page;
  });
};

export default stockRoutes;
