import { MOVE_MESSAGES } from '@muestrario/shared/rules';
import { testDatabases } from '../helpers/databases';
import { boardFixture, type BoardFixture } from './fixture';

jest.setTimeout(120_000);

/* Hostile inputs on the board's three routes, both databases: 4xx JSON with a Spanish message, never 5xx, nothing written. */

const BAD_IDS = ['abc', '0', '-1', '1.5', '1e3', '012', '99999999999', '2147483648', '%00', '1%00', '%20'];

const BAD_QUERIES = [
  'from=hoy',
  'from=2025-13-01',
  'from=2025-02-30',
  'from=2025-03-10%00',
  'from=',
  'days=0',
  'days=32',
  'days=1.5',
  'days=siete',
  'days=1e400',
  'days=-1',
  'days=99999999999999999999',
  'desde=2025-03-10',
  'from=2025-03-10&from=2025-03-11',
];

describe.each(testDatabases)('the floor board against hostile inputs (%s)', (kind) => {
  let f: BoardFixture;
  let tajima: number;
  let opId: number;
  const VALID = () => ({ machineId: tajima, plannedDay: '2025-03-18', version: 0 });
  const BAD_BODIES: [string, () => unknown][] = [
    ['null', () => null],
    ['an array', () => [VALID()]],
    ['no fields', () => ({})],
    ['no version', () => ({ machineId: tajima, plannedDay: '2025-03-18' })],
    ['no machine', () => ({ plannedDay: '2025-03-18', version: 0 })],
    ['no day', () => ({ machineId: tajima, version: 0 })],
    ['a negative version', () => ({ ...VALID(), version: -1 })],
    ['a version with decimals', () => ({ ...VALID(), version: 0.5 })],
    ['the version as text', () => ({ ...VALID(), version: '0' })],
    ['machine 0', () => ({ ...VALID(), machineId: 0 })],
    ['a machine as text', () => ({ ...VALID(), machineId: 'Tajima' })],
    ['a machine past the integer range', () => ({ ...VALID(), machineId: 2_147_483_648 })],
    ['a machine as null', () => ({ ...VALID(), machineId: null })],
    ['a day that does not exist', () => ({ ...VALID(), plannedDay: '2025-02-30' })],
    ['a day in words', () => ({ ...VALID(), plannedDay: 'mañana' })],
    ['a day with a time', () => ({ ...VALID(), plannedDay: '2025-03-18T10:00:00Z' })],
    ['a day with NUL', () => ({ ...VALID(), plannedDay: '2025-03-18\u0000' })],
    ['a day as a number', () => ({ ...VALID(), plannedDay: 20250318 })],
    ['an extra property', () => ({ ...VALID(), movedBy: 1 })],
    ['an extra property (status)', () => ({ ...VALID(), status: 'done' })],
  ];

  beforeAll(async () => {
    f = await boardFixture(kind);
    tajima = await f.machine('Tajima 6 cabezas', 'embroidery');
    const o = await f.order({ operations: [{ kind: 'embroidery', minutes: 60, machineId: tajima, plannedDay: '2025-03-17' }] });
    opId = o.operationIds[0]!;
  });
  afterAll(() => f.close());

  const unchanged = async () => {
    expect(await f.operation(opId)).toEqual({ machine_id: tajima, planned_day: '2025-03-17', version: 0, moved_by: null, moved_at: null });
    expect(await f.orderVersion((await f.t.app.db.selectFrom('production_operations').select('order_id').where('id', '=', opId).executeTakeFirstOrThrow()).order_id)).toBe(0);
  };
  const expectSpanish4xx = (res: { statusCode: number; headers: Record<string, unknown>; json(): { message?: unknown } }, status = 400) => {
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().message).toMatch(/[a-záéíóúñ]{3}/i);
  };

  it.each(BAD_QUERIES)('GET /production/board?%s is a 400', async (query) => {
    expectSpanish4xx(await f.users.seller.as.get(`/api/production/board?${query}`));
  });

  it.each(BAD_IDS)('GET /production/machines/%s/queue is a 400', async (id) => {
    const res = await f.users.seller.as.get(`/api/production/machines/${id}/queue`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectSpanish4xx(res, res.statusCode);
  });

  it.each(BAD_IDS)('PUT /production/operations/%s/plan is a 4xx, nothing written', async (id) => {
    const res = await f.users.production.as('PUT', `/api/production/operations/${id}/plan`, VALID());
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectSpanish4xx(res, res.statusCode);
    await unchanged();
  });

  it.each(BAD_BODIES)('PUT /production/operations/:id/plan with %s is a 400, nothing written', async (_name, body) => {
    expectSpanish4xx(await f.users.production.as('PUT', `/api/production/operations/${opId}/plan`, body()));
    await unchanged();
  });

  it('a version no one saw (however large) is the 409 of a stale version, nothing written', async () => {
    for (const version of [1, 2_147_483_648, 1e308]) {
      const res = await f.users.production.as('PUT', `/api/production/operations/${opId}/plan`, { ...VALID(), version });
      expectSpanish4xx(res, 409);
      expect(res.json().message).toBe(MOVE_MESSAGES.staleVersion);
    }
    await unchanged();
  });

  it('answers a body that is not JSON with 415, broken JSON with 400; nothing written', async () => {
    const url = `/api/production/operations/${opId}/plan`;
    expectSpanish4xx(await f.users.production.as('PUT', url, 'machineId=1', { 'content-type': 'text/plain' }), 415);
    expectSpanish4xx(await f.users.production.as('PUT', url, '{"machineId": 1,', { 'content-type': 'application/json' }));
    expectSpanish4xx(await f.users.production.as('PUT', url, '', { 'content-type': 'application/json' }));
    await unchanged();
  });

  it('the valid body still moves it afterwards (the table above could fail)', async () => {
    const res = await f.users.production.as('PUT', `/api/production/operations/${opId}/plan`, VALID());
    expect(res.statusCode).toBe(200);
    expect((await f.operation(opId)).version).toBe(1);
  });
});
