import { Type, type Static } from '@sinclair/typebox';
import { IsoDate } from './common';
import { StageSchema } from './samples';

/*
 * The manager's reports (issue 33 item 11): figures computed by the server, one endpoint per report,
 * each answered within the scope `reportScope` gives the user (shared/src/rules/report-permissions.ts).
 */

/** The reports take no parameter: anything in the query string is refused (400). */
export const NoReportQuery = Type.Object({}, { additionalProperties: false });

const Nullable = <T extends ReturnType<typeof Type.Number>>(t: T) => Type.Union([t, Type.Null()]);

export const LateSample = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  client: Type.String(),
  stage: StageSchema,
  dueDate: IsoDate,
  /** Whole days since the due date (1 = due yesterday). */
  daysLate: Type.Integer(),
});
export type LateSample = Static<typeof LateSample>;

export const SamplesReport = Type.Object({
  /** The shop's calendar day the late samples are measured against (yyyy-mm-dd). */
  today: IsoDate,
  /** The turnaround looks at stays in a stage that ended in these last days. */
  windowDays: Type.Integer(),
  total: Type.Integer(),
  /** Every stage in order, with how many samples are in it now (zeros included). */
  byStage: Type.Array(Type.Object({ stage: StageSchema, count: Type.Integer() })),
  /** Median days in each working stage (1–6, and 8 Error until a new round), from the stage-change events. */
  stageDays: Type.Array(Type.Object({ stage: StageSchema, medianDays: Nullable(Type.Number()), stays: Type.Integer() })),
  /** Past their due date and not authorised, most late first. */
  late: Type.Array(LateSample),
  conversion: Type.Object({
    /** Authorised samples and any sample that already has an order. */
    candidates: Type.Integer(),
    /** Of those, samples with a sales order that is not cancelled. */
    withOrder: Type.Integer(),
    percent: Nullable(Type.Number()),
  }),
  /** Authorised samples that became production orders (issue 30 item 8). */
  production: Type.Object({
    /** Samples at stage 7 (Autorizada). */
    authorised: Type.Integer(),
    /** Of those, samples with a production order that is not cancelled. */
    withProductionOrder: Type.Integer(),
    /** withProductionOrder / authorised in percent, one decimal; null with none authorised. */
    percent: Nullable(Type.Number()),
    /** Pieces of those orders. */
    pieces: Type.Integer(),
  }),
});
export type SamplesReport = Static<typeof SamplesReport>;

export const SalesReport = Type.Object({
  /** 'all': every seller; 'own': the signed-in seller's orders only. */
  scope: Type.Union([Type.Literal('all'), Type.Literal('own')]),
  /** Calendar months (UTC, as the order lists date documents), oldest first: 'yyyy-mm'. */
  months: Type.Array(Type.String({ pattern: '^\\d{4}-\\d{2}$' })),
  /** Sellers with at least one order in the months, highest total first; amounts in MXN cents. */
  sellers: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      cents: Type.Array(Type.Integer()),
      totalCents: Type.Integer(),
      orders: Type.Integer(),
    }),
  ),
  monthTotals: Type.Array(Type.Integer()),
  totalCents: Type.Integer(),
  /** Orders counted (cancelled ones are not). */
  orders: Type.Integer(),
  /** Of those, orders in US dollars: counted at their MXN total (the document's own exchange rate). */
  usdOrders: Type.Integer(),
});
export type SalesReport = Static<typeof SalesReport>;
