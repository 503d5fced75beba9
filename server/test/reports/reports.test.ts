import { demoData } from '../../src/db/seed/demo-data';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { buildUser } from '../helpers/builders';
import { injectAs, type Requester } from '../helpers/request';

// Seeding the whole demo data set and reading every list on a shared, busy machine.
jest.setTimeout(180_000);

const DAY = 86_400_000;
type As = Requester;

interface ListedSample {
  sampleId: number;
  sampleStage: number;
  dueDate: string;
}
interface ListedEvent {
  kind: string;
  at: string;
  to?: number;
}
interface OrderDetail {
  id: number;
  status: string;
  currency: string;
  createdAt: string;
  totalMxnCents: number;
  seller: { id: number; name: string };
  sample: { id: number } | null;
}

/** Every order through the ordinary list (all pages) and each one's detail. */
async function allOrders(as: As): Promise<OrderDetail[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const body = (await as('GET', `/api/sales/orders?pageSize=100&page=${page}`)).json();
    ids.push(...body.rows.map((r: { id: number }) => r.id));
    if (ids.length >= body.total || body.rows.length === 0) break;
  }
  return Promise.all(ids.map(async (id) => (await as('GET', `/api/sales/orders/${id}`)).json() as OrderDetail));
}

/** A sample's whole timeline through the ordinary events endpoint. */
async function timeline(as: As, id: number): Promise<ListedEvent[]> {
  const events: ListedEvent[] = [];
  let after = 0;
  for (;;) {
    const body = (await as('GET', `/api/business/samples/${id}/events?limit=200&after=${after}`)).json();
    events.push(...body.items);
    if (body.next === null) return events;
    after = body.next;
  }
}

/** The median of the test's own (sorted, middle or mean of the two middle ones), rounded to a tenth. */
const expectedMedian = (values: number[]) => {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  return Math.round(m * 10) / 10;
};

