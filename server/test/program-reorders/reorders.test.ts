import { PERMISSION_MESSAGES, REORDER_MESSAGES } from '@muestrario/shared/domain';
import { seedIfEmpty } from '../../src/db/seed';
import { items as demoItems } from '../../src/db/seed/data/items';
import { createTestApp, type TestApp } from '../helpers/app';
import { backofficeFixture } from '../helpers/backoffice';
import { buildProgram, buildUser, type BuiltProgram } from '../helpers/builders';
import { testDatabases } from '../helpers/databases';
import type { Requester } from '../helpers/request';

// Argon2 sign-ins, seeding and a 50-employee order on a shared, busy machine.
jest.setTimeout(180_000);

/*
 * Issue 35 item 3, acceptance 1: a reorder from a program's roster in one step, on both databases. Every
 * figure is compared with the roster as built (sizes per employee), never with the answer itself.
 */
describe.each(testDatabases)('reorders from a uniform program (%s)', (kind) => {
  let t: TestApp;
  let seller: { id: number; as: Requester };
  let otherSeller: Requester;
  let admin: { id: number; as: Requester };
  let designer: Requester;
  let p: BuiltProgram;

  const url = (programId = p.programId) => `/api/programs/${programId}/reorders`;
  const count = async (table: 'documents' | 'program_order_pieces' | 'program_allowance_exceptions' | 'order_line_names') =>
    Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
  const snapshot = async () => ({
    documents: await count('documents'),
    pieces: await count('program_order_pieces'),
    exceptions: await count('program_allowance_exceptions'),
    names: await count('order_line_names'),
  });
  const ids = (list: { id: number }[]) => list.map((e) => e.id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, { ...backofficeFixture, items: demoItems }, t.clock.now());
    seller = await buildUser(t.app, { username: 'vendedora', role: 'seller' });
    otherSeller = (await buildUser(t.app, { username: 'otro-vendedor', role: 'seller' })).as;
    admin = await buildUser(t.app, { username: 'jefa', role: 'admin' });
    designer = (await buildUser(t.app, { username: 'disenadora', role: 'designer' })).as;
    p = await buildProgram(t.app, { employees: 50, sellerId: seller.id });
  });
  afterAll(() => t.close());

  it('fifty employees: one order whose lines’ per-variant quantities are their roster sizes and whose names are exactly them', async () => {
    const res = await seller.as('POST', url(), { pick: { kind: 'empleados', employeeIds: ids(p.employees) } });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ folio: expect.stringMatching(/^OV\d+$/), servedEmployees: 50, refusals: [], exceptions: [], problems: [], requestId: null });

    // Expected from the roster: pieces per style × colour × size.
    const kitByJob = new Map<number, { style: keyof BuiltProgram['styles']; pieces: number }[]>([
      [p.jobTitles.operator, [{ style: 'polo', pieces: 2 }, { style: 'jacket', pieces: 1 }, { style: 'cap', pieces: 1 }, { style: 'trousers', pieces: 2 }]],
      [p.jobTitles.supervisor, [{ style: 'polo', pieces: 3 }, { style: 'jacket', pieces: 1 }]],
    ]);
    const expected = new Map<string, number>();
    const namesPerStyle = new Map<number, Map<string, number>>();
    for (const e of p.employees) {
      for (const k of kitByJob.get(e.jobTitleId)!) {
        const style = p.styles[k.style];
        const key = `${style.id}|${style.colourName}|${e.sizes[style.garmentType]}`;
        expected.set(key, (expected.get(key) ?? 0) + k.pieces);
        const names = namesPerStyle.get(style.id) ?? new Map<string, number>();
        names.set(e.name, (names.get(e.name) ?? 0) + k.pieces);
        namesPerStyle.set(style.id, names);
      }
    }
    const totalPieces = [...expected.values()].reduce((a, b) => a + b, 0);
    expect(created.pieces).toBe(totalPieces);

    const grids = (await seller.as.get(`/api/sales/orders/${created.orderId}/grids`)).json() as {
      styleId: number;
      colours: string[];
      sizes: string[];
      quantities: number[][];
      total: number;
      names: { name: string; size: string; colour: string }[];
    }[];
    expect(grids).toHaveLength(4);
    const actual = new Map<string, number>();
    for (const g of grids) {
      g.colours.forEach((colour, r) => g.sizes.forEach((size, c) => g.quantities[r]![c]! > 0 && actual.set(`${g.styleId}|${colour}|${size}`, g.quantities[r]![c]!)));
      // One name per piece, each employee as many times as their kit says; names per variant match the grid.
      const names = new Map<string, number>();
      for (const n of g.names) names.set(n.name, (names.get(n.name) ?? 0) + 1);
      expect(names).toEqual(namesPerStyle.get(g.styleId));
      expect(g.names).toHaveLength(g.total);
    }
    expect(actual).toEqual(expected);
    const allNames = new Set(grids.flatMap((g) => g.names.map((n) => n.name)));
    expect(allNames).toEqual(new Set(p.employees.map((e) => e.name)));

    // The order: the program's seller owns it, each line's quantity is its grid's total (nobody typed one).
    const order = (await seller.as.get(`/api/sales/orders/${created.orderId}`)).json();
    expect(order).toMatchObject({ status: 'Abierta', seller: { id: seller.id }, clientName: expect.any(String), name: 'Reorden · Uniformes 2025' });
    expect(order.lines.map((l: { quantity: number }) => l.quantity)).toEqual(grids.map((g) => g.total));
    expect(order.lines.map((l: { code: string }) => l.code)).toEqual(['PLY-PQ-01', 'CHM-TR-12', 'GOR-GB-06', 'PAN-GB-03']);
    const history = await t.app.db.selectFrom('document_history').select('action').where('document_id', '=', created.orderId).execute();
    expect(history.map((h) => h.action)).toEqual(['created']);

    // What now counts: one row per employee and kit line, in the name list's order.
    const pieces = await t.app.db.selectFrom('program_order_pieces').selectAll().where('order_id', '=', created.orderId).orderBy('id').execute();
    expect(pieces).toHaveLength(p.employees.reduce((n, e) => n + kitByJob.get(e.jobTitleId)!.length, 0));
    expect(pieces.reduce((n, r) => n + Number(r.pieces), 0)).toBe(totalPieces);
    expect(new Set(pieces.map((r) => r.period_start))).toEqual(new Set([p.periodStart]));
  });

  it('refuses an employee over the allowance with the reason; the whole request is refused when nothing is left', async () => {
    const luis = p.employees[0]!;
    const preview = await seller.as('POST', `${url()}/preview`, { pick: { kind: 'empleados', employeeIds: [luis.id] } });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.pieces).toBe(0);
    expect(body.refusals).toHaveLength(4);
    expect(body.refusals[0]).toEqual({
      employeeId: luis.id,
      employeeName: luis.name,
      kitLineId: p.kitLines.operatorPolo,
      garment: expect.stringMatching(/^Polo piqué manga corta caballero · /),
      allowed: 2,
      taken: 2,
      asked: 2,
      refused: 2,
      reason: 'overAllowance',
      message: REORDER_MESSAGES.overAllowance(2, 2, 2, 2),
    });
    expect(body.problems).toEqual([REORDER_MESSAGES.nothingToOrder]);
    const before = await snapshot();
    const res = await seller.as('POST', url(), { pick: { kind: 'empleados', employeeIds: [luis.id] } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: REORDER_MESSAGES.nothingToOrder, problems: [REORDER_MESSAGES.nothingToOrder] });
    expect(await snapshot()).toEqual(before);
  });

  it('a seller cannot grant an exception (403 with the table’s reason, nothing written); an admin’s is recorded with who and why', async () => {
    const luis = p.employees[0]!;
    const exceptions = [{ employeeId: luis.id, kitLineId: p.kitLines.operatorPolo, reason: 'Polos dañados por químicos en el almacén' }];
    const before = await snapshot();
    for (const path of [url(), `${url()}/preview`]) {
      const refused = await seller.as('POST', path, { pick: { kind: 'empleados', employeeIds: [luis.id] }, exceptions });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(PERMISSION_MESSAGES.allowanceExceptionAdminOnly);
    }
    expect(await snapshot()).toEqual(before);

    const preview = (await admin.as('POST', `${url()}/preview`, { pick: { kind: 'empleados', employeeIds: [luis.id] }, exceptions })).json();
    expect(preview.exceptions).toEqual([{ employeeId: luis.id, employeeName: luis.name, kitLineId: p.kitLines.operatorPolo, garment: expect.any(String), extraPieces: 2, reason: exceptions[0]!.reason }]);
    expect(preview.pieces).toBe(2);
    expect(preview.refusals.map((r: { kitLineId: number }) => r.kitLineId)).toEqual([p.kitLines.operatorJacket, p.kitLines.operatorCap, p.kitLines.operatorTrousers]);

    const res = await admin.as('POST', url(), { pick: { kind: 'empleados', employeeIds: [luis.id] }, exceptions, expectedPieces: 2 });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    const rows = await t.app.db.selectFrom('program_allowance_exceptions').selectAll().execute();
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        program_id: p.programId,
        employee_id: luis.id,
        kit_line_id: p.kitLines.operatorPolo,
        period_start: p.periodStart,
        extra_pieces: 2,
        reason: 'Polos dañados por químicos en el almacén',
        approved_by: admin.id,
        approved_at: t.clock.now().toISOString(),
        order_id: created.orderId,
      },
    ]);
    // The order still belongs to the program's seller; the report shows the exception with who and why.
    expect((await seller.as.get(`/api/sales/orders/${created.orderId}`)).json().seller.id).toBe(seller.id);
    const report = (await seller.as.get(`/api/programs/${p.programId}/report`)).json();
    expect(report.exceptions).toEqual([
      expect.objectContaining({ employeeName: luis.name, extraPieces: 2, reason: 'Polos dañados por químicos en el almacén', approvedBy: { id: admin.id, name: expect.any(String) }, counts: true, order: { id: created.orderId, folio: created.folio, status: 'Abierta' } }),
    ]);
    // With the exception counted, a further reorder is refused again.
    expect((await seller.as('POST', `${url()}/preview`, { pick: { kind: 'empleados', employeeIds: [luis.id] } })).json().refusals[0]).toMatchObject({ allowed: 4, taken: 4, refused: 2 });
  });

  it('a cancelled order stops counting (its pieces and its exceptions)', async () => {
    const q = await buildProgram(t.app, { employees: 1, sellerId: seller.id });
    const ana = q.employees[0]!;
    const pick = { kind: 'empleados', employeeIds: [ana.id] };
    const full = (await seller.as('POST', `${url(q.programId)}/preview`, { pick })).json().pieces;
    const first = (await seller.as('POST', url(q.programId), { pick })).json();
    const exceptions = [{ employeeId: ana.id, kitLineId: q.kitLines.operatorPolo, reason: 'Reposición' }];
    const second = (await admin.as('POST', url(q.programId), { pick, exceptions })).json();
    expect(second.pieces).toBe(2);
    expect((await seller.as('POST', `${url(q.programId)}/preview`, { pick })).json().pieces).toBe(0);
    for (const order of [first, second]) {
      const cancel = await seller.as('POST', `/api/sales/orders/${order.orderId}/status`, { status: 'Cancelada' });
      expect(cancel.statusCode).toBeLessThan(300);
    }
    const again = (await seller.as('POST', `${url(q.programId)}/preview`, { pick })).json();
    expect(again.pieces).toBe(full);
    expect(again.refusals).toEqual([]);
    const report = (await seller.as.get(`/api/programs/${q.programId}/report`)).json();
    expect(report.exceptions).toEqual([expect.objectContaining({ reason: 'Reposición', counts: false, order: expect.objectContaining({ status: 'Cancelada' }) })]);
    expect(report.rows.find((r: { kitLineId: number }) => r.kitLineId === q.kitLines.operatorPolo)).toMatchObject({ allowance: 2, extra: 0, ordered: 0 });
  });

  it('two reorders of the same employee at once: exactly one passes the allowance', async () => {
    const q = await buildProgram(t.app, { employees: 3, sellerId: seller.id });
    const body = { pick: { kind: 'empleados', employeeIds: [q.employees[0]!.id] } };
    const answers = await Promise.all([seller.as('POST', url(q.programId), body), admin.as('POST', url(q.programId), body), seller.as('POST', url(q.programId), body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const pieces = await t.app.db.selectFrom('program_order_pieces').select(['kit_line_id', 'pieces']).where('program_id', '=', q.programId).execute();
    expect(pieces.reduce((n, r) => n + Number(r.pieces), 0)).toBe(6);
  });

  it('a plan that changed since the preview (expectedPieces) is a 409, nothing written', async () => {
    const q = await buildProgram(t.app, { employees: 2, sellerId: seller.id });
    const pick = { kind: 'empleados', employeeIds: ids(q.employees) };
    const preview = (await seller.as('POST', `${url(q.programId)}/preview`, { pick })).json();
    const before = await snapshot();
    const res = await seller.as('POST', url(q.programId), { pick, expectedPieces: preview.pieces + 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REORDER_MESSAGES.changedMeanwhile);
    expect(await snapshot()).toEqual(before);
    expect((await seller.as('POST', url(q.programId), { pick, expectedPieces: preview.pieces })).statusCode).toBe(201);
  });

  it('counts against the period today falls in: a program anchored a year earlier starts afresh', async () => {
    const q = await buildProgram(t.app, { employees: 1, sellerId: seller.id, periodStart: '2024-01-01' });
    const pick = { kind: 'empleados', employeeIds: [q.employees[0]!.id] };
    // Pieces of the 2024 period do not count in 2025 (the clock is 2025-03-10).
    const created = (await seller.as('POST', url(q.programId), { pick })).json();
    await t.app.db.updateTable('program_order_pieces').set({ period_start: '2024-01-01' }).where('order_id', '=', created.orderId).execute();
    const preview = (await seller.as('POST', `${url(q.programId)}/preview`, { pick })).json();
    expect(preview).toMatchObject({ periodStart: '2025-01-01', periodEnd: '2025-12-31', pieces: created.pieces, refusals: [] });
    const again = (await seller.as('POST', url(q.programId), { pick })).json();
    const periods = await t.app.db.selectFrom('program_order_pieces').select('period_start').distinct().where('order_id', '=', again.orderId).execute();
    expect(periods).toEqual([{ period_start: '2025-01-01' }]);
    expect((await seller.as.get(`/api/programs/${q.programId}/report`)).json()).toMatchObject({ periodStart: '2025-01-01', totals: { ordered: again.pieces } });
  });

  it('picks by selection: new hires, an area, a job title, everyone', async () => {
    const q = await buildProgram(t.app, { employees: 12, sellerId: seller.id });
    const preview = async (pick: unknown) => (await seller.as('POST', `${url(q.programId)}/preview`, { pick })).json();
    // The builder's employees 0, 4, 8 started 2025-02-15 (23 days before the clock); the others in 2023.
    const hires = q.employees.filter((_, i) => i % 4 === 0);
    expect(ids((await preview({ kind: 'nuevos' })).employees).sort()).toEqual(ids(hires).sort());
    expect((await preview({ kind: 'nuevos', days: 10 })).employees).toEqual([]);
    expect((await preview({ kind: 'nuevos', days: 10 })).problems).toEqual([REORDER_MESSAGES.noEmployees]);
    const area = q.employees[1]!.area;
    expect(ids((await preview({ kind: 'area', area: ` ${area.toUpperCase()} ` })).employees).sort()).toEqual(ids(q.employees.filter((e) => e.area === area)).sort());
    expect(ids((await preview({ kind: 'puesto', jobTitleId: q.jobTitles.supervisor })).employees).sort()).toEqual(ids(q.employees.filter((e) => e.jobTitleId === q.jobTitles.supervisor)).sort());
    expect((await preview({ kind: 'todos' })).employees).toHaveLength(12);
    // A new hire who got their kit is no longer 'nuevo'.
    expect((await seller.as('POST', url(q.programId), { pick: { kind: 'empleados', employeeIds: [hires[0]!.id] } })).statusCode).toBe(201);
    expect(ids((await preview({ kind: 'nuevos' })).employees).sort()).toEqual(ids(hires.slice(1)).sort());
  });

  it('converts a pending HR request in the same transaction; a handled or foreign request is refused, nothing written', async () => {
    const q = await buildProgram(t.app, { employees: 3, sellerId: seller.id });
    const request = async (programId: number) =>
      (await t.app.db.insertInto('program_reorder_requests').values({ program_id: programId, portal_link_id: null, note: 'Dos ingresos', created_at: t.clock.now().toISOString(), order_id: null, handled_by: null, handled_at: null }).returning('id').executeTakeFirstOrThrow()).id;
    const mine = await request(q.programId);
    const foreign = await request(p.programId);
    const pick = { kind: 'empleados', employeeIds: [q.employees[0]!.id] };
    const before = await snapshot();
    const wrong = await seller.as('POST', url(q.programId), { pick, requestId: foreign });
    expect([wrong.statusCode, wrong.json().message]).toEqual([404, REORDER_MESSAGES.requestNotFound]);
    expect(await snapshot()).toEqual(before);

    const res = await seller.as('POST', url(q.programId), { pick, requestId: mine });
    expect(res.statusCode).toBe(201);
    expect(res.json().requestId).toBe(mine);
    expect(await t.app.db.selectFrom('program_reorder_requests').select(['status', 'order_id', 'handled_by', 'handled_at']).where('id', '=', mine).executeTakeFirstOrThrow()).toEqual({
      status: 'convertida',
      order_id: res.json().orderId,
      handled_by: seller.id,
      handled_at: t.clock.now().toISOString(),
    });
    const twice = await seller.as('POST', url(q.programId), { pick: { kind: 'empleados', employeeIds: [q.employees[1]!.id] }, requestId: mine });
    expect([twice.statusCode, twice.json().message]).toEqual([409, REORDER_MESSAGES.requestHandled('convertida')]);
  });

  it('permissions: another seller’s program is refused (403), other roles too, an unknown program is a 404', async () => {
    const pick = { pick: { kind: 'todos' } };
    const before = await snapshot();
    for (const path of [url(), `${url()}/preview`]) {
      const other = await otherSeller('POST', path, pick);
      expect([other.statusCode, other.json().message]).toEqual([403, PERMISSION_MESSAGES.notYourProgram]);
      expect((await designer('POST', path, pick)).statusCode).toBe(403);
      expect((await seller.as('POST', path.replace(String(p.programId), '999999'), pick)).statusCode).toBe(404);
    }
    expect((await otherSeller.get(`/api/programs/${p.programId}/report`)).statusCode).toBe(403);
    expect((await designer.get(`/api/programs/${p.programId}/report`)).statusCode).toBe(403);
    expect((await seller.as.get('/api/programs/999999/report')).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});
