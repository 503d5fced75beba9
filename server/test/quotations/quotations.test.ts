import { salesDocumentAmounts, parseExchangeRate } from '@muestrario/shared/rules';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import type { SalesDocumentInput } from '@muestrario/shared/contract';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { backofficeFixture } from '../helpers/backoffice';
import { buildUser, partnerInput, quotationInput, signInDemo } from '../helpers/builders';
import type { Requester } from '../helpers/request';

// Argon2 sign-ins and seeding on a shared, busy machine.
jest.setTimeout(60_000);

describe.each(testDatabases)('quotations and sales orders (%s)', (kind) => {
  let t: TestApp;
  let demo: Requester;
  let other: Requester;
  let admin: Requester;
  let reviewer: Requester;
  let clientId: number;
  let borderClientId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, backofficeFixture, t.clock.now());
    demo = (await signInDemo(t.app)).as;
    other = (await buildUser(t.app, { username: 'otro', role: 'seller' })).as;
    admin = (await buildUser(t.app, { username: 'jefa', role: 'admin' })).as;
    reviewer = (await buildUser(t.app, { username: 'revisor', role: 'designer' })).as;
    clientId = (await t.app.db.selectFrom('clients').select('id').where('card_code', '=', 'C0001').executeTakeFirstOrThrow()).id;
    borderClientId = (await demo('POST', '/api/business-partners', partnerInput({ cardName: 'Maquila Tijuana', borderRegion: true }))).json().id;
  });
  afterAll(() => t.close());

  it('gives 20 concurrent creations 20 distinct consecutive folios', async () => {
    const before = (await demo('GET', '/api/sales/quotations')).json().total as number;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => demo('POST', '/api/sales/quotations', quotationInput(clientId, { name: `Concurrente ${i}` }))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => Number(r.json().folio.slice(1))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
    expect(results.every((r) => /^S\d{5}$/.test(r.json().folio))).toBe(true);
  });

  if (kind === 'postgres') {
    it('keeps folios gapless across two server processes on the same database', async () => {
      const second = await t.rebuild();
      const demoThere = (await signInDemo(second)).as;
      const first = (await demo('GET', '/api/sales/orders')).json().total as number;
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? demoThere : demo)('POST', '/api/sales/orders', quotationInput(clientId)),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      expect(results.map((r) => r.json().folio).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `OV${String(first + 1 + i).padStart(5, '0')}`));
    });
  }

  const CASES: [string, Partial<SalesDocumentInput>, boolean][] = [
    ['IVA below half a cent rounds down (3 × 1¢ → 0.48¢)', { lines: [{ code: 'PLY-CR-11', description: '', quantity: 3, unitPriceCents: 1 }] }, false],
    ['IVA above half a cent rounds up (22¢ → 3.52¢)', { lines: [{ code: 'PLY-CR-11', description: '', quantity: 1, unitPriceCents: 22 }] }, false],
    ['three lines at 16 %', { lines: [{ code: 'OVE-MZ-04', description: '', quantity: 60, unitPriceCents: 68_990 }, { code: 'CHL-RS-08', description: '', quantity: 60, unitPriceCents: 14_990 }, { code: 'BOR-LG-09', description: '', quantity: 120, unitPriceCents: 3_800 }] }, false],
    ['border region at 8 %', { lines: [{ code: 'GOR-GB-06', description: '', quantity: 7, unitPriceCents: 9_651 }] }, true],
    ['dollars whose peso total lands on half a cent (1¢ × 17.5 → 18¢)', { currency: 'USD', exchangeRate: '17.5', lines: [{ code: 'PLY-CR-11', description: '', quantity: 1, unitPriceCents: 1 }] }, false],
    ['euros at a four-decimal rate', { currency: 'EUR', exchangeRate: '20.1234', lines: [{ code: 'CHM-TR-12', description: '', quantity: 13, unitPriceCents: 64_517 }] }, false],
    ['largest line', { lines: [{ code: 'CHM-TR-12', description: '', quantity: 99_999, unitPriceCents: 99_999_999 }] }, false],
  ];

  it.each(CASES)('stores the same amounts as the form’s function: %s', async (_name, over, border) => {
    const input = quotationInput(border ? borderClientId : clientId, over);
    const res = await demo('POST', '/api/sales/quotations', input);
    expect(res.statusCode).toBe(201);
    const expected = salesDocumentAmounts({ lines: input.lines, borderRegion: border, exchangeRate: input.currency === 'MXN' ? 10_000 : parseExchangeRate(input.exchangeRate)! });
    const amounts = (d: { subtotalCents: number; taxCents: number; totalCents: number; totalMxnCents: number; taxRateBp: number; lines: { subtotalCents: number; taxCents: number }[] }) => ({
      subtotalCents: d.subtotalCents,
      taxCents: d.taxCents,
      totalCents: d.totalCents,
      totalMxnCents: d.totalMxnCents,
      taxRateBp: d.taxRateBp,
      lines: d.lines.map((l) => ({ subtotalCents: l.subtotalCents, taxCents: l.taxCents })),
    });
    const { lines, subtotalCents, taxCents, totalCents, totalMxnCents, taxRateBp } = expected;
    expect(amounts(res.json())).toEqual({ lines, subtotalCents, taxCents, totalCents, totalMxnCents, taxRateBp });
    const reloaded = await demo('GET', `/api/sales/quotations/${res.json().id}`);
    expect(amounts(reloaded.json())).toEqual(amounts(res.json()));
  });

  it('saves, reloads, and lists with search, filters and the true total', async () => {
    const created = (await demo('POST', '/api/sales/quotations', quotationInput(clientId, { name: 'Batas únicas', reference: 'ZZ-UNICA' }))).json();
    expect(created).toMatchObject({ status: 'Abierta', clientCode: 'C0001', seller: { name: 'Mariana López' }, lines: [{ description: 'Playera tipo polo de piqué, manga corta' }, { description: 'Bordado pecho' }] });
    const list = (q: string) => demo('GET', `/api/sales/quotations?${q}`).then((r) => r.json());
    const page = await list(`search=${encodeURIComponent(created.folio)}`);
    expect(page).toMatchObject({ total: 1, rows: [{ id: created.id, folio: created.folio, client: 'Construcciones Peñasco S.A. de C.V.', seller: { name: 'Mariana López' }, status: 'Abierta' }] });
    expect((await list('search=penasco mariana')).total).toBeGreaterThan(1);
    const all = await list('pageSize=5');
    expect(all.rows).toHaveLength(5);
    expect(all.total).toBeGreaterThan(20);
    expect((await list('status=Cerrada')).total).toBe(0);
    expect((await list(`clientId=${borderClientId}`)).total).toBe(1);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await list('to=2000-01-01')).total).toBe(0);
  });

  it('lets a seller edit only their own quotations, unless admin', async () => {
    const mine = (await demo('POST', '/api/sales/quotations', quotationInput(clientId))).json();
    const edit = quotationInput(clientId, { name: 'Editada' });
    const denied = await other('PUT', `/api/sales/quotations/${mine.id}`, edit);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(SALES_MESSAGES.notYours);
    expect((await other('POST', `/api/sales/quotations/${mine.id}/status`, { status: 'Cancelada' })).statusCode).toBe(403);
    expect((await other('POST', `/api/sales/quotations/${mine.id}/order`)).statusCode).toBe(403);
    // The detail names its seller, whom the screens' can('quotation.edit', { ownerId }) compares with the user.
    expect((await other('GET', `/api/sales/quotations/${mine.id}`)).json().seller).toMatchObject({ id: mine.seller.id, name: 'Mariana López' });
    expect((await reviewer('POST', '/api/sales/quotations', edit)).statusCode).toBe(403);
    const byAdmin = await admin('PUT', `/api/sales/quotations/${mine.id}`, edit);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ name: 'Editada', seller: { name: 'Mariana López' } });
    expect((await demo('PUT', `/api/sales/quotations/${mine.id}`, quotationInput(clientId, { name: 'Mía' }))).json().name).toBe('Mía');
  });

  it("'Copiar a orden de venta' closes the quotation and creates a linked OV order with the same lines", async () => {
    const q = (await demo('POST', '/api/sales/quotations', quotationInput(clientId, { name: 'Para pedido' }))).json();
    const res = await demo('POST', `/api/sales/quotations/${q.id}/order`);
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({ kind: 'order', folio: expect.stringMatching(/^OV\d{5}$/), status: 'Abierta', source: { id: q.id, folio: q.folio }, lines: q.lines, totalCents: q.totalCents });
    const closed = (await demo('GET', `/api/sales/quotations/${q.id}`)).json();
    expect(closed).toMatchObject({ status: 'Cerrada', copies: [{ id: order.id, folio: order.folio }], statusChangedBy: { name: 'Mariana López' }, statusChangedAt: expect.any(String) });
    expect((await demo('POST', `/api/sales/quotations/${q.id}/order`)).statusCode).toBe(409);
    expect((await demo('PUT', `/api/sales/quotations/${q.id}`, quotationInput(clientId))).statusCode).toBe(409);
    expect((await demo('GET', `/api/sales/orders?search=${order.folio}`)).json().rows).toEqual([expect.objectContaining({ id: order.id, status: 'Abierta' })]);
  });

  it('cancels with who and when, and counts open documents on the dashboard', async () => {
    const before = (await demo('GET', '/api/dashboard/backoffice')).json();
    const q = (await demo('POST', '/api/sales/quotations', quotationInput(clientId))).json();
    expect((await demo('GET', '/api/dashboard/backoffice')).json().openQuotations).toBe(before.openQuotations + 1);
    const cancelled = await admin('POST', `/api/sales/quotations/${q.id}/status`, { status: 'Cancelada' });
    expect(cancelled.json()).toMatchObject({ status: 'Cancelada', statusChangedBy: { name: 'jefa Prueba' } });
    const after = (await demo('GET', '/api/dashboard/backoffice')).json();
    expect(after).toEqual({ ...before, openPurchaseOrders: 0 });
    expect(after.samplesInProduction).toBe(1); // the fixture's stage-3 sample
  });

  it('refuses what cannot be saved with precise 400s', async () => {
    const post = (over: Partial<SalesDocumentInput> | Record<string, unknown>) => demo('POST', '/api/sales/quotations', { ...quotationInput(clientId), ...over });
    const supplier = (await demo('POST', '/api/business-partners', partnerInput({ cardName: 'Proveedor X', partnerType: 'Proveedor' }))).json();
    const cases: [Record<string, unknown>, string[] | null][] = [
      [{ clientId: 999_999 }, ['clientId']],
      [{ clientId: supplier.id }, ['clientId']],
      [{ contactId: 999_999 }, ['contactId']],
      [{ lines: [{ code: 'NO-EXISTE', description: '', quantity: 1, unitPriceCents: 1 }] }, ['lines.0.code']],
      [{ currency: 'USD', exchangeRate: '0' }, ['exchangeRate']],
      [{ lines: [] }, null],
      [{ lines: [{ code: 'PLY-CR-11', description: '', quantity: 0, unitPriceCents: 1 }] }, null],
      [{ lines: [{ code: 'PLY-CR-11', description: '', quantity: 1.5, unitPriceCents: 1 }] }, null],
      [{ lines: [{ code: 'PLY-CR-11', description: '', quantity: 1, unitPriceCents: -1 }] }, null],
      [{ lines: [{ code: 'PLY-CR-11', description: '', quantity: 1, unitPriceCents: 100_000_000 }] }, null],
      [{ lines: Array.from({ length: 201 }, () => ({ code: 'PLY-CR-11', description: '', quantity: 1, unitPriceCents: 1 })) }, null],
      [{ exchangeRate: '1e3' }, null],
      [{ name: 'a\u0000b' }, null],
      [{ currency: 'BTC' }, null],
      [{ clientId: '1' }, null],
      [{ extra: true }, null],
      [{ dueDate: '2026-02-30' }, null],
      [{ dueDate: '30/12/2026' }, null],
      [{ dueDate: 20261230 }, null],
    ];
    for (const [over, fields] of cases) {
      const res = await post(over);
      const what = JSON.stringify(over).slice(0, 80);
      expect({ what, status: res.statusCode }).toEqual({ what, status: 400 });
      if (fields) expect({ what, fields: res.json().fields }).toEqual({ what, fields });
    }
    for (const url of ['/api/sales/quotations?status=Perdida', '/api/sales/quotations?from=2026-13', '/api/sales/orders?page=0', '/api/sales/orders?sellerId=abc']) {
      expect({ url, status: (await demo('GET', url)).statusCode }).toEqual({ url, status: 400 });
    }
    expect((await demo('POST', '/api/sales/quotations/1/status', { status: 'Abierta' })).statusCode).toBe(400);
    expect((await demo('GET', '/api/sales/orders/999999')).statusCode).toBe(404);
    expect((await demo('PUT', '/api/sales/orders/999999', quotationInput(clientId))).statusCode).toBe(404);
    expect((await demo('POST', '/api/sales/quotations/999999/order')).statusCode).toBe(404);
  });

  it("keeps an order's promised delivery day (issue 30: production plans back from it), clears it with null and keeps it when absent", async () => {
    const created = (await demo('POST', '/api/sales/orders', { ...quotationInput(clientId), dueDate: '2026-12-18' })).json();
    expect(created.dueDate).toBe('2026-12-18');
    const { dueDate: _kept, ...withoutDate } = { ...quotationInput(clientId), dueDate: undefined };
    expect((await demo('PUT', `/api/sales/orders/${created.id}`, withoutDate)).json().dueDate).toBe('2026-12-18');
    expect((await demo('GET', `/api/sales/orders/${created.id}`)).json().dueDate).toBe('2026-12-18');
    expect((await demo('PUT', `/api/sales/orders/${created.id}`, { ...quotationInput(clientId), dueDate: null })).json().dueDate).toBeNull();
    const quotation = (await demo('POST', '/api/sales/quotations', quotationInput(clientId))).json();
    expect(quotation.dueDate).toBeNull();
  });

  it('serves the article catalogue and the sellers', async () => {
    const articles = (await demo('GET', '/api/sales/articles')).json();
    expect(articles.map((a: { code: string }) => a.code)).toEqual(expect.arrayContaining(['PLY-CR-11', 'BOR-MIL-13', 'DTF-PZA-14', 'VIN-PZA-15', 'PON-LOG-16']));
    expect((await demo('GET', '/api/sales/sellers')).json().map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['Mariana López', 'otro Prueba', 'jefa Prueba']));
  });
});
