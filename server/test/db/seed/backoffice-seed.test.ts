import { demoData } from '../../../src/db/seed/demo-data';
import { seedIfEmpty } from '../../../src/db/seed';
import { createTestApp, loginCookie, type TestApp } from '../../helpers/app';
import { testDatabases } from '../../helpers/databases';
import { quotationInput } from '../../helpers/builders';
import { injectAs, type Requester } from '../../helpers/request';

jest.setTimeout(120_000);

/** The demo back-office keeps the names and folios the screens showed, and folios continue after them. */
describe.each(testDatabases)('demo back-office data (%s)', (kind) => {
  let t: TestApp;
  let as: Requester;
  beforeAll(async () => {
    t = await createTestApp(kind, { garmentSvg: demoData.garmentSvg });
    expect(await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now())).toBe(true);
    as = injectAs(t.app, await loginCookie(t.app, demoData.demoUser.username, demoData.demoUser.password));
  });
  afterAll(() => t.close());

  it('shows S00097…S00088 first, of 97 quotations, with the sellers and totals of the screens', async () => {
    const page = (await as('GET', '/api/sales/quotations')).json();
    expect(page.total).toBe(97);
    expect(page.rows.map((r: { folio: string }) => r.folio)).toEqual(Array.from({ length: 10 }, (_, i) => `S${String(97 - i).padStart(5, '0')}`));
    expect(page.rows[0]).toMatchObject({ client: 'Constructora Cumbres del Norte, S.A. de C.V.', seller: { name: 'Mariana López' }, status: 'Abierta', totalCents: 6_373_968, currency: 'MXN' });
    expect(page.rows[2]).toMatchObject({ folio: 'S00095', client: 'Hotel Costa Esmeralda Cancún, S.A. de C.V.', seller: { name: 'Sofía Ramírez' }, status: 'Cerrada', currency: 'USD' });
    // Other areas' demo data (receivables, issue 32) add their own orders after these 97.
    const orders = (await as('GET', '/api/sales/orders?search=OV00097')).json();
    expect((await as('GET', '/api/sales/orders')).json().total).toBeGreaterThanOrEqual(97);
    expect(orders.rows[0]).toMatchObject({ folio: 'OV00097', status: 'Abierta' });
    expect((await as('GET', `/api/sales/orders/${orders.rows[0].id}`)).json().source).toMatchObject({ folio: 'S00095' });
  });

  it('holds the plant’s machines (issue 30); the Tajima lends the estimates its needles and speed', async () => {
    const machines = (await as('GET', '/api/business/machines')).json();
    expect(machines.map((m: { name: string; active: boolean }) => [m.name, m.active])).toEqual([
      ['Brother PR1050X', true],
      ['Impresora DTF Epson SureColor F1070', true],
      ['Mesa de inspección y empaque', true],
      ['Plancha neumática 40 × 50', true],
      ['Tajima 6 cabezas', true],
      ['Barudan 4 cabezas (en reparación)', false],
    ]);
    expect((await as('GET', '/api/business/settings/decoration')).json()).toMatchObject({ needles: 15, stitchesPerMinute: 850, machine: { name: 'Tajima 6 cabezas' } });
  });

  it('holds three warehouses with shelves and the opening stock (issue 31), every balance the end of its kardex', async () => {
    const warehouses = (await as('GET', '/api/stock/warehouses')).json();
    expect(warehouses.map((w: { code: string; name: string; kind: string; locationCount: number }) => [w.code, w.name, w.kind, w.locationCount])).toEqual([
      ['MP', 'Materia prima', 'raw_material', 5],
      ['PT', 'Producto terminado', 'finished_goods', 2],
      ['TR', 'Tránsito', 'transit', 0],
    ]);
    const polo = (await as('GET', '/api/items?search=POL-001')).json().rows[0];
    const stock = (await as('GET', `/api/stock/items/${polo.id}`)).json();
    // The opening stock: 24 variants × 12 pieces, at each variant's cost; the demo's production orders then take
    // blanks from it and put finished pieces into PT (issue 31 item 4), so on hand is what the kardex adds up to.
    const kardex = (await as('GET', `/api/stock/items/${polo.id}/kardex?pageSize=100`)).json() as { total: number; rows: { kind: string; note: string; quantity: number; balance: number }[] };
    expect(kardex.rows).toHaveLength(kardex.total);
    const opening = kardex.rows.filter((r) => r.kind === 'receipt' && r.note === 'Inventario inicial');
    expect(opening).toHaveLength(24);
    expect(opening.reduce((sum, r) => sum + r.quantity, 0)).toBe(24 * 12);
    const sum = kardex.rows.reduce((total, r) => total + r.quantity, 0);
    expect(kardex.rows[0]!.balance).toBe(sum);
    // Committed: what the demo's released and in-process production orders still need (issue 31, purchasing).
    expect(stock.total.onHand).toBe(sum);
    expect(stock.total.available).toBe(stock.total.onHand - stock.total.committed);
    expect(stock.total.committed).toBeGreaterThanOrEqual(0);
    expect(stock.warehouses[0].variants[0]).toMatchObject({ code: 'POL-001-AZM-CH', averageCostCents: 9_800 });
    const thread = (await as('GET', '/api/items?search=HIL-BOB-BL')).json().rows[0];
    const threadKardex = (await as('GET', `/api/stock/items/${thread.id}/kardex?pageSize=1`)).json();
    expect((await as('GET', `/api/stock/items/${thread.id}`)).json().total.onHand).toBe(threadKardex.rows[0].balance);
  });

  it('continues the folios at S00098 and OV00098', async () => {
    const clientId = (await as('GET', '/api/business-partners?search=cumbres')).json().rows[0].id;
    expect((await as('POST', '/api/sales/quotations', quotationInput(clientId))).json().folio).toBe('S00098');
    // After the demo's 97 orders and those other areas' demo data add (receivables' own orders, issue 32).
    const seeded = Number((await t.app.db.selectFrom('documents').select((eb) => eb.fn.max('number').as('n')).where('kind', '=', 'order').executeTakeFirstOrThrow()).n);
    expect(seeded).toBeGreaterThanOrEqual(97);
    expect((await as('POST', '/api/sales/orders', quotationInput(clientId))).json().folio).toBe(`OV${String(seeded + 1).padStart(5, '0')}`);
  });

  it('lists clients and the three suppliers as business partners', async () => {
    const suppliers = (await as('GET', '/api/business-partners?type=Proveedor')).json();
    expect(suppliers.rows.map((r: { cardName: string }) => r.cardName)).toEqual([
      'Botones y Cierres del Centro, S.A. de C.V.',
      'Hilos y Bordados Omega, S.A. de C.V.',
      'Textiles Finos de Puebla, S.A. de C.V.',
    ]);
    expect((await as('GET', '/api/business-partners')).json().total).toBe(demoData.clients.length);
    const cumbres = (await as('GET', '/api/business-partners?search=CCN150312K22')).json().rows[0];
    expect((await as('GET', `/api/business-partners/${cumbres.id}`)).json()).toMatchObject({
      cardName: 'Constructora Cumbres del Norte, S.A. de C.V.',
      website: 'https://cumbresdelnorte.com.mx',
      contacts: [{ name: 'Ing. Rodrigo Garza' }, { name: 'Lic. Paola Treviño' }],
      addresses: [{ kind: 'Facturación' }, { kind: 'Envío' }],
    });
  });

  it('counts the dashboard from the data', async () => {
    const counters = (await as('GET', '/api/dashboard/backoffice')).json();
    const open = await t.app.db.selectFrom('documents').select('kind').where('status', '=', 'Abierta').execute();
    expect(counters).toEqual({
      openQuotations: open.filter((d) => d.kind === 'quotation').length,
      ordersToDeliver: open.filter((d) => d.kind === 'order').length,
      samplesInProduction: demoData.samples.filter((s) => s.stage >= 3 && s.stage <= 6).length,
      openPurchaseOrders: open.filter((d) => d.kind === 'purchase_order').length,
    });
  });
});
