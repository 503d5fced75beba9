import type { FastifyInstance } from 'fastify';
import { PERMISSION_MESSAGES, RECEIPT_MESSAGES, type UserRole } from '@muestrario/shared/domain';
import { seedIfEmpty } from '../../src/db/seed';
import { boms as demoBoms } from '../../src/db/seed/data/boms';
import { items as demoItems } from '../../src/db/seed/data/items';
import type { DocumentLineInput } from '../../src/modules/business-documents/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { backofficeFixture } from '../helpers/backoffice';
import { buildPartner, buildUser } from '../helpers/builders';
import { injectAs, type Requester } from '../helpers/request';
import { testDatabases } from '../helpers/databases';

// Argon2 sign-ins and seeding on a shared, busy machine.
jest.setTimeout(180_000);

const ROLES: readonly UserRole[] = ['seller', 'designer', 'production', 'quality', 'admin'];
const RECEIPTS = '/api/purchasing/receipts';
const RETURNS = '/api/purchasing/returns';
const noAddress = { street: '', city: '', state: '', zipCode: '' };

describe.each(testDatabases)('goods receipts and returns (%s)', (kind) => {
  let t: TestApp;
  const as = {} as Record<UserRole, Requester>;
  const userIds = {} as Record<UserRole, number>;
  let supplier: number;
  let mp: number;
  let pt: number;
  let shelf: number;
  const item = {} as Record<string, number>;
  const variant = {} as Record<string, number>;

  const idOf = async (code: string) => (await t.app.db.selectFrom('items').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const variantOf = async (code: string) => (await t.app.db.selectFrom('item_variants').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

  /** A purchase order through the engine, as the brief's purchasing area makes them. */
  const order = async (lines: DocumentLineInput[], over: { currency?: 'MXN' | 'USD'; exchangeRate?: number } = {}) => {
    const id = await t.app.documents.create(
      {
        kind: 'purchase_order',
        partnerId: supplier,
        contactId: null,
        ownerId: userIds.production,
        name: 'Reposición de materiales',
        reference: 'REQ-7',
        currency: over.currency ?? 'MXN',
        exchangeRate: over.exchangeRate ?? 10_000,
        borderRegion: false,
        shippingAddress: noAddress,
        billingAddress: noAddress,
        sampleId: null,
        lines,
      },
      { actorId: userIds.production, at: t.clock.now().toISOString() },
    );
    const lineIds = (await t.app.db.selectFrom('document_lines').select('id').where('document_id', '=', id).orderBy('line_number').execute()).map((l) => l.id);
    return { id, lines: lineIds };
  };
  const poloLine = (quantity: number, over: Partial<DocumentLineInput> = {}): DocumentLineInput => ({
    code: 'POL-001',
    description: 'Polo piqué azul marino M',
    quantity,
    unitPriceCents: 8_500,
    itemId: item.polo!,
    variantId: variant.azmM!,
    warehouseId: mp,
    ...over,
  });
  const threadLine = (cm: number): DocumentLineInput => ({ code: 'HIL-BOB-BL', description: 'Hilo de bobina blanco (cm)', quantity: cm, unitPriceCents: 1, itemId: item.thread!, variantId: null, warehouseId: mp });

  const counts = async (app: FastifyInstance = t.app) => {
    const n = async (table: 'documents' | 'document_lines' | 'stock_moves' | 'document_history') =>
      Number((await app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return {
      documents: await n('documents'),
      lines: await n('document_lines'),
      history: await n('document_history'),
      moves: await n('stock_moves'),
      open: await app.db.selectFrom('document_lines').select(['id', 'open_quantity']).orderBy('id').execute(),
      statuses: await app.db.selectFrom('documents').select(['id', 'status']).orderBy('id').execute(),
      balances: await app.db.selectFrom('stock_balances').select(['slot', 'on_hand', 'average_cost_cents']).orderBy('slot').execute(),
    };
  };
  const onHand = async (variantId: number | null, itemId: number) => {
    let q = t.app.db.selectFrom('stock_balances').select(['on_hand', 'average_cost_cents']).where('item_id', '=', itemId);
    q = variantId === null ? q.where('variant_id', 'is', null) : q.where('variant_id', '=', variantId);
    const rows = await q.execute();
    return rows.reduce((s, r) => s + Number(r.on_hand), 0);
  };
  const receiptBody = (purchaseOrderId: number, lines: { baseLineId: number; quantity: number }[], over: Record<string, unknown> = {}) => ({
    purchaseOrderId,
    warehouseId: mp,
    locationId: shelf,
    note: 'Remisión 4411',
    lines,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, { ...backofficeFixture, items: demoItems, boms: demoBoms }, t.clock.now());
    for (const role of ROLES) {
      const u = await buildUser(t.app, { username: `u-${role}`, role });
      as[role] = u.as;
      userIds[role] = u.id;
    }
    supplier = (await buildPartner(as.admin, { cardName: 'Textiles Finos de Puebla, S.A. de C.V.', partnerType: 'Proveedor' })).id;
    mp = (await as.admin('POST', '/api/stock/warehouses', { code: 'MP', name: 'Materia prima', kind: 'raw_material', active: true })).json().id;
    pt = (await as.admin('POST', '/api/stock/warehouses', { code: 'PT', name: 'Producto terminado', kind: 'finished_goods', active: true })).json().id;
    shelf = (await as.admin('POST', '/api/stock/locations', { warehouseId: mp, code: 'B-01-01', name: 'Prendas lisas', active: true })).json().id;
    item.polo = await idOf('POL-001');
    item.thread = await idOf('HIL-BOB-BL');
    item.service = await idOf('BOR-MIL-13');
    variant.azmM = await variantOf('POL-001-AZM-M');
    variant.rojG = await variantOf('POL-001-ROJ-G');
  });
  afterAll(() => t.close());

  describe('receiving against an order', () => {
    let po: { id: number; lines: number[] };
    let firstReceipt: number;

    it('a partial receipt leaves the rest open and puts stock up at the order’s net price, in one transaction', async () => {
      po = await order([poloLine(100), threadLine(2_500)]);
      const res = await as.production('POST', RECEIPTS, receiptBody(po.id, [{ baseLineId: po.lines[0]!, quantity: 60 }, { baseLineId: po.lines[1]!, quantity: 1_000 }]));
      expect(res.statusCode).toBe(201);
      const receipt = res.json();
      firstReceipt = receipt.id;
      expect(receipt).toMatchObject({
        kind: 'goods_receipt_po',
        folio: expect.stringMatching(/^EM\d+/),
        status: 'Abierta',
        supplier: { id: supplier, name: 'Textiles Finos de Puebla, S.A. de C.V.' },
        note: 'Remisión 4411',
        order: { id: po.id, status: 'Abierta' },
        receipt: null,
        warehouse: { id: mp, code: 'MP' },
        location: { id: shelf, code: 'B-01-01' },
        returns: [],
      });
      expect(receipt.lines).toEqual([
        expect.objectContaining({ itemCode: 'POL-001', variantCode: 'POL-001-AZM-M', unit: 'pieza', quantity: 60, openQuantity: 60, unitCostCents: 8_500, baseLineId: po.lines[0], baseQuantity: 100 }),
        // 1 ¢ per centimetre is 100 ¢ per metre in the ledger.
        expect.objectContaining({ itemCode: 'HIL-BOB-BL', variantCode: null, unit: 'metro', quantity: 1_000, unitCostCents: 100, baseQuantity: 2_500 }),
      ]);
      expect(receipt.moves).toEqual([
        expect.objectContaining({ kind: 'receipt', code: 'POL-001-AZM-M', warehouseId: mp, locationCode: 'B-01-01', quantity: 60, unitCostCents: 8_500, sourceKind: 'goods_receipt', sourceId: receipt.id, sourceLine: receipt.lines[0].id, note: 'Remisión 4411', userName: 'u-production Prueba' }),
        expect.objectContaining({ kind: 'receipt', code: 'HIL-BOB-BL', quantity: 1_000, unitCostCents: 100, sourceLine: receipt.lines[1].id }),
      ]);
      expect(await onHand(variant.azmM!, item.polo!)).toBe(60);
      expect(await onHand(null, item.thread!)).toBe(1_000);
      const receivable = (await as.seller.get(`/api/purchasing/orders/${po.id}/receivable`)).json();
      expect(receivable).toMatchObject({ id: po.id, status: 'Abierta', toleranceBp: 500, receipts: [{ id: receipt.id, folio: receipt.folio, status: 'Abierta' }] });
      expect(receivable.lines.map((l: Record<string, unknown>) => [l.code, l.ordered, l.received, l.open, l.max, l.unitCostCents, l.refusal])).toEqual([
        ['POL-001-AZM-M', 100, 60, 40, 45, 8_500, null],
        ['HIL-BOB-BL', 2_500, 1_000, 1_500, 1_625, 100, null],
      ]);
    });

    it('refuses more than open beyond the tolerance, naming the line and how much may still come, writing nothing', async () => {
      const before = await counts();
      const res = await as.production('POST', RECEIPTS, receiptBody(po.id, [{ baseLineId: po.lines[1]!, quantity: 10 }, { baseLineId: po.lines[0]!, quantity: 46 }]));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'La línea 1 (POL-001) admite a lo más 45 piezas: quedan 40 piezas por recibir y 5 piezas de tolerancia (5 %).' });
      expect(await counts()).toEqual(before);
    });

    it('takes an over-receipt within tolerance: the order line closes, the receipt line and the ledger hold what came', async () => {
      const res = await as.admin('POST', RECEIPTS, receiptBody(po.id, [{ baseLineId: po.lines[0]!, quantity: 45 }], { locationId: null, note: undefined }));
      expect(res.statusCode).toBe(201);
      expect(res.json().lines).toEqual([expect.objectContaining({ quantity: 45, openQuantity: 45 })]);
      expect(res.json().moves).toEqual([expect.objectContaining({ quantity: 45, locationId: null, unitCostCents: 8_500, note: '' })]);
      expect(res.json()).toMatchObject({ note: '', location: null });
      const receivable = (await as.seller.get(`/api/purchasing/orders/${po.id}/receivable`)).json();
      expect(receivable.lines[0]).toMatchObject({ ordered: 100, received: 105, open: 0, max: 0 });
      const closed = await as.admin('POST', RECEIPTS, receiptBody(po.id, [{ baseLineId: po.lines[0]!, quantity: 1 }]));
      expect(closed.statusCode).toBe(409);
      expect(closed.json().message).toBe(RECEIPT_MESSAGES.lineClosed(1, 'POL-001'));
    });

    it('closes the order when nothing is left open; a closed order takes no receipt', async () => {
      const res = await as.production('POST', RECEIPTS, receiptBody(po.id, [{ baseLineId: po.lines[1]!, quantity: 1_500 }]));
      expect(res.statusCode).toBe(201);
      expect(res.json().order).toMatchObject({ id: po.id, status: 'Cerrada' });
      const folio = (await t.app.db.selectFrom('documents').select('folio').where('id', '=', po.id).executeTakeFirstOrThrow()).folio;
      const before = await counts();
      const again = await as.production('POST', RECEIPTS, receiptBody(po.id, [{ baseLineId: po.lines[1]!, quantity: 1 }]));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(RECEIPT_MESSAGES.orderNotOpen(folio, 'Cerrada'));
      expect(await counts()).toEqual(before);
      expect((await as.seller.get(`/api/purchasing/receivable-orders?search=${folio}`)).json().total).toBe(0);
    });

    it('refuses a cancelled order, a document that is no purchase order, lines of another order, lines without an item and services', async () => {
      const cancelled = await order([poloLine(5)]);
      await t.app.documents.setStatus(cancelled.id, 'Cancelada', { actorId: userIds.admin, at: t.clock.now().toISOString() });
      const cancelledFolio = (await t.app.db.selectFrom('documents').select('folio').where('id', '=', cancelled.id).executeTakeFirstOrThrow()).folio;
      const other = await order([
        poloLine(5),
        { code: 'FLETE', description: 'Flete', quantity: 1, unitPriceCents: 50_000 },
        { code: 'BOR-MIL-13', description: 'Bordado', quantity: 3, unitPriceCents: 100, itemId: item.service!, variantId: null, warehouseId: null },
      ]);
      const cases: [Record<string, unknown>, number, string][] = [
        [receiptBody(cancelled.id, [{ baseLineId: cancelled.lines[0]!, quantity: 1 }]), 409, RECEIPT_MESSAGES.orderNotOpen(cancelledFolio, 'Cancelada')],
        [receiptBody(firstReceipt, [{ baseLineId: po.lines[0]!, quantity: 1 }]), 404, RECEIPT_MESSAGES.orderNotFound],
        [receiptBody(999_999, [{ baseLineId: 1, quantity: 1 }]), 404, RECEIPT_MESSAGES.orderNotFound],
        [receiptBody(other.id, [{ baseLineId: po.lines[0]!, quantity: 1 }]), 400, expect.stringContaining('no es del documento PC')],
        [receiptBody(other.id, [{ baseLineId: other.lines[0]!, quantity: 1 }, { baseLineId: other.lines[0]!, quantity: 1 }]), 400, RECEIPT_MESSAGES.repeatedLine(1)],
        [receiptBody(other.id, [{ baseLineId: other.lines[1]!, quantity: 1 }]), 400, RECEIPT_MESSAGES.noItem(2, 'FLETE')],
        [receiptBody(other.id, [{ baseLineId: other.lines[2]!, quantity: 1 }]), 400, RECEIPT_MESSAGES.notStocked(3, 'BOR-MIL-13')],
        [receiptBody(other.id, [{ baseLineId: other.lines[0]!, quantity: 1 }], { warehouseId: 999_999 }), 404, 'No encontramos ese almacén.'],
        [receiptBody(other.id, [{ baseLineId: other.lines[0]!, quantity: 1 }], { warehouseId: pt }), 400, 'La ubicación B-01-01 no es de Producto terminado.'],
      ];
      const before = await counts();
      for (const [body, status, message] of cases) {
        const res = await as.admin('POST', RECEIPTS, body);
        expect([JSON.stringify(body), res.statusCode, res.json().message]).toEqual([JSON.stringify(body), status, message]);
      }
      expect(await counts()).toEqual(before);
      const receivable = (await as.seller.get(`/api/purchasing/orders/${other.id}/receivable`)).json();
      expect(receivable.lines.map((l: { max: number; refusal: string | null }) => [l.max, l.refusal])).toEqual([
        [5, null],
        [0, RECEIPT_MESSAGES.noItem(2, 'FLETE')],
        [0, RECEIPT_MESSAGES.notStocked(3, 'BOR-MIL-13')],
      ]);
    });

    it('converts a dollar order to pesos at its rate for the ledger', async () => {
      const usd = await order([poloLine(3, { variantId: variant.rojG!, unitPriceCents: 1_000, discountBp: 1_000 })], { currency: 'USD', exchangeRate: 172_450 });
      const res = await as.production('POST', RECEIPTS, receiptBody(usd.id, [{ baseLineId: usd.lines[0]!, quantity: 2 }], { warehouseId: pt, locationId: null }));
      expect(res.statusCode).toBe(201);
      // USD 10.00 less 10 % = USD 9.00 a piece × 17.2450 = $155.205 → 15,521 ¢ (half up).
      expect(res.json().moves[0]).toMatchObject({ warehouseId: pt, quantity: 2, unitCostCents: 15_521 });
      expect(res.json()).toMatchObject({ currency: 'USD', exchangeRate: 172_450, warehouse: { id: pt } });
    });

    it('lists receipts newest first, searching folio, supplier and order folio; lists receivable orders', async () => {
      const all = (await as.quality.get(RECEIPTS)).json();
      expect(all.total).toBe(4);
      expect(all.rows[3]).toMatchObject({ id: firstReceipt, supplierName: 'Textiles Finos de Puebla, S.A. de C.V.', order: { id: po.id }, receipt: null, warehouseName: 'Materia prima', lineCount: 2, currency: 'MXN' });
      const orderFolio = all.rows[3].order.folio as string;
      expect((await as.quality.get(`${RECEIPTS}?search=${orderFolio.toLowerCase()}`)).json().total).toBe(3);
      expect((await as.quality.get(`${RECEIPTS}?search=puebla&pageSize=1&page=2`)).json()).toMatchObject({ total: 4, page: 2, pageSize: 1 });
      expect((await as.quality.get(`${RECEIPTS}?search=${encodeURIComponent(all.rows[3].folio)}`)).json().rows.map((r: { id: number }) => r.id)).toEqual([firstReceipt]);
      // The supplier-invoice import's picker: one supplier's receipts, only those still open.
      expect((await as.quality.get(`${RECEIPTS}?supplierId=${supplier}`)).json().total).toBe(4);
      expect((await as.quality.get(`${RECEIPTS}?supplierId=2147483647`)).json().total).toBe(0);
      const open = (await as.quality.get(`${RECEIPTS}?supplierId=${supplier}&open=true`)).json();
      expect(open.rows.every((r: { status: string }) => r.status === 'Abierta')).toBe(true);
      expect(open.total).toBe(all.rows.filter((r: { status: string }) => r.status === 'Abierta').length);
      const receivable = (await as.quality.get('/api/purchasing/receivable-orders')).json();
      expect(receivable.rows.map((r: { openLines: number; supplierName: string }) => [r.openLines, r.supplierName])).toEqual([
        [1, 'Textiles Finos de Puebla, S.A. de C.V.'],
        [1, 'Textiles Finos de Puebla, S.A. de C.V.'],
      ]);
      expect((await as.quality.get(`${RECEIPTS}/999999`)).statusCode).toBe(404);
      expect((await as.quality.get(`/api/purchasing/orders/${firstReceipt}/receivable`)).statusCode).toBe(404);
    });

    describe('returns', () => {
      it('returns part of a receipt out of the shelf it came into; more than received less returned is refused', async () => {
        const res = await as.production('POST', RETURNS, { receiptId: firstReceipt, note: 'Costuras abiertas', lines: [{ baseLineId: (await lineIdsOf(firstReceipt))[0]!, quantity: 10 }] });
        expect(res.statusCode).toBe(201);
        const ret = res.json();
        expect(ret).toMatchObject({ kind: 'goods_return', folio: expect.stringMatching(/^DM\d+/), note: 'Costuras abiertas', receipt: { id: firstReceipt }, order: { id: po.id }, location: { code: 'B-01-01' } });
        expect(ret.moves).toEqual([expect.objectContaining({ kind: 'issue', quantity: -10, locationId: shelf, unitCostCents: 8_500, sourceKind: 'goods_return', sourceId: ret.id, sourceLine: ret.lines[0].id })]);
        expect(ret.lines[0]).toMatchObject({ quantity: 10, baseQuantity: 60, unitCostCents: 8_500 });
        const receipt = (await as.seller.get(`${RECEIPTS}/${firstReceipt}`)).json();
        expect(receipt.returns).toEqual([{ id: ret.id, folio: ret.folio, status: 'Abierta' }]);
        expect(receipt.lines[0]).toMatchObject({ quantity: 60, openQuantity: 50 });
        const before = await counts();
        const tooMuch = await as.production('POST', RETURNS, { receiptId: firstReceipt, lines: [{ baseLineId: receipt.lines[0].id, quantity: 51 }] });
        expect(tooMuch.statusCode).toBe(409);
        expect(tooMuch.json().message).toBe(RECEIPT_MESSAGES.overReturn(1, 'POL-001', '50 piezas'));
        expect(await counts()).toEqual(before);
        const list = (await as.seller.get(`${RETURNS}?search=${receipt.folio}`)).json();
        expect(list.rows).toEqual([expect.objectContaining({ id: ret.id, receipt: { id: firstReceipt, folio: receipt.folio, status: 'Abierta' }, order: expect.objectContaining({ id: po.id }), lineCount: 1 })]);
        expect((await as.seller.get(`${RETURNS}/${ret.id}`)).json()).toMatchObject({ id: ret.id, kind: 'goods_return' });
        expect((await as.seller.get(`${RETURNS}/${firstReceipt}`)).statusCode).toBe(404);
      });

      it('refuses a return when the stock is short (the ledger’s Spanish 409), writing nothing', async () => {
        // 60 came onto the shelf (45 more into the warehouse without a shelf), 10 went back: 50 on it; 45 leave by hand.
        const issue = await as.production('POST', '/api/stock/moves', { kind: 'issue', itemId: item.polo, variantId: variant.azmM, warehouseId: mp, locationId: shelf, quantity: 45, unitCostCents: null, toWarehouseId: null, toLocationId: null, note: '' });
        expect(issue.statusCode).toBe(201);
        const before = await counts();
        const res = await as.production('POST', RETURNS, { receiptId: firstReceipt, lines: [{ baseLineId: (await lineIdsOf(firstReceipt))[0]!, quantity: 20 }] });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: 'Faltan 15 piezas de POL-001-AZM-M en Materia prima, ubicación B-01-01: hay 5 y se piden 20.' });
        expect(await counts()).toEqual(before);
      });

      it('refuses returns of what is no receipt, a closed receipt, lines of another document', async () => {
        const receiptLines = await lineIdsOf(firstReceipt);
        const cases: [Record<string, unknown>, number, string][] = [
          [{ receiptId: po.id, lines: [{ baseLineId: po.lines[0], quantity: 1 }] }, 404, RECEIPT_MESSAGES.receiptNotFound],
          [{ receiptId: 999_999, lines: [{ baseLineId: 1, quantity: 1 }] }, 404, RECEIPT_MESSAGES.receiptNotFound],
          [{ receiptId: firstReceipt, lines: [{ baseLineId: po.lines[0], quantity: 1 }] }, 400, expect.stringContaining('no es del documento EM')],
          [{ receiptId: firstReceipt, lines: [{ baseLineId: receiptLines[0], quantity: 1 }, { baseLineId: receiptLines[0], quantity: 1 }] }, 400, RECEIPT_MESSAGES.repeatedLine(1)],
        ];
        const before = await counts();
        for (const [body, status, message] of cases) {
          const res = await as.admin('POST', RETURNS, body);
          expect([JSON.stringify(body), res.statusCode, res.json().message]).toEqual([JSON.stringify(body), status, message]);
        }
        expect(await counts()).toEqual(before);
        // Everything of a receipt returned: it closes and takes no more returns.
        const small = await order([poloLine(2)]);
        const receipt = (await as.admin('POST', RECEIPTS, receiptBody(small.id, [{ baseLineId: small.lines[0]!, quantity: 2 }]))).json();
        expect((await as.admin('POST', RETURNS, { receiptId: receipt.id, lines: [{ baseLineId: receipt.lines[0].id, quantity: 2 }] })).statusCode).toBe(201);
        const closed = await as.admin('POST', RETURNS, { receiptId: receipt.id, lines: [{ baseLineId: receipt.lines[0].id, quantity: 1 }] });
        expect(closed.statusCode).toBe(409);
        expect(closed.json().message).toBe(RECEIPT_MESSAGES.receiptNotOpen(receipt.folio, 'Cerrada'));
      });
    });

    const lineIdsOf = async (documentId: number) =>
      (await t.app.db.selectFrom('document_lines').select('id').where('document_id', '=', documentId).orderBy('line_number').execute()).map((l) => l.id);
  });

  describe('receipts at once', () => {
    it('ten receipts of 35 against 100 ordered (5 % tolerance): exactly three go in, 105 received, never more (two app instances on PostgreSQL)', async () => {
      const other = kind === 'postgres' ? await t.rebuild() : t.app;
      const po = await order([poloLine(100, { variantId: variant.rojG! })]);
      const before = await onHand(variant.rojG!, item.polo!);
      const cookie = as.production.cookie!;
      const apps = [t.app, other];
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => injectAs(apps[i % 2]!, cookie)('POST', RECEIPTS, receiptBody(po.id, [{ baseLineId: po.lines[0]!, quantity: 35 }]))),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s === 409)).toHaveLength(7);
      for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toMatch(/^El pedido PC\d+ está cerrada|^La línea 1/);
      expect((await onHand(variant.rojG!, item.polo!)) - before).toBe(105);
      const receivable = (await as.seller.get(`/api/purchasing/orders/${po.id}/receivable`)).json();
      expect(receivable).toMatchObject({ status: 'Cerrada', lines: [{ ordered: 100, received: 105, open: 0 }] });
    });
  });

  describe('who may do what (endpoint × role)', () => {
    const WRITERS: readonly UserRole[] = ['production', 'admin'];
    it.each(ROLES)('%s reads everything; receives and returns only as production or admin', async (role) => {
      const po = await order([poloLine(4)]);
      for (const url of [RECEIPTS, RETURNS, '/api/purchasing/receivable-orders', `/api/purchasing/orders/${po.id}/receivable`]) expect([url, (await as[role].get(url)).statusCode]).toEqual([url, 200]);
      const may = WRITERS.includes(role);
      const before = may ? undefined : await counts();
      const receipt = await as[role]('POST', RECEIPTS, receiptBody(po.id, [{ baseLineId: po.lines[0]!, quantity: 2 }]));
      if (!may) {
        expect([receipt.statusCode, receipt.json().message]).toEqual([403, PERMISSION_MESSAGES.purchasingReadOnly]);
        const ret = await as[role]('POST', RETURNS, { receiptId: 1, lines: [{ baseLineId: 1, quantity: 1 }] });
        expect([ret.statusCode, ret.json().message]).toEqual([403, PERMISSION_MESSAGES.purchasingReadOnly]);
        expect(await counts()).toEqual(before);
        return;
      }
      expect(receipt.statusCode).toBe(201);
      const id = receipt.json().id;
      for (const url of [`${RECEIPTS}/${id}`]) expect((await as.seller.get(url)).statusCode).toBe(200);
      const ret = await as[role]('POST', RETURNS, { receiptId: id, lines: [{ baseLineId: receipt.json().lines[0].id, quantity: 1 }] });
      expect(ret.statusCode).toBe(201);
      expect((await as.quality.get(`${RETURNS}/${ret.json().id}`)).statusCode).toBe(200);
    });

    it('nothing without a session', async () => {
      for (const [method, url] of [
        ['GET', RECEIPTS],
        ['POST', RECEIPTS],
        ['GET', `${RECEIPTS}/1`],
        ['GET', RETURNS],
        ['POST', RETURNS],
        ['GET', `${RETURNS}/1`],
        ['GET', '/api/purchasing/receivable-orders'],
        ['GET', '/api/purchasing/orders/1/receivable'],
      ] as const) {
        expect([url, (await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode]).toEqual([url, 401]);
      }
    });
  });

  describe('hostile input', () => {
    const long = (n: number) => 'x'.repeat(n);
    const ids = ['0', '-1', '+1', 'uno', '1.5', '2147483648', '99999999999999999999'];
    let po: { id: number; lines: number[] };
    beforeAll(async () => {
      po = await order([poloLine(10)]);
    });
    const line = () => ({ baseLineId: po.lines[0]!, quantity: 1 });
    const body = (over: Record<string, unknown> = {}) => receiptBody(po.id, [line()], over);
    const HOSTILE_RECEIPT: [string, () => unknown][] = [
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
      ['a quantity beyond any integer', () => body({ lines: [{ ...line(), quantity: 1e300 }] })],
      ['a quantity as text', () => body({ lines: [{ ...line(), quantity: '1' }] })],
      ['a line without base', () => body({ lines: [{ quantity: 1 }] })],
      ['a base line 0', () => body({ lines: [{ baseLineId: 0, quantity: 1 }] })],
      ['a base line as text', () => body({ lines: [{ baseLineId: String(po.lines[0]), quantity: 1 }] })],
      ['an extra property on a line', () => body({ lines: [{ ...line(), unitCostCents: 1 }] })],
      ['order 0', () => body({ purchaseOrderId: 0 })],
      ['a huge order', () => body({ purchaseOrderId: 2 ** 31 })],
      ['order as text', () => body({ purchaseOrderId: 'PC00001' })],
      ['no warehouse', () => ({ ...body(), warehouseId: undefined })],
      ['no location key', () => ({ ...body(), locationId: undefined })],
      ['a negative location', () => body({ locationId: -1 })],
      ['a note with NUL', () => body({ note: 'a\u0000b' })],
      ['a note of 301 characters', () => body({ note: long(301) })],
      ['a note as a number', () => body({ note: 5 })],
      ['an extra property', () => body({ status: 'Cerrada' })],
    ];
    const HOSTILE_RETURN: [string, () => unknown][] = [
      ['null', () => null],
      ['no fields', () => ({})],
      ['no lines', () => ({ receiptId: 1, lines: [] })],
      ['receipt 0', () => ({ receiptId: 0, lines: [line()] })],
      ['receipt as text', () => ({ receiptId: 'EM1', lines: [line()] })],
      ['a negative quantity', () => ({ receiptId: 1, lines: [{ ...line(), quantity: -1 }] })],
      ['a note with a bell', () => ({ receiptId: 1, note: '\u0007', lines: [line()] })],
      ['an extra property', () => ({ receiptId: 1, lines: [line()], warehouseId: 1 })],
    ];

    it.each(HOSTILE_RECEIPT)('a receipt with %s: 400 JSON in Spanish, nothing written', async (_name, payload) => {
      const before = await counts();
      const res = await as.admin('POST', RECEIPTS, payload());
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().message).toMatch(/\S/);
      expect(await counts()).toEqual(before);
    });

    it.each(HOSTILE_RETURN)('a return with %s: 400 JSON in Spanish, nothing written', async (_name, payload) => {
      const before = await counts();
      const res = await as.admin('POST', RETURNS, payload());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\S/);
      expect(await counts()).toEqual(before);
    });

    it.each(ids)('the id %s in every path: 400, never 500', async (id) => {
      for (const url of [`${RECEIPTS}/${id}`, `${RETURNS}/${id}`, `/api/purchasing/orders/${id}/receivable`]) {
        const res = await as.admin.get(url);
        expect([url, res.statusCode]).toEqual([url, 400]);
        expect(res.json().message).toMatch(/\S/);
      }
    });

    it.each(['supplierId=0', 'supplierId=uno', 'supplierId=2147483648', 'supplierId=-1', 'open=quizas', 'open=2'])('the receipts query %s: 400 JSON in Spanish', async (query) => {
      const res = await as.seller.get(`${RECEIPTS}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\S/);
    });

    it.each(['page=0', 'pageSize=100000', 'page=uno', `search=${long(101)}`, 'search=%00'])('the query %s: 400 on every list', async (query) => {
      for (const url of [RECEIPTS, RETURNS, '/api/purchasing/receivable-orders']) {
        const res = await as.seller.get(`${url}?${query}`);
        expect([url, res.statusCode]).toEqual([url, 400]);
      }
    });

    it('a search with LIKE wildcards matches them literally', async () => {
      expect((await as.seller.get(`${RECEIPTS}?search=${encodeURIComponent('%_\\')}`)).json().total).toBe(0);
    });

    it('a body that is not JSON: 415, nothing written', async () => {
      const before = await counts();
      const res = await as.admin.inject({ method: 'POST', url: RECEIPTS, headers: { 'content-type': 'text/plain' }, payload: 'recibir 10' });
      expect(res.statusCode).toBe(415);
      expect(await counts()).toEqual(before);
    });
  });
});
