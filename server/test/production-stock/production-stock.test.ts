import type { UserRole } from '@muestrario/shared/domain';
import { PRODUCTION_STOCK_MESSAGES as M, type ProductionOrderStatus, type ProductionSnapshot } from '@muestrario/shared/rules';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildSalesDocument, buildSample, buildUser, productionFixture, signInDemo } from '../helpers/builders';
import { anonymous, okJson, type Requester } from '../helpers/request';
import { testDatabases } from '../helpers/databases';

// Argon2 sign-ins and seeding on a shared, busy machine.
jest.setTimeout(120_000);

/*
 * Production and stock (issue 31 item 4) on both databases. Orders are rows with a hand-made snapshot so
 * the arithmetic is checkable to the cent: 10 pieces of POL-001 (6 Azul marino M, 4 Azul marino G), each
 * with its blank, 11 size labels and 4 m of reflective ribbon; 90 min on the Tajima ($450/h) and 20 min on
 * the packing table ($60/h) = $695.00 of machine time.
 */
const ROLES: readonly UserRole[] = ['seller', 'designer', 'production', 'quality', 'admin'];
const materials = (id: number | string) => `/api/production/orders/${id}/materials`;
const issues = (id: number | string) => `/api/production/orders/${id}/material-issues`;
const receipts = (id: number | string) => `/api/production/orders/${id}/receipts`;

const requirement = (kind: 'blank' | 'material', component: string, unit: string, total: number) => ({
  kind,
  component,
  description: component,
  unit,
  colour: kind === 'blank' ? 'Azul marino' : null,
  size: kind === 'blank' ? component.split('-').pop()! : null,
  net: total,
  scrapPercent: 0,
  scrap: 0,
  total,
});

const SNAPSHOT = {
  version: 1,
  line: { orderId: 0, orderFolio: 'OV', lineNumber: 1, clientName: 'Cliente', promisedDate: null },
  style: { code: 'POL-001', description: 'Polo' },
  grid: { colours: ['Azul marino'], sizes: ['M', 'G'], quantities: [[6, 4]] },
  pieces: 10,
  variants: [
    { code: 'POL-001-AZM-M', colour: 'Azul marino', size: 'M', quantity: 6 },
    { code: 'POL-001-AZM-G', colour: 'Azul marino', size: 'G', quantity: 4 },
  ],
  names: [],
  sample: { id: 0, name: 'Polos', round: 1, decorations: [] },
  materials: [requirement('blank', 'POL-001-AZM-M', 'pieza', 6), requirement('blank', 'POL-001-AZM-G', 'pieza', 4), requirement('material', 'ETQ-TAL-01', 'pieza', 11), requirement('material', 'CIN-REF-05', 'metro', 4)],
  withoutBom: false,
  operations: [],
  totalMinutes: 110,
} as unknown as ProductionSnapshot;

