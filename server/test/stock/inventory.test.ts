import { INVENTORY_MESSAGES, ITEM_MESSAGES, STOCK_MESSAGES, type UserRole } from '@muestrario/shared/domain';
import { seedIfEmpty } from '../../src/db/seed';
import { boms as demoBoms } from '../../src/db/seed/data/boms';
import { items as demoItems } from '../../src/db/seed/data/items';
import { stock as demoStock } from '../../src/db/seed/data/stock';
import { createTestApp, type TestApp } from '../helpers/app';
import { backofficeFixture } from '../helpers/backoffice';
import { buildPartner, buildUser } from '../helpers/builders';
import type { Requester } from '../helpers/request';
import { testDatabases } from '../helpers/databases';

// Argon2 sign-ins and seeding on a shared, busy machine.
jest.setTimeout(120_000);

const ROLES: readonly UserRole[] = ['seller', 'designer', 'production', 'quality', 'admin'];
const DOCUMENTS = '/api/stock/documents';
const COUNTS = '/api/stock/counts';
const REPORTS = '/api/stock/reports';

describe.each(testDatabases)('inventory documents, counts, planning and reports (%s)', (kind) => {
  let t: TestApp;
  const as = {} as Record<UserRole, Requester>;
  const ids = {} as Record<'polo' | 'poloAzmM' | 'thread' | 'bags' | 'service' | 'mp' | 'pt' | 'threadShelf' | 'blankShelf' | 'e01' | 'supplier' | 'client' | 'receipt', number>;

  const itemId = async (code: string) => (await t.app.db.selectFrom('items').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const variantId = async (code: string) => (await t.app.db.selectFrom('item_variants').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const warehouseId = async (code: string) => (await t.app.db.selectFrom('warehouses').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const locationId = async (warehouse: number, code: string) =>
    (await t.app.db.selectFrom('stock_locations').select('id').where('warehouse_id', '=', warehouse).where('code', '=', code).executeTakeFirstOrThrow()).id;
  const counts = async () => ({
    moves: Number((await t.app.db.selectFrom('stock_moves').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    documents: Number((await t.app.db.selectFrom('stock_documents').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    counts: Number((await t.app.db.selectFrom('stock_counts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    balances: await t.app.db.selectFrom('stock_balances').select(['slot', 'on_hand', 'average_cost_cents']).orderBy('slot').execute(),
    items: await t.app.db.selectFrom('items').select(['id', 'preferred_supplier_id', 'min_stock']).orderBy('id').execute(),
  });
  const line = (over: Record<string, unknown> = {}) => ({
    itemId: ids.polo,
    variantId: ids.poloAzmM,
    warehouseId: ids.mp,
    locationId: null,
    quantity: 10,
    unitCostCents: 9_000,
    toWarehouseId: null,
    toLocationId: null,
    ...over,
  });
  const receipt = (lines: unknown[] = [line()], note = '') => ({ kind: 'receipt', note, lines });
  const onHand = async (code: string, warehouse: number, location: number | null = null) => {
    const b = await t.app.db
      .selectFrom('stock_balances as b')
      .leftJoin('item_variants as v', 'v.id', 'b.variant_id')
      .innerJoin('items as i', 'i.id', 'b.item_id')
      .select('b.on_hand')
      .where((eb) => eb.or([eb('v.code', '=', code), eb.and([eb('i.code', '=', code), eb('b.variant_id', 'is', null)])]))
      .where('b.warehouse_id', '=', warehouse)
      .where('b.location_id', location === null ? 'is' : '=', location)
      .executeTakeFirst();
    return Number(b?.on_hand ?? 0);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, { ...backofficeFixture, items: demoItems, boms: demoBoms, stock: demoStock }, t.clock.now());
    for (const role of ROLES) as[role] = (await buildUser(t.app, { username: `u-${role}`, role })).as;
    ids.polo = await itemId('POL-001');
    ids.poloAzmM = await variantId('POL-001-AZM-M');
    ids.thread = await itemId('HIL-BOB-BL');
    ids.bags = await itemId('BOL-PE-02');
    ids.service = await itemId('BOR-MIL-13');
    ids.mp = await warehouseId('MP');
    ids.pt = await warehouseId('PT');
    ids.threadShelf = await locationId(ids.mp, 'A-02-01');
    ids.blankShelf = await locationId(ids.mp, 'B-01-01');
    ids.e01 = await locationId(ids.pt, 'E-01');
    ids.supplier = (await buildPartner(as.admin, { cardName: 'Hilos del Norte, S.A. de C.V.', partnerType: 'Proveedor' })).id;
    ids.client = (await buildPartner(as.admin, { cardName: 'Uniformes del Golfo, S.A. de C.V.', partnerType: 'Cliente' })).id;
  });
  afterAll(() => t.close());

  describe('documents', () => {
    it('the seed left one of each, with folios of their series', async () => {
      const page = (await as.seller.get(DOCUMENTS)).json();
      expect(page.rows.map((d: { folio: string }) => d.folio)).toEqual(['TR00001', 'SI00001', 'EI00001']);
      expect(page.rows[2]).toMatchObject({ kind: 'receipt', lineCount: 2, note: 'Compra de contado en mostrador', userName: null });
    });

    it('posts a receipt of two lines in one transaction: EI00002, lines at their cost, metres in centimetres', async () => {
      const res = await as.production('POST', DOCUMENTS, receipt([line({ quantity: 5, unitCostCents: 9_000 }), line({ itemId: ids.thread, variantId: null, locationId: ids.threadShelf, quantity: 250_050, unitCostCents: 2 })], ' Proveedor de paso '));
      expect(res.statusCode).toBe(201);
      const doc = res.json();
      expect(doc).toMatchObject({ kind: 'receipt', series: 'EI', number: 2, folio: 'EI00002', note: 'Proveedor de paso', lineCount: 2, userName: 'u-production Prueba', at: t.clock.now().toISOString() });
      expect(doc.lines).toEqual([
        expect.objectContaining({ line: 1, code: 'POL-001-AZM-M', itemCode: 'POL-001', unit: 'pieza', warehouseName: 'Materia prima', locationId: null, quantity: 5, unitCostCents: 9_000, toWarehouseId: null }),
        expect.objectContaining({ line: 2, code: 'HIL-BOB-BL', unit: 'metro', locationCode: 'A-02-01', quantity: 250_050, unitCostCents: 2 }),
      ]);
      const moves = await t.app.db.selectFrom('stock_moves').select(['source_kind', 'source_id', 'source_line', 'kind']).where('source_id', '=', doc.id).where('source_kind', '=', 'stock_document').orderBy('id').execute();
      expect(moves).toEqual([
        { source_kind: 'stock_document', source_id: doc.id, source_line: 1, kind: 'receipt' },
        { source_kind: 'stock_document', source_id: doc.id, source_line: 2, kind: 'receipt' },
      ]);
      expect((await as.quality.get(`${DOCUMENTS}/${doc.id}`)).json()).toEqual(doc);
      ids.receipt = doc.id;
    });

    it('refuses a whole issue when one line is short, naming it in Spanish; nothing written, the folio not spent', async () => {
      const before = await counts();
      const res = await as.production('POST', DOCUMENTS, { kind: 'issue', note: '', lines: [line({ quantity: 1, unitCostCents: null }), line({ itemId: ids.bags, variantId: null, quantity: 1_000, unitCostCents: null, locationId: await locationId(ids.mp, 'A-01-02') })] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Faltan 700 piezas de BOL-PE-02 en Materia prima, ubicación A-01-02: hay 300 y se piden 1,000.' });
      expect(await counts()).toEqual(before);
      const ok = await as.production('POST', DOCUMENTS, { kind: 'issue', note: 'Merma', lines: [line({ quantity: 1, unitCostCents: null })] });
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ folio: 'SI00002', lines: [expect.objectContaining({ quantity: 1 })] });
    });

    it('transfers: each line out of its origin and into its destination at the origin’s average', async () => {
      const before = await onHand('POL-001-AZM-M', ids.pt, ids.e01);
      const res = await as.admin('POST', DOCUMENTS, { kind: 'transfer', note: '', lines: [line({ locationId: ids.blankShelf, quantity: 4, unitCostCents: null, toWarehouseId: ids.pt, toLocationId: ids.e01 })] });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ folio: 'TR00002', lines: [expect.objectContaining({ warehouseName: 'Materia prima', locationCode: 'B-01-01', toWarehouseName: 'Producto terminado', toLocationCode: 'E-01', quantity: 4, unitCostCents: 9_800 })] });
      expect(await onHand('POL-001-AZM-M', ids.pt, ids.e01)).toBe(before + 4);
    });

    it('says which line is wrong and why (400), writing nothing', async () => {
      const cases: [unknown, number, string][] = [
        [receipt([line(), line({ unitCostCents: null })]), 400, INVENTORY_MESSAGES.line(2, INVENTORY_MESSAGES.costRequired)],
        [{ kind: 'issue', note: '', lines: [line()] }, 400, INVENTORY_MESSAGES.line(1, INVENTORY_MESSAGES.costOnlyReceipt)],
        [{ kind: 'transfer', note: '', lines: [line({ unitCostCents: null })] }, 400, INVENTORY_MESSAGES.line(1, INVENTORY_MESSAGES.transferTarget)],
        [{ kind: 'transfer', note: '', lines: [line({ unitCostCents: null, toWarehouseId: ids.mp })] }, 400, INVENTORY_MESSAGES.line(1, INVENTORY_MESSAGES.transferSame)],
        [receipt([line({ toWarehouseId: ids.pt })]), 400, INVENTORY_MESSAGES.line(1, INVENTORY_MESSAGES.targetOnlyTransfer)],
        [receipt([line({ itemId: ids.service, variantId: null })]), 400, STOCK_MESSAGES.notStocked('BOR-MIL-13')],
        [receipt([line({ variantId: null })]), 400, STOCK_MESSAGES.variantRequired('POL-001')],
        [receipt([line({ warehouseId: ids.pt, locationId: ids.blankShelf })]), 400, STOCK_MESSAGES.locationElsewhere('B-01-01', 'Producto terminado')],
        [receipt([line({ itemId: 999_999 })]), 404, STOCK_MESSAGES.itemNotFound],
        [receipt([line({ warehouseId: 999_999 })]), 404, STOCK_MESSAGES.warehouseNotFound],
      ];
      const before = await counts();
      for (const [body, status, message] of cases) {
        const res = await as.admin('POST', DOCUMENTS, body);
        expect([res.statusCode, res.json().message]).toEqual([status, message]);
      }
      expect(await counts()).toEqual(before);
      const next = await as.admin('POST', DOCUMENTS, receipt());
      expect(next.json().folio).toBe('EI00003');
    });

    it('lists newest first, by kind, searched by folio, note or who, paged', async () => {
      const receipts = (await as.designer.get(`${DOCUMENTS}?kind=receipt`)).json();
      expect(receipts.rows.map((d: { folio: string }) => d.folio)).toEqual(['EI00003', 'EI00002', 'EI00001']);
      expect((await as.designer.get(`${DOCUMENTS}?search=ei00002`)).json().rows.map((d: { folio: string }) => d.folio)).toEqual(['EI00002']);
      expect((await as.designer.get(`${DOCUMENTS}?search=PROVEEDOR%20paso`)).json().total).toBe(1);
      expect((await as.designer.get(`${DOCUMENTS}?search=u-production`)).json().total).toBe(2);
      const page2 = (await as.designer.get(`${DOCUMENTS}?pageSize=2&page=2`)).json();
      expect(page2).toMatchObject({ total: 7, page: 2, pageSize: 2 });
      expect(page2.rows).toHaveLength(2);
      expect((await as.seller.get(`${DOCUMENTS}/999999`)).json()).toEqual({ message: INVENTORY_MESSAGES.documentNotFound });
    });
  });

  describe('stock counts', () => {
    it('posts each difference against the balance read inside the transaction; equal lines post nothing', async () => {
      const threadBefore = await onHand('HIL-BOB-BL', ids.mp, ids.threadShelf);
      const poloBefore = await onHand('POL-001-AZM-M', ids.mp, ids.blankShelf);
      const bags = await locationId(ids.mp, 'A-01-02');
      const res = await as.production('POST', COUNTS, {
        warehouseId: ids.mp,
        note: 'Cierre de mes',
        lines: [
          { itemId: ids.thread, variantId: null, locationId: ids.threadShelf, counted: threadBefore - 150 },
          { itemId: ids.polo, variantId: ids.poloAzmM, locationId: ids.blankShelf, counted: poloBefore },
          { itemId: ids.bags, variantId: null, locationId: bags, counted: 305 },
        ],
      });
      expect(res.statusCode).toBe(201);
      const { id, adjustments } = res.json();
      expect(adjustments).toEqual([
        expect.objectContaining({ kind: 'count_adjustment', code: 'HIL-BOB-BL', quantity: -150, sourceKind: 'stock_count', sourceId: id, sourceLine: 1 }),
        expect.objectContaining({ kind: 'count_adjustment', code: 'BOL-PE-02', quantity: 5, unitCostCents: 160, sourceLine: 3 }),
      ]);
      expect(await onHand('HIL-BOB-BL', ids.mp, ids.threadShelf)).toBe(threadBefore - 150);
      expect(await onHand('BOL-PE-02', ids.mp, bags)).toBe(305);
    });

    it('refuses a line twice, a location of another warehouse, a style without its variant; writes nothing', async () => {
      const before = await counts();
      const one = { itemId: ids.thread, variantId: null, locationId: ids.threadShelf, counted: 1 };
      const cases: [unknown, number, string][] = [
        [{ warehouseId: ids.mp, note: '', lines: [one, one] }, 400, INVENTORY_MESSAGES.countTwice('HIL-BOB-BL')],
        [{ warehouseId: ids.pt, note: '', lines: [one] }, 400, STOCK_MESSAGES.locationElsewhere('A-02-01', 'Producto terminado')],
        [{ warehouseId: ids.mp, note: '', lines: [{ ...one, itemId: ids.polo }] }, 400, STOCK_MESSAGES.variantRequired('POL-001')],
        [{ warehouseId: ids.mp, note: '', lines: [{ ...one, itemId: ids.service }] }, 400, STOCK_MESSAGES.notStocked('BOR-MIL-13')],
        [{ warehouseId: 999_999, note: '', lines: [one] }, 404, STOCK_MESSAGES.warehouseNotFound],
        [{ warehouseId: ids.mp, note: '', lines: [{ ...one, itemId: 999_999 }] }, 404, STOCK_MESSAGES.itemNotFound],
      ];
      for (const [body, status, message] of cases) {
        const res = await as.admin('POST', COUNTS, body);
        expect([res.statusCode, res.json().message]).toEqual([status, message]);
      }
      expect(await counts()).toEqual(before);
    });
  });

  describe('item planning', () => {
    it('reads and saves the preferred supplier and minimum; refuses a partner that is no supplier', async () => {
      const url = `/api/items/${ids.thread}/planning`;
      expect((await as.seller.get(url)).json()).toEqual({ itemId: ids.thread, code: 'HIL-BOB-BL', unit: 'metro', stocked: true, preferredSupplierId: null, preferredSupplierName: null, minStock: 2_000_000 });
      const saved = await as.production('PUT', url, { preferredSupplierId: ids.supplier, minStock: 150_000 });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ preferredSupplierId: ids.supplier, preferredSupplierName: 'Hilos del Norte, S.A. de C.V.', minStock: 150_000 });
      const before = await counts();
      const client = await as.admin('PUT', url, { preferredSupplierId: ids.client, minStock: 1 });
      expect(client.statusCode).toBe(400);
      expect(client.json()).toEqual({ message: INVENTORY_MESSAGES.notSupplier('Uniformes del Golfo, S.A. de C.V.') });
      expect((await as.admin('PUT', url, { preferredSupplierId: 999_999, minStock: 1 })).json()).toEqual({ message: INVENTORY_MESSAGES.supplierNotFound });
      expect((await as.admin('PUT', `/api/items/${ids.service}/planning`, { preferredSupplierId: null, minStock: 1 })).json()).toEqual({ message: INVENTORY_MESSAGES.minStockNotStocked('BOR-MIL-13') });
      expect(await counts()).toEqual(before);
      expect((await as.admin('PUT', `/api/items/${ids.service}/planning`, { preferredSupplierId: ids.supplier, minStock: 0 })).statusCode).toBe(200);
      const missing = await as.admin('PUT', '/api/items/999999/planning', { preferredSupplierId: null, minStock: 0 });
      expect([missing.statusCode, missing.json().message]).toEqual([404, ITEM_MESSAGES.notFound]);
      expect((await as.seller.get('/api/items/999999/planning')).statusCode).toBe(404);
    });
  });

  describe('reports', () => {
    it('lists balances per warehouse and location, searched and filtered, with value at average cost', async () => {
      const page = (await as.seller.get(`${REPORTS}/balances?search=bol-pe-02`)).json();
      expect(page.total).toBe(1);
      expect(page.rows[0]).toMatchObject({ code: 'BOL-PE-02', warehouseName: 'Materia prima', locationCode: 'A-01-02', onHand: 305, committed: 0, ordered: 0, available: 305, averageCostCents: 160, valueCents: 48_800 });
      const byVariant = (await as.seller.get(`${REPORTS}/balances?search=POL-001-AZM-M&warehouseId=${ids.pt}`)).json();
      expect(byVariant.rows.map((r: { code: string; locationCode: string }) => [r.code, r.locationCode])).toEqual([['POL-001-AZM-M', 'E-01']]);
      const all = (await as.seller.get(`${REPORTS}/balances?pageSize=5&page=2`)).json();
      expect(all.rows).toHaveLength(5);
      expect(all.total).toBeGreaterThan(40);
    });

    it('values the stock per warehouse and item; the total is their sum', async () => {
      const v = (await as.quality.get(`${REPORTS}/valuation`)).json();
      expect(v.warehouses.map((w: { code: string }) => w.code)).toEqual(['MP', 'PT', 'TR']);
      expect(v.totalCents).toBe(v.warehouses.reduce((s: number, w: { valueCents: number }) => s + w.valueCents, 0));
      expect(v.totalCents).toBe(v.items.reduce((s: number, i: { valueCents: number }) => s + i.valueCents, 0));
      expect(v.items.find((i: { code: string }) => i.code === 'BOL-PE-02')).toMatchObject({ onHand: 305, valueCents: 48_800 });
    });

    it('lists the items below their minimum with the shortfall and preferred supplier', async () => {
      await as.admin('PUT', `/api/items/${ids.bags}/planning`, { preferredSupplierId: ids.supplier, minStock: 500 });
      const rows = (await as.designer.get(`${REPORTS}/below-minimum`)).json();
      expect(rows.find((r: { code: string }) => r.code === 'BOL-PE-02')).toEqual({
        itemId: ids.bags,
        code: 'BOL-PE-02',
        description: expect.any(String),
        unit: 'pieza',
        minStock: 500,
        available: 305,
        shortfall: 195,
        supplierId: ids.supplier,
        supplierName: 'Hilos del Norte, S.A. de C.V.',
      });
      expect(rows.map((r: { code: string }) => r.code)).toEqual(expect.arrayContaining(['CIN-REF-05', 'POL-001']));
      expect(rows.map((r: { code: string }) => r.code)).not.toContain('ETQ-TAL-01');
    });

    describe("'Descargar CSV' (the whole report, streamed)", () => {
      const csv = async (query: string) => {
        const res = await as.quality.get(`${REPORTS}/csv?${query}`);
        expect([query, res.statusCode]).toEqual([query, 200]);
        expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename=/);
        const text = res.rawPayload.toString('utf8');
        expect(text.startsWith('\uFEFF')).toBe(true);
        return text.slice(1).split('\r\n').filter(Boolean);
      };

      it('balances: every row of every page, plain decimals, filtered like the screen', async () => {
        const lines = await csv('report=balances');
        expect(lines[0]).toBe('Código,Artículo,Descripción,Unidad,Almacén,Ubicación,En existencia,Costo promedio (MXN),Valor (MXN)');
        const total = (await as.seller.get(`${REPORTS}/balances?pageSize=1`)).json().total as number;
        expect(total).toBeGreaterThan(40);
        expect(lines).toHaveLength(total + 1);
        expect(lines.find((l) => l.startsWith('BOL-PE-02,'))).toMatch(/,A-01-02,305,1\.60,488\.00$/);
        const thread = (await csv('report=balances&search=hil-bob-bl'));
        expect(thread.slice(1).every((l) => l.startsWith('HIL-BOB-BL,'))).toBe(true);
        // Metres in the item's unit with two decimals, never a thousands separator.
        expect(thread[1]).toMatch(/,metro,Materia prima,A-02-01,\d+\.\d{2},\d+\.\d{2},\d+\.\d{2}$/);
        expect((await csv(`report=balances&warehouseId=${ids.pt}`)).slice(1).every((l) => l.includes(',Producto terminado,'))).toBe(true);
      });

      it("kardex: an item's movements newest first, the balance after each ending at the first one", async () => {
        const lines = await csv(`report=kardex&itemId=${ids.bags}`);
        const page = (await as.seller.get(`/api/stock/items/${ids.bags}/kardex?pageSize=100`)).json();
        expect(lines).toHaveLength(page.total + 1);
        const balances = lines.slice(1).map((l) => l.split(',')[7]);
        expect(balances).toEqual(page.rows.map((r: { balance: number }) => String(r.balance)));
        expect((await csv(`report=kardex&itemId=${ids.bags}&warehouseId=${ids.pt}`))).toHaveLength(1);
        // In batches smaller than the movements, the keyset walk gives the same rows and balances.
        const rows = [];
        for await (const row of t.app.stockLedger.kardexRows(ids.bags, {}, page.rows[0].balance, 2)) rows.push(row);
        expect(rows.map((r) => [r.id, r.balance])).toEqual(page.rows.map((r: { id: number; balance: number }) => [r.id, r.balance]));
      });

      it('valuation and below minimum: their rows and, for valuation, the total', async () => {
        const v = (await as.quality.get(`${REPORTS}/valuation`)).json();
        const lines = await csv('report=valuation');
        expect(lines).toHaveLength(v.items.length + 2);
        expect(lines[lines.length - 1]).toBe(`Total,,,,${(v.totalCents / 100).toFixed(2)}`);
        const below = await csv('report=below-minimum');
        expect(below.find((l) => l.startsWith('BOL-PE-02,'))).toMatch(/,pieza,500,305,195,"Hilos del Norte, S\.A\. de C\.V\."$/);
      });

      it.each([
        ['no report', ''],
        ['an unknown report', 'report=ventas'],
        ['a kardex without item', 'report=kardex'],
        ['item 0', 'report=kardex&itemId=0'],
        ['item as text', 'report=kardex&itemId=uno'],
        ['a huge item', 'report=kardex&itemId=2147483648'],
        ['warehouse 0', 'report=balances&warehouseId=0'],
        ['a NUL search', 'report=balances&search=%00'],
        ['a long search', `report=balances&search=${'x'.repeat(101)}`],
      ])('%s: 400 JSON in Spanish', async (_name, query) => {
        const res = await as.seller.get(`${REPORTS}/csv?${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json().message).toMatch(/\S/);
      });

      it('an unknown item is a 404 in Spanish before any byte of CSV', async () => {
        const res = await as.seller.get(`${REPORTS}/csv?report=kardex&itemId=2147483647`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: STOCK_MESSAGES.itemNotFound });
      });
    });
  });

  describe('who may do what (endpoint × role)', () => {
    const WRITERS: readonly UserRole[] = ['production', 'admin'];
    it.each(ROLES)('%s reads everything; posts and edits planning only if production or admin', async (role) => {
      for (const url of [DOCUMENTS, `${DOCUMENTS}/${ids.receipt}`, `/api/items/${ids.polo}/planning`, `${REPORTS}/balances`, `${REPORTS}/valuation`, `${REPORTS}/below-minimum`, `${REPORTS}/csv?report=valuation`, `${REPORTS}/csv?report=kardex&itemId=${ids.polo}`]) {
        expect([url, (await as[role].get(url)).statusCode]).toEqual([url, 200]);
      }
      const may = WRITERS.includes(role);
      const writes: [string, string, unknown][] = [
        ['POST', DOCUMENTS, receipt([line({ quantity: 1 })])],
        ['POST', COUNTS, { warehouseId: ids.mp, note: '', lines: [{ itemId: ids.thread, variantId: null, locationId: ids.threadShelf, counted: 100 }] }],
        ['PUT', `/api/items/${ids.polo}/planning`, { preferredSupplierId: null, minStock: 10 }],
      ];
      for (const [method, url, body] of writes) {
        const before = may ? undefined : await counts();
        const res = await as[role](method as 'POST', url, body);
        if (may) expect([url, res.statusCode]).toEqual([url, method === 'POST' ? 201 : 200]);
        else {
          expect([url, res.statusCode, res.json().message]).toEqual([url, 403, STOCK_MESSAGES.readOnly]);
          expect(await counts()).toEqual(before);
        }
      }
    });

    it('nothing without a session', async () => {
      for (const [method, url] of [
        ['GET', DOCUMENTS],
        ['GET', `${DOCUMENTS}/1`],
        ['POST', DOCUMENTS],
        ['POST', COUNTS],
        ['GET', '/api/items/1/planning'],
        ['PUT', '/api/items/1/planning'],
        ['GET', `${REPORTS}/balances`],
        ['GET', `${REPORTS}/valuation`],
        ['GET', `${REPORTS}/below-minimum`],
        ['GET', `${REPORTS}/csv?report=balances`],
      ] as const) {
        expect([url, (await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode]).toEqual([url, 401]);
      }
    });
  });

  describe('hostile input', () => {
    const long = (n: number) => 'x'.repeat(n);
    const HOSTILE_DOCUMENT: [string, () => unknown][] = [
      ['null', () => null],
      ['an array', () => [receipt()]],
      ['no fields', () => ({})],
      ['no lines', () => receipt([])],
      ['101 lines', () => receipt(Array.from({ length: 101 }, () => line()))],
      ['an unknown kind', () => ({ ...receipt(), kind: 'count_adjustment' })],
      ['lines as an object', () => ({ ...receipt(), lines: line() })],
      ['a line that is null', () => receipt([null])],
      ['a zero quantity', () => receipt([line({ quantity: 0 })])],
      ['a negative quantity', () => receipt([line({ quantity: -3 })])],
      ['a fractional quantity', () => receipt([line({ quantity: 1.5 })])],
      ['a huge quantity', () => receipt([line({ quantity: 100_000_001 })])],
      ['a quantity as text', () => receipt([line({ quantity: '3' })])],
      ['a negative cost', () => receipt([line({ unitCostCents: -1 })])],
      ['a huge cost', () => receipt([line({ unitCostCents: 1_000_000_001 })])],
      ['item 0', () => receipt([line({ itemId: 0 })])],
      ['a huge item', () => receipt([line({ itemId: 2 ** 31 })])],
      ['item as text', () => receipt([line({ itemId: 'POL-001' })])],
      ['a note with NUL', () => receipt([line()], 'a\u0000b')],
      ['a note with a newline', () => receipt([line()], 'a\nb')],
      ['a note of 301 characters', () => receipt([line()], long(301))],
      ['no note', () => ({ kind: 'receipt', lines: [line()] })],
      ['an extra property on a line', () => receipt([{ ...line(), userId: 1 }])],
      ['an extra property', () => ({ ...receipt(), folio: 'EI99999' })],
    ];
    const COUNT = () => ({ warehouseId: ids.mp, note: '', lines: [{ itemId: ids.thread, variantId: null, locationId: ids.threadShelf, counted: 5 }] });
    const HOSTILE_COUNT: [string, () => unknown][] = [
      ['null', () => null],
      ['no fields', () => ({})],
      ['no lines', () => ({ ...COUNT(), lines: [] })],
      ['1001 lines', () => ({ ...COUNT(), lines: Array.from({ length: 1_001 }, () => COUNT().lines[0]) })],
      ['a negative count', () => ({ ...COUNT(), lines: [{ ...COUNT().lines[0], counted: -1 }] })],
      ['a fractional count', () => ({ ...COUNT(), lines: [{ ...COUNT().lines[0], counted: 0.5 }] })],
      ['a count as text', () => ({ ...COUNT(), lines: [{ ...COUNT().lines[0], counted: '5' }] })],
      ['warehouse 0', () => ({ ...COUNT(), warehouseId: 0 })],
      ['warehouse as text', () => ({ ...COUNT(), warehouseId: 'MP' })],
      ['a line without its location', () => ({ ...COUNT(), lines: [{ itemId: ids.thread, variantId: null, counted: 5 }] })],
      ['a note with NUL', () => ({ ...COUNT(), note: '\u0000' })],
      ['an extra property', () => ({ ...COUNT(), at: '2026-01-01' })],
    ];
    const HOSTILE_PLANNING: [string, unknown][] = [
      ['null', null],
      ['no fields', {}],
      ['a negative minimum', { preferredSupplierId: null, minStock: -1 }],
      ['a fractional minimum', { preferredSupplierId: null, minStock: 1.5 }],
      ['a minimum beyond the column', { preferredSupplierId: null, minStock: 2 ** 31 }],
      ['a minimum as text', { preferredSupplierId: null, minStock: '10' }],
      ['supplier 0', { preferredSupplierId: 0, minStock: 1 }],
      ['supplier as text', { preferredSupplierId: 'P00001', minStock: 1 }],
      ['no supplier key', { minStock: 1 }],
      ['an extra property', { preferredSupplierId: null, minStock: 1, active: true }],
    ];

    it.each(HOSTILE_DOCUMENT)('a document with %s: 400 JSON in Spanish, nothing written', async (_name, body) => {
      const before = await counts();
      const res = await as.admin('POST', DOCUMENTS, body());
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().message).toMatch(/\S/);
      expect(await counts()).toEqual(before);
    });

    it.each(HOSTILE_COUNT)('a count with %s: 400 JSON in Spanish, nothing written', async (_name, body) => {
      const before = await counts();
      const res = await as.admin('POST', COUNTS, body());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\S/);
      expect(await counts()).toEqual(before);
    });

    it.each(HOSTILE_PLANNING)('planning with %s: 400, nothing written', async (_name, body) => {
      const before = await counts();
      const res = await as.admin('PUT', `/api/items/${ids.polo}/planning`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\S/);
      expect(await counts()).toEqual(before);
    });

    it.each(['0', '-1', '+1', 'uno', '1.5', '2147483648', '99999999999999999999'])('the id %s in every path: 400, never 500', async (id) => {
      for (const [method, url, body] of [
        ['GET', `${DOCUMENTS}/${id}`, undefined],
        ['GET', `/api/items/${id}/planning`, undefined],
        ['PUT', `/api/items/${id}/planning`, { preferredSupplierId: null, minStock: 0 }],
      ] as const) {
        const res = await as.admin(method, url, body);
        expect([url, res.statusCode]).toEqual([url, 400]);
        expect(res.json().message).toMatch(/\S/);
      }
    });

    it.each([
      ['kind=robo', DOCUMENTS],
      ['page=0', DOCUMENTS],
      ['pageSize=100000', DOCUMENTS],
      ['search=%00', DOCUMENTS],
      [`search=${long(101)}`, DOCUMENTS],
      ['warehouseId=0', `${REPORTS}/balances`],
      ['warehouseId=abc', `${REPORTS}/balances`],
      ['page=-1', `${REPORTS}/balances`],
      ['search=%00', `${REPORTS}/balances`],
    ])('the query %s: 400', async (query, url) => {
      const res = await as.seller.get(`${url}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\S/);
    });

    it('searching with LIKE wildcards finds nothing rather than everything', async () => {
      expect((await as.seller.get(`${DOCUMENTS}?search=%25`)).json().total).toBe(0);
      expect((await as.seller.get(`${REPORTS}/balances?search=_`)).json().total).toBe(0);
    });

    it('a body that is not JSON: 415, nothing written', async () => {
      const before = await counts();
      const res = await as.admin.inject({ method: 'POST', url: DOCUMENTS, headers: { 'content-type': 'text/plain' }, payload: 'entrada' });
      expect(res.statusCode).toBe(415);
      expect(await counts()).toEqual(before);
    });
  });
});
