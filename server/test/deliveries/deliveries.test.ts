import type { FastifyInstance } from 'fastify';
import { DELIVERY_MESSAGES as M, PERMISSION_MESSAGES, type UserRole } from '@muestrario/shared/domain';
import { seedIfEmpty } from '../../src/db/seed';
import { boms as demoBoms } from '../../src/db/seed/data/boms';
import { items as demoItems } from '../../src/db/seed/data/items';
import { createTestApp, type TestApp } from '../helpers/app';
import { backofficeFixture } from '../helpers/backoffice';
import { buildSalesDocument, buildSample, buildUser } from '../helpers/builders';
import { injectAs, type Requester } from '../helpers/request';
import { testDatabases } from '../helpers/databases';

// Argon2 sign-ins and seeding on a shared, busy machine.
jest.setTimeout(180_000);

const ROLES: readonly UserRole[] = ['seller', 'designer', 'production', 'quality', 'admin'];
const DELIVERIES = '/api/sales/deliveries';
const RETURNS = '/api/sales/returns';
const noAddress = { street: 'Av. Constitución 400', city: 'Monterrey', state: 'Nuevo León', zipCode: '64000' };

describe.each(testDatabases)('deliveries and returns of sales orders (%s)', (kind) => {
  let t: TestApp;
  const as = {} as Record<UserRole | 'otherSeller', Requester>;
  const userIds = {} as Record<UserRole | 'otherSeller', number>;
  let client: number;
  let pt: number;
  let mp: number;
  let shelf: number;
  let sample: number;
  const item = {} as Record<string, number>;
  const variant = {} as Record<string, number>;

  const idOf = async (code: string) => (await t.app.db.selectFrom('items').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const variantOf = async (code: string) => (await t.app.db.selectFrom('item_variants').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const stockUp = async (itemId: number, variantId: number | null, quantity: number, warehouseId = pt) => {
    const res = await as.admin('POST', '/api/stock/moves', { kind: 'receipt', itemId, variantId, warehouseId, locationId: warehouseId === pt ? shelf : null, quantity, unitCostCents: 9_800, toWarehouseId: null, toLocationId: null, note: 'Existencia inicial' });
    expect(res.statusCode).toBe(201);
  };
  const onHand = async (variantId: number) =>
    (await t.app.db.selectFrom('stock_balances').select('on_hand').where('variant_id', '=', variantId).where('warehouse_id', '=', pt).execute()).reduce((s, r) => s + Number(r.on_hand), 0);
  const counts = async (app: FastifyInstance = t.app) => {
    const n = async (table: 'documents' | 'document_lines' | 'stock_moves' | 'document_history') =>
      Number((await app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return {
      documents: await n('documents'),
      lines: await n('document_lines'),
      history: await n('document_history'),
      moves: await n('stock_moves'),
      open: await app.db.selectFrom('document_lines').select(['id', 'open_quantity']).orderBy('id').execute(),
      balances: await app.db.selectFrom('stock_balances').select(['slot', 'on_hand']).orderBy('slot').execute(),
    };
  };

  /**
   * An order of `seller` with a polo line whose size grid asks Azul marino M and G (and Blanco M), and an
   * embroidery service line; answers its id and line ids.
   */
  const gridOrder = async (seller: Requester, sellerId: number, grid: [string, number][] = [['POL-001-AZM-M', 4], ['POL-001-AZM-G', 6]]) => {
    const total = grid.reduce((s, [, q]) => s + q, 0);
    const doc = await buildSalesDocument(seller, 'order', client, {
      shippingAddress: noAddress,
      lines: [
        { code: 'PLY-PQ-01', description: 'Polo piqué con nombre', quantity: total, unitPriceCents: 18_550 },
        { code: 'BOR-MIL-13', description: 'Bordado pecho', quantity: total, unitPriceCents: 3_000 },
      ],
    });
    const lines = (await t.app.db.selectFrom('document_lines').select('id').where('document_id', '=', doc.id).orderBy('line_number').execute()).map((l) => l.id);
    await t.app.db.insertInto('order_line_grids').values({ line_id: lines[0]!, document_id: doc.id, style_id: item.polo!, sample_id: sample, updated_at: new Date().toISOString(), updated_by: sellerId }).execute();
    for (const [code, quantity] of grid) await t.app.db.insertInto('order_line_grid_cells').values({ line_id: lines[0]!, variant_id: variant[code]!, quantity }).execute();
    return { id: doc.id, folio: doc.folio, lines };
  };
  /** An order through the engine whose one line names a variant of the inventory (no grid). */
  const plainOrder = async (quantity: number, variantCode = 'CHL-001-NAR-M') => {
    const id = await t.app.documents.create(
      {
        kind: 'order',
        partnerId: client,
        contactId: null,
        ownerId: userIds.seller,
        name: 'Chalecos',
        reference: '',
        currency: 'MXN',
        exchangeRate: 10_000,
        borderRegion: false,
        shippingAddress: noAddress,
        billingAddress: noAddress,
        sampleId: null,
        lines: [{ code: 'CHL-001', description: 'Chaleco de seguridad', quantity, unitPriceCents: 15_000, itemId: item.vest!, variantId: variant[variantCode]! }],
      },
      { actorId: userIds.seller, at: t.clock.now().toISOString() },
    );
    const lines = (await t.app.db.selectFrom('document_lines').select('id').where('document_id', '=', id).orderBy('line_number').execute()).map((l) => l.id);
    return { id, lines };
  };
  const deliverBody = (lines: unknown[], over: Record<string, unknown> = {}) => ({ warehouseId: pt, note: 'Guía 4411', lines, ...over });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, { ...backofficeFixture, items: demoItems, boms: demoBoms }, t.clock.now());
    for (const role of ROLES) {
      const u = await buildUser(t.app, { username: `u-${role}`, role });
      as[role] = u.as;
      userIds[role] = u.id;
    }
    const other = await buildUser(t.app, { username: 'u-otra', role: 'seller' });
    as.otherSeller = other.as;
    userIds.otherSeller = other.id;
    client = (await t.app.db.selectFrom('clients').select('id').where('card_code', '=', 'C0001').executeTakeFirstOrThrow()).id;
    mp = (await as.admin('POST', '/api/stock/warehouses', { code: 'MP', name: 'Materia prima', kind: 'raw_material', active: true })).json().id;
    pt = (await as.admin('POST', '/api/stock/warehouses', { code: 'PT', name: 'Producto terminado', kind: 'finished_goods', active: true })).json().id;
    shelf = (await as.admin('POST', '/api/stock/locations', { warehouseId: pt, code: 'E-01', name: 'Estante de embarques', active: true })).json().id;
    sample = await buildSample(t.app, { clientId: client, stage: 7, name: 'Polos recepción', ownerId: userIds.seller });
    item.polo = await idOf('POL-001');
    item.vest = await idOf('CHL-001');
    for (const code of ['POL-001-AZM-M', 'POL-001-AZM-G', 'POL-001-BLA-M', 'POL-001-ROJ-G', 'CHL-001-NAR-M', 'CHL-001-NAR-G']) variant[code] = await variantOf(code);
    await stockUp(item.polo, variant['POL-001-AZM-M']!, 20);
    await stockUp(item.polo, variant['POL-001-AZM-G']!, 20);
    await stockUp(item.vest, variant['CHL-001-NAR-M']!, 10);
  });
  afterAll(() => t.close());

  describe('delivering an order', () => {
    let order: Awaited<ReturnType<typeof gridOrder>>;
    let deliveryId: number;

    it('delivers part of a grid line by size and the service line with it: stock leaves per size, the order reads partial', async () => {
      order = await gridOrder(as.seller, userIds.seller);
      const before = await onHand(variant['POL-001-AZM-M']!);
      const res = await as.seller(
        'POST',
        `/api/sales/orders/${order.id}/deliveries`,
        deliverBody([
          { baseLineId: order.lines[0]!, quantity: 5, sizes: [{ variantId: variant['POL-001-AZM-M']!, quantity: 2 }, { variantId: variant['POL-001-AZM-G']!, quantity: 3 }] },
          { baseLineId: order.lines[1]!, quantity: 5 },
        ]),
      );
      expect(res.statusCode).toBe(201);
      const d = res.json();
      deliveryId = d.id;
      expect(d).toMatchObject({
        kind: 'delivery',
        folio: expect.stringMatching(/^EN\d+/),
        status: 'Abierta',
        order: { id: order.id, folio: order.folio, status: 'Abierta' },
        warehouse: { id: pt, code: 'PT' },
        note: 'Guía 4411',
        shipTo: noAddress,
        returns: [],
      });
      expect(d.lines[0]).toMatchObject({ quantity: 5, openQuantity: 5, stocked: true, sizes: [expect.objectContaining({ code: 'POL-001-AZM-M', colour: 'Azul marino', size: 'M', quantity: 2, returnable: 2 }), expect.objectContaining({ size: 'G', quantity: 3 })] });
      expect(d.lines[1]).toMatchObject({ code: 'BOR-MIL-13', quantity: 5, stocked: false, sizes: [] });
      expect(d.moves.map((m: { kind: string; quantity: number; code: string }) => [m.kind, m.code, m.quantity])).toEqual([
        ['delivery', 'POL-001-AZM-M', -2],
        ['delivery', 'POL-001-AZM-G', -3],
      ]);
      expect(before - (await onHand(variant['POL-001-AZM-M']!))).toBe(2);
      const deliverable = (await as.seller.get(`/api/sales/orders/${order.id}/deliverable`)).json();
      expect(deliverable).toMatchObject({ state: 'partial', status: 'Abierta', deliveries: [{ id: deliveryId }] });
      expect(deliverable.lines[0]).toMatchObject({ ordered: 10, delivered: 5, open: 5, sizes: [expect.objectContaining({ ordered: 4, delivered: 2, open: 2 }), expect.objectContaining({ ordered: 6, delivered: 3, open: 3 })] });
    });

    it('refuses more than a size has open, more than the line has open, and sizes that do not add up, writing nothing', async () => {
      const before = await counts();
      const tooMuchSize = await as.seller('POST', `/api/sales/orders/${order.id}/deliveries`, deliverBody([{ baseLineId: order.lines[0]!, quantity: 3, sizes: [{ variantId: variant['POL-001-AZM-M']!, quantity: 3 }] }]));
      expect([tooMuchSize.statusCode, tooMuchSize.json().message]).toEqual([409, M.overSize(1, 'PLY-PQ-01', 'Azul marino M', 2)]);
      const tooMuch = await as.seller('POST', `/api/sales/orders/${order.id}/deliveries`, deliverBody([{ baseLineId: order.lines[1]!, quantity: 6 }]));
      expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([409, M.overDelivery(2, 'BOR-MIL-13', 5)]);
      const sum = await as.seller('POST', `/api/sales/orders/${order.id}/deliveries`, deliverBody([{ baseLineId: order.lines[0]!, quantity: 2, sizes: [{ variantId: variant['POL-001-AZM-M']!, quantity: 1 }] }]));
      expect([sum.statusCode, sum.json().message]).toEqual([400, M.sizesDoNotAdd(1, 'PLY-PQ-01', 1, 2)]);
      const noSizes = await as.seller('POST', `/api/sales/orders/${order.id}/deliveries`, deliverBody([{ baseLineId: order.lines[0]!, quantity: 1 }]));
      expect([noSizes.statusCode, noSizes.json().message]).toEqual([400, M.sizesRequired(1, 'PLY-PQ-01')]);
      const otherSize = await as.seller('POST', `/api/sales/orders/${order.id}/deliveries`, deliverBody([{ baseLineId: order.lines[0]!, quantity: 1, sizes: [{ variantId: variant['POL-001-ROJ-G']!, quantity: 1 }] }]));
      expect([otherSize.statusCode, otherSize.json().message]).toEqual([400, M.unknownSize(1, 'PLY-PQ-01')]);
      const raw = await as.seller('POST', `/api/sales/orders/${order.id}/deliveries`, deliverBody([{ baseLineId: order.lines[1]!, quantity: 1 }], { warehouseId: mp }));
      expect([raw.statusCode, raw.json().message]).toEqual([409, M.warehouseNotFinished('Materia prima')]);
      expect(await counts()).toEqual(before);
    });

    it('refuses a stock shortage naming what is short and where, writing nothing', async () => {
      const short = await gridOrder(as.seller, userIds.seller, [['POL-001-BLA-M', 3]]);
      const before = await counts();
      const res = await as.seller('POST', `/api/sales/orders/${short.id}/deliveries`, deliverBody([{ baseLineId: short.lines[0]!, quantity: 3, sizes: [{ variantId: variant['POL-001-BLA-M']!, quantity: 3 }] }]));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Faltan 3 piezas de POL-001-BLA-M en Producto terminado: hay 0 y se piden 3.');
      expect(await counts()).toEqual(before);
    });

    it('delivers the rest: the order closes and reads delivered', async () => {
      const res = await as.admin(
        'POST',
        `/api/sales/orders/${order.id}/deliveries`,
        deliverBody([
          { baseLineId: order.lines[0]!, quantity: 5, sizes: [{ variantId: variant['POL-001-AZM-M']!, quantity: 2 }, { variantId: variant['POL-001-AZM-G']!, quantity: 3 }] },
          { baseLineId: order.lines[1]!, quantity: 5 },
        ], { docDate: '2026-11-20' }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ docDate: '2026-11-20', order: { status: 'Cerrada' } });
      const deliverable = (await as.seller.get(`/api/sales/orders/${order.id}/deliverable`)).json();
      expect(deliverable).toMatchObject({ state: 'complete', status: 'Cerrada' });
      const again = await as.seller('POST', `/api/sales/orders/${order.id}/deliveries`, deliverBody([{ baseLineId: order.lines[1]!, quantity: 1 }]));
      expect([again.statusCode, again.json().message]).toEqual([409, M.orderNotOpen(order.folio, 'Cerrada')]);
    });

    it('delivers a plain line of a variant partially by line', async () => {
      const plain = await plainOrder(8);
      const res = await as.seller('POST', `/api/sales/orders/${plain.id}/deliveries`, deliverBody([{ baseLineId: plain.lines[0]!, quantity: 3 }]));
      expect(res.statusCode).toBe(201);
      expect(res.json().lines[0]).toMatchObject({ quantity: 3, sizes: [], stocked: true, returnable: 3 });
      const sized = await as.seller('POST', `/api/sales/orders/${plain.id}/deliveries`, deliverBody([{ baseLineId: plain.lines[0]!, quantity: 1, sizes: [{ variantId: variant['CHL-001-NAR-M']!, quantity: 1 }] }]));
      expect([sized.statusCode, sized.json().message]).toEqual([400, M.sizesNotAllowed(1, 'CHL-001')]);
    });

    it('refuses a garment line without sizes', async () => {
      const doc = await buildSalesDocument(as.seller, 'order', client);
      const line = (await t.app.db.selectFrom('document_lines').select('id').where('document_id', '=', doc.id).orderBy('line_number').executeTakeFirstOrThrow()).id;
      const res = await as.seller('POST', `/api/sales/orders/${doc.id}/deliveries`, deliverBody([{ baseLineId: line, quantity: 1 }]));
      expect([res.statusCode, res.json().message]).toEqual([409, M.noGrid(1, 'PLY-PQ-01')]);
      expect((await as.seller.get(`/api/sales/orders/${doc.id}/deliverable`)).json().lines[0].refusal).toBe(M.noGrid(1, 'PLY-PQ-01'));
    });

    describe('returns', () => {
      it('returns one piece of a size back into the shelf it left, at the cost it left with; more is refused', async () => {
        const before = await onHand(variant['POL-001-AZM-G']!);
        const delivered = (await as.seller.get(`${DELIVERIES}/${deliveryId}`)).json();
        const res = await as.seller('POST', `/api/sales/orders/${order.id}/returns`, {
          deliveryId,
          note: 'Costura abierta',
          lines: [{ baseLineId: delivered.lines[0].id, quantity: 1, sizes: [{ variantId: variant['POL-001-AZM-G']!, quantity: 1 }] }],
        });
        expect(res.statusCode).toBe(201);
        const r = res.json();
        expect(r).toMatchObject({ kind: 'return', folio: expect.stringMatching(/^DV\d+/), delivery: { id: deliveryId }, order: { id: order.id }, note: 'Costura abierta' });
        expect(r.moves).toEqual([expect.objectContaining({ kind: 'return', code: 'POL-001-AZM-G', quantity: 1, unitCostCents: 9_800, warehouseId: pt, locationId: shelf })]);
        expect((await onHand(variant['POL-001-AZM-G']!)) - before).toBe(1);
        const after = (await as.seller.get(`${DELIVERIES}/${deliveryId}`)).json();
        expect(after.returns).toEqual([expect.objectContaining({ id: r.id })]);
        expect(after.lines[0].sizes.find((s: { size: string }) => s.size === 'G')).toMatchObject({ quantity: 3, returnable: 2 });
        const counted = await counts();
        const over = await as.seller('POST', `/api/sales/orders/${order.id}/returns`, { deliveryId, lines: [{ baseLineId: delivered.lines[0].id, quantity: 3, sizes: [{ variantId: variant['POL-001-AZM-G']!, quantity: 3 }] }] });
        expect([over.statusCode, over.json().message]).toEqual([409, M.overReturnSize(1, 'PLY-PQ-01', 'Azul marino G', 2)]);
        const wrongOrder = await as.seller('POST', `/api/sales/orders/${(await plainOrder(1)).id}/returns`, { deliveryId, lines: [{ baseLineId: delivered.lines[0].id, quantity: 1, sizes: [{ variantId: variant['POL-001-AZM-G']!, quantity: 1 }] }] });
        expect([wrongOrder.statusCode, wrongOrder.json().message]).toEqual([404, M.deliveryNotFound]);
        expect((await counts()).moves).toBe(counted.moves);
      });

      it('lists deliveries and returns newest first, searching the order folio', async () => {
        const list = (await as.designer.get(`${DELIVERIES}?search=${order.folio}`)).json();
        expect(list.total).toBe(2);
        expect(list.rows[0]).toMatchObject({ order: { id: order.id }, warehouseName: 'Producto terminado', totalCents: null });
        expect((await as.seller.get(`${DELIVERIES}?search=${order.folio}`)).json().rows[0].totalCents).toBeGreaterThan(0);
        const returns = (await as.seller.get(RETURNS)).json();
        expect(returns.rows[0]).toMatchObject({ order: { id: order.id }, delivery: { id: deliveryId }, pieces: 1 });
        expect((await as.seller.get(`${DELIVERIES}?status=Cancelada`)).json().total).toBe(0);
      });

      it('prints the delivery note with the signature line', async () => {
        const res = await as.quality.get(`${DELIVERIES}/${deliveryId}/pdf`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      });
    });
  });

  describe('deliveries at once', () => {
    it('two deliveries of the same last units: one succeeds, the other is refused (two app instances on PostgreSQL)', async () => {
      const other = kind === 'postgres' ? await t.rebuild() : t.app;
      const stock = await onHand(variant['CHL-001-NAR-M']!);
      const [a, b] = [await plainOrder(stock), await plainOrder(stock)];
      const cookie = as.seller.cookie!;
      const results = await Promise.all([
        injectAs(t.app, cookie)('POST', `/api/sales/orders/${a.id}/deliveries`, deliverBody([{ baseLineId: a.lines[0]!, quantity: stock }])),
        injectAs(other, cookie)('POST', `/api/sales/orders/${b.id}/deliveries`, deliverBody([{ baseLineId: b.lines[0]!, quantity: stock }])),
        injectAs(other, cookie)('POST', `/api/sales/orders/${a.id}/deliveries`, deliverBody([{ baseLineId: a.lines[0]!, quantity: stock }])),
      ]);
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409]);
      expect(await onHand(variant['CHL-001-NAR-M']!)).toBe(0);
    });
  });

  describe('who may do what (endpoint × role)', () => {
    it.each(ROLES)('%s reads everything; delivers and returns only as the order’s seller or an admin', async (role) => {
      await stockUp(item.polo!, variant['POL-001-AZM-M']!, 2);
      const order = await gridOrder(as.seller, userIds.seller, [['POL-001-AZM-M', 2]]);
      for (const url of [DELIVERIES, RETURNS, `/api/sales/orders/${order.id}/deliverable`]) expect([url, (await as[role].get(url)).statusCode]).toEqual([url, 200]);
      const body = deliverBody([{ baseLineId: order.lines[0]!, quantity: 1, sizes: [{ variantId: variant['POL-001-AZM-M']!, quantity: 1 }] }]);
      const may = role === 'seller' || role === 'admin';
      if (!may) {
        const before = await counts();
        const res = await as[role]('POST', `/api/sales/orders/${order.id}/deliveries`, body);
        expect([res.statusCode, res.json().message]).toEqual([403, PERMISSION_MESSAGES.cannotSell]);
        const ret = await as[role]('POST', `/api/sales/orders/${order.id}/returns`, { deliveryId: 1, lines: [{ baseLineId: 1, quantity: 1 }] });
        expect([ret.statusCode, ret.json().message]).toEqual([403, PERMISSION_MESSAGES.cannotSell]);
        expect(await counts()).toEqual(before);
        return;
      }
      const res = await as[role]('POST', `/api/sales/orders/${order.id}/deliveries`, body);
      expect(res.statusCode).toBe(201);
      const ret = await as[role]('POST', `/api/sales/orders/${order.id}/returns`, {
        deliveryId: res.json().id,
        lines: [{ baseLineId: res.json().lines[0].id, quantity: 1, sizes: [{ variantId: variant['POL-001-AZM-M']!, quantity: 1 }] }],
      });
      expect(ret.statusCode).toBe(201);
      expect((await as.quality.get(`${RETURNS}/${ret.json().id}`)).statusCode).toBe(200);
    });

    it('another seller may not deliver, return or send someone else’s order', async () => {
      const order = await gridOrder(as.seller, userIds.seller, [['POL-001-AZM-M', 1]]);
      const before = await counts();
      const res = await as.otherSeller('POST', `/api/sales/orders/${order.id}/deliveries`, deliverBody([{ baseLineId: order.lines[0]!, quantity: 1, sizes: [{ variantId: variant['POL-001-AZM-M']!, quantity: 1 }] }]));
      expect([res.statusCode, res.json().message]).toEqual([403, PERMISSION_MESSAGES.notYours]);
      expect((await as.otherSeller('POST', `/api/sales/orders/${order.id}/returns`, { deliveryId: 1, lines: [{ baseLineId: 1, quantity: 1 }] })).statusCode).toBe(403);
      expect((await as.otherSeller('POST', `/api/sales/orders/${order.id}/email`, { to: 'a@b.mx', subject: 'x', message: '' })).statusCode).toBe(403);
      expect(await counts()).toEqual(before);
    });

    it('nothing without a session', async () => {
      for (const [method, url] of [
        ['GET', DELIVERIES],
        ['GET', `${DELIVERIES}/1`],
        ['GET', `${DELIVERIES}/1/pdf`],
        ['GET', RETURNS],
        ['GET', `${RETURNS}/1`],
        ['GET', '/api/sales/orders/1/deliverable'],
        ['POST', '/api/sales/orders/1/deliveries'],
        ['POST', '/api/sales/orders/1/returns'],
        ['GET', '/api/sales/quotations/1/pdf'],
        ['GET', '/api/sales/orders/1/pdf'],
        ['GET', '/api/sales/quotations/1/email'],
        ['POST', '/api/sales/orders/1/email'],
      ] as const) {
        expect([url, (await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode]).toEqual([url, 401]);
      }
    });
  });

  describe('hostile input', () => {
    const long = (n: number) => 'x'.repeat(n);
    const ids = ['0', '-1', '+1', 'uno', '1.5', '2147483648', '99999999999999999999'];
    let order: Awaited<ReturnType<typeof gridOrder>>;
    beforeAll(async () => {
      order = await gridOrder(as.seller, userIds.seller, [['POL-001-AZM-M', 1]]);
    });
    const line = () => ({ baseLineId: order.lines[1]!, quantity: 1 });
    const body = (over: Record<string, unknown> = {}) => deliverBody([line()], over);
    const HOSTILE_DELIVERY: [string, () => unknown][] = [
      ['null', () => null],
      ['an array', () => [body()]],
      ['no fields', () => ({})],
      ['no lines', () => body({ lines: [] })],
      ['lines as an object', () => body({ lines: line() })],
      ['201 lines', () => body({ lines: Array.from({ length: 201 }, () => line()) })],
      ['a zero quantity', () => body({ lines: [{ ...line(), quantity: 0 }] })],
      ['a negative quantity', () => body({ lines: [{ ...line(), quantity: -3 }] })],
      ['a fractional quantity', () => body({ lines: [{ ...line(), quantity: 1.5 }] })],
      ['a huge quantity', () => body({ lines: [{ ...line(), quantity: 100_000_001 }] })],
      ['a quantity as text', () => body({ lines: [{ ...line(), quantity: '1' }] })],
      ['empty sizes', () => body({ lines: [{ ...line(), sizes: [] }] })],
      ['a size without variant', () => body({ lines: [{ ...line(), sizes: [{ quantity: 1 }] }] })],
      ['a size of 0 pieces', () => body({ lines: [{ ...line(), sizes: [{ variantId: variant['POL-001-AZM-M'], quantity: 0 }] }] })],
      ['a size with an extra property', () => body({ lines: [{ ...line(), sizes: [{ variantId: variant['POL-001-AZM-M'], quantity: 1, cost: 1 }] }] })],
      ['a line without base', () => body({ lines: [{ quantity: 1 }] })],
      ['a base line 0', () => body({ lines: [{ baseLineId: 0, quantity: 1 }] })],
      ['a base line of another document', () => body({ lines: [{ baseLineId: 1, quantity: 1 }] })],
      ['the same line twice', () => body({ lines: [line(), line()] })],
      ['an extra property on a line', () => body({ lines: [{ ...line(), unitCostCents: 1 }] })],
      ['no warehouse', () => ({ ...body(), warehouseId: undefined })],
      ['warehouse as text', () => body({ warehouseId: 'PT' })],
      ['a date that is no date', () => body({ docDate: '2026-13-45' })],
      ['a date with time', () => body({ docDate: '2026-11-27T10:00:00Z' })],
      ['a note with NUL', () => body({ note: 'a\u0000b' })],
      ['a note of 301 characters', () => body({ note: long(301) })],
      ['an extra property', () => body({ status: 'Cerrada' })],
    ];
    const HOSTILE_RETURN: [string, () => unknown][] = [
      ['null', () => null],
      ['no fields', () => ({})],
      ['no delivery', () => ({ lines: [line()] })],
      ['no lines', () => ({ deliveryId: 1, lines: [] })],
      ['delivery 0', () => ({ deliveryId: 0, lines: [line()] })],
      ['delivery as text', () => ({ deliveryId: 'EN1', lines: [line()] })],
      ['a negative quantity', () => ({ deliveryId: 1, lines: [{ ...line(), quantity: -1 }] })],
      ['a note with a bell', () => ({ deliveryId: 1, note: '\u0007', lines: [line()] })],
      ['an extra property', () => ({ deliveryId: 1, lines: [line()], warehouseId: 1 })],
    ];
    const HOSTILE_EMAIL: [string, () => unknown][] = [
      ['null', () => null],
      ['no fields', () => ({})],
      ['no recipient', () => ({ subject: 'Hola', message: '' })],
      ['a recipient that is no address', () => ({ to: 'compras', subject: 'Hola', message: '' })],
      ['two recipients', () => ({ to: 'a@b.mx, c@d.mx', subject: 'Hola', message: '' })],
      ['a header injection in the recipient', () => ({ to: 'a@b.mx\r\nBcc: x@y.mx', subject: 'Hola', message: '' })],
      ['a header injection in the subject', () => ({ to: 'a@b.mx', subject: 'Hola\r\nBcc: x@y.mx', message: '' })],
      ['a blank subject', () => ({ to: 'a@b.mx', subject: '   ', message: '' })],
      ['a subject of 201 characters', () => ({ to: 'a@b.mx', subject: long(201), message: '' })],
      ['a message of 5001 characters', () => ({ to: 'a@b.mx', subject: 'Hola', message: long(5001) })],
      ['an extra property', () => ({ to: 'a@b.mx', subject: 'Hola', message: '', bcc: 'x@y.mx' })],
    ];

    it.each(HOSTILE_DELIVERY)('a delivery with %s: 4xx JSON in Spanish, nothing written', async (_name, payload) => {
      const before = await counts();
      const res = await as.admin('POST', `/api/sales/orders/${order.id}/deliveries`, payload());
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().message).toMatch(/\S/);
      expect(await counts()).toEqual(before);
    });

    it.each(HOSTILE_RETURN)('a return with %s: 400 JSON, nothing written', async (_name, payload) => {
      const before = await counts();
      const res = await as.admin('POST', `/api/sales/orders/${order.id}/returns`, payload());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\S/);
      expect(await counts()).toEqual(before);
    });

    it.each(HOSTILE_EMAIL)('an e-mail with %s: 400 JSON', async (_name, payload) => {
      const res = await as.admin('POST', `/api/sales/orders/${order.id}/email`, payload());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\S/);
    });

    it.each(ids)('the id %s in every path: 400, never 500', async (id) => {
      for (const url of [`${DELIVERIES}/${id}`, `${DELIVERIES}/${id}/pdf`, `${RETURNS}/${id}`, `/api/sales/orders/${id}/deliverable`, `/api/sales/orders/${id}/pdf`, `/api/sales/quotations/${id}/pdf`, `/api/sales/quotations/${id}/email`]) {
        const res = await as.admin.get(url);
        expect([url, res.statusCode]).toEqual([url, 400]);
        expect(res.json().message).toMatch(/\S/);
      }
      for (const url of [`/api/sales/orders/${id}/deliveries`, `/api/sales/orders/${id}/returns`, `/api/sales/quotations/${id}/email`]) {
        const res = await as.admin('POST', url, {});
        expect([url, res.statusCode]).toEqual([url, 400]);
      }
    });

    it('unknown documents: 404 in Spanish', async () => {
      expect((await as.admin.get(`${DELIVERIES}/999999`)).json()).toMatchObject({ message: M.deliveryNotFound });
      expect((await as.admin.get(`${RETURNS}/999999`)).json()).toMatchObject({ message: M.returnNotFound });
      expect((await as.admin.get('/api/sales/orders/999999/deliverable')).statusCode).toBe(404);
      expect((await as.admin('POST', '/api/sales/orders/999999/deliveries', body())).statusCode).toBe(404);
    });

    it.each(['page=0', 'pageSize=100000', 'page=uno', `search=${long(101)}`, 'search=%00', 'status=Entregada'])('the query %s: 400 on every list', async (query) => {
      for (const url of [DELIVERIES, RETURNS]) {
        const res = await as.seller.get(`${url}?${query}`);
        expect([url, res.statusCode]).toEqual([url, 400]);
      }
    });

    it('a search with LIKE wildcards matches them literally', async () => {
      expect((await as.seller.get(`${DELIVERIES}?search=${encodeURIComponent('%_\\')}`)).json().total).toBe(0);
    });

    it('a body that is not JSON: 415, nothing written', async () => {
      const before = await counts();
      const res = await as.admin.inject({ method: 'POST', url: `/api/sales/orders/${order.id}/deliveries`, headers: { 'content-type': 'text/plain' }, payload: 'entregar 10' });
      expect(res.statusCode).toBe(415);
      expect(await counts()).toEqual(before);
    });
  });
});
