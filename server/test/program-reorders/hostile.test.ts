import { seedIfEmpty } from '../../src/db/seed';
import { items as demoItems } from '../../src/db/seed/data/items';
import { createTestApp, type TestApp } from '../helpers/app';
import { backofficeFixture } from '../helpers/backoffice';
import { buildProgram, buildUser, type BuiltProgram } from '../helpers/builders';
import { testDatabases } from '../helpers/databases';
import type { Requester } from '../helpers/request';

jest.setTimeout(180_000);

/* Hostile inputs on the reorder and report routes, both databases: a 4xx JSON with a Spanish message, never a 5xx, nothing written. */

const BAD_IDS = ['abc', '0', '-1', '1.5', '1e3', '012', '99999999999', '2147483648', '%00', '1%00', '%20'];

describe.each(testDatabases)('program reorders against hostile inputs (%s)', (kind) => {
  let t: TestApp;
  let seller: Requester;
  let admin: Requester;
  let p: BuiltProgram;

  const pick = () => ({ kind: 'empleados', employeeIds: [p.employees[0]!.id] });
  const BAD_BODIES: [string, () => unknown][] = [
    ['null', () => null],
    ['an array', () => [{ pick: pick() }]],
    ['no pick', () => ({})],
    ['a pick of no kind', () => ({ pick: {} })],
    ['an unknown kind', () => ({ pick: { kind: 'favoritos' } })],
    ['the kind in capitals', () => ({ pick: { kind: 'TODOS' } })],
    ['no ids', () => ({ pick: { kind: 'empleados', employeeIds: [] } })],
    ['ids as text', () => ({ pick: { kind: 'empleados', employeeIds: ['1'] } })],
    ['an id 0', () => ({ pick: { kind: 'empleados', employeeIds: [0] } })],
    ['an id past the integer range', () => ({ pick: { kind: 'empleados', employeeIds: [2_147_483_648] } })],
    ['an id with decimals', () => ({ pick: { kind: 'empleados', employeeIds: [1.5] } })],
    ['too many ids', () => ({ pick: { kind: 'empleados', employeeIds: Array.from({ length: 2_001 }, (_, i) => i + 1) } })],
    ['ids of another program', () => ({ pick: { kind: 'empleados', employeeIds: [999_999] } })],
    ['ids beside a selection', () => ({ pick: { kind: 'todos', employeeIds: [1] } })],
    ['new hires of 0 days', () => ({ pick: { kind: 'nuevos', days: 0 } })],
    ['new hires of 400 days', () => ({ pick: { kind: 'nuevos', days: 400 } })],
    ['new hires of 1e400 days', () => ({ pick: { kind: 'nuevos', days: '1e400' } })],
    ['a blank area', () => ({ pick: { kind: 'area', area: '   ' } })],
    ['an area with NUL', () => ({ pick: { kind: 'area', area: 'Almacén\u0000' } })],
    ['an area too long', () => ({ pick: { kind: 'area', area: 'x'.repeat(81) } })],
    ['a job title of another program', () => ({ pick: { kind: 'puesto', jobTitleId: 999_999 } })],
    ['a job title as text', () => ({ pick: { kind: 'puesto', jobTitleId: 'Supervisor' } })],
    ['an extra property', () => ({ pick: pick(), orderId: 1 })],
    ['an extra property in the pick', () => ({ pick: { ...pick(), sellerId: 1 } })],
    ['exceptions that are not a list', () => ({ pick: pick(), exceptions: { employeeId: 1 } })],
    ['an exception without reason', () => ({ pick: pick(), exceptions: [{ employeeId: p.employees[0]!.id, kitLineId: p.kitLines.operatorPolo }] })],
    ['an exception with a blank reason', () => ({ pick: pick(), exceptions: [{ employeeId: p.employees[0]!.id, kitLineId: p.kitLines.operatorPolo, reason: '  ' }] })],
    ['an exception with a reason too long', () => ({ pick: pick(), exceptions: [{ employeeId: p.employees[0]!.id, kitLineId: p.kitLines.operatorPolo, reason: 'x'.repeat(501) }] })],
    ['an exception of an employee not picked', () => ({ pick: pick(), exceptions: [{ employeeId: p.employees[1]!.id, kitLineId: p.kitLines.operatorPolo, reason: 'Reposición' }] })],
    ['an exception of a kit line not theirs', () => ({ pick: pick(), exceptions: [{ employeeId: p.employees[0]!.id, kitLineId: p.kitLines.supervisorPolo, reason: 'Reposición' }] })],
    ['an exception of an unknown kit line', () => ({ pick: pick(), exceptions: [{ employeeId: p.employees[0]!.id, kitLineId: 999_999, reason: 'Reposición' }] })],
  ];
  const BAD_CREATE_BODIES: [string, () => unknown][] = [
    ['a request id as text', () => ({ pick: pick(), requestId: 'uno' })],
    ['a request id 0', () => ({ pick: pick(), requestId: 0 })],
    ['an unknown request', () => ({ pick: pick(), requestId: 999_999 })],
    ['negative expected pieces', () => ({ pick: pick(), expectedPieces: -1 })],
    ['expected pieces with decimals', () => ({ pick: pick(), expectedPieces: 1.5 })],
    ['a due date that does not exist', () => ({ pick: pick(), dueDate: '2025-02-30' })],
    ['a due date with a time', () => ({ pick: pick(), dueDate: '2025-04-01T10:00:00Z' })],
    ['a reference too long', () => ({ pick: pick(), reference: 'x'.repeat(101) })],
    ['a reference with NUL', () => ({ pick: pick(), reference: 'OC\u0000' })],
  ];

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, { ...backofficeFixture, items: demoItems }, t.clock.now());
    const s = await buildUser(t.app, { username: 'vendedora', role: 'seller' });
    seller = s.as;
    admin = (await buildUser(t.app, { username: 'jefa', role: 'admin' })).as;
    p = await buildProgram(t.app, { employees: 4, sellerId: s.id });
  });
  afterAll(() => t.close());

  const written = async () => ({
    documents: Number((await t.app.db.selectFrom('documents').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n),
    pieces: Number((await t.app.db.selectFrom('program_order_pieces').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n),
    exceptions: Number((await t.app.db.selectFrom('program_allowance_exceptions').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n),
  });
  const expect4xx = (res: { statusCode: number; headers: Record<string, unknown>; json(): { message?: unknown } }) => {
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().message).toMatch(/[a-záéíóúñ]{3}/i);
  };

  it.each(BAD_IDS)('every route with program id %s is a 4xx, nothing written', async (id) => {
    const before = await written();
    expect4xx(await seller(`POST`, `/api/programs/${id}/reorders/preview`, { pick: pick() }));
    expect4xx(await seller(`POST`, `/api/programs/${id}/reorders`, { pick: pick() }));
    expect4xx(await seller.get(`/api/programs/${id}/report`));
    expect(await written()).toEqual(before);
  });

  it.each(BAD_BODIES)('preview and create with %s are a 400, nothing written (an admin sending it)', async (_name, body) => {
    const before = await written();
    for (const path of ['reorders/preview', 'reorders']) {
      const res = await admin('POST', `/api/programs/${p.programId}/${path}`, body());
      expect4xx(res);
      expect(res.statusCode).toBe(400);
    }
    expect(await written()).toEqual(before);
  });

  it.each(BAD_CREATE_BODIES)('create with %s is a 4xx, nothing written', async (_name, body) => {
    const before = await written();
    expect4xx(await seller('POST', `/api/programs/${p.programId}/reorders`, body()));
    expect(await written()).toEqual(before);
  });

  it('a body that is not JSON is a 415, broken JSON a 400, nothing written', async () => {
    const path = `/api/programs/${p.programId}/reorders`;
    const before = await written();
    const text = await seller('POST', path, 'pick=todos', { 'content-type': 'text/plain' });
    expect4xx(text);
    expect(text.statusCode).toBe(415);
    expect4xx(await seller('POST', path, '{"pick": {', { 'content-type': 'application/json' }));
    expect(await written()).toEqual(before);
  });

  it('the valid body still works afterwards (the tables above could fail)', async () => {
    const res = await seller('POST', `/api/programs/${p.programId}/reorders`, { pick: pick() });
    expect(res.statusCode).toBe(201);
    expect((await seller.get(`/api/programs/${p.programId}/report`)).statusCode).toBe(200);
  });
});
