import type { FastifyPluginAsync } from 'fastify';
import { productionStockEndpoints as e } from '@muestrario/shared/contract';
import { actorOf } from '../lifecycle/guard';
import { route } from '../../http/endpoint-route';

/**
 * Production and stock (issue 31 item 4): everyone signed in reads an order's materials; issuing them is
 * `production.issueMaterials`, receiving finished goods `production.receive` (production and admins; the
 * endpoint table's actions). Each write publishes the live 'production' signal after its commit.
 */
const productionStockRoutes: FastifyPluginAsync = async (app) => {
  const published = (orderId: number) => app.signals.publish({ type: 'production', orderId });

  route(app, e.getProductionOrderMaterials, async (request) => app.productionStock.materials(request.params.id));

  route(app, e.issueProductionMaterials, async (request) => {
    const answer = await app.productionStock.issue(request.params.id, request.body, actorOf(request).id, app.now());
    await published(request.params.id);
    return answer;
  });

  route(app, e.receiveProductionOrder, async (request) => {
    const answer = await app.productionStock.receive(request.params.id, request.body, actorOf(request).id, app.now());
    await published(request.params.id);
    return answer;
  });
};

export default productionStockRoutes;
