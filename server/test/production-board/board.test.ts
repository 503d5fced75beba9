import { PERMISSION_MESSAGES } from '@muestrario/shared/domain';
import { MOVE_MESSAGES } from '@muestrario/shared/rules';
import { testDatabases } from '../helpers/databases';
import { anonymous } from '../helpers/request';
import { boardFixture, ROLES, type BoardFixture } from './fixture';

// Argon2 sign-ins on a shared, busy machine.
jest.setTimeout(120_000);

/*
 * The floor board on both databases. The test clock says Monday 10 March 2025, 09:00 in Mexico City: the
 * default board shows 10–16 March; capacities are 480 min Monday to Friday, 300 on Saturday, 0 on Sunday.
 */
const BOARD = '/api/production/board';
const queue = (id: number | string) => `/api/production/machines/${id}/queue`;
const plan = (id: number | string) => `/api/production/operations/${id}/plan`;

describe.each(testDatabases)('the floor board (%s)', (kind) => {
  let f: BoardFixture;
  let tajima: number;
  let brother: number;
  let table: number;
  let retired: number;
  // The board-content orders (10–16 March).
  let a: Awaited<ReturnType<BoardFixture['order']>>;
  let b: Awaited<ReturnType<BoardFixture['order']>>;
  let late: Awaited<ReturnType<BoardFixture['order']>>;
  let cancelled: Awaited<ReturnType<BoardFixture['order']>>;

  beforeAll(async () => {
    f = await boardFixture(kind);
    tajima = await f.machine('Tajima 6 cabezas', 'embroidery');
    brother = await f.machine('Brother 1 cabeza', 'embroidery');
    table = await f.machine('Mesa de empaque', 'manual_station', { shiftMinutes: [480, 480, 480, 480, 480, 0, 0] });
    retired = await f.machine('Bordadora vieja', 'embroidery', { active: false });
    a = await f.order({
      promisedDate: '2025-03-14',
      operations: [
        { kind: 'preparation', minutes: 45, machineId: table, plannedDay: '2025-03-10', status: 'done', good: 118 },
        { kind: 'embroidery', minutes: 300, machineId: tajima, plannedDay: '2025-03-11', status: 'in_progress' },
        { kind: 'packing', minutes: 30, machineId: table, plannedDay: '2025-03-12' },
      ],
    });
    b = await f.order({ status: 'planned', promisedDate: '2025-03-12', operations: [{ kind: 'embroidery', minutes: 250, machineId: tajima, plannedDay: '2025-03-11' }, { kind: 'packing', minutes: 20 }] });
    late = await f.order({ promisedDate: '2025-03-07', operations: [{ kind: 'embroidery', minutes: 60, machineId: brother, plannedDay: '2025-03-07' }] });
    cancelled = await f.order({ status: 'cancelled', operations: [{ kind: 'embroidery', minutes: 100, machineId: tajima, plannedDay: '2025-03-11' }] });
    await f.order({ status: 'closed', operations: [{ kind: 'embroidery', minutes: 100, machineId: tajima, plannedDay: '2025-03-10', status: 'done' }] });
  });
  afterAll(() => f.close());

  it("shows this week's machines × days with capacity and load, open orders' operations by day then due date", async () => {
    const res = await f.users.seller.as.get(BOARD);
    expect(res.statusCode).toBe(200);
    const board = res.json();
    expect(board.today).toBe('2025-03-10');
    expect(board.days).toEqual(['2025-03-10', '2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15', '2025-03-16']);
    // Active machines by kind then name; the retired one has no work, so no row.
    expect(board.machines.map((m: { name: string }) => m.name)).toEqual(['Brother 1 cabeza', 'Tajima 6 cabezas', 'Mesa de empaque']);
    const t = board.machines.find((m: { id: number }) => m.id === tajima);
    expect(t).toEqual({ id: tajima, name: 'Tajima 6 cabezas', kind: 'embroidery', heads: 6, active: true, capacity: [480, 480, 480, 480, 480, 300, 0], load: [0, 550, 0, 0, 0, 0, 0] });
    expect(board.machines.find((m: { id: number }) => m.id === table).load).toEqual([45, 0, 30, 0, 0, 0, 0]);
    // The cancelled and closed orders are not on it; Tuesday on the Tajima: B (due the 12th) before A (the 14th).
    expect(board.operations.map((o: { id: number }) => o.id)).toEqual([a.operationIds[0], b.operationIds[0], a.operationIds[1], a.operationIds[2]]);
    expect(board.operations.some((o: { orderId: number }) => o.orderId === cancelled.orderId)).toBe(false);
    const embroidery = board.operations[2];
    expect(embroidery).toMatchObject({ orderFolio: a.folio, orderStatus: 'released', kind: 'embroidery', machineName: 'Tajima 6 cabezas', status: 'in_progress', entering: 118, startedByName: 'produccion Prueba', clientName: expect.any(String), styleCode: 'POL-001', sampleName: 'Polos con nombre', pieces: 120, promisedDate: '2025-03-14', late: false, version: 0 });
    // Unplanned: B's packing with no machine and the late order's embroidery left on Friday the 7th.
    expect(board.unplanned.map((o: { id: number }) => o.id)).toEqual([late.operationIds[0], b.operationIds[1]]);
    expect(board.unplanned[0].late).toBe(true);
  });

  it('shows the days asked for, and a retired machine while it carries work', async () => {
    const res = await f.users.designer.as.get(`${BOARD}?from=2025-03-07&days=2`);
    expect(res.statusCode).toBe(200);
    const board = res.json();
    expect(board.days).toEqual(['2025-03-07', '2025-03-08']);
    expect(board.operations.map((o: { id: number }) => o.id)).toEqual([late.operationIds[0]]);
    expect(board.machines.find((m: { id: number }) => m.id === brother).load).toEqual([60, 0]);
    const spare = await f.order({ operations: [{ kind: 'embroidery', minutes: 10, machineId: retired, plannedDay: '2025-04-07' }] });
    const april = (await f.users.quality.as.get(`${BOARD}?from=2025-04-07&days=1`)).json();
    expect(april.machines.find((m: { id: number }) => m.id === retired)).toMatchObject({ active: false, capacity: [0], load: [10] });
    expect(april.operations.map((o: { id: number }) => o.id)).toEqual(spare.operationIds);
  });

  it("lists one machine's open operations, the one in progress first, then by day", async () => {
    const res = await f.users.quality.as.get(queue(tajima));
    expect(res.statusCode).toBe(200);
    const q = res.json();
    expect(q.machine).toEqual({ id: tajima, name: 'Tajima 6 cabezas', kind: 'embroidery', heads: 6 });
    expect(q.today).toBe('2025-03-10');
    expect(q.operations.map((o: { id: number }) => o.id)).toEqual([a.operationIds[1], b.operationIds[0]]);
    // Finished work leaves the queue: the table keeps only A's packing.
    const station = await f.users.seller.as.get(queue(table));
    expect(station.json().operations.map((o: { id: number }) => o.id)).toEqual([a.operationIds[2]]);
  });

  it('moves an operation to another machine of its kind and day, recording who and when; the order version follows', async () => {
    const o = await f.order({ operations: [{ kind: 'embroidery', minutes: 120, machineId: tajima, plannedDay: '2025-03-17' }] });
    const res = await f.users.production.as('PUT', plan(o.operationIds[0]!), { machineId: brother, plannedDay: '2025-03-18', version: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: o.operationIds[0], orderId: o.orderId, machineId: brother, machineName: 'Brother 1 cabeza', plannedDay: '2025-03-18', movedAt: f.t.clock.now().toISOString(), movedByName: 'produccion Prueba', version: 1 });
    expect(res.json()).not.toHaveProperty('orderFolio');
    expect(await f.operation(o.operationIds[0]!)).toEqual({ machine_id: brother, planned_day: '2025-03-18', version: 1, moved_by: f.users.production.id, moved_at: f.t.clock.now().toISOString() });
    expect(await f.orderVersion(o.orderId)).toBe(1);
    // The old version now loses.
    const again = await f.users.admin.as('PUT', plan(o.operationIds[0]!), { machineId: tajima, plannedDay: '2025-03-19', version: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MOVE_MESSAGES.staleVersion });
  });

  it('two people moving the same operation at once: exactly one wins, the other gets 409 in Spanish', async () => {
    for (let round = 0; round < 3; round++) {
      const o = await f.order({ operations: [{ kind: 'embroidery', minutes: 60, machineId: tajima, plannedDay: '2025-03-17' }] });
      const id = o.operationIds[0]!;
      const [one, two] = await Promise.all([
        f.users.production.as('PUT', plan(id), { machineId: brother, plannedDay: '2025-03-19', version: 0 }),
        f.users.admin.as('PUT', plan(id), { machineId: tajima, plannedDay: '2025-03-20', version: 0 }),
      ]);
      expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
      const [winner, loser] = one.statusCode === 200 ? [one, two] : [two, one];
      expect(loser.json()).toEqual({ message: 'Otra persona movió esta operación mientras tanto: vuelve a cargar el tablero.' });
      const row = await f.operation(id);
      expect(row).toMatchObject({ version: 1, planned_day: winner.json().plannedDay, machine_id: winner.json().machineId });
      expect(await f.orderVersion(o.orderId)).toBe(1);
    }
  });

  it('refuses a machine of another kind, a full day, a closed day and a past day with 409 and the reason; nothing written', async () => {
    const o = await f.order({ operations: [{ kind: 'embroidery', minutes: 200, machineId: tajima, plannedDay: '2025-03-24' }] });
    const id = o.operationIds[0]!;
    await f.order({ operations: [{ kind: 'embroidery', minutes: 300, machineId: brother, plannedDay: '2025-03-25' }] });
    const cases: [object, string | RegExp][] = [
      [{ machineId: table, plannedDay: '2025-03-25' }, 'Bordado se hace en una bordadora: elige una máquina de ese tipo.'],
      [{ machineId: brother, plannedDay: '2025-03-25' }, 'La máquina «Brother 1 cabeza» tiene 480 min el martes 25 de marzo y ya lleva 300 min planeados: esta operación (200 min) no cabe. Elige otro día u otra máquina.'],
      [{ machineId: tajima, plannedDay: '2025-03-23' }, 'La máquina «Tajima 6 cabezas» no trabaja el domingo 23 de marzo: elige otro día.'],
      [{ machineId: tajima, plannedDay: '2025-03-07' }, MOVE_MESSAGES.pastDay],
      [{ machineId: retired, plannedDay: '2025-03-25' }, MOVE_MESSAGES.inactive('Bordadora vieja')],
    ];
    for (const [body, message] of cases) {
      const res = await f.users.production.as('PUT', plan(id), { ...body, version: 0 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message });
    }
    expect(await f.operation(id)).toEqual({ machine_id: tajima, planned_day: '2025-03-24', version: 0, moved_by: null, moved_at: null });
    expect(await f.orderVersion(o.orderId)).toBe(0);
    // Fits exactly (300 + 180 = 480); and a long operation alone on an empty day may spill over it.
    const fits = await f.order({ operations: [{ kind: 'embroidery', minutes: 180, machineId: tajima, plannedDay: '2025-03-24' }] });
    expect((await f.users.production.as('PUT', plan(fits.operationIds[0]!), { machineId: brother, plannedDay: '2025-03-25', version: 0 })).statusCode).toBe(200);
    const long = await f.order({ operations: [{ kind: 'embroidery', minutes: 900, machineId: tajima, plannedDay: '2025-03-24' }] });
    expect((await f.users.production.as('PUT', plan(long.operationIds[0]!), { machineId: brother, plannedDay: '2025-03-26', version: 0 })).statusCode).toBe(200);
    const board = (await f.users.seller.as.get(`${BOARD}?from=2025-03-26&days=1`)).json();
    expect(board.machines.find((m: { id: number }) => m.id === brother)).toMatchObject({ capacity: [480], load: [900] });
  });

  it('refuses moving an operation started or done, or of a cancelled or closed order', async () => {
    const expectRefused = async (id: number, message: string) => {
      const res = await f.users.admin.as('PUT', plan(id), { machineId: brother, plannedDay: '2025-03-27', version: 0 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message });
      expect((await f.operation(id)).version).toBe(0);
    };
    await expectRefused(a.operationIds[1]!, MOVE_MESSAGES.inProgress);
    await expectRefused(a.operationIds[0]!, MOVE_MESSAGES.done);
    await expectRefused(cancelled.operationIds[0]!, MOVE_MESSAGES.orderCancelled);
    const closed = await f.order({ status: 'closed', operations: [{ kind: 'embroidery', minutes: 10, machineId: tajima, plannedDay: '2025-03-24' }] });
    await expectRefused(closed.operationIds[0]!, MOVE_MESSAGES.orderClosed);
  });

  it('answers 404 in Spanish for an unknown operation or machine', async () => {
    const o = await f.order({ operations: [{ kind: 'embroidery', minutes: 10, machineId: tajima, plannedDay: '2025-03-24' }] });
    const unknownOp = await f.users.production.as('PUT', plan(2_000_000_000), { machineId: brother, plannedDay: '2025-03-27', version: 0 });
    expect(unknownOp.statusCode).toBe(404);
    expect(unknownOp.json()).toEqual({ message: MOVE_MESSAGES.notFound });
    const unknownMachine = await f.users.production.as('PUT', plan(o.operationIds[0]!), { machineId: 2_000_000_000, plannedDay: '2025-03-27', version: 0 });
    expect(unknownMachine.statusCode).toBe(404);
    expect(unknownMachine.json()).toEqual({ message: MOVE_MESSAGES.machineNotFound });
    expect((await f.operation(o.operationIds[0]!)).version).toBe(0);
    const noQueue = await f.users.seller.as.get(queue(2_000_000_000));
    expect(noQueue.statusCode).toBe(404);
    expect(noQueue.json()).toEqual({ message: MOVE_MESSAGES.machineNotFound });
  });

  it('walks every board endpoint × role: everyone reads, production and admins move, the rest 403; no session 401', async () => {
    const o = await f.order({ operations: [{ kind: 'embroidery', minutes: 10, machineId: tajima, plannedDay: '2025-03-31' }] });
    const id = o.operationIds[0]!;
    let version = 0;
    for (const role of ROLES) {
      const as = f.users[role].as;
      expect([role, (await as.get(BOARD)).statusCode]).toEqual([role, 200]);
      expect([role, (await as.get(queue(tajima))).statusCode]).toEqual([role, 200]);
      const res = await as('PUT', plan(id), { machineId: version % 2 ? tajima : brother, plannedDay: '2025-03-31', version });
      if (role === 'production' || role === 'admin') {
        expect([role, res.statusCode]).toEqual([role, 200]);
        version += 1;
      } else {
        expect([role, res.statusCode]).toEqual([role, 403]);
        expect(res.json()).toEqual({ message: PERMISSION_MESSAGES.productionPlans });
      }
    }
    expect((await f.operation(id)).version).toBe(2);
    const nobody = anonymous(f.t.app);
    expect((await nobody.get(BOARD)).statusCode).toBe(401);
    expect((await nobody.get(queue(tajima))).statusCode).toBe(401);
    expect((await nobody('PUT', plan(id), { machineId: brother, plannedDay: '2025-03-31', version: 2 })).statusCode).toBe(401);
  });
});
