import type { FastifyPluginAsync } from 'fastify';
import { productionOrderEndpoints } from '@muestrario/shared/contract';
import { route } from '../../http/endpoint-route';

/**
 * The floor board (issue 30 item 6): everyone signed in reads the board and a machine's queue; production
 * and admins move operations (the endpoint's action, checked before the handler). After a move commits,
 * the 'production' signal tells every open board, queue and order page (on every instance) to refetch.
 */
const productionBoardRoutes: FastifyPluginAsync = async (app) => {
  route(app, productionOrderEndpoints.getProductionBoard, async (request) => app.productionBoard.board(request.query, app.now()));

  route(app, productionOrderEndpoints.getMachineQueue, async (request) => app.productionBoard.queue(request.params.id, app.now()));

  route(app, productionOrderEndpoints.moveProductionOperation, async (request) => {
    const operation = await app.productionBoard.move(request.params.id, request.body, request.user!.id, app.now());
    await app.signals.publish({ type: 'production', orderId: operation.orderId });
    return operation;
  });
};

export default productionBoardRoutes;