describe.each(testDatabases)('manager reports (%s)', (kind) => {
  let t: TestApp;
  let admin: As;
  let seller: As;
  let sellerId: number;
  let designer: As;

  beforeAll(async () => {
    t = await createTestApp(kind, { garmentSvg: demoData.garmentSvg });
    expect(await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now())).toBe(true);
    admin = injectAs(t.app, await loginCookie(t.app, 'admin', 'admin1234'));
    seller = injectAs(t.app, await loginCookie(t.app, demoData.demoUser.username, demoData.demoUser.password));
    sellerId = (await seller('GET', '/api/auth/details')).json().id;
    designer = (await buildUser(t.app, { username: 'disena', role: 'designer' })).as;
  });
  afterAll(() => t.close());

  it('samples report: stages, late samples, medians and conversion equal what the lists and timelines say', async () => {
    const res = await admin('GET', '/api/reports/samples');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const samples: ListedSample[] = (await admin('GET', '/api/dashboard/samples')).json();
    expect(samples.length).toBeGreaterThan(20);

    expect(report.total).toBe(samples.length);
    for (const { stage, count } of report.byStage) expect([stage, count]).toEqual([stage, samples.filter((s) => s.sampleStage === stage).length]);
    expect(report.byStage.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(samples.length);

    // Late: due before the shop's day and not authorised.
    const now = t.clock.now();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(now);
    expect(report.today).toBe(today);
    const late = samples.filter((s) => s.dueDate < today && s.sampleStage !== 7);
    expect(late.length).toBeGreaterThan(0);
    expect(report.late.map((s: { id: number }) => s.id).sort()).toEqual(late.map((s) => s.sampleId).sort());
    for (const s of report.late) expect(s.daysLate).toBe(Math.round((Date.parse(today) - Date.parse(s.dueDate)) / DAY));

    // Medians: each stay in a stage, from the timelines, that ended in the last 90 days.
    const since = now.getTime() - 90 * DAY;
    const days = new Map<number, number[]>();
    for (const s of samples) {
      let stage = 1;
      let entered: number | null = null;
      for (const e of await timeline(admin, s.sampleId)) {
        if (e.kind === 'created') entered = Date.parse(e.at);
        if (e.kind !== 'stage_changed' || e.to === undefined) continue;
        const left = Date.parse(e.at);
        if (entered !== null && left >= since) days.set(stage, [...(days.get(stage) ?? []), (left - entered) / DAY]);
        stage = e.to;
        entered = left;
      }
    }
    expect(report.stageDays.map((r: { stage: number }) => r.stage)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    for (const r of report.stageDays) {
      expect([r.stage, r.stays, r.medianDays]).toEqual([r.stage, days.get(r.stage)?.length ?? 0, expectedMedian(days.get(r.stage) ?? [])]);
    }
    expect(report.stageDays.find((r: { stage: number }) => r.stage === 1).stays).toBeGreaterThan(5);

    // Conversion: authorised or sold samples, and those with an order that is not cancelled.
    const orders = await allOrders(admin);
    const sold = new Set(orders.filter((o) => o.status !== 'Cancelada' && o.sample).map((o) => o.sample!.id));
    const candidates = samples.filter((s) => s.sampleStage === 7 || sold.has(s.sampleId)).length;
    expect(sold.size).toBeGreaterThan(0);
    expect(report.conversion).toEqual({ candidates, withOrder: sold.size, percent: Math.round((sold.size / candidates) * 1000) / 10 });
  });

  it('sales report: totals per seller and month equal the orders list (MXN cents; USD at their MXN total; cancelled left out)', async () => {
    const report = (await admin('GET', '/api/reports/sales')).json();
    expect(report.scope).toBe('all');
    expect(report.months).toHaveLength(12);
    const orders = (await allOrders(admin)).filter((o) => o.status !== 'Cancelada' && report.months.includes(o.createdAt.slice(0, 7)));
    expect(orders.length).toBeGreaterThan(30);
    const sellers = [...new Set(orders.map((o) => o.seller.id))];
    expect(report.sellers.map((s: { id: number }) => s.id).sort()).toEqual(sellers.sort());
    for (const s of report.sellers) {
      const own = orders.filter((o) => o.seller.id === s.id);
      expect(s.orders).toBe(own.length);
      expect(s.cents).toEqual(report.months.map((m: string) => own.filter((o) => o.createdAt.startsWith(m)).reduce((n, o) => n + o.totalMxnCents, 0)));
      expect(s.totalCents).toBe(own.reduce((n, o) => n + o.totalMxnCents, 0));
    }
    expect(report.totalCents).toBe(orders.reduce((n, o) => n + o.totalMxnCents, 0));
    expect(report.orders).toBe(orders.length);
    expect(report.usdOrders).toBe(orders.filter((o) => o.currency === 'USD').length);
    expect(report.usdOrders).toBeGreaterThan(0);
    // A year of demo history: most months have sales.
    expect(report.monthTotals.filter((c: number) => c > 0).length).toBeGreaterThanOrEqual(10);
  });

  it("sales report: a seller sees only their own orders; the workshop's roles are refused", async () => {
    const own = (await seller('GET', '/api/reports/sales')).json();
    expect(own.scope).toBe('own');
    expect(own.sellers.map((s: { id: number }) => s.id)).toEqual([sellerId]);
    const all = (await admin('GET', '/api/reports/sales')).json();
    expect(own.sellers[0]).toEqual(all.sellers.find((s: { id: number }) => s.id === sellerId));
    const refused = await designer('GET', '/api/reports/sales');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/vendedores y administradores/);
    expect((await designer('GET', '/api/reports/samples')).statusCode).toBe(200);
  });

  /** Hostile requests: each a precise 4xx with a JSON body, never a 500. */
  const HOSTILE: [string, 'GET' | 'POST' | 'DELETE', string, 'anon' | 'admin', number][] = [
    ['no session (samples)', 'GET', '/api/reports/samples', 'anon', 401],
    ['no session (sales)', 'GET', '/api/reports/sales', 'anon', 401],
    ['an unknown query parameter', 'GET', '/api/reports/sales?sellerId=1', 'admin', 400],
    ['a query parameter with NUL', 'GET', '/api/reports/samples?x=%00', 'admin', 400],
    ['a POST', 'POST', '/api/reports/sales', 'admin', 404],
    ['a DELETE', 'DELETE', '/api/reports/samples', 'admin', 404],
    ['an unknown report', 'GET', '/api/reports/compras', 'admin', 404],
  ];
  it.each(HOSTILE)('refuses %s', async (_name, method, url, who, status) => {
    const res = who === 'anon' ? await t.app.inject({ method, url }) : await admin(method, url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(typeof res.json().message).toBe('string');
  });
});
