import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@muestrario/shared/contract';
import { businessDay } from '@muestrario/shared/rules';
import { notFound } from '../../errors';
import { actorOf } from '../lifecycle/guard';
import { route } from '../../http/endpoint-route';
import { PRODUCTION_MESSAGES as M } from './messages';
import type { Actor } from './service';

const actor = (app: FastifyInstance, request: FastifyRequest): Actor => {
  const now = app.now();
  return { id: actorOf(request).id, now, today: businessDay(now) };
};

/**
 * Production orders: everyone signed in reads them; creating one is `production.create` (the order's
 * seller, production, admins), status changes `production.setStatus`, starting and finishing operations
 * `production.record` (checked by `route()` from the endpoint table). Each write publishes the live
 * 'production' signal after its commit.
 */
const productionOrdersRoutes: FastifyPluginAsync = async (app) => {
  const today = () => businessDay(app.now());
  const detailOrThrow = async (id: number) => {
    const order = await app.productionOrders.detail(id);
    if (!order) throw notFound(M.orderNotFound);
    return order;
  };
  const operationOrThrow = async (id: number) => {
    const op = await app.productionOrders.operation(id);
    if (!op) throw notFound(M.operationNotFound);
    return op;
  };
  const published = (orderId: number) => app.signals.publish({ type: 'production', orderId });

  route(app, endpoints.listProductionOrders, async (request) => app.productionOrders.list(request.query, today()));

  route(app, endpoints.getProductionOrder, async (request) => detailOrThrow(request.params.id));

  route(app, endpoints.createProductionOrder, async (request) => {
    const id = await app.productionOrders.service.create(request.params.id, request.params.line, request.body.note, actor(app, request));
    await published(id);
    return detailOrThrow(id);
  });

  route(app, endpoints.setProductionOrderStatus, async (request) => {
    const { id } = request.params;
    await app.productionOrders.service.setStatus(id, request.body, actor(app, request));
    await published(id);
    return detailOrThrow(id);
  });

  route(app, endpoints.getProductionOperation, async (request) => operationOrThrow(request.params.id));

  route(app, endpoints.startProductionOperation, async (request) => {
    const orderId = await app.productionOrders.service.start(request.params.id, request.body.version, actor(app, request));
    await published(orderId);
    return operationOrThrow(request.params.id);
  });

  route(app, endpoints.finishProductionOperation, async (request) => {
    const orderId = await app.productionOrders.service.finish(request.params.id, request.body, actor(app, request));
    await published(orderId);
    return operationOrThrow(request.params.id);
  });
};

export default productionOrdersRoutes;
