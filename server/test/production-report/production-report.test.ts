import { PRODUCTION_REPORT_MESSAGES } from '@muestrario/shared/rules';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { backofficeFixture } from '../helpers/backoffice';
import { buildSample, buildUser, type BuiltUser } from '../helpers/builders';
import { testDatabases } from '../helpers/databases';
import { anonymous } from '../helpers/request';
import { writeProductionOrders, type FixtureOrder } from './fixture';

// Argon2 sign-ins and seeding on a shared, busy machine.
jest.setTimeout(120_000);

const URL = '/api/production/report';

/*
 * The test clock stands at 2025-03-10T15:00Z: 09:00 of 10 March in Mexico City (UTC−6). The default range
 * is therefore 9 February – 10 March. Orders created near the range's edges check the Mexico City day.
 */
const ORDERS: FixtureOrder[] = [
  // 0 planned, on time.
  { status: 'planned', pieces: 120, createdAt: '2025-03-01T18:00:00.000Z', plannedEnd: '2025-03-15', promisedDate: '2025-03-17' },
  // 1 released, planned end passed: late.
  { status: 'released', pieces: 50, createdAt: '2025-03-05T18:00:00.000Z', plannedEnd: '2025-03-08', promisedDate: '2025-03-20' },
  // 2 in progress, promised date passed: late; its embroidery finished on 5 March at 19:00 in Mexico City.
  {
    status: 'in_progress',
    pieces: 30,
    createdAt: '2025-02-20T18:00:00.000Z',
    plannedEnd: '2025-03-12',
    promisedDate: '2025-03-09',
    operations: [
      { kind: 'embroidery', minutes: 30, machine: true, startedAt: '2025-03-05T16:00:00.000Z', finishedAt: '2025-03-06T01:00:00.000Z', good: 28, rejected: 2 },
      { kind: 'packing', minutes: 5 },
    ],
  },
  // 3 closed: embroidery (90 real minutes, 1 rejected) then packing without a machine (8 real minutes).
  {
    status: 'closed',
    pieces: 40,
    createdAt: '2025-02-15T18:00:00.000Z',
    plannedEnd: '2025-03-01',
    operations: [
      { kind: 'embroidery', minutes: 60, machine: true, startedAt: '2025-03-03T15:00:00.000Z', finishedAt: '2025-03-03T16:30:30.000Z', good: 39, rejected: 1 },
      { kind: 'packing', minutes: 10, startedAt: '2025-03-04T15:00:00.000Z', finishedAt: '2025-03-04T15:08:00.000Z', good: 39, rejected: 0 },
    ],
  },
  // 4 cancelled in January: outside the default range, and never late.
  { status: 'cancelled', pieces: 10, createdAt: '2025-01-02T18:00:00.000Z', plannedEnd: '2025-01-10' },
  // 5 planned, created at 23:00 of 10 March in Mexico City (already the 11th in UTC): inside.
  { status: 'planned', pieces: 5, createdAt: '2025-03-11T05:00:00.000Z' },
  // 6 planned, created at 23:59 of 8 February in Mexico City (the 9th in UTC): outside.
  { status: 'planned', pieces: 7, createdAt: '2025-02-09T05:59:00.000Z' },
  // 7 closed in January, its one operation finished on 5 January.
  {
    status: 'closed',
    pieces: 12,
    createdAt: '2025-01-02T18:00:00.000Z',
    operations: [{ kind: 'embroidery', minutes: 20, machine: true, startedAt: '2025-01-05T15:00:00.000Z', finishedAt: '2025-01-05T15:25:00.000Z', good: 12, rejected: 0 }],
  },
];

/** Hostile queries: each a 400 JSON with a Spanish message, never a 500. */
const HOSTILE: [string, string][] = [
  ['a day that does not exist', 'from=2025-02-30'],
  ['a 29 February of a common year', 'to=2025-02-29'],
  ['a month 13', 'from=2025-13-01'],
  ['a date without zeros', 'from=2025-3-1'],
  ['a date and time', 'from=2025-03-01T00:00:00Z'],
  ['words', 'from=ayer'],
  ['an empty value', 'to='],
  ['a number', 'from=20250301'],
  ['a NUL character', 'from=2025-03-01%00'],
  ['a NUL alone', 'to=%00'],
  ['two values (an array)', 'from=2025-03-01&from=2025-03-02'],
  ['bracket arrays', 'from[]=2025-03-01'],
  ['an unknown parameter', 'desde=2025-03-01'],
  ['a very long value', `from=${'9'.repeat(5000)}`],
  ['from after to', 'from=2025-03-10&to=2025-03-09'],
  ['from in the future without to', 'from=2025-03-11'],
  ['367 days', 'from=2024-01-01&to=2025-01-01'],
  ['a huge range', 'from=0001-01-01&to=9999-12-31'],
  ['year zero to today', 'from=0000-01-01'],
];

