import type { FastifyInstance } from 'fastify';
import { STOCK_MESSAGES } from '@muestrario/shared/domain';
import type { UserRole } from '@muestrario/shared/domain';
import { seedIfEmpty } from '../../src/db/seed';
import { boms as demoBoms } from '../../src/db/seed/data/boms';
import { items as demoItems } from '../../src/db/seed/data/items';
import { createTestApp, type TestApp } from '../helpers/app';
import { backofficeFixture } from '../helpers/backoffice';
import { buildUser } from '../helpers/builders';
import { injectAs, type Requester } from '../helpers/request';
import { testDatabases } from '../helpers/databases';

// Argon2 sign-ins and seeding on a shared, busy machine.
jest.setTimeout(120_000);

const ROLES: readonly UserRole[] = ['seller', 'designer', 'production', 'quality', 'admin'];
const WAREHOUSES = '/api/stock/warehouses';
const LOCATIONS = '/api/stock/locations';
const MOVES = '/api/stock/moves';

const MP = { code: 'MP', name: 'Materia prima', kind: 'raw_material', active: true };
const PT = { code: 'PT', name: 'Producto terminado', kind: 'finished_goods', active: true };

describe.each(testDatabases)('stock ledger (%s)', (kind) => {
  let t: TestApp;
  const as = {} as Record<UserRole, Requester>;
  let mp: number;
  let pt: number;
  let shelf: number;
  let polo: number;
  let poloAzmM: number;
  let thread: number;
  let service: number;

  const counts = async (app: FastifyInstance = t.app) => ({
    moves: Number((await app.db.selectFrom('stock_moves').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    balances: await app.db.selectFrom('stock_balances').select(['slot', 'on_hand', 'average_cost_cents']).orderBy('slot').execute(),
  });
  const move = (over: Record<string, unknown>) => ({
    kind: 'receipt',
    itemId: polo,
    variantId: poloAzmM,
    warehouseId: mp,
    locationId: null,
    quantity: 10,
    unitCostCents: 8_500,
    toWarehouseId: null,
    toLocationId: null,
    note: '',
    ...over,
  });
  const stockOf = async (itemId: number) => (await as.seller.get(`/api/stock/items/${itemId}`)).json();

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, { ...backofficeFixture, items: demoItems, boms: demoBoms }, t.clock.now());
    for (const role of ROLES) as[role] = (await buildUser(t.app, { username: `u-${role}`, role })).as;
    const id = async (code: string) => (await t.app.db.selectFrom('items').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    polo = await id('POL-001');
    thread = await id('HIL-BOB-BL');
    service = await id('BOR-MIL-13');
    poloAzmM = (await t.app.db.selectFrom('item_variants').select('id').where('code', '=', 'POL-001-AZM-M').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  describe('warehouses and locations', () => {
    it('lets production and admins create warehouses; everyone reads them; a taken code is a 409', async () => {
      expect((await as.seller.get(WAREHOUSES)).json()).toEqual([]);
      const created = await as.production('POST', WAREHOUSES, { ...MP, code: ' mp ' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ id: expect.any(Number), ...MP, locationCount: 0, updatedAt: t.clock.now().toISOString() });
      mp = created.json().id;
      pt = (await as.admin('POST', WAREHOUSES, PT)).json().id;
      const again = await as.admin('POST', WAREHOUSES, { ...PT, code: 'pt', name: 'Otro' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: STOCK_MESSAGES.warehouseCodeTaken('PT') });
      expect((await as.quality.get(WAREHOUSES)).json().map((w: { code: string }) => w.code)).toEqual(['MP', 'PT']);
    });

    it('edits a warehouse whole; another one’s code is a 409; a missing one is a 404', async () => {
      const res = await as.admin('PUT', `${WAREHOUSES}/${pt}`, { ...PT, name: 'Producto terminado (PT)' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: pt, name: 'Producto terminado (PT)' });
      expect((await as.admin('PUT', `${WAREHOUSES}/${pt}`, { ...PT, code: 'MP' })).statusCode).toBe(409);
      const missing = await as.admin('PUT', `${WAREHOUSES}/999999`, PT);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: STOCK_MESSAGES.warehouseNotFound });
    });

    it('creates locations per warehouse (a code once per warehouse), lists them and edits them', async () => {
      const res = await as.production('POST', LOCATIONS, { warehouseId: mp, code: 'a-01-03', name: 'Pasillo A, anaquel 1, nivel 3', active: true });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ warehouseId: mp, warehouseCode: 'MP', warehouseName: 'Materia prima', code: 'A-01-03', active: true });
      shelf = res.json().id;
      // The same code in another warehouse is fine; twice in one is not.
      expect((await as.production('POST', LOCATIONS, { warehouseId: pt, code: 'A-01-03', name: '', active: true })).statusCode).toBe(201);
      const taken = await as.production('POST', LOCATIONS, { warehouseId: mp, code: 'A-01-03', name: '', active: true });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: STOCK_MESSAGES.locationCodeTaken('A-01-03', 'Materia prima') });
      expect((await as.production('POST', LOCATIONS, { warehouseId: 999999, code: 'B-01', name: '', active: true })).statusCode).toBe(404);
      expect((await as.seller.get(`${LOCATIONS}?warehouseId=${mp}`)).json()).toHaveLength(1);
      expect((await as.seller.get(LOCATIONS)).json()).toHaveLength(2);
      const edited = await as.admin('PUT', `${LOCATIONS}/${shelf}`, { warehouseId: mp, code: 'A-01-03', name: 'Hilos', active: true });
      expect(edited.json()).toMatchObject({ id: shelf, name: 'Hilos' });
      expect((await as.seller.get(WAREHOUSES)).json().find((w: { id: number }) => w.id === mp).locationCount).toBe(1);
    });
  });

  describe('movements', () => {
    it('a receipt adds stock at its cost; a second one moves the average; an issue leaves at the average', async () => {
      const first = await as.production('POST', MOVES, move({ quantity: 10, unitCostCents: 100 }));
      expect(first.statusCode).toBe(201);
      expect(first.json().moves).toEqual([
        expect.objectContaining({ kind: 'receipt', code: 'POL-001-AZM-M', warehouseName: 'Materia prima', quantity: 10, unitCostCents: 100, userName: 'u-production Prueba' }),
      ]);
      await as.admin('POST', MOVES, move({ quantity: 5, unitCostCents: 131 }));
      const issue = await as.production('POST', MOVES, move({ kind: 'issue', quantity: 9, unitCostCents: null, note: 'Muestras' }));
      expect(issue.statusCode).toBe(201);
      expect(issue.json().moves[0]).toMatchObject({ kind: 'issue', quantity: -9, unitCostCents: 110, note: 'Muestras' });
      const stock = await stockOf(polo);
      expect(stock.total).toEqual({ onHand: 6, committed: 0, ordered: 0, available: 6 });
      expect(stock.warehouses).toEqual([
        { warehouseId: mp, code: 'MP', name: 'Materia prima', kind: 'raw_material', onHand: 6, committed: 0, ordered: 0, available: 6, valueCents: 660, variants: [{ variantId: poloAzmM, code: 'POL-001-AZM-M', onHand: 6, committed: 0, ordered: 0, available: 6, averageCostCents: 110 }] },
        { warehouseId: pt, code: 'PT', name: 'Producto terminado (PT)', kind: 'finished_goods', onHand: 0, committed: 0, ordered: 0, available: 0, valueCents: 0, variants: [] },
      ]);
    });

    it('refuses an issue that would go below zero with 409, naming what is short in Spanish, and writes nothing', async () => {
      const before = await counts();
      const res = await as.production('POST', MOVES, move({ kind: 'issue', quantity: 10, unitCostCents: null }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Faltan 4 piezas de POL-001-AZM-M en Materia prima: hay 6 y se piden 10.' });
      expect(await counts()).toEqual(before);
    });

    it('transfers in two legs in one transaction, the destination at the origin’s average; short transfers write nothing', async () => {
      const res = await as.production('POST', MOVES, move({ kind: 'transfer', quantity: 4, unitCostCents: null, toWarehouseId: pt }));
      expect(res.statusCode).toBe(201);
      expect(res.json().moves).toEqual([
        expect.objectContaining({ kind: 'transfer', warehouseId: mp, quantity: -4, unitCostCents: 110 }),
        expect.objectContaining({ kind: 'transfer', warehouseId: pt, quantity: 4, unitCostCents: 110 }),
      ]);
      const before = await counts();
      const short = await as.production('POST', MOVES, move({ kind: 'transfer', quantity: 3, unitCostCents: null, toWarehouseId: pt }));
      expect(short.statusCode).toBe(409);
      expect(short.json().message).toBe('Falta 1 pieza de POL-001-AZM-M en Materia prima: hay 2 y se piden 3.');
      expect(await counts()).toEqual(before);
      expect((await stockOf(polo)).warehouses.map((w: { onHand: number }) => w.onHand)).toEqual([2, 4]);
    });

    it('counts metres in centimetres, per location; a count adjustment goes either way', async () => {
      const receipt = await as.production('POST', MOVES, move({ itemId: thread, variantId: null, locationId: shelf, quantity: 500_000, unitCostCents: 1 }));
      expect(receipt.statusCode).toBe(201);
      expect(receipt.json().moves[0]).toMatchObject({ code: 'HIL-BOB-BL', locationCode: 'A-01-03', quantity: 500_000 });
      expect((await as.production('POST', MOVES, move({ kind: 'count_adjustment', itemId: thread, variantId: null, locationId: shelf, quantity: -250, unitCostCents: null }))).statusCode).toBe(201);
      const short = await as.production('POST', MOVES, move({ kind: 'issue', itemId: thread, variantId: null, locationId: shelf, quantity: 500_000, unitCostCents: null }));
      expect(short.statusCode).toBe(409);
      expect(short.json().message).toBe('Faltan 2.5 metros de HIL-BOB-BL en Materia prima, ubicación A-01-03: hay 4,997.5 y se piden 5,000.');
      const stock = await stockOf(thread);
      expect(stock).toMatchObject({ unit: 'metro', stocked: true, total: { onHand: 499_750 } });
      expect(stock.warehouses[0]).toMatchObject({ valueCents: 4_998 });
    });

    it('says what is wrong with a movement that cannot be: a service, a style without its variant, a material with one, a location of another warehouse', async () => {
      const cases: [Record<string, unknown>, number, string][] = [
        [{ itemId: service, variantId: null }, 400, STOCK_MESSAGES.notStocked('BOR-MIL-13')],
        [{ variantId: null }, 400, STOCK_MESSAGES.variantRequired('POL-001')],
        [{ itemId: thread, variantId: poloAzmM }, 400, STOCK_MESSAGES.noVariants('HIL-BOB-BL')],
        [{ warehouseId: pt, locationId: shelf }, 400, STOCK_MESSAGES.locationElsewhere('A-01-03', 'Producto terminado (PT)')],
        [{ itemId: 999_999 }, 404, STOCK_MESSAGES.itemNotFound],
        [{ warehouseId: 999_999 }, 404, STOCK_MESSAGES.warehouseNotFound],
        [{ locationId: 999_999 }, 404, STOCK_MESSAGES.locationNotFound],
        [{ kind: 'issue', unitCostCents: 5 }, 400, STOCK_MESSAGES.costOnlyReceipt],
        [{ kind: 'transfer', unitCostCents: null }, 400, STOCK_MESSAGES.transferTarget],
        [{ kind: 'transfer', unitCostCents: null, toWarehouseId: mp }, 400, STOCK_MESSAGES.transferSame],
        [{ quantity: 0 }, 400, STOCK_MESSAGES.quantityZero],
      ];
      const before = await counts();
      for (const [over, status, message] of cases) {
        const res = await as.admin('POST', MOVES, move(over));
        expect([JSON.stringify(over), res.statusCode, res.json().message]).toEqual([JSON.stringify(over), status, message]);
      }
      expect(await counts()).toEqual(before);
    });

    it('refuses a balance beyond what the column holds with 409 in Spanish (never a 500), writing nothing', async () => {
      const gorra = (await t.app.db.selectFrom('item_variants').select('id').where('code', '=', 'GOR-001-AZM-UNI').executeTakeFirstOrThrow()).id;
      const item = (await t.app.db.selectFrom('item_variants').select('item_id').where('id', '=', gorra).executeTakeFirstOrThrow()).item_id;
      for (let i = 0; i < 21; i++) expect((await as.admin('POST', MOVES, move({ itemId: item, variantId: gorra, quantity: 100_000_000, unitCostCents: 1 }))).statusCode).toBe(201);
      const before = await counts();
      const res = await as.admin('POST', MOVES, move({ itemId: item, variantId: gorra, quantity: 100_000_000, unitCostCents: 1 }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: STOCK_MESSAGES.balanceTooLarge('GOR-001-AZM-UNI', 'Materia prima') });
      expect(await counts()).toEqual(before);
    });

    it('refuses movements into an inactive warehouse', async () => {
      const tr = (await as.admin('POST', WAREHOUSES, { code: 'TR', name: 'Tránsito', kind: 'transit', active: false })).json().id;
      const res = await as.admin('POST', MOVES, move({ warehouseId: tr }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: STOCK_MESSAGES.inactiveWarehouse('Tránsito') });
      // An inactive warehouse without stock is left out of an item's stock.
      expect((await stockOf(polo)).warehouses.map((w: { code: string }) => w.code)).toEqual(['MP', 'PT']);
    });

    it('keeps the ledger append-only: the database refuses to change or delete a movement', async () => {
      await expect(t.app.db.updateTable('stock_moves').set({ quantity: 1000 }).execute()).rejects.toHaveProperty('message', expect.stringMatching(/append-only/));
      await expect(t.app.db.deleteFrom('stock_moves').execute()).rejects.toHaveProperty('message', expect.stringMatching(/append-only/));
      await expect(t.app.db.updateTable('stock_balances').set({ on_hand: -1 }).execute()).rejects.toHaveProperty('message', expect.stringMatching(/check|constraint/i));
    });

    it('answers the kardex newest first with the running balance, paged, narrowed by warehouse', async () => {
      const page = (await as.seller.get(`/api/stock/items/${polo}/kardex?pageSize=2`)).json();
      expect(page).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(page.rows.map((r: { quantity: number; balance: number }) => [r.quantity, r.balance])).toEqual([
        [4, 6],
        [-4, 2],
      ]);
      const second = (await as.seller.get(`/api/stock/items/${polo}/kardex?pageSize=2&page=2`)).json();
      expect(second.rows.map((r: { quantity: number; balance: number }) => [r.quantity, r.balance])).toEqual([
        [-9, 6],
        [5, 15],
      ]);
      const inMp = (await as.seller.get(`/api/stock/items/${polo}/kardex?warehouseId=${mp}&variantId=${poloAzmM}`)).json();
      expect(inMp.total).toBe(4);
      expect(inMp.rows[0]).toMatchObject({ quantity: -4, balance: 2 });
      expect((await as.seller.get('/api/stock/items/999999/kardex')).statusCode).toBe(404);
      expect((await as.seller.get('/api/stock/items/999999')).statusCode).toBe(404);
    });
  });

  describe('random movements (property, on the database)', () => {
    it('every slot’s kardex ends at its balance and no balance ever went below zero', async () => {
      let seed = kind === 'sqlite' ? 7 : 11;
      const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
      const variants = (await t.app.db.selectFrom('item_variants').select('id').where('item_id', '=', polo).orderBy('id').limit(3).execute()).map((v) => v.id);
      let accepted = 0;
      let refused = 0;
      for (let i = 0; i < 60; i++) {
        const variantId = variants[Math.floor(random() * variants.length)]!;
        const warehouseId = random() < 0.5 ? mp : pt;
        const quantity = 1 + Math.floor(random() * 8);
        const roll = random();
        const body =
          roll < 0.4
            ? move({ variantId, warehouseId, quantity, unitCostCents: 50 + Math.floor(random() * 100) })
            : roll < 0.8
              ? move({ kind: 'issue', variantId, warehouseId, quantity, unitCostCents: null })
              : move({ kind: 'transfer', variantId, warehouseId, quantity, unitCostCents: null, toWarehouseId: warehouseId === mp ? pt : mp });
        const res = await as.production('POST', MOVES, body);
        expect([201, 409]).toContain(res.statusCode);
        if (res.statusCode === 201) accepted++;
        else refused++;
      }
      expect(accepted).toBeGreaterThan(10);
      expect(refused).toBeGreaterThan(0);
      const balances = await t.app.db.selectFrom('stock_balances').selectAll().execute();
      for (const b of balances) {
        let moves = t.app.db.selectFrom('stock_moves').select(['quantity']).where('item_id', '=', b.item_id).where('warehouse_id', '=', b.warehouse_id).orderBy('id');
        moves = b.variant_id === null ? moves.where('variant_id', 'is', null) : moves.where('variant_id', '=', b.variant_id);
        moves = b.location_id === null ? moves.where('location_id', 'is', null) : moves.where('location_id', '=', b.location_id);
        let running = 0;
        for (const m of await moves.execute()) {
          running += Number(m.quantity);
          expect(running).toBeGreaterThanOrEqual(0);
        }
        expect([b.slot, running]).toEqual([b.slot, Number(b.on_hand)]);
      }
      // The API's kardex ends where the balance is, too.
      const kardex = (await as.seller.get(`/api/stock/items/${polo}/kardex?pageSize=1`)).json();
      const stock = await stockOf(polo);
      expect(kardex.rows[0].balance).toBe(stock.total.onHand);
    });
  });

  describe('the last ten units, fifty issues at once', () => {
    it('exactly ten succeed and the stock ends at 0 (two app instances on PostgreSQL)', async () => {
      const other = kind === 'postgres' ? await t.rebuild() : t.app;
      const variantId = (await t.app.db.selectFrom('item_variants').select('id').where('code', '=', 'POL-001-ROJ-G').executeTakeFirstOrThrow()).id;
      expect((await as.production('POST', MOVES, move({ variantId, quantity: 10, unitCostCents: 700 }))).statusCode).toBe(201);
      const cookie = as.production.cookie!;
      const apps = [t.app, other];
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => injectAs(apps[i % 2]!, cookie)('POST', MOVES, move({ kind: 'issue', variantId, quantity: 1, unitCostCents: null }))),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(40);
      expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('Falta 1 pieza de POL-001-ROJ-G en Materia prima: hay 0 y se piden 1.');
      const balance = await t.app.db.selectFrom('stock_balances').select('on_hand').where('variant_id', '=', variantId).executeTakeFirstOrThrow();
      expect(Number(balance.on_hand)).toBe(0);
      const issued = await t.app.db.selectFrom('stock_moves').select('quantity').where('variant_id', '=', variantId).where('kind', '=', 'issue').execute();
      expect(issued).toHaveLength(10);
    });
  });

  describe('who may do what (endpoint × role)', () => {
    const WRITERS: readonly UserRole[] = ['production', 'admin'];
    it.each(ROLES)('%s reads everything and writes only if warehouse staff or admin', async (role) => {
      for (const url of [WAREHOUSES, LOCATIONS, `/api/stock/items/${polo}`, `/api/stock/items/${polo}/kardex`]) expect((await as[role].get(url)).statusCode).toBe(200);
      const may = WRITERS.includes(role);
      const writes: [string, string, unknown][] = [
        ['POST', WAREHOUSES, { code: `W${role.slice(0, 3).toUpperCase()}`, name: `Almacén ${role}`, kind: 'transit', active: true }],
        ['PUT', `${WAREHOUSES}/${pt}`, { ...PT, name: 'Producto terminado (PT)' }],
        ['POST', LOCATIONS, { warehouseId: pt, code: `R-${role.slice(0, 3).toUpperCase()}`, name: '', active: true }],
        ['PUT', `${LOCATIONS}/${shelf}`, { warehouseId: mp, code: 'A-01-03', name: 'Hilos', active: true }],
        ['POST', MOVES, move({ quantity: 1, unitCostCents: 100 })],
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
        ['GET', WAREHOUSES],
        ['POST', WAREHOUSES],
        ['GET', LOCATIONS],
        ['POST', MOVES],
        ['GET', `/api/stock/items/${polo}`],
        ['GET', `/api/stock/items/${polo}/kardex`],
      ] as const) {
        expect((await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(401);
      }
    });
  });

  describe('hostile input', () => {
    const long = (n: number) => 'x'.repeat(n);
    const ids = ['0', '-1', '+1', 'uno', '1.5', '2147483648', '99999999999999999999'];
    const HOSTILE_WAREHOUSE: [string, unknown][] = [
      ['null', null],
      ['an array', [MP]],
      ['no fields', {}],
      ['a blank code', { ...MP, code: '  ' }],
      ['a code with spaces inside', { ...MP, code: 'M P' }],
      ['a code with NUL', { ...MP, code: 'M\u0000' }],
      ['an 11-character code', { ...MP, code: long(11) }],
      ['a blank name', { ...MP, code: 'ZZ', name: '   ' }],
      ['a name with NUL', { ...MP, code: 'ZZ', name: 'Mat\u0000eria' }],
      ['a 61-character name', { ...MP, code: 'ZZ', name: long(61) }],
      ['an unknown kind', { ...MP, code: 'ZZ', kind: 'bodega' }],
      ['the kind in Spanish', { ...MP, code: 'ZZ', kind: 'Materia prima' }],
      ['active as text', { ...MP, code: 'ZZ', active: 'true' }],
      ['an extra property', { ...MP, code: 'ZZ', id: 5 }],
      ['the code as a number', { ...MP, code: 12 }],
    ];
    const LOCATION = () => ({ warehouseId: mp, code: 'Z-99', name: '', active: true });
    const HOSTILE_LOCATION: [string, () => unknown][] = [
      ['null', () => null],
      ['no fields', () => ({})],
      ['warehouse 0', () => ({ ...LOCATION(), warehouseId: 0 })],
      ['warehouse as text', () => ({ ...LOCATION(), warehouseId: String(mp) })],
      ['a huge warehouse', () => ({ ...LOCATION(), warehouseId: 2 ** 31 })],
      ['a code with a slash', () => ({ ...LOCATION(), code: 'A/01' })],
      ['a code of 21 characters', () => ({ ...LOCATION(), code: long(21) })],
      ['a name with NUL', () => ({ ...LOCATION(), name: '\u0000' })],
      ['a name with a newline', () => ({ ...LOCATION(), name: 'a\nb' })],
      ['an extra property', () => ({ ...LOCATION(), warehouseCode: 'MP' })],
    ];
    const HOSTILE_MOVE: [string, () => unknown][] = [
      ['null', () => null],
      ['an array', () => [move({})]],
      ['no fields', () => ({})],
      ['an unknown kind', () => move({ kind: 'robo' })],
      ['a kind only documents post', () => move({ kind: 'production_issue' })],
      ['a fractional quantity', () => move({ quantity: 1.5 })],
      ['a huge quantity', () => move({ quantity: 100_000_001 })],
      ['a quantity beyond any integer', () => move({ quantity: 1e300 })],
      ['a quantity as text', () => move({ quantity: '10' })],
      ['a negative receipt', () => move({ quantity: -5 })],
      ['a negative cost', () => move({ unitCostCents: -1 })],
      ['a fractional cost', () => move({ unitCostCents: 1.5 })],
      ['a huge cost', () => move({ unitCostCents: 1_000_000_001 })],
      ['a receipt without cost', () => move({ unitCostCents: null })],
      ['item 0', () => move({ itemId: 0 })],
      ['a huge item', () => move({ itemId: 2 ** 31 })],
      ['item as text', () => move({ itemId: 'POL-001' })],
      ['a negative warehouse', () => move({ warehouseId: -1 })],
      ['a note with NUL', () => move({ note: 'a\u0000b' })],
      ['a note of 301 characters', () => move({ note: long(301) })],
      ['a target on a receipt', () => move({ toWarehouseId: pt })],
      ['an extra property', () => move({ userId: 1 })],
      ['no note', () => ({ ...move({}), note: undefined })],
    ];

    it.each(HOSTILE_WAREHOUSE)('a warehouse with %s: 400 JSON in Spanish on create and edit, nothing written', async (_name, body) => {
      const before = await t.app.db.selectFrom('warehouses').selectAll().orderBy('id').execute();
      for (const [method, url] of [
        ['POST', WAREHOUSES],
        ['PUT', `${WAREHOUSES}/${mp}`],
      ] as const) {
        const res = await as.admin(method, url, body);
        expect([method, res.statusCode]).toEqual([method, 400]);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json().message).toMatch(/\S/);
      }
      expect(await t.app.db.selectFrom('warehouses').selectAll().orderBy('id').execute()).toEqual(before);
    });

    it.each(HOSTILE_LOCATION)('a location with %s: 400 on create and edit, nothing written', async (_name, body) => {
      const before = await t.app.db.selectFrom('stock_locations').selectAll().orderBy('id').execute();
      for (const [method, url] of [
        ['POST', LOCATIONS],
        ['PUT', `${LOCATIONS}/${shelf}`],
      ] as const) {
        const res = await as.admin(method, url, body());
        expect([method, res.statusCode]).toEqual([method, 400]);
        expect(res.json().message).toMatch(/\S/);
      }
      expect(await t.app.db.selectFrom('stock_locations').selectAll().orderBy('id').execute()).toEqual(before);
    });

    it.each(HOSTILE_MOVE)('a movement with %s: 400 JSON in Spanish, nothing written', async (_name, body) => {
      const before = await counts();
      const res = await as.admin('POST', MOVES, body());
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().message).toMatch(/\S/);
      expect(await counts()).toEqual(before);
    });

    it.each(ids)('the id %s in every path: 400 (or 404 when merely unknown), never 500', async (id) => {
      for (const [method, url, body] of [
        ['PUT', `${WAREHOUSES}/${id}`, MP],
        ['PUT', `${LOCATIONS}/${id}`, LOCATION()],
        ['GET', `/api/stock/items/${id}`, undefined],
        ['GET', `/api/stock/items/${id}/kardex`, undefined],
      ] as const) {
        const res = await as.admin(method, url, body);
        expect([url, res.statusCode]).toEqual([url, 400]);
        expect(res.json().message).toMatch(/\S/);
      }
    });

    it.each([
      ['warehouseId=0', LOCATIONS],
      ['warehouseId=abc', LOCATIONS],
      ['page=0', `/api/stock/items/1/kardex`],
      ['pageSize=100000', `/api/stock/items/1/kardex`],
      ['variantId=-3', `/api/stock/items/1/kardex`],
      ['warehouseId=%00', `/api/stock/items/1/kardex`],
    ])('the query %s: 400', async (query, url) => {
      const res = await as.seller.get(`${url}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\S/);
    });

    it('a body that is not JSON: 415, nothing written', async () => {
      const before = await counts();
      const res = await as.admin.inject({ method: 'POST', url: MOVES, headers: { 'content-type': 'text/plain' }, payload: 'recibir 10' });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(/\S/);
      expect(await counts()).toEqual(before);
    });
  });
});