describe.each(testDatabases)('production and stock (%s)', (kind) => {
  let t: TestApp;
  const as = {} as Record<UserRole, Requester>;
  let mp: number;
  let pt: number;
  let shelf: number;
  const ids: Record<string, number> = {};
  let makeOrder: (status?: ProductionOrderStatus) => Promise<number>;

  const moveCount = async () => Number((await t.app.db.selectFrom('stock_moves').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const receive = (over: Record<string, unknown>) => ({ kind: 'receipt', warehouseId: mp, locationId: null, toWarehouseId: null, toLocationId: null, note: '', ...over });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const app = t.app;
    await seedIfEmpty(app.db, app.storage, productionFixture, t.clock.now());
    for (const role of ROLES) as[role] = (await buildUser(app, { username: `u-${role}`, role })).as;
    const demo = (await signInDemo(app)).as;
    mp = okJson(await as.admin('POST', '/api/stock/warehouses', { code: 'MP', name: 'Materia prima', kind: 'raw_material', active: true }), 'MP').id;
    pt = okJson(await as.admin('POST', '/api/stock/warehouses', { code: 'PT', name: 'Producto terminado', kind: 'finished_goods', active: true }), 'PT').id;
    shelf = okJson(await as.admin('POST', '/api/stock/locations', { warehouseId: mp, code: 'B-01-01', name: 'Prendas lisas', active: true }), 'shelf').id;
    for (const code of ['POL-001', 'ETQ-TAL-01', 'CIN-REF-05']) ids[code] = (await app.db.selectFrom('items').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    for (const code of ['POL-001-AZM-M', 'POL-001-AZM-G', 'POL-001-BLA-M']) ids[code] = (await app.db.selectFrom('item_variants').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    // Opening stock: blanks M on the shelf, 3 blanks G (one short), labels, 10 m of ribbon.
    const post = async (body: Record<string, unknown>) => okJson(await as.admin('POST', '/api/stock/moves', receive(body)), 'opening');
    await post({ itemId: ids['POL-001'], variantId: ids['POL-001-AZM-M'], locationId: shelf, quantity: 12, unitCostCents: 18_550 });
    await post({ itemId: ids['POL-001'], variantId: ids['POL-001-AZM-G'], quantity: 3, unitCostCents: 19_000 });
    await post({ itemId: ids['ETQ-TAL-01'], variantId: null, quantity: 40, unitCostCents: 35 });
    await post({ itemId: ids['CIN-REF-05'], variantId: null, quantity: 1_000, unitCostCents: 1_450 });

    const machine = async (name: string) => (await app.db.selectFrom('machines').select(['id', 'rate_cents_per_hour']).where('name', '=', name).executeTakeFirstOrThrow());
    const tajima = await machine('Tajima 6 cabezas');
    const table = await machine('Mesa de inspección y empaque');
    expect([tajima.rate_cents_per_hour, table.rate_cents_per_hour]).toEqual([45_000, 6_000]);
    const clientId = (await app.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const sampleId = await buildSample(app, { stage: 7, clientId, name: 'Polos' });
    const demoId = (await app.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id;
    let n = 0;
    makeOrder = async (status = 'released') => {
      const sales = await buildSalesDocument(demo, 'order', clientId);
      const line = await app.db.selectFrom('document_lines').select(['id', 'line_number']).where('document_id', '=', sales.id).orderBy('line_number').executeTakeFirstOrThrow();
      const at = t.clock.now().toISOString();
      const folio = `OF-S${String(++n).padStart(4, '0')}`;
      const { id } = await app.db
        .insertInto('production_orders')
        .values({
          folio, status, document_id: sales.id, line_id: line.id, line_number: line.line_number + 1, partner_id: clientId, style_id: ids['POL-001']!, sample_id: sampleId, pieces: 10, total_minutes: 110,
          promised_date: null, planned_start: null, planned_end: null, snapshot: JSON.stringify(SNAPSHOT), search_text: folio.toLowerCase(), version: 0, created_at: at, created_by: demoId, updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const op = (sequence: number, kindOf: 'embroidery' | 'packing', minutes: number, machineId: number) => ({
        order_id: id, sequence, kind: kindOf, machine_kind: kindOf === 'embroidery' ? ('embroidery' as const) : ('manual_station' as const), label: kindOf, position: null, minutes, machine_id: machineId,
        planned_day: null, status: 'pending' as const, note: '', version: 0,
      });
      await app.db.insertInto('production_operations').values([op(1, 'embroidery', 90, tajima.id), op(2, 'packing', 20, table.id)]).execute();
      return id;
    };
  });
  afterAll(() => t.close());

  describe('issuing materials', () => {
    let order: number;
    beforeAll(async () => {
      order = await makeOrder();
    });

    it('answers required / issued / remaining per component in smallest units (metres in centimetres)', async () => {
      const res = await as.seller.get(materials(order));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.materials.map((m: { component: string; unit: string; required: number; issued: number; remaining: number; variantId: number | null }) => [m.component, m.unit, m.required, m.issued, m.remaining, m.variantId])).toEqual([
        ['POL-001-AZM-M', 'pieza', 6, 0, 6, ids['POL-001-AZM-M']],
        ['POL-001-AZM-G', 'pieza', 4, 0, 4, ids['POL-001-AZM-G']],
        ['ETQ-TAL-01', 'pieza', 11, 0, 11, null],
        ['CIN-REF-05', 'metro', 400, 0, 400, null],
      ]);
      expect(body.finishedGoods).toEqual([
        { code: 'POL-001-AZM-M', colour: 'Azul marino', size: 'M', variantId: ids['POL-001-AZM-M'], pieces: 6, received: 0, receivable: 6 },
        { code: 'POL-001-AZM-G', colour: 'Azul marino', size: 'G', variantId: ids['POL-001-AZM-G'], pieces: 4, received: 0, receivable: 4 },
      ]);
      expect(body.goodPieces).toBeNull();
      expect(body.receipts).toEqual([]);
    });

    it('posts production_issue legs naming the order, taking from wherever the warehouse holds it', async () => {
      const res = await as.production('POST', issues(order), {
        warehouseId: mp,
        lines: [
          { itemId: ids['POL-001'], variantId: ids['POL-001-AZM-M'], locationId: null, quantity: 6 },
          { itemId: ids['ETQ-TAL-01'], variantId: null, locationId: null, quantity: 11 },
          { itemId: ids['CIN-REF-05'], variantId: null, locationId: null, quantity: 150 },
        ],
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().materials.map((m: { issued: number; remaining: number }) => [m.issued, m.remaining])).toEqual([
        [6, 0],
        [0, 4],
        [11, 0],
        [150, 250],
      ]);
      const moves = await t.app.db.selectFrom('stock_moves').selectAll().where('kind', '=', 'production_issue').orderBy('id').execute();
      expect(moves.map((m) => [m.item_id, m.variant_id, m.location_id, Number(m.quantity), Number(m.unit_cost_cents), m.source_kind, m.source_id])).toEqual([
        [ids['POL-001'], ids['POL-001-AZM-M'], shelf, -6, 18_550, 'production_order', order],
        [ids['ETQ-TAL-01'], null, null, -11, 35, 'production_order', order],
        [ids['CIN-REF-05'], null, null, -150, 1_450, 'production_order', order],
      ]);
    });

    it('refuses a shortage with what is short and writes nothing', async () => {
      const before = await moveCount();
      const res = await as.admin('POST', issues(order), {
        warehouseId: mp,
        lines: [
          { itemId: ids['CIN-REF-05'], variantId: null, locationId: null, quantity: 100 },
          { itemId: ids['POL-001'], variantId: ids['POL-001-AZM-G'], locationId: null, quantity: 4 },
        ],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Falta 1 pieza de POL-001-AZM-G en Materia prima: hay 3 y se piden 4.' });
      expect(await moveCount()).toBe(before);
      // At a location it holds none of: the ledger's own refusal.
      const there = await as.admin('POST', issues(order), { warehouseId: mp, lines: [{ itemId: ids['POL-001'], variantId: ids['POL-001-AZM-G'], locationId: shelf, quantity: 1 }] });
      expect(there.statusCode).toBe(409);
      expect(there.json().message).toMatch(/^Falta 1 pieza de POL-001-AZM-G en Materia prima, ubicación B-01-01/);
      expect(await moveCount()).toBe(before);
    });

    it('refuses more than is pending, a component the order does not take, a line twice, a finished-goods warehouse', async () => {
      const before = await moveCount();
      const over = await as.admin('POST', issues(order), { warehouseId: mp, lines: [{ itemId: ids['CIN-REF-05'], variantId: null, locationId: null, quantity: 251 }] });
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({ message: M.overIssue('CIN-REF-05', '2.5 metros') });
      const other = await as.admin('POST', issues(order), { warehouseId: mp, lines: [{ itemId: ids['POL-001'], variantId: ids['POL-001-BLA-M'], locationId: null, quantity: 1 }] });
      expect(other.statusCode).toBe(400);
      expect(other.json()).toMatchObject({ message: M.notComponent('POL-001-BLA-M') });
      const twice = await as.admin('POST', issues(order), {
        warehouseId: mp,
        lines: [
          { itemId: ids['CIN-REF-05'], variantId: null, locationId: null, quantity: 1 },
          { itemId: ids['CIN-REF-05'], variantId: null, locationId: null, quantity: 1 },
        ],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toMatchObject({ message: M.repeatedLine('CIN-REF-05') });
      const finished = await as.admin('POST', issues(order), { warehouseId: pt, lines: [{ itemId: ids['CIN-REF-05'], variantId: null, locationId: null, quantity: 1 }] });
      expect(finished.statusCode).toBe(409);
      expect(finished.json()).toEqual({ message: M.rawWarehouse('Producto terminado') });
      expect(await moveCount()).toBe(before);
    });

    it('refuses orders that are not released or in progress (planned, closed, cancelled)', async () => {
      const before = await moveCount();
      for (const [status, label] of [
        ['planned', 'Planeada'],
        ['closed', 'Cerrada'],
        ['cancelled', 'Cancelada'],
      ] as const) {
        const id = await makeOrder(status);
        const line = { itemId: ids['ETQ-TAL-01'], variantId: null, locationId: null, quantity: 1 };
        const res = await as.admin('POST', issues(id), { warehouseId: mp, lines: [line] });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: M.orderNotOpen(label) });
        const rec = await as.admin('POST', receipts(id), { warehouseId: pt, lines: [{ variantId: ids['POL-001-AZM-M'], quantity: 1 }] });
        expect(rec.statusCode).toBe(409);
      }
      expect(await moveCount()).toBe(before);
    });
  });

  describe('receiving finished goods', () => {
    let order: number;
    beforeAll(async () => {
      order = await makeOrder('in_progress');
      // As above: blanks M, labels and 1.5 m of ribbon issued by hand; the blanks G come in later.
      okJson(
        await as.production('POST', issues(order), {
          warehouseId: mp,
          lines: [
            { itemId: ids['POL-001'], variantId: ids['POL-001-AZM-M'], locationId: null, quantity: 6 },
            { itemId: ids['ETQ-TAL-01'], variantId: null, locationId: null, quantity: 11 },
            { itemId: ids['CIN-REF-05'], variantId: null, locationId: null, quantity: 150 },
          ],
        }),
        'issue',
      );
    });

    it('backflushes what the pieces consume and costs them: materials at ledger cost + machine time ÷ pieces', async () => {
      const res = await as.production('POST', receipts(order), { warehouseId: pt, lines: [{ variantId: ids['POL-001-AZM-G'], quantity: 3 }] });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      // Blanks G: 3 for 3 pieces; labels ⌈11 × 3/10⌉ = 4 and ribbon 120 cm were already issued.
      expect(body.backflushed).toEqual([{ component: 'POL-001-AZM-G', quantity: 3 }]);
      // 3 × 190.00 + 4 × 0.35 + 1.20 m × 14.50 + 695.00 × 3/10 = 570 + 1.40 + 17.40 + 208.50 = 797.30 ÷ 3 = 265.766… → 265.77
      expect(body.unitCostCents).toBe(26_577);
      const legs = await t.app.db.selectFrom('stock_moves').selectAll().where('source_id', '=', order).where('source_kind', '=', 'production_order').orderBy('id').execute();
      expect(legs.slice(-2).map((m) => [m.kind, m.warehouse_id, m.variant_id, Number(m.quantity), Number(m.unit_cost_cents)])).toEqual([
        ['production_issue', mp, ids['POL-001-AZM-G'], -3, 19_000],
        ['production_receipt', pt, ids['POL-001-AZM-G'], 3, 26_577],
      ]);
      expect(body.materials.finishedGoods.map((g: { received: number; receivable: number }) => [g.received, g.receivable])).toEqual([
        [0, 6],
        [3, 1],
      ]);
    });

    it('refuses more pieces than the order makes of a variant, and a variant it does not make, writing nothing', async () => {
      const before = await moveCount();
      const over = await as.admin('POST', receipts(order), { warehouseId: pt, lines: [{ variantId: ids['POL-001-AZM-M'], quantity: 1 }, { variantId: ids['POL-001-AZM-G'], quantity: 2 }] });
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({ message: 'De POL-001-AZM-G solo queda 1 pieza por recibir.' });
      const other = await as.admin('POST', receipts(order), { warehouseId: pt, lines: [{ variantId: ids['POL-001-BLA-M'], quantity: 1 }] });
      expect(other.statusCode).toBe(400);
      expect(other.json()).toMatchObject({ message: M.notVariant('POL-001-BLA-M') });
      const raw = await as.admin('POST', receipts(order), { warehouseId: mp, lines: [{ variantId: ids['POL-001-AZM-M'], quantity: 1 }] });
      expect(raw.statusCode).toBe(409);
      expect(raw.json()).toEqual({ message: M.finishedWarehouse('Materia prima') });
      const shortWarehouse = await as.admin('POST', receipts(order), { warehouseId: pt, materialsWarehouseId: pt, lines: [{ variantId: ids['POL-001-AZM-M'], quantity: 1 }] });
      expect(shortWarehouse.statusCode).toBe(409);
      expect(await moveCount()).toBe(before);
    });

    it('refuses a receipt whose backflush is short, writing nothing', async () => {
      // The 4th blank G is not in stock: receiving it needs it.
      const before = await moveCount();
      const res = await as.production('POST', receipts(order), { warehouseId: pt, lines: [{ variantId: ids['POL-001-AZM-G'], quantity: 1 }] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Falta 1 pieza de POL-001-AZM-G en Materia prima: hay 0 y se piden 1.' });
      expect(await moveCount()).toBe(before);
    });

    it('receives the rest with the rest of the materials, to the cent', async () => {
      okJson(await as.admin('POST', '/api/stock/moves', receive({ itemId: ids['POL-001'], variantId: ids['POL-001-AZM-G'], quantity: 1, unitCostCents: 19_000 })), 'blank G');
      const res = await as.admin('POST', receipts(order), { warehouseId: pt, lines: [{ variantId: ids['POL-001-AZM-M'], quantity: 6 }, { variantId: ids['POL-001-AZM-G'], quantity: 1 }] });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.backflushed).toEqual([
        { component: 'POL-001-AZM-G', quantity: 1 },
        { component: 'CIN-REF-05', quantity: 250 },
      ]);
      // 6 × 185.50 + 1 × 190.00 + 7 × 0.35 + 2.80 m × 14.50 + 695.00 × 7/10 = 1113 + 190 + 2.45 + 40.60 + 486.50 = 1832.55 ÷ 7 = 261.792… → 261.79
      expect(body.unitCostCents).toBe(26_179);
      expect(body.materials.materials.map((m: { issued: number; remaining: number }) => [m.issued, m.remaining])).toEqual([
        [6, 0],
        [4, 0],
        [11, 0],
        [400, 0],
      ]);
      expect(body.materials.receipts).toEqual([
        { at: expect.any(String), pieces: 3, unitCostCents: 26_577, warehouseName: 'Producto terminado' },
        { at: expect.any(String), pieces: 7, unitCostCents: 26_179, warehouseName: 'Producto terminado' },
      ]);
      const full = await as.admin('POST', receipts(order), { warehouseId: pt, lines: [{ variantId: ids['POL-001-AZM-M'], quantity: 1 }] });
      expect(full.statusCode).toBe(409);
      expect(full.json()).toEqual({ message: M.overReceipt('POL-001-AZM-M', 0) });
      // Finished goods on hand at their cost.
      const stock = (await as.seller.get(`/api/stock/items/${ids['POL-001']}`)).json();
      const ptRow = stock.warehouses.find((w: { code: string }) => w.code === 'PT');
      expect(ptRow.variants.find((v: { code: string }) => v.code === 'POL-001-AZM-M')).toMatchObject({ onHand: 6, averageCostCents: 26_179 });
    });
  });

  describe('hostile input', () => {
    let order: number;
    beforeAll(async () => {
      order = await makeOrder();
    });
    const line = () => ({ itemId: ids['ETQ-TAL-01'], variantId: null, locationId: null, quantity: 1 });
    const issueCases: [string, () => unknown, number][] = [
      ['no body', () => undefined, 400],
      ['an array', () => [line()], 400],
      ['no warehouse', () => ({ lines: [line()] }), 400],
      ['the warehouse as text', () => ({ warehouseId: String(mp), lines: [line()] }), 400],
      ['warehouse 0', () => ({ warehouseId: 0, lines: [line()] }), 400],
      ['a warehouse that does not exist', () => ({ warehouseId: 999_999, lines: [line()] }), 404],
      ['no lines', () => ({ warehouseId: mp, lines: [] }), 400],
      ['201 lines', () => ({ warehouseId: mp, lines: Array.from({ length: 201 }, line) }), 400],
      ['quantity 0', () => ({ warehouseId: mp, lines: [{ ...line(), quantity: 0 }] }), 400],
      ['a negative quantity', () => ({ warehouseId: mp, lines: [{ ...line(), quantity: -5 }] }), 400],
      ['a fractional quantity', () => ({ warehouseId: mp, lines: [{ ...line(), quantity: 1.5 }] }), 400],
      ['a huge quantity', () => ({ warehouseId: mp, lines: [{ ...line(), quantity: 1e12 }] }), 400],
      ['the quantity as text', () => ({ warehouseId: mp, lines: [{ ...line(), quantity: '1' }] }), 400],
      ['no variant key', () => ({ warehouseId: mp, lines: [{ itemId: ids['ETQ-TAL-01'], locationId: null, quantity: 1 }] }), 400],
      ['an unknown item', () => ({ warehouseId: mp, lines: [{ ...line(), itemId: 999_999 }] }), 400],
      ['a location of nowhere', () => ({ warehouseId: mp, lines: [{ ...line(), locationId: 999_999 }] }), 404],
      ['an extra property', () => ({ warehouseId: mp, lines: [line()], note: 'x' }), 400],
      ['an extra line property', () => ({ warehouseId: mp, lines: [{ ...line(), unitCostCents: 1 }] }), 400],
    ];
    it.each(issueCases)('issue: %s → %d, nothing written', async (_name, body, status) => {
      const before = await moveCount();
      const res = await as.admin('POST', issues(order), body());
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(/\S/);
      expect(await moveCount()).toBe(before);
    });

    const receiptCases: [string, () => unknown, number][] = [
      ['no warehouse', () => ({ lines: [{ variantId: ids['POL-001-AZM-M'], quantity: 1 }] }), 400],
      ['no lines', () => ({ warehouseId: pt, lines: [] }), 400],
      ['quantity 0', () => ({ warehouseId: pt, lines: [{ variantId: ids['POL-001-AZM-M'], quantity: 0 }] }), 400],
      ['a fractional quantity', () => ({ warehouseId: pt, lines: [{ variantId: ids['POL-001-AZM-M'], quantity: 0.5 }] }), 400],
      ['no variant', () => ({ warehouseId: pt, lines: [{ quantity: 1 }] }), 400],
      ['a null variant', () => ({ warehouseId: pt, lines: [{ variantId: null, quantity: 1 }] }), 400],
      ['a variant of nothing', () => ({ warehouseId: pt, lines: [{ variantId: 999_999, quantity: 1 }] }), 400],
      ['a line twice', () => ({ warehouseId: pt, lines: [{ variantId: ids['POL-001-AZM-M'], quantity: 1 }, { variantId: ids['POL-001-AZM-M'], quantity: 1 }] }), 400],
      ['a warehouse that does not exist', () => ({ warehouseId: 999_999, lines: [{ variantId: ids['POL-001-AZM-M'], quantity: 1 }] }), 404],
      ['a materials warehouse that does not exist', () => ({ warehouseId: pt, materialsWarehouseId: 999_999, lines: [{ variantId: ids['POL-001-AZM-M'], quantity: 1 }] }), 404],
      ['a unit cost', () => ({ warehouseId: pt, unitCostCents: 1, lines: [{ variantId: ids['POL-001-AZM-M'], quantity: 1 }] }), 400],
    ];
    it.each(receiptCases)('receipt: %s → %d, nothing written', async (_name, body, status) => {
      const before = await moveCount();
      const res = await as.admin('POST', receipts(order), body());
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(/\S/);
      expect(await moveCount()).toBe(before);
    });

    it.each([
      ['GET', materials],
      ['POST', issues],
      ['POST', receipts],
    ] as const)('%s %p: a bad id is a 400, a missing order a 404', async (method, url) => {
      const body = method === 'POST' ? { warehouseId: pt, lines: [{ itemId: 1, variantId: 1, locationId: null, quantity: 1 }] } : undefined;
      expect((await as.admin(method, url('abc'), body)).statusCode).toBe(400);
      const missing = await as.admin(method, url(999_999), url === receipts ? { warehouseId: pt, lines: [{ variantId: 1, quantity: 1 }] } : body);
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('endpoint × role', () => {
    let order: number;
    beforeAll(async () => {
      order = await makeOrder('planned');
    });
    const writers = new Set<UserRole>(['production', 'admin']);
    it.each(ROLES)('%s reads materials; only production and admins issue and receive', async (role) => {
      expect((await as[role].get(materials(order))).statusCode).toBe(200);
      const before = await moveCount();
      const issue = await as[role]('POST', issues(order), { warehouseId: mp, lines: [{ itemId: ids['ETQ-TAL-01'], variantId: null, locationId: null, quantity: 1 }] });
      const receipt = await as[role]('POST', receipts(order), { warehouseId: pt, lines: [{ variantId: ids['POL-001-AZM-M'], quantity: 1 }] });
      // The order is planned: the ones who may get the status refusal; the others a 403 first.
      expect([issue.statusCode, receipt.statusCode]).toEqual(writers.has(role) ? [409, 409] : [403, 403]);
      expect(await moveCount()).toBe(before);
    });

    it('anonymous gets 401 everywhere', async () => {
      const anon = anonymous(t.app);
      expect((await anon.get(materials(order))).statusCode).toBe(401);
      expect((await anon('POST', issues(order), { warehouseId: mp, lines: [] })).statusCode).toBe(401);
      expect((await anon('POST', receipts(order), { warehouseId: pt, lines: [] })).statusCode).toBe(401);
    });
  });
});