type Report = {
  from: string;
  to: string;
  byStatus: { status: string; orders: number; pieces: number }[];
  late: { id: number; folio: string; late: boolean; progressPercent: number; goodPieces: number; rejectedPieces: number; clientName: string; salesOrderFolio: string; styleCode: string; sampleName: string; createdByName: string }[];
  minutes: { machineId: number | null; machineName: string; kind: string; operations: number; estimatedMinutes: number; actualMinutes: number }[];
  piecesPerDay: { day: string; good: number; rejected: number }[];
};

describe.each(testDatabases)('production report (%s)', (kind) => {
  let t: TestApp;
  let users: BuiltUser[];
  let ids: number[];
  let machineId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, backofficeFixture, t.clock.now());
    users = [];
    for (const role of ['seller', 'designer', 'production', 'quality', 'admin'] as const) users.push(await buildUser(t.app, { role }));
    ({ ids, machineId } = await writeProductionOrders(t.app, users[0]!, ORDERS));
  });
  afterAll(() => t.close());

  const get = async (query = '', who = 4) => {
    const res = await users[who]!.as('GET', `${URL}${query ? `?${query}` : ''}`);
    expect(res.statusCode).toBe(200);
    return res.json() as Report;
  };

  it('answers every signed-in role the same report; without a session 401 in Spanish', async () => {
    const answers = [];
    for (let who = 0; who < users.length; who++) answers.push(await get('', who));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const res = await anonymous(t.app)('GET', URL);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/sesión/i);
  });

  it('defaults to the last 30 days to today in Mexico City: orders by status created in it, by their Mexico City day', async () => {
    const report = await get();
    expect([report.from, report.to]).toEqual(['2025-02-09', '2025-03-10']);
    const inRange = [0, 1, 2, 3, 5];
    const expected = ['planned', 'released', 'in_progress', 'closed', 'cancelled'].map((status) => {
      const of = inRange.map((i) => ORDERS[i]!).filter((o) => o.status === status);
      return { status, orders: of.length, pieces: of.reduce((n, o) => n + o.pieces, 0) };
    });
    expect(report.byStatus).toEqual(expected);
    expect(report.byStatus.find((s) => s.status === 'planned')).toEqual({ status: 'planned', orders: 2, pieces: 125 });
  });

  it('lists the open late orders as the lists show them, the longest overdue first, with their progress', async () => {
    const report = await get();
    expect(report.late.map((o) => o.id)).toEqual([ids[1], ids[2]]);
    const [released, inProgress] = report.late;
    expect(released).toMatchObject({ folio: 'OF-00002', late: true, progressPercent: 0, goodPieces: 0, rejectedPieces: 0, styleCode: 'POLO-PQ', sampleName: 'Polo bordado Golfo' });
    expect(released!.salesOrderFolio).toMatch(/\S/);
    expect(released!.clientName).toMatch(/\S/);
    expect(released!.createdByName).toBe('vendedora Prueba');
    // 30 pieces entered the embroidery (done) and 28 the packing (pending): 30 of 58 piece-operations.
    expect(inProgress).toMatchObject({ progressPercent: Math.floor((30 * 100) / 58), goodPieces: 0, rejectedPieces: 2 });
    // The late list does not depend on the range.
    expect((await get('from=2025-01-01&to=2025-01-31')).late.map((o) => o.id)).toEqual([ids[1], ids[2]]);
  });

  it('adds estimated and actual whole minutes of the operations finished in the range, per machine and kind', async () => {
    const report = await get();
    expect(report.minutes).toEqual([
      { machineId, machineName: 'Tajima 6 cabezas', kind: 'embroidery', operations: 2, estimatedMinutes: 60 + 30, actualMinutes: 90 + 540 },
      { machineId: null, machineName: 'Sin máquina', kind: 'packing', operations: 1, estimatedMinutes: 10, actualMinutes: 8 },
    ]);
    const january = await get('from=2025-01-01&to=2025-01-31');
    expect(january.minutes).toEqual([{ machineId, machineName: 'Tajima 6 cabezas', kind: 'embroidery', operations: 1, estimatedMinutes: 20, actualMinutes: 25 }]);
  });

  it('gives good (out of last operations) and rejected pieces for every day of the range, by the Mexico City day of the finish', async () => {
    const report = await get();
    expect(report.piecesPerDay).toHaveLength(30);
    const nonZero = report.piecesPerDay.filter((d) => d.good || d.rejected);
    expect(nonZero).toEqual([
      { day: '2025-03-03', good: 0, rejected: 1 },
      { day: '2025-03-04', good: 39, rejected: 0 },
      // Finished at 01:00 UTC of the 6th: the 5th in Mexico City.
      { day: '2025-03-05', good: 0, rejected: 2 },
    ]);
    const oneDay = await get('from=2025-03-06&to=2025-03-06');
    expect(oneDay.piecesPerDay).toEqual([{ day: '2025-03-06', good: 0, rejected: 0 }]);
    expect(oneDay.minutes).toEqual([]);
  });

  it('takes a range: counts what it holds, a whole leap year at most', async () => {
    const january = await get('from=2025-01-01&to=2025-01-31');
    expect(january.byStatus.filter((s) => s.orders)).toEqual([
      { status: 'closed', orders: 1, pieces: 12 },
      { status: 'cancelled', orders: 1, pieces: 10 },
    ]);
    expect(january.piecesPerDay.find((d) => d.day === '2025-01-05')).toEqual({ day: '2025-01-05', good: 12, rejected: 0 });
    const year = await get('from=2024-03-11&to=2025-03-10');
    expect(year.piecesPerDay).toHaveLength(365);
    expect(year.byStatus.reduce((n, s) => n + s.orders, 0)).toBe(ORDERS.length);
    expect((await get('from=2024-01-01&to=2024-12-31')).piecesPerDay).toHaveLength(366);
    // Only `to`: the 30 days up to it.
    expect(await get('to=2025-01-31')).toMatchObject({ from: '2025-01-02', to: '2025-01-31' });
  });

  describe('conversion of samples into production orders', () => {
    let made: number;
    let unmade: number;
    let onlyCancelled: number;
    beforeAll(async () => {
      made = (await t.app.db.selectFrom('production_orders').select('sample_id').where('id', '=', ids[0]!).executeTakeFirstOrThrow()).sample_id;
      unmade = await buildSample(t.app, { stage: 7, name: 'Gorra sin orden', ownerId: users[0]!.id });
      onlyCancelled = await buildSample(t.app, { stage: 7, name: 'Chamarra cancelada', ownerId: users[0]!.id });
      await t.app.db.updateTable('production_orders').set({ sample_id: onlyCancelled }).where('id', '=', ids[4]!).execute();
    });

    it('the samples list marks the samples made into production orders (cancelled ones aside) with their count, pieces and newest folio', async () => {
      const res = await users[1]!.as('GET', '/api/dashboard/samples?stage=7&limit=100');
      expect(res.statusCode).toBe(200);
      const items = res.json().items as { sampleId: number; production?: unknown }[];
      const byId = new Map(items.map((i) => [i.sampleId, i]));
      const open = ORDERS.filter((o, i) => i !== 4);
      expect(byId.get(made)!.production).toEqual({ orders: open.length, pieces: open.reduce((n, o) => n + o.pieces, 0), latestFolio: `OF-${String(ORDERS.length).padStart(5, '0')}` });
      expect(byId.get(unmade)).toBeDefined();
      expect(byId.get(unmade)!).not.toHaveProperty('production');
      expect(byId.get(onlyCancelled)!).not.toHaveProperty('production');
      // Every other sample of the list has none either.
      expect(items.filter((i) => 'production' in i).map((i) => i.sampleId)).toEqual([made]);
    });

    it('the samples report gives authorised samples that became production orders ÷ authorised, and their pieces', async () => {
      const res = await users[4]!.as('GET', '/api/reports/samples');
      expect(res.statusCode).toBe(200);
      const authorised = (await t.app.db.selectFrom('samples').select('id').where('stage', '=', 7).execute()).length;
      expect(authorised).toBeGreaterThanOrEqual(3);
      const open = ORDERS.filter((o, i) => i !== 4);
      expect(res.json().production).toEqual({
        authorised,
        withProductionOrder: 1,
        percent: Math.round((1 / authorised) * 1000) / 10,
        pieces: open.reduce((n, o) => n + o.pieces, 0),
      });
    });
  });

  it.each(HOSTILE)('answers %s with 400 JSON and a Spanish message', async (_name, query) => {
    const res = await users[1]!.as('GET', `${URL}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().message).toMatch(/\S/);
    expect(res.json().message).not.toMatch(/must|should|querystring/i);
  });

  it('says why a range is refused', async () => {
    expect((await users[0]!.as('GET', `${URL}?from=2025-03-10&to=2025-03-09`)).json()).toEqual({ message: PRODUCTION_REPORT_MESSAGES.fromAfterTo });
    expect((await users[0]!.as('GET', `${URL}?from=2024-01-01&to=2025-01-01`)).json()).toEqual({ message: PRODUCTION_REPORT_MESSAGES.tooLong });
  });
});
