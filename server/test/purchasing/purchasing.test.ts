import { SMTPServer } from 'smtp-server';
import type { UserRole } from '@muestrario/shared/domain';
import { PURCHASING_MESSAGES as M } from '@muestrario/shared/rules';
import { writeTransaction } from '../../src/db/write-transaction';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildPartner, buildUser } from '../helpers/builders';
import { buildProductionOrder, productionFixture } from '../helpers/builders/production-order';
import { type Requester } from '../helpers/request';
import { testDatabases } from '../helpers/databases';

// Argon2 sign-ins, seeding and a production order through the real API on a shared, busy machine.
jest.setTimeout(180_000);

const ROLES: readonly UserRole[] = ['seller', 'designer', 'production', 'quality', 'admin'];
const WRITERS: readonly UserRole[] = ['production', 'admin'];
const DOCS = '/api/purchasing/documents';
const SHORTAGES = '/api/purchasing/shortages';

interface Received {
  to: string[];
  body: string;
}

async function startSmtp(): Promise<{ port: number; inbox: Received[]; close(): Promise<void> }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), body: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, inbox, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testDatabases)('purchasing (%s)', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const as = {} as Record<UserRole, Requester>;
  let mp: number;
  let transit: number;
  let polo: number;
  let poloAzmG: number;
  let poloAzmM: number;
  let supplierA: number;
  let supplierB: number;
  let clientId: number;
  let requestId: number;
  let requestLine: number;
  let offerA: number;
  let offerB: number;
  let orderId: number;

  const line = (over: Record<string, unknown> = {}) => ({ itemId: polo, variantId: poloAzmG, warehouseId: mp, quantity: 20, unitPriceCents: 9_000, ...over });
  const body = (over: Record<string, unknown> = {}) => ({ kind: 'purchase_request', supplierId: supplierA, lines: [line()], ...over });
  const docCount = async () => Number((await t.app.db.selectFrom('documents').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'compras@uniformes-demo.mx' } });
    await seedIfEmpty(t.app.db, t.app.storage, productionFixture, t.clock.now());
    for (const role of ROLES) as[role] = (await buildUser(t.app, { username: `u-${role}`, role })).as;
    mp = (await as.admin('POST', '/api/stock/warehouses', { code: 'MP', name: 'Materia prima', kind: 'raw_material', active: true })).json().id;
    transit = (await as.admin('POST', '/api/stock/warehouses', { code: 'TR', name: 'Tránsito', kind: 'transit', active: true })).json().id;
    polo = (await t.app.db.selectFrom('items').select('id').where('code', '=', 'POL-001').executeTakeFirstOrThrow()).id;
    const variant = async (code: string) => (await t.app.db.selectFrom('item_variants').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    poloAzmG = await variant('POL-001-AZM-G');
    poloAzmM = await variant('POL-001-AZM-M');
    supplierA = (await buildPartner(as.admin, { partnerType: 'Proveedor', cardName: 'Textiles Finos de Puebla, S.A. de C.V.' })).id;
    supplierB = (await buildPartner(as.admin, { partnerType: 'Proveedor', cardName: 'Hilos y Bordados Omega, S.A. de C.V.', contacts: [] })).id;
    clientId = (await t.app.db.selectFrom('clients').select('id').where('partner_type', '=', 'Cliente').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  describe('request → offers of two suppliers → one chosen → purchase order', () => {
    it('creates a purchase request for a supplier; a client is refused with 400 in Spanish', async () => {
      const refused = await as.production('POST', DOCS, body({ supplierId: clientId }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: M.notSupplier, fields: ['supplierId'] });
      const res = await as.production('POST', DOCS, body());
      expect(res.statusCode).toBe(201);
      const doc = res.json();
      expect(doc).toMatchObject({ kind: 'purchase_request', folio: expect.stringMatching(/^SC/), status: 'Abierta', supplier: { id: supplierA } });
      expect(doc.lines).toEqual([
        expect.objectContaining({ itemId: polo, itemCode: 'POL-001', variantId: poloAzmG, variantCode: 'POL-001-AZM-G', warehouseId: mp, warehouseName: 'Materia prima', quantity: 20, openQuantity: 20, unit: 'pieza' }),
      ]);
      requestId = doc.id;
      requestLine = doc.lines[0].id;
      const list = (await as.seller.get(`${DOCS}?kind=purchase_request&search=${encodeURIComponent('puebla')}`)).json();
      expect(list).toMatchObject({ total: 1, rows: [{ id: requestId, supplier: 'Textiles Finos de Puebla, S.A. de C.V.' }] });
      expect((await as.seller.get(`${DOCS}?kind=purchase_order`)).json().total).toBe(0);
    });

    it('copies the request to an offer of each supplier without consuming it, and compares them side by side', async () => {
      const a = await as.production('POST', `${DOCS}/${requestId}/copy`, { toKind: 'supplier_quotation', lines: [{ baseLineId: requestLine, quantity: 20, unitPriceCents: 9_500 }] });
      expect(a.statusCode).toBe(201);
      offerA = a.json().id;
      const b = await as.production('POST', `${DOCS}/${requestId}/copy`, { toKind: 'supplier_quotation', supplierId: supplierB, lines: [{ baseLineId: requestLine, quantity: 20, unitPriceCents: 8_800 }] });
      expect(b.statusCode).toBe(201);
      offerB = b.json().id;
      expect(b.json()).toMatchObject({ kind: 'supplier_quotation', folio: expect.stringMatching(/^OFC/), supplier: { id: supplierB }, base: { id: requestId, kind: 'purchase_request' } });
      const request = (await as.seller.get(`${DOCS}/${requestId}`)).json();
      expect(request.status).toBe('Abierta');
      expect(request.lines[0].openQuantity).toBe(20);
      expect(request.targets.map((r: { id: number }) => r.id)).toEqual([offerA, offerB]);
      const cmp = (await as.seller.get(`${DOCS}/${requestId}/comparison`)).json();
      expect(cmp.offers.map((o: { id: number; cheapest: boolean }) => [o.id, o.cheapest])).toEqual([
        [offerA, false],
        [offerB, true],
      ]);
      expect(cmp.lines[0].prices).toEqual([
        { offerId: offerA, quantity: 20, unitPriceCents: 9_500, totalCents: 190_000, cheapest: false },
        { offerId: offerB, quantity: 20, unitPriceCents: 8_800, totalCents: 176_000, cheapest: true },
      ]);
      expect((await as.seller.get(`${DOCS}/${offerA}/comparison`)).statusCode).toBe(409);
    });

    it("'Elegir' the cheaper offer: a purchase order from it, the other offer and the request closed", async () => {
      const res = await as.production('POST', `${DOCS}/${offerB}/choose`);
      expect(res.statusCode).toBe(201);
      const order = res.json();
      expect(order).toMatchObject({ kind: 'purchase_order', folio: expect.stringMatching(/^PC/), supplier: { id: supplierB }, base: { id: offerB } });
      expect(order.lines[0]).toMatchObject({ variantId: poloAzmG, warehouseId: mp, quantity: 20, openQuantity: 20, unitPriceCents: 8_800 });
      expect(order.totalCents).toBe(204_160);
      orderId = order.id;
      const status = async (id: number) => (await as.seller.get(`${DOCS}/${id}`)).json().status;
      expect([await status(offerA), await status(offerB), await status(requestId)]).toEqual(['Cerrada', 'Cerrada', 'Cerrada']);
      expect((await as.production('POST', `${DOCS}/${offerA}/choose`)).statusCode).toBe(409);
      const stock = (await as.seller.get(`/api/stock/items/${polo}`)).json();
      expect(stock.total.ordered).toBe(20);
      expect(stock.warehouses.find((w: { warehouseId: number }) => w.warehouseId === mp).variants).toEqual([expect.objectContaining({ variantId: poloAzmG, ordered: 20, onHand: 0 })]);
    });

    it('edits an open order whole; a closed document is a 409', async () => {
      const res = await as.admin('PUT', `${DOCS}/${orderId}`, { supplierId: supplierB, dueDate: '2026-12-15', reference: 'Urgente', lines: [line({ unitPriceCents: 8_800 })] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ dueDate: '2026-12-15', reference: 'Urgente' });
      const closed = await as.admin('PUT', `${DOCS}/${offerA}`, { supplierId: supplierA, lines: [line()] });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().message).toMatch(/cerrada/);
    });

    it('prints the order as a PDF; a request has none', async () => {
      const res = await as.quality.get(`${DOCS}/${orderId}/pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await as.quality.get(`${DOCS}/${requestId}/pdf`)).statusCode).toBe(409);
    });

    it("e-mails the order's PDF to the supplier's contact; a supplier without e-mail is a 409", async () => {
      // Supplier B has no contacts: its general e-mail, if any, is used.
      await t.app.db.updateTable('clients').set({ email: '' }).where('id', '=', supplierB).execute();
      const none = await as.production('POST', `${DOCS}/${orderId}/email`);
      expect(none.statusCode).toBe(409);
      expect(none.json()).toEqual({ message: M.noSupplierEmail });
      await t.app.db.updateTable('clients').set({ email: 'pedidos@hilosomega.com.mx' }).where('id', '=', supplierB).execute();
      const res = await as.production('POST', `${DOCS}/${orderId}/email`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sentTo: 'pedidos@hilosomega.com.mx' });
      for (let i = 0; i < 100 && smtp.inbox.length < 1; i++) await new Promise((r) => setTimeout(r, 50));
      expect(smtp.inbox).toHaveLength(1);
      expect(smtp.inbox[0]!.to).toEqual(['pedidos@hilosomega.com.mx']);
      expect(smtp.inbox[0]!.body).toContain('application/pdf');
    });

    it('without SMTP the e-mail is a clear 409 in Spanish', async () => {
      const mailer = t.app.mailer;
      (t.app as unknown as { mailer: unknown }).mailer = undefined;
      try {
        const res = await as.production('POST', `${DOCS}/${orderId}/email`);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: M.emailUnavailable });
      } finally {
        (t.app as unknown as { mailer: unknown }).mailer = mailer;
      }
    });

    it('copies a request straight to an order, partially; the rest stays open', async () => {
      const req = (await as.admin('POST', DOCS, body({ lines: [line({ variantId: poloAzmM, quantity: 10 })] }))).json();
      const res = await as.admin('POST', `${DOCS}/${req.id}/copy`, { toKind: 'purchase_order', lines: [{ baseLineId: req.lines[0].id, quantity: 4 }] });
      expect(res.statusCode).toBe(201);
      expect(res.json().lines[0]).toMatchObject({ quantity: 4, baseLineId: req.lines[0].id });
      expect((await as.admin.get(`${DOCS}/${req.id}`)).json().lines[0].openQuantity).toBe(6);
      const tooMuch = await as.admin('POST', `${DOCS}/${req.id}/copy`, { toKind: 'purchase_order', lines: [{ baseLineId: req.lines[0].id, quantity: 7 }] });
      expect(tooMuch.statusCode).toBe(400);
      const back = await as.admin('POST', `${DOCS}/${res.json().id}/copy`, { toKind: 'purchase_request' });
      expect(back.statusCode).toBe(409);
      expect((await as.admin('POST', `${DOCS}/${res.json().id}/status`, { status: 'Cancelada' })).json().status).toBe('Cancelada');
      expect((await as.admin('POST', `${DOCS}/${req.id}/status`, { status: 'Cerrada' })).json().status).toBe('Cerrada');
    });
  });

  describe('by hand (the Nueva solicitud / Nuevo pedido forms)', () => {
    const ESTIMATE = '/api/purchasing/price-estimate';
    let handOrder: number;
    let handRequest: number;
    let copiedOrder: number;
    let buyerId: number;

    it('a purchase order by hand: date, due date, two lines with a discount, totals with IVA, the creator as buyer', async () => {
      const res = await as.production('POST', DOCS, {
        kind: 'purchase_order',
        supplierId: supplierA,
        docDate: '2026-11-20',
        dueDate: '2026-12-04',
        reference: 'Cotización 118',
        lines: [line({ quantity: 10, unitPriceCents: 9_000, discountBp: 1_000 }), line({ variantId: poloAzmM, quantity: 20, unitPriceCents: 5_000 })],
      });
      expect(res.statusCode).toBe(201);
      const doc = res.json();
      expect(doc).toMatchObject({ kind: 'purchase_order', folio: expect.stringMatching(/^PC/), docDate: '2026-11-20', dueDate: '2026-12-04', reference: 'Cotización 118' });
      expect(doc.lines.map((l: { discountBp: number; subtotalCents: number }) => [l.discountBp, l.subtotalCents])).toEqual([
        [1_000, 81_000],
        [0, 100_000],
      ]);
      expect([doc.subtotalCents, doc.taxCents, doc.totalCents]).toEqual([181_000, 28_960, 209_960]);
      handOrder = doc.id;
      buyerId = doc.buyer.id;
    });

    it('an edit keeps the buyer and the date unless given; a line copied further keeps its item and quantity taken', async () => {
      const edited = await as.admin('PUT', `${DOCS}/${handOrder}`, { supplierId: supplierA, lines: [line({ quantity: 12, unitPriceCents: 9_000 })] });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ buyer: { id: buyerId }, docDate: '2026-11-20', totalCents: 125_280 });
      // A request by hand, copied in part to an order: its line is taken by a later document.
      const req = (await as.production('POST', DOCS, body({ lines: [line({ quantity: 10, unitPriceCents: 7_700 })] }))).json();
      const copied = await as.production('POST', `${DOCS}/${req.id}/copy`, { toKind: 'purchase_order', lines: [{ baseLineId: req.lines[0].id, quantity: 5 }] });
      expect(copied.statusCode).toBe(201);
      copiedOrder = copied.json().id;
      handRequest = req.id;
      const before = (await as.admin.get(`${DOCS}/${req.id}`)).json();
      const moved = await as.admin('PUT', `${DOCS}/${req.id}`, { supplierId: supplierA, lines: [line({ variantId: poloAzmM, quantity: 10 })] });
      expect(moved.statusCode).toBe(409);
      expect(moved.json()).toMatchObject({ message: M.lineItemCopied(0), fields: ['lines.0.itemId'] });
      const below = await as.admin('PUT', `${DOCS}/${req.id}`, { supplierId: supplierA, lines: [line({ quantity: 4, unitPriceCents: 7_700 })] });
      expect(below.statusCode).toBe(409);
      const after = (await as.admin.get(`${DOCS}/${req.id}`)).json();
      expect(after.lines).toEqual(before.lines);
      expect(after.totalCents).toBe(before.totalCents);
      const more = await as.admin('PUT', `${DOCS}/${req.id}`, { supplierId: supplierA, lines: [line({ quantity: 12, unitPriceCents: 7_700 })] });
      expect(more.statusCode).toBe(200);
      expect(more.json().lines[0]).toMatchObject({ quantity: 12, openQuantity: 7 });
    });

    it("estimates a line's price: the last purchase order's, else the variant's cost; an unknown item is a 404", async () => {
      const last = await as.seller.get(`${ESTIMATE}?itemId=${polo}&variantId=${poloAzmG}`);
      expect(last.statusCode).toBe(200);
      expect(last.json()).toEqual({ unitPriceCents: 7_700, source: 'last_order' });
      const fresh = (await t.app.db.selectFrom('item_variants').select(['id', 'cost_cents']).where('item_id', '=', polo).where('id', 'not in', [poloAzmG, poloAzmM]).orderBy('id').executeTakeFirstOrThrow());
      expect((await as.seller.get(`${ESTIMATE}?itemId=${polo}&variantId=${fresh.id}`)).json()).toEqual({ unitPriceCents: fresh.cost_cents, source: 'variant_cost' });
      expect((await as.seller.get(`${ESTIMATE}?itemId=${polo}`)).json()).toEqual({ unitPriceCents: 0, source: 'none' });
      const missing = await as.seller.get(`${ESTIMATE}?itemId=2147483647`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: M.itemUnknown });
      // Out of the way of the shortages below (nothing of these is on order any more).
      for (const id of [handOrder, copiedOrder, handRequest]) expect((await as.admin('POST', `${DOCS}/${id}/status`, { status: 'Cancelada' })).statusCode).toBe(200);
    });

    it.each([
      ['no item', ''],
      ['item 0', 'itemId=0'],
      ['item as text', 'itemId=uno'],
      ['a huge item', 'itemId=99999999999999999999'],
      ['a fractional item', 'itemId=1.5'],
      ['a negative variant', 'itemId=1&variantId=-1'],
      ['a variant as text', 'itemId=1&variantId=%27%20or%201%3D1'],
    ])('an estimate with %s: 400 JSON in Spanish', async (_name, query) => {
      const res = await as.seller.get(`${ESTIMATE}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\S/);
    });
  });

  describe('shortages', () => {
    it('120 required, 40 on hand and 20 on order suggest exactly 60, under the right supplier', async () => {
      await t.app.db.updateTable('items').set({ preferred_supplier_id: supplierA }).where('id', '=', polo).execute();
      const built = await buildProductionOrder(t.app, { as: as.admin });
      const row = await t.app.db.selectFrom('production_orders').select('snapshot').where('id', '=', built.order.id).executeTakeFirstOrThrow();
      const snapshot = JSON.parse(row.snapshot) as Record<string, unknown>;
      snapshot.materials = [{ kind: 'blank', component: 'POL-001-AZM-G', description: 'Polo', unit: 'pieza', colour: 'Azul marino', size: 'G', net: 120, scrapPercent: 0, scrap: 0, total: 120 }];
      await t.app.db.updateTable('production_orders').set({ status: 'released', snapshot: JSON.stringify(snapshot) }).where('id', '=', built.order.id).execute();
      const receipt = { kind: 'receipt', itemId: polo, variantId: poloAzmG, locationId: null, unitCostCents: 8_000, toWarehouseId: null, toLocationId: null, note: '' };
      expect((await as.admin('POST', '/api/stock/moves', { ...receipt, warehouseId: mp, quantity: 40 })).statusCode).toBe(201);
      // Transit is not on hand.
      expect((await as.admin('POST', '/api/stock/moves', { ...receipt, warehouseId: transit, quantity: 15 })).statusCode).toBe(201);
      const shortages = (await as.seller.get(SHORTAGES)).json();
      expect(shortages).toEqual([
        { itemId: polo, variantId: poloAzmG, code: 'POL-001-AZM-G', description: expect.any(String), unit: 'pieza', required: 120, onHand: 40, ordered: 20, suggested: 60, supplier: { id: supplierA, name: 'Textiles Finos de Puebla, S.A. de C.V.' } },
      ]);
      const stock = (await as.seller.get(`/api/stock/items/${polo}`)).json();
      expect(stock.warehouses.find((w: { warehouseId: number }) => w.warehouseId === mp)).toMatchObject({ onHand: 40, committed: 120, ordered: 20, available: -80 });

      // What the ledger issued to the order no longer counts as required (and left the shelf).
      await writeTransaction(t.app.db, (trx) =>
        t.app.stockLedger.postInside(
          trx,
          [{ kind: 'production_issue', itemId: polo, variantId: poloAzmG, warehouseId: mp, locationId: null, quantity: -10, unitCostCents: null, source: { kind: 'production_order', id: built.order.id, line: null }, note: '' }],
          null,
          t.clock.now(),
        ),
      );
      expect((await as.seller.get(SHORTAGES)).json()[0]).toMatchObject({ required: 110, onHand: 30, ordered: 20, suggested: 60 });
    });

    it("'Generar solicitudes de compra': one request per preferred supplier, once, even when clicked twice at once", async () => {
      const before = await docCount();
      const [a, b] = await Promise.all([as.production('POST', `${SHORTAGES}/requests`), as.admin('POST', `${SHORTAGES}/requests`)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const made = (a.statusCode === 201 ? a : b).json();
      expect(made).toEqual({ requests: [{ id: expect.any(Number), folio: expect.stringMatching(/^SC/), supplierId: supplierA, lines: 1 }], withoutSupplier: [] });
      expect((a.statusCode === 409 ? a : b).json()).toEqual({ message: M.nothingToRequest });
      expect(await docCount()).toBe(before + 1);
      const request = (await as.seller.get(`${DOCS}/${made.requests[0].id}`)).json();
      expect(request.lines).toEqual([expect.objectContaining({ variantId: poloAzmG, quantity: 60, warehouseId: mp })]);
      // Priced from the last purchase order of that variant (never 0, so a receipt of it has a cost).
      const last = await t.app.db
        .selectFrom('document_lines as l')
        .innerJoin('documents as d', 'd.id', 'l.document_id')
        .select('l.unit_price_cents')
        .where('d.kind', '=', 'purchase_order')
        .where('d.status', '!=', 'Cancelada')
        .where('l.variant_id', '=', poloAzmG)
        .where('l.unit_price_cents', '>', 0)
        .orderBy('l.id', 'desc')
        .executeTakeFirstOrThrow();
      expect(request.lines[0].unitPriceCents).toBe(last.unit_price_cents);
      expect(request.lines[0].unitPriceCents).toBeGreaterThan(0);
    });

    it('items without a preferred supplier are left out and listed', async () => {
      await t.app.db.updateTable('items').set({ preferred_supplier_id: null }).where('id', '=', polo).execute();
      const req = (await as.seller.get(`${DOCS}?kind=purchase_request&status=Abierta`)).json().rows[0];
      await as.admin('POST', `${DOCS}/${req.id}/status`, { status: 'Cancelada' });
      const res = await as.admin('POST', `${SHORTAGES}/requests`);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ requests: [], withoutSupplier: [{ itemId: polo, variantId: poloAzmG, code: 'POL-001-AZM-G' }] });
    });
  });

  describe('who may do what (endpoint × role)', () => {
    it.each(ROLES)('%s reads everything; only production and admins write', async (role) => {
      for (const url of [`${DOCS}?kind=purchase_order`, `${DOCS}/${orderId}`, `${DOCS}/${requestId}/comparison`, `${DOCS}/${orderId}/pdf`, SHORTAGES, `/api/purchasing/price-estimate?itemId=${polo}&variantId=${poloAzmG}`]) {
        expect([url, (await as[role].get(url)).statusCode]).toEqual([url, 200]);
      }
      const may = WRITERS.includes(role);
      const before = await docCount();
      for (const [method, url, payload] of [
        ['POST', DOCS, body()],
        ['PUT', `${DOCS}/${offerA}`, { supplierId: supplierA, lines: [line()] }],
        ['POST', `${DOCS}/${offerA}/status`, { status: 'Cancelada' }],
        ['POST', `${DOCS}/${orderId}/copy`, { toKind: 'goods_receipt_po' }],
        ['POST', `${DOCS}/${offerA}/choose`, undefined],
        ['POST', `${DOCS}/${orderId}/email`, undefined],
        ['POST', `${SHORTAGES}/requests`, undefined],
      ] as const) {
        const res = await as[role](method, url, payload);
        if (may) expect([url, res.statusCode]).not.toEqual([url, 403]);
        else {
          expect([url, res.statusCode]).toEqual([url, 403]);
          expect(res.json().message).toMatch(/\S/);
        }
      }
      if (may) {
        const created = (await as[role].get(`${DOCS}?kind=purchase_request`)).json().rows[0];
        await as[role]('POST', `${DOCS}/${created.id}/status`, { status: 'Cancelada' });
      } else expect(await docCount()).toBe(before);
    });
  });

  describe('hostile input', () => {
    const long = (n: number) => 'x'.repeat(n);
    const ids = ['0', '-1', '+1', 'uno', '1.5', '2147483648', '99999999999999999999'];
    const HOSTILE_CREATE: [string, () => unknown][] = [
      ['null', () => null],
      ['an array', () => [body()]],
      ['no fields', () => ({})],
      ['an unknown kind', () => body({ kind: 'goods_receipt_po' })],
      ['a sales kind', () => body({ kind: 'order' })],
      ['supplier 0', () => body({ supplierId: 0 })],
      ['supplier as text', () => body({ supplierId: String(supplierA) })],
      ['an unknown supplier', () => body({ supplierId: 2 ** 31 - 1 })],
      ['a client as supplier', () => body({ supplierId: clientId })],
      ['no lines', () => body({ lines: [] })],
      ['201 lines', () => body({ lines: Array.from({ length: 201 }, () => line()) })],
      ['a zero quantity', () => body({ lines: [line({ quantity: 0 })] })],
      ['a fractional quantity', () => body({ lines: [line({ quantity: 1.5 })] })],
      ['a huge quantity', () => body({ lines: [line({ quantity: 1e300 })] })],
      ['a negative price', () => body({ lines: [line({ unitPriceCents: -1 })] })],
      ['a price as text', () => body({ lines: [line({ unitPriceCents: '90' })] })],
      ['an unknown item', () => body({ lines: [line({ itemId: 2 ** 31 - 1 })] })],
      ['a variant of another item', () => body({ lines: [line({ variantId: 2 ** 31 - 1 })] })],
      ['no variant for a style', () => body({ lines: [line({ variantId: null })] })],
      ['an unknown warehouse', () => body({ lines: [line({ warehouseId: 2 ** 31 - 1 })] })],
      ['a description with NUL', () => body({ lines: [line({ description: 'a\u0000b' })] })],
      ['a 301-character description', () => body({ lines: [line({ description: long(301) })] })],
      ['a reference of 81 characters', () => body({ reference: long(81) })],
      ['a bad due date', () => body({ dueDate: '2026-02-30' })],
      ['an unknown currency', () => body({ currency: 'EUR' })],
      ['USD without a rate', () => body({ currency: 'USD' })],
      ['a contact of another partner', () => body({ contactId: 2 ** 31 - 1 })],
      ['an extra property', () => body({ status: 'Cerrada' })],
      ['an extra line property', () => body({ lines: [{ ...line(), baseLineId: 1 }] })],
      ['a discount above 100 %', () => body({ lines: [line({ discountBp: 10_001 })] })],
      ['a negative discount', () => body({ lines: [line({ discountBp: -1 })] })],
      ['a fractional discount', () => body({ lines: [line({ discountBp: 10.5 })] })],
      ['a discount as text', () => body({ lines: [line({ discountBp: '10' })] })],
      ['a bad document date', () => body({ docDate: '2026-13-01' })],
      ['a null document date', () => body({ docDate: null })],
    ];

    it.each(HOSTILE_CREATE)('a document with %s: 400 JSON in Spanish on create and edit, nothing written', async (name, payload) => {
      const before = await docCount();
      const res = await as.admin('POST', DOCS, payload());
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().message).toMatch(/\S/);
      const p = payload();
      const edit = p && typeof p === 'object' && !Array.isArray(p) ? Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'kind')) : p;
      const open = (await as.admin('POST', DOCS, body())).json().id as number;
      const after = await as.admin('PUT', `${DOCS}/${open}`, edit);
      // An edit has no kind: a bad kind alone leaves a valid edit.
      expect([after.statusCode]).toEqual([name.endsWith(' kind') ? 200 : 400]);
      await as.admin('POST', `${DOCS}/${open}/status`, { status: 'Cancelada' });
      expect(await docCount()).toBe(before + 1);
    });

    const HOSTILE_COPY: [string, () => unknown][] = [
      ['null', () => null],
      ['no kind', () => ({})],
      ['an unknown kind', () => ({ toKind: 'robo' })],
      ['a line 0', () => ({ toKind: 'purchase_order', lines: [{ baseLineId: 0, quantity: 1 }] })],
      ['a line of another document', () => ({ toKind: 'purchase_order', lines: [{ baseLineId: 2 ** 31 - 1, quantity: 1 }] })],
      ['a zero quantity', () => ({ toKind: 'purchase_order', lines: [{ baseLineId: requestLine, quantity: 0 }] })],
      ['a negative price', () => ({ toKind: 'purchase_order', lines: [{ baseLineId: requestLine, quantity: 1, unitPriceCents: -1 }] })],
      ['an extra property', () => ({ toKind: 'purchase_order', folio: 'X' })],
    ];

    it.each(HOSTILE_COPY)('a copy with %s: 4xx JSON in Spanish, nothing written', async (_name, payload) => {
      const req = (await as.admin('POST', DOCS, body())).json();
      requestLine = req.lines[0].id;
      const before = await docCount();
      const res = await as.admin('POST', `${DOCS}/${req.id}/copy`, payload());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\S/);
      expect(await docCount()).toBe(before);
      await as.admin('POST', `${DOCS}/${req.id}/status`, { status: 'Cancelada' });
    });

    it.each([
      ['kind', 'kind=robo'],
      ['no kind', ''],
      ['page', 'kind=purchase_order&page=0'],
      ['status', 'kind=purchase_order&status=Abierto'],
      ['search', `kind=purchase_order&search=${long(101)}`],
    ])('a list with a bad %s: 400', async (_name, query) => {
      expect((await as.seller.get(`${DOCS}?${query}`)).statusCode).toBe(400);
    });

    it.each(ids)('the id %s in every path: 400 (or 404 when merely unknown), never 500', async (id) => {
      for (const [method, url, payload] of [
        ['GET', `${DOCS}/${id}`, undefined],
        ['PUT', `${DOCS}/${id}`, { supplierId: supplierA, lines: [line()] }],
        ['POST', `${DOCS}/${id}/status`, { status: 'Cerrada' }],
        ['POST', `${DOCS}/${id}/copy`, { toKind: 'purchase_order' }],
        ['GET', `${DOCS}/${id}/comparison`, undefined],
        ['POST', `${DOCS}/${id}/choose`, undefined],
        ['GET', `${DOCS}/${id}/pdf`, undefined],
        ['POST', `${DOCS}/${id}/email`, undefined],
      ] as const) {
        const res = await as.admin(method, url, payload);
        expect([url, res.statusCode]).toEqual([url, id === '2147483648' || id === '99999999999999999999' || Number(id) < 1 || !/^\d+$/.test(id) ? 400 : 404]);
      }
      const missing = await as.admin.get(`${DOCS}/2147483647`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: M.notFound });
    });

    it('a status other than Cerrada or Cancelada is a 400', async () => {
      expect((await as.admin('POST', `${DOCS}/${orderId}/status`, { status: 'Abierta' })).statusCode).toBe(400);
    });
  });
});
