import type { FastifyPluginAsync } from 'fastify';
import { productionOrderEndpoints } from '@muestrario/shared/contract';
import { businessDay, instantInRange, instantWindow, minutesByMachine, ordersByStatus, piecesPerDay, productionReportRange } from '@muestrario/shared/rules';
import { HttpError } from '../../errors';
import { route } from '../../http/endpoint-route';

/**
 * GET /production/report (issue 30 item 8): everyone signed in reads it (the endpoint names no action).
 * Range: `from`–`to` in Mexico City days (default the last 30 days to today; from ≤ to; at most 366 days).
 * Orders by status count the orders created in the range; late orders are the open ones late today,
 * whatever the range; minutes and pieces come from the operations finished in the range.
 */
const productionReportRoutes: FastifyPluginAsync = async (app) => {
  route(app, productionOrderEndpoints.getProductionReport, async (request) => {
    const today = businessDay(app.now());
    const range = productionReportRange(request.query, today);
    if (!range.ok) throw new HttpError(400, range.message);
    const { from, to } = range;
    const { since, until } = instantWindow(from, to);
    const [created, finished, late] = await Promise.all([
      app.productionReport.ordersCreated(since, until),
      app.productionReport.finishedOperations(since, until),
      app.productionReport.lateOrders(today),
    ]);
    const operations = finished.filter((op) => instantInRange(op.finishedAt, from, to));
    return {
      from,
      to,
      byStatus: ordersByStatus(created.filter((o) => instantInRange(o.createdAt, from, to))),
      late,
      minutes: minutesByMachine(operations),
      piecesPerDay: piecesPerDay(operations, from, to),
    };
  });
};

export default productionReportRoutes;
