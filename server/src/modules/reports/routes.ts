import type { FastifyPluginAsync } from 'fastify';
import { reportEndpoints } from '@muestrario/shared/contract';
import { BUSINESS_TIME_ZONE, STAGE, STAGE_CODES, type SampleStage } from '@muestrario/shared/domain';
import {
  calendarDayIn,
  daysBetween,
  dueStatus,
  lastMonths,
  medianDaysPerStage,
  reportScope,
  salesBySellerMonth,
  sampleConversion,
  sampleProductionConversion,
  stageStays,
  type ReportKind,
} from '@muestrario/shared/rules';
import { route } from '../../http/endpoint-route';

/** The turnaround looks at the last 90 days; sales at the last 12 months. */
export const TURNAROUND_WINDOW_DAYS = 90;
export const SALES_MONTHS = 12;
/** The stages a sample waits in (7 Autorizada is the end). */
const WORKING_STAGES = STAGE_CODES.filter((s) => s !== STAGE.authorized);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The manager's reports (issue 33 item 11): figures from the data, within the scope of the user's role. */
const reportsRoutes: FastifyPluginAsync = async (app) => {
  // `route()` refused who may not see a report at all (`report.samples`, `report.sales`): 'none' is not left here.
  const scopeOf = (user: { id: number; role: string }, report: ReportKind) => reportScope(user, report);

  route(app, reportEndpoints.getSamplesReport, async (request) => {
    scopeOf(request.user!, 'samples');
    const now = app.now();
    const today = calendarDayIn(now, BUSINESS_TIME_ZONE);
    const since = new Date(now.getTime() - TURNAROUND_WINDOW_DAYS * DAY_MS).toISOString();
    const [samples, events, orders, productionOrders] = await Promise.all([
      app.reports.samples(),
      app.reports.stageEvents(since),
      app.reports.orders({ since: null, sellerId: null }),
      app.reports.productionOrders(),
    ]);
    const bySample = new Map<number, typeof events>();
    for (const e of events) bySample.set(e.sampleId, [...(bySample.get(e.sampleId) ?? []), e]);
    const late = samples
      .filter((s) => dueStatus(s.dueDate, s.stage, today) === 'overdue')
      .map((s) => ({ id: s.id, name: s.name, client: s.client, stage: s.stage as SampleStage, dueDate: s.dueDate, daysLate: daysBetween(s.dueDate, today) }))
      .sort((a, b) => b.daysLate - a.daysLate || a.id - b.id);
    return {
      today,
      windowDays: TURNAROUND_WINDOW_DAYS,
      total: samples.length,
      byStage: STAGE_CODES.map((stage) => ({ stage, count: samples.filter((s) => s.stage === stage).length })),
      stageDays: medianDaysPerStage([...bySample.values()].map(stageStays), WORKING_STAGES, now, TURNAROUND_WINDOW_DAYS) as {
        stage: SampleStage;
        medianDays: number | null;
        stays: number;
      }[],
      late,
      conversion: sampleConversion(samples, orders),
      production: sampleProductionConversion(samples, productionOrders),
    };
  });

  route(app, reportEndpoints.getSalesReport, async (request) => {
    const user = request.user!;
    const scope = scopeOf(user, 'sales');
    const months = lastMonths(app.now(), SALES_MONTHS);
    const orders = await app.reports.orders({ since: `${months[0]}-01T00:00:00.000Z`, sellerId: scope === 'own' ? user.id : null });
    const sales = salesBySellerMonth(orders, months);
    const counted = orders.filter((o) => o.status !== 'Cancelada');
    return {
      scope: scope === 'own' ? ('own' as const) : ('all' as const),
      months: sales.months,
      sellers: sales.sellers.map((s) => ({ id: s.sellerId, name: s.sellerName, cents: s.cents, totalCents: s.totalCents, orders: s.orders })),
      monthTotals: sales.monthTotals,
      totalCents: sales.totalCents,
      orders: sales.orders,
      usdOrders: counted.filter((o) => o.currency === 'USD').length,
    };
  });
};

export default reportsRoutes;
