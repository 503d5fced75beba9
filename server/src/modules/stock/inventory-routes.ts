import type { FastifyPluginAsync } from 'fastify';
import { inventoryEndpoints } from '@muestrario/shared/contract';
import { Readable } from 'node:stream';
import { INVENTORY_MESSAGES as IM, ITEM_MESSAGES, STOCK_MESSAGES as SM } from '@muestrario/shared/domain';
import { stockDocumentErrors } from '@muestrario/shared/rules';
import { HttpError, notFound } from '../../errors';
import { route } from '../../http/endpoint-route';
import { contentDisposition } from '../files/content-disposition';
import { stockReportCsv, stockReportFileName } from './report-csv';

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

  // The whole report as CSV, streamed: refusals (400/404) come before the first byte.
  route(app, inventoryEndpoints.stockReportCsv, async (request, reply) => {
    const query = request.query;
    if (query.report === 'kardex' && query.itemId === undefined) throw new HttpError(400, IM.csvKardexItem);
    const lines = await stockReportCsv(query, app.inventory, app.stockLedger);
    if (!lines) throw notFound(SM.itemNotFound);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', stockReportFileName(query.report, app.now().toISOString().slice(0, 10))))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Readable.from(lines));
  });
};

export default inventoryRoutes;
