import type { FastifyPluginAsync } from 'fastify';
import { inventoryEndpoints } from '@muestrario/shared/contract';
import { INVENTORY_MESSAGES as IM, ITEM_MESSAGES } from '@muestrario/shared/domain';
import { stockDocumentErrors } from '@muestrario/shared/rules';
import { HttpError, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';

/**
 * Inventory documents, stock counts, item planning and stock reports (issue 31, item 3). Everyone signed in
 * reads; production and admins post documents and counts (`stock.move`) and edit planning (`item.editPlanning`).
 */
const inventoryRoutes: FastifyPluginAsync = async (app) => {
  route(app, inventoryEndpoints.listStockDocuments, async (request) => app.inventory.listDocuments(request.query));

  route(app, inventoryEndpoints.getStockDocument, async (request) => {
    const document = await app.inventory.document(request.params.id);
    if (!document) throw notFound(IM.documentNotFound);
    return document;
  });

  route(app, inventoryEndpoints.createStockDocument, async (request) => {
    const errors = stockDocumentErrors(request.body.kind, request.body.lines);
    if (errors.length) throw new HttpError(400, errors.join(' '));
    return app.inventory.createDocument(request.body, request.user!.id, app.now());
  });

  route(app, inventoryEndpoints.createStockCount, async (request) => {
    const { id, moveIds } = await app.inventory.createCount(request.body, request.user!.id, app.now());
    return { id, adjustments: await app.stockLedger.moves(app.db, moveIds) };
  });

  route(app, inventoryEndpoints.getItemPlanning, async (request) => {
    const planning = await app.inventory.planning(request.params.id);
    if (!planning) throw notFound(ITEM_MESSAGES.notFound);
    return planning;
  });

  route(app, inventoryEndpoints.updateItemPlanning, async (request) => {
    if (!(await app.inventory.updatePlanning(request.params.id, request.body, app.now()))) throw notFound(ITEM_MESSAGES.notFound);
    return (await app.inventory.planning(request.params.id))!;
  });

  route(app, inventoryEndpoints.stockBalancesReport, async (request) => app.inventory.balances(request.query));
  route(app, inventoryEndpoints.stockValuationReport, async () => app.inventory.valuation());
  route(app, inventoryEndpoints.belowMinimumReport, async () => app.inventory.belowMinimum());
};

export default inventoryRoutes;
