import type { ProductionOrderDetail } from '@muestrario/shared/contract';
import { addDays, businessDay, OPERATION_RESULT_MESSAGES, PRODUCTION_ORDER_MESSAGES } from '@muestrario/shared/rules';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildProductionOrder, buildUser, PRODUCTION_COLOURS, PRODUCTION_QUANTITIES, PRODUCTION_SIZES, productionFixture, signInDemo } from '../helpers/builders';
import { testDatabases } from '../helpers/databases';
import type { Requester } from '../helpers/request';

// Argon2 sign-ins and seeding on a shared, busy machine.
jest.setTimeout(120_000);

describe.each(testDatabases)('production orders (%s)', (kind) => {
  let t: TestApp;
  let demo: Requester;
  let production: Requester;
  let quality: Requester;
  let admin: Requester;
  let today: string;

  const count = async (table: 'production_orders' | 'production_operations' | 'production_order_history') =>
    Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, productionFixture, t.clock.now());
    demo = (await signInDemo(t.app)).as;
    production = (await buildUser(t.app, { username: 'planta', role: 'production' })).as;
    quality = (await buildUser(t.app, { username: 'calidad', role: 'quality' })).as;
    admin = (await buildUser(t.app, { username: 'jefa', role: 'admin' })).as;
    today = businessDay(t.clock.now());
  });
  afterAll(() => t.close());

  it('makes a 120-piece order line with 120 names into a planned order: blanks add up to the grid per variant, thread with its scrap, operations on machines before the promised date', async () => {
    const promised = addDays(today, 21);
    const { order, salesOrderId, sampleId } = await buildProductionOrder(t.app, { as: demo, promisedDate: promised, note: 'Urgente' });
    expect(order.folio).toMatch(/^OF-\d{5}$/);
    expect(order).toMatchObject({ status: 'planned', salesOrderId, sampleId, lineNumber: 1, pieces: 120, promisedDate: promised, late: false, progressPercent: 0, version: 0 });
    const s = order.snapshot;
    expect(s.pieces).toBe(120);
    expect(s.names).toHaveLength(120);
    const blanks = s.materials.filter((m) => m.kind === 'blank');
    expect(blanks).toHaveLength(18);
    PRODUCTION_COLOURS.forEach((colour, r) =>
      PRODUCTION_SIZES.forEach((size, c) => {
        const found = blanks.filter((b) => b.colour === colour && b.size === size);
        expect(found).toHaveLength(1);
        expect(found[0]!.total).toBe(PRODUCTION_QUANTITIES[r]![c]);
      }),
    );
    expect(blanks.reduce((sum, b) => sum + b.total, 0)).toBe(120);
    // Materials of the demo BOM: per piece × 120 with their scrap, rounded up.
    expect(s.materials.find((m) => m.component === 'ENT-TA-10')).toMatchObject({ net: 120, total: Math.ceil(120 * 1.03) });

    // Thread: the BOM page's per-piece estimate × 120 plus the BOM's 5 % decoration scrap.
    const bom = (await demo('GET', '/api/boms?search=POL-001')).json().rows[0];
    const estimate = (await demo('GET', `/api/boms/${bom.id}/consumption?sampleId=${sampleId}&pieces=1`)).json();
    const threads = s.decorationMaterials!.filter((m) => m.kind === 'thread');
    expect(threads.map((m) => m.code).sort()).toEqual(['1001', '1002', 'Oro']);
    for (const thread of threads) {
      const perPiece = estimate.materials.find((m: { code: string; kind: string }) => m.kind === 'thread' && m.code === thread.code).perPiece;
      expect(thread.total).toBeGreaterThanOrEqual(perPiece * 120 * 1.05 - 0.2);
      expect(thread.total).toBeLessThanOrEqual(Math.ceil(perPiece * 120 * 1.05) + 1);
    }
    const whole = (await demo('GET', `/api/boms/${bom.id}/consumption?sampleId=${sampleId}&pieces=120`)).json();
    expect(threads.map((m) => m.total)).toEqual(whole.materials.filter((m: { kind: string }) => m.kind === 'thread').map((m: { total: number }) => m.total));

    // Operations: preparation, one embroidery (both decorations on one view), inspection, packing; each on a machine of its kind.
    expect(order.operations.map((o) => o.kind)).toEqual(['preparation', 'embroidery', 'inspection', 'packing']);
    const machines = await t.app.db.selectFrom('machines').select(['id', 'kind', 'active']).execute();
    for (const op of order.operations) {
      const machine = machines.find((m) => m.id === op.machineId)!;
      expect(machine).toMatchObject({ kind: op.machineKind, active: 1 });
      expect(op.plannedDay! >= today && op.plannedDay! < promised).toBe(true);
      expect(op).toMatchObject({ status: 'pending', entering: 120, version: 0 });
    }
    const days = order.operations.map((o) => o.plannedDay!);
    expect([...days].sort()).toEqual(days);
    expect(order.plannedStart).toBe(days[0]);
    expect(order.plannedEnd! < promised).toBe(true);
    expect(order.totalMinutes).toBe(order.operations.reduce((sum, o) => sum + o.minutes, 0));
    expect(order.history).toEqual([expect.objectContaining({ from: null, to: 'planned', note: 'Urgente' })]);

    // One open order per line.
    const again = await demo('POST', `/api/sales/orders/${salesOrderId}/lines/1/production-order`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`La línea ya tiene la orden de fabricación ${order.folio}.`);
  });

  it('plans from today forward when the sales order has no promised date', async () => {
    const { order } = await buildProductionOrder(t.app, { as: demo, quantities: [[1, 1, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]] });
    expect(order.promisedDate).toBeNull();
    expect(order.plannedStart! >= today).toBe(true);
    expect(order.late).toBe(false);
  });

  it('walks the status flow with versions: release, start, 118 good + 2 rejected, close; refusals are 409 in Spanish', async () => {
    const { order } = await buildProductionOrder(t.app, { as: demo, createAs: production, promisedDate: addDays(today, 30) });
    const status = (body: object, as = production) => as('POST', `/api/production/orders/${order.id}/status`, body);
    const op = (i: number, o: ProductionOrderDetail = order) => o.operations[i]!;

    // Not released: operations do not start.
    const early = await production('POST', `/api/production/operations/${op(0).id}/start`, { version: 0 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('La orden está «Planeada»: sus operaciones se inician cuando está liberada o en proceso.');

    const closeEarly = await status({ status: 'closed', version: 0 });
    expect(closeEarly.statusCode).toBe(409);
    expect(closeEarly.json().message).toBe(PRODUCTION_ORDER_MESSAGES.closeNotInProgress);

    const released = await status({ status: 'released', version: 0, note: 'Listo el material' });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ status: 'released', version: 1 });
    const stale = await status({ status: 'planned', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('La orden cambió mientras tanto: vuelve a cargarla.');

    const started = await quality('POST', `/api/production/operations/${op(0).id}/start`, { version: 0 });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ operation: { status: 'in_progress', orderStatus: 'in_progress', startedByName: expect.any(String) }, orderVersion: 2 });
    const twice = await quality('POST', `/api/production/operations/${op(0).id}/start`, { version: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('La operación ya se inició.');
    const staleOp = await quality('POST', `/api/production/operations/${op(0).id}/finish`, { good: 120, rejected: 0, reason: null, version: 0 });
    expect(staleOp.statusCode).toBe(409);
    expect(staleOp.json().message).toBe('La operación cambió mientras tanto: vuelve a cargarla.');

    const cancel = await status({ status: 'cancelled', version: 2 });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(PRODUCTION_ORDER_MESSAGES.cancelInProgress);

    // Results that do not add up are 400 with their fields; nothing is written.
    const tooMany = await quality('POST', `/api/production/operations/${op(0).id}/finish`, { good: 120, rejected: 2, reason: 'stain', version: 1 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: OPERATION_RESULT_MESSAGES.tooMany(120), fields: ['good'] });
    const noReason = await quality('POST', `/api/production/operations/${op(0).id}/finish`, { good: 118, rejected: 2, reason: null, version: 1 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: OPERATION_RESULT_MESSAGES.reasonRequired, fields: ['reason'] });
    const otherNoNote = await quality('POST', `/api/production/operations/${op(0).id}/finish`, { good: 118, rejected: 2, reason: 'other', note: '   ', version: 1 });
    expect(otherNoNote.statusCode).toBe(400);
    expect(otherNoNote.json().fields).toEqual(['note']);

    const finished = await quality('POST', `/api/production/operations/${op(0).id}/finish`, { good: 118, rejected: 2, reason: 'stain', note: 'Mancha de aceite', version: 1 });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().operation).toMatchObject({ status: 'done', good: 118, rejected: 2, reason: 'stain', note: 'Mancha de aceite', actualMinutes: 0 });

    let detail = (await demo('GET', `/api/production/orders/${order.id}`)).json() as ProductionOrderDetail;
    expect(detail.operations.map((o) => o.entering)).toEqual([120, 118, 118, 118]);
    expect(detail).toMatchObject({ status: 'in_progress', rejectedPieces: 2, operationsDone: 1, operationsTotal: 4, version: 3 });
    expect(detail.progressPercent).toBe(Math.floor((120 * 100) / (120 + 118 * 3)));

    const unfinished = await status({ status: 'closed', version: detail.version });
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json().message).toBe(PRODUCTION_ORDER_MESSAGES.closeUnfinished(3));

    for (const o of detail.operations.slice(1)) {
      const s = await production('POST', `/api/production/operations/${o.id}/start`, { version: o.version });
      expect(s.statusCode).toBe(200);
      const f = await production('POST', `/api/production/operations/${o.id}/finish`, { good: o.entering, rejected: 0, reason: null, version: o.version + 1 });
      expect(f.statusCode).toBe(200);
    }
    detail = (await demo('GET', `/api/production/orders/${order.id}`)).json() as ProductionOrderDetail;
    expect(detail).toMatchObject({ progressPercent: 100, goodPieces: 118, rejectedPieces: 2, operationsDone: 4 });
    const closed = await status({ status: 'closed', version: detail.version, note: 'Entregada a almacén' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().history.map((h: { to: string }) => h.to)).toEqual(['planned', 'released', 'in_progress', 'closed']);
    const after = await status({ status: 'cancelled', version: detail.version + 1 });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(PRODUCTION_ORDER_MESSAGES.closed);
  });

  it('a cancelled order frees its line for a new order with the next folio; the list filters and searches', async () => {
    const { order, salesOrderId, sampleId } = await buildProductionOrder(t.app, { as: demo, promisedDate: addDays(today, -1) });
    expect(order.late).toBe(true);
    const cancelled = await admin('POST', `/api/production/orders/${order.id}/status`, { status: 'cancelled', version: 0, note: 'El cliente cambió el diseño' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', late: false });
    const again = await demo('POST', `/api/sales/orders/${salesOrderId}/lines/1/production-order`, {});
    expect(again.statusCode).toBe(201);
    expect(Number(again.json().folio.slice(3))).toBe(Number(order.folio.slice(3)) + 1);

    const bySales = (await quality('GET', `/api/production/orders?salesOrderId=${salesOrderId}`)).json();
    expect(bySales.total).toBe(2);
    expect(bySales.rows.map((o: { id: number }) => o.id)).toEqual([again.json().id, order.id]);
    expect((await quality('GET', `/api/production/orders?sampleId=${sampleId}&status=cancelled`)).json().rows.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect((await quality('GET', `/api/production/orders?search=${encodeURIComponent(order.folio.toLowerCase())}`)).json().rows.map((o: { folio: string }) => o.folio)).toEqual([order.folio]);
    const late = (await quality('GET', '/api/production/orders?late=true')).json();
    expect(late.rows.map((o: { id: number }) => o.id)).toEqual([again.json().id]);
    const page = (await quality('GET', '/api/production/orders?pageSize=1&page=2')).json();
    expect(page.rows).toHaveLength(1);
    expect(page.total).toBe(await count('production_orders'));
  });

  it('publishes the live production signal after each committed write, and none after a refusal; two creations of one line at once make one order', async () => {
    const signals: unknown[] = [];
    // PostgreSQL hands signals back through LISTEN/NOTIFY: wait (briefly) for the count to be reached.
    const settled = async (n: number) => {
      for (let i = 0; i < 100 && signals.length < n; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 50));
      return signals;
    };
    const unsubscribe = t.app.signals.subscribe((signal) => {
      if (signal.type === 'production') signals.push(signal);
    });
    try {
      const { order, salesOrderId } = await buildProductionOrder(t.app, { as: demo, promisedDate: addDays(today, 20) });
      expect(await settled(1)).toEqual([{ type: 'production', orderId: order.id }]);
      expect((await production('POST', `/api/production/orders/${order.id}/status`, { status: 'closed', version: 0 })).statusCode).toBe(409);
      expect(await settled(2)).toHaveLength(1);
      expect((await production('POST', `/api/production/orders/${order.id}/status`, { status: 'released', version: 0 })).statusCode).toBe(200);
      expect((await production('POST', `/api/production/operations/${order.operations[0]!.id}/start`, { version: 0 })).statusCode).toBe(200);
      expect((await production('POST', `/api/production/operations/${order.operations[0]!.id}/finish`, { good: 120, rejected: 0, reason: null, version: 1 })).statusCode).toBe(200);
      expect(await settled(4)).toEqual(Array.from({ length: 4 }, () => ({ type: 'production', orderId: order.id })));

      // The line is free again once cancelled... then two people create its order at the same moment.
      const other = await buildProductionOrder(t.app, { as: demo });
      expect((await admin('POST', `/api/production/orders/${other.order.id}/status`, { status: 'cancelled', version: 0 })).statusCode).toBe(200);
      const before = await count('production_orders');
      const [a, b] = await Promise.all([
        demo('POST', `/api/sales/orders/${other.salesOrderId}/lines/1/production-order`, {}),
        admin('POST', `/api/sales/orders/${other.salesOrderId}/lines/1/production-order`, {}),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const winner = a.statusCode === 201 ? a.json() : b.json();
      expect((a.statusCode === 409 ? a : b).json().message).toBe(`La línea ya tiene la orden de fabricación ${winner.folio}.`);
      expect(await count('production_orders')).toBe(before + 1);
      expect(salesOrderId).not.toBe(other.salesOrderId);
    } finally {
      unsubscribe();
    }
  });

  it('refuses a line without a grid, an unknown line or order, a closed sales order', async () => {
    const order = (await demo('POST', '/api/sales/orders', { clientId: (await t.app.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id, contactId: null, name: 'Sin cuadrícula', reference: '', currency: 'MXN', exchangeRate: '1', lines: [{ code: 'PLY-PQ-01', description: '', quantity: 3, unitPriceCents: 100 }], shippingAddress: { street: '', city: '', state: '', zipCode: '' }, billingAddress: { street: '', city: '', state: '', zipCode: '' } })).json();
    const before = await count('production_orders');
    const noGrid = await demo('POST', `/api/sales/orders/${order.id}/lines/1/production-order`, {});
    expect(noGrid.statusCode).toBe(409);
    expect(noGrid.json().message).toBe('La línea 1 no tiene cuadrícula de tallas: captúrala en «Tallas y nombres» antes de fabricarla.');
    const noLine = await demo('POST', `/api/sales/orders/${order.id}/lines/7/production-order`, {});
    expect(noLine.statusCode).toBe(404);
    expect(noLine.json().message).toBe('La línea no es de esta orden de venta.');
    const noOrder = await admin('POST', '/api/sales/orders/999999/lines/1/production-order', {});
    expect(noOrder.statusCode).toBe(404);
    expect(await count('production_orders')).toBe(before);
  });
});
