import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { UserRole } from '@muestrario/shared/domain';
import { SUPPLIER_INVOICE_MESSAGES as M } from '@muestrario/shared/domain';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { backofficeFixture } from '../helpers/backoffice';
import { buildUser } from '../helpers/builders';
import { testDatabases } from '../helpers/databases';
import type { Requester } from '../helpers/request';

// Argon2 sign-ins and seeding on a shared, busy machine.
jest.setTimeout(180_000);

const ROLES: readonly UserRole[] = ['seller', 'designer', 'production', 'quality', 'admin'];
const IMPORT = '/api/purchasing/supplier-invoices/import';
const INVOICES = '/api/purchasing/supplier-invoices';
const PAYMENTS = '/api/purchasing/supplier-payments';
const BALANCES = '/api/purchasing/supplier-balances';
const REPORT = '/api/purchasing/report';
const fixture = (name: string) => readFileSync(path.join(__dirname, '../fixtures/cfdi', name), 'utf8');

const UUID_MATCHING = '6F1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D';
const UUID_DOWN_PAYMENT = '9C4D5E6F-7A8B-4D9E-8F0A-2B3C4D5E6F7A';

describe.each(testDatabases)('supplier invoices from their CFDI (%s)', (kind) => {
  let t: TestApp;
  const as = {} as Record<UserRole, Requester>;
  let supplierId: number;
  let otherSupplierId: number;

  const counts = async () => {
    const n = async (table: 'supplier_cfdis' | 'documents' | 'supplier_payments') =>
      Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    let files = 0;
    for await (const _file of t.app.storage.list()) files++;
    return { cfdis: await n('supplier_cfdis'), documents: await n('documents'), payments: await n('supplier_payments'), files };
  };

  /** A purchase order to the supplier and its goods receipt (all received), as the receipts API will make them. */
  const receipt = async (partnerId = supplierId) => {
    const actorId = (await t.app.db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow()).id;
    const at = t.clock.now().toISOString();
    const noAddress = { street: '', city: '', state: '', zipCode: '' };
    const po = await t.app.documents.create(
      {
        kind: 'purchase_order',
        partnerId,
        contactId: null,
        ownerId: actorId,
        name: 'Hilos noviembre',
        reference: '',
        currency: 'MXN',
        exchangeRate: 10_000,
        borderRegion: false,
        shippingAddress: noAddress,
        billingAddress: noAddress,
        sampleId: null,
        lines: [
          { code: 'HIL-BOB-BL', description: 'Hilo de bordar blanco, bobina 5000 m', quantity: 10, unitPriceCents: 4_500 },
          { code: 'ENT-TEL-30', description: 'Entretela de corte, rollo 30 m', quantity: 5, unitPriceCents: 12_000 },
        ],
      },
      { actorId, at },
    );
    return t.app.documents.copy(po, 'goods_receipt_po', 'all-open', { actorId, at });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, backofficeFixture, t.clock.now());
    for (const role of ROLES) as[role] = (await buildUser(t.app, { username: `u-${role}`, role })).as;
    const partner = (rfc: string, name: string) => ({ cardName: name, rfc, partnerType: 'Proveedor' });
    const make = async (rfc: string, name: string) => {
      const res = await as.admin('POST', '/api/business-partners', { ...(await import('../helpers/builders/partners')).partnerInput(partner(rfc, name) as never) });
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    };
    supplierId = await make('tbo120315kj8', 'Textiles del Bajío, S.A. de C.V.');
    otherSupplierId = await make('HIL850101AA1', 'Hilos Omega, S.A.');
  });
  afterAll(() => t.close());

  it('a valid XML becomes a supplier invoice copied from its receipt, with no differences', async () => {
    const receiptId = await receipt();
    const preview = await as.admin('POST', IMPORT, { xml: fixture('invoice-matching.xml'), goodsReceiptId: receiptId, dryRun: true });
    expect(preview.statusCode).toBe(201);
    expect(preview.json()).toMatchObject({ stored: false, invoice: null, kind: 'invoice', uuid: UUID_MATCHING, supplierId, differences: [] });
    const before = await counts();
    expect(before.cfdis).toBe(0);

    const res = await as.admin('POST', IMPORT, { xml: fixture('invoice-matching.xml'), goodsReceiptId: receiptId });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ stored: true, kind: 'invoice', differences: [] });
    expect(body.invoice).toMatchObject({
      uuid: UUID_MATCHING,
      supplierId,
      rfc: 'TBO120315KJ8',
      cfdiFolio: 'A-1001',
      subtotalCents: 105_000,
      transferredTaxCents: 16_800,
      totalCents: 121_800,
      totalMxnCents: 121_800,
      balanceCents: 121_800,
      goodsReceiptId: receiptId,
      folio: expect.stringMatching(/^FP/),
    });
    const after = await counts();
    expect(after).toEqual({ ...before, cfdis: 1, documents: before.documents + 1, files: before.files + 1 });
    // The engine document is a Factura de proveedor copied from the receipt, which is now closed.
    const doc = await t.app.db.selectFrom('documents').selectAll().where('id', '=', body.invoice.documentId).executeTakeFirstOrThrow();
    expect(doc).toMatchObject({ kind: 'supplier_invoice', base_document_id: receiptId, partner_id: supplierId });
    expect((await t.app.db.selectFrom('documents').select('status').where('id', '=', receiptId).executeTakeFirstOrThrow()).status).toBe('Cerrada');

    const detail = await as.admin('GET', `${INVOICES}/${body.invoice.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().concepts).toHaveLength(2);
    expect(detail.json().goodsReceiptFolio).toMatch(/^EM/);
  });

  it('the same UUID twice is a 409 naming the folio it already is; nothing more is stored', async () => {
    const before = await counts();
    const again = await as.admin('POST', IMPORT, { xml: fixture('invoice-matching.xml') });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(new RegExp(`${UUID_MATCHING}.*FP`));
    expect(await counts()).toEqual(before);
  });

  it('different totals are listed (price, quantity, total) and the invoice is still stored', async () => {
    const receiptId = await receipt();
    const res = await as.admin('POST', IMPORT, { xml: fixture('invoice-different-totals.xml'), goodsReceiptId: receiptId });
    expect(res.statusCode).toBe(201);
    const kinds = res.json().differences.map((d: { kind: string }) => d.kind).sort();
    expect(kinds).toEqual(['price', 'quantity', 'total']);
    expect(res.json().differences.find((d: { kind: string }) => d.kind === 'total')).toMatchObject({ expected: 121_800, actual: 110_200 });
    expect(res.json().invoice.differenceCount).toBe(3);
    // 4 of 5 rolls were invoiced: the receipt keeps one open.
    const lines = await t.app.db.selectFrom('document_lines').select(['code', 'open_quantity']).where('document_id', '=', receiptId).orderBy('line_number').execute();
    expect(lines).toEqual([
      { code: 'HIL-BOB-BL', open_quantity: 0 },
      { code: 'ENT-TEL-30', open_quantity: 1 },
    ]);
  });

  it('a receipt of another supplier is a 422; an unknown one a 404; nothing stored', async () => {
    const other = await receipt(otherSupplierId);
    const before = await counts();
    const xml = fixture('invoice-matching.xml').replace('6F1B2C3D', '1F1B2C3D');
    const res = await as.admin('POST', IMPORT, { xml, goodsReceiptId: other });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/otro proveedor/);
    expect((await as.admin('POST', IMPORT, { xml, goodsReceiptId: 999_999 })).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('a credit note related 01 to an imported invoice reduces what is owed', async () => {
    const res = await as.admin('POST', IMPORT, { xml: fixture('credit-note.xml') });
    expect(res.statusCode).toBe(201);
    expect(res.json().invoice).toMatchObject({ kind: 'credit_note', documentId: null, relatedUuid: UUID_MATCHING, relationType: '01', totalMxnCents: 11_600, balanceCents: 0 });
    const invoice = (await as.admin('GET', INVOICES)).json().find((i: { uuid: string }) => i.uuid === UUID_MATCHING);
    expect(invoice.balanceCents).toBe(121_800 - 11_600);
    const detail = (await as.admin('GET', `${INVOICES}/${invoice.id}`)).json();
    expect(detail.creditNotes).toEqual([expect.objectContaining({ totalMxnCents: 11_600, relationType: '01' })]);
  });

  it('a credit note whose invoice was not imported is a 422 and stores nothing', async () => {
    const before = await counts();
    const xml = fixture('credit-note.xml').replace('8B3C4D5E', '2B3C4D5E').replace(UUID_MATCHING, '11111111-2222-4333-8444-555555555555');
    const res = await as.admin('POST', IMPORT, { xml });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.relatedNotImported('11111111-2222-4333-8444-555555555555'));
    expect(await counts()).toEqual(before);
  });

  it('a down payment (84111506) is recorded and a later invoice related 07 applies it, once', async () => {
    const dp = await as.admin('POST', IMPORT, { xml: fixture('down-payment.xml') });
    expect(dp.statusCode).toBe(201);
    expect(dp.json().invoice).toMatchObject({ kind: 'down_payment', totalMxnCents: 58_000 });
    expect((await as.admin('GET', BALANCES)).json()[0]).toMatchObject({ supplierId, unappliedDownPayments: 1 });
    const applied = await as.admin('POST', IMPORT, { xml: fixture('invoice-applies-down-payment.xml') });
    expect(applied.statusCode).toBe(201);
    expect(applied.json().invoice).toMatchObject({ kind: 'invoice', relatedUuid: UUID_DOWN_PAYMENT, relationType: '07' });
    expect((await as.admin('GET', `${INVOICES}/${dp.json().invoice.id}`)).json().appliedTo).toMatchObject({ uuid: applied.json().invoice.uuid });
    expect((await as.admin('GET', BALANCES)).json()[0]).toMatchObject({ unappliedDownPayments: 0 });
    const twice = fixture('invoice-applies-down-payment.xml').replace('0D5E6F7A', '0E5E6F7A');
    expect((await as.admin('POST', IMPORT, { xml: twice })).statusCode).toBe(409);
  });

  it('payments apply to invoices, never above a balance; balances and ageing add up', async () => {
    const invoices = (await as.admin('GET', `${INVOICES}?open=true`)).json() as { id: number; uuid: string; balanceCents: number }[];
    const first = invoices.find((i) => i.uuid === UUID_MATCHING)!;
    const over = await as.admin('POST', PAYMENTS, { supplierId, date: '2026-11-25', amountCents: first.balanceCents + 1, method: 'Transferencia', reference: 'SPEI 1', applications: [{ invoiceId: first.id, amountCents: first.balanceCents + 1 }] });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/excede el saldo/);
    const mismatch = await as.admin('POST', PAYMENTS, { supplierId, date: '2026-11-25', amountCents: 100, method: 'Transferencia', reference: '', applications: [{ invoiceId: first.id, amountCents: 50 }] });
    expect(mismatch.statusCode).toBe(400);
    const wrongSupplier = await as.admin('POST', PAYMENTS, { supplierId: otherSupplierId, date: '2026-11-25', amountCents: 100, method: 'Cheque', reference: '', applications: [{ invoiceId: first.id, amountCents: 100 }] });
    expect(wrongSupplier.statusCode).toBe(400);
    expect((await counts()).payments).toBe(0);

    const paid = await as.admin('POST', PAYMENTS, { supplierId, date: '2026-11-25', amountCents: 50_000, method: 'Transferencia', reference: 'SPEI 2', applications: [{ invoiceId: first.id, amountCents: 50_000 }] });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ supplierId, amountCents: 50_000, applications: [{ invoiceId: first.id, amountCents: 50_000 }] });

    const balance = (await as.admin('GET', BALANCES)).json().find((b: { supplierId: number }) => b.supplierId === supplierId);
    expect(balance.paidCents).toBe(50_000);
    expect(balance.creditNotesCents).toBe(11_600);
    expect(balance.balanceCents).toBe(balance.invoicedCents - 11_600 - 50_000);
    const ageing = balance.ageing as Record<string, number>;
    expect(Object.values(ageing).reduce((a, b) => a + b, 0)).toBe(balance.balanceCents);
    const detail = await as.admin('GET', `${BALANCES}/${supplierId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().payments).toHaveLength(1);
    expect((await as.admin('GET', `${BALANCES}/999999`)).statusCode).toBe(404);
  });

  it('the purchase report groups by supplier, item and month; credit notes subtract', async () => {
    const bySupplier = (await as.admin('GET', `${REPORT}?from=2026-11-01&to=2026-11-30&groupBy=supplier`)).json();
    expect(bySupplier.rows).toHaveLength(1);
    expect(bySupplier.rows[0]).toMatchObject({ key: String(supplierId) });
    const byItem = (await as.admin('GET', `${REPORT}?from=2026-11-01&to=2026-11-30&groupBy=item`)).json();
    expect(byItem.rows.find((r: { key: string }) => r.key === 'HIL-BOB-BL')).toMatchObject({ quantity: 40, amountCents: 45_000 + 47_000 + 90_000 });
    const byMonth = (await as.admin('GET', `${REPORT}?from=2026-11-01&to=2026-11-30&groupBy=month`)).json();
    expect(byMonth.rows).toEqual([expect.objectContaining({ key: '2026-11', amountCents: bySupplier.totalCents })]);
    expect((await as.admin('GET', `${REPORT}?from=2026-12-01&to=2026-11-01`)).statusCode).toBe(400);
  });

  describe('hostile and wrong XML: a 4xx JSON in Spanish, nothing stored', () => {
    const cases: [string, () => string, number, RegExp][] = [
      ['an external entity (XXE, SYSTEM)', () => fixture('xxe-system-entity.xml'), 400, /DOCTYPE/],
      ['entity expansion (billion laughs)', () => fixture('billion-laughs.xml'), 400, /DOCTYPE/],
      ['an entity reference with no DOCTYPE', () => fixture('invoice-matching.xml').replace('TEXTILES DEL BAJIO', '&xxe;'), 400, /bien formado/],
      ['not a CFDI', () => fixture('not-a-cfdi.xml'), 422, /no es un CFDI/],
      ['a truncated CFDI', () => fixture('truncated.xml'), 400, /bien formado/],
      ['a CFDI 3.3', () => fixture('cfdi-33.xml'), 422, /4\.0/],
      ['a payroll CFDI (N)', () => fixture('payroll-type-n.xml'), 422, /tipo «N»/],
      ['no fiscal stamp', () => fixture('no-stamp.xml'), 422, /timbre fiscal/],
      ['an issuer that is no supplier', () => fixture('unknown-supplier.xml'), 422, /XAXX010101000/],
      ['an empty text', () => '   ', 400, /vacío/],
      ['plain text', () => 'hola', 400, /bien formado/],
      ['a bad amount', () => fixture('invoice-matching.xml').replace('6F1B2C3D', '6A1B2C3D').replace('Total="1218.00"', 'Total="1e5"'), 422, /Total/],
    ];
    it.each(cases)('%s', async (_name, xml, status, message) => {
      const before = await counts();
      const res = await as.admin('POST', IMPORT, { xml: xml() });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(await counts()).toEqual(before);
    });

    it('a 50 MB body is a 413 in Spanish, nothing stored', async () => {
      const before = await counts();
      const huge = `<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4">${'<x/>'.repeat((50 * 1024 * 1024) / 4)}</cfdi:Comprobante>`;
      const res = await as.admin('POST', IMPORT, { xml: huge });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toMatch(/demasiado grande/);
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['no xml', {}],
      ['xml not a string', { xml: 5 }],
      ['an extra field', { xml: '<a/>', other: 1 }],
      ['a receipt id of 0', { xml: '<a/>', goodsReceiptId: 0 }],
      ['a receipt id as text', { xml: '<a/>', goodsReceiptId: 'uno' }],
    ])('a body with %s: 400', async (_name, body) => {
      const res = await as.admin('POST', IMPORT, body);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    });

    it.each([
      ['a zero amount', { amountCents: 0 }],
      ['a bad date', { date: '2026-13-01' }],
      ['an unknown method', { method: 'Bitcoin' }],
      ['an unknown supplier', { supplierId: 999_999 }],
      ['no applications', { applications: [] }],
      ['an unknown invoice', { amountCents: 1, applications: [{ invoiceId: 999_999, amountCents: 1 }] }],
      ['a negative application', { applications: [{ invoiceId: 1, amountCents: -5 }] }],
    ])('a payment with %s: 4xx, nothing stored', async (_name, over) => {
      const before = await counts();
      const res = await as.admin('POST', PAYMENTS, { supplierId, date: '2026-11-25', amountCents: 100, method: 'Efectivo', reference: '', applications: [{ invoiceId: 1, amountCents: 100 }], ...over });
      expect([400, 404, 409]).toContain(res.statusCode);
      expect(typeof res.json().message).toBe('string');
      expect(await counts()).toEqual(before);
    });

    it.each(['0', '-1', 'abc', '1.5', '99999999999'])('the id %s in every path: 400 or 404, never 500', async (id) => {
      for (const url of [`${INVOICES}/${id}`, `${BALANCES}/${id}`]) expect([400, 404]).toContain((await as.admin('GET', url)).statusCode);
    });
  });

  describe('permissions', () => {
    it.each(ROLES)('%s: only admins import, pay and read supplier invoices, balances and the report', async (role) => {
      const expected = role === 'admin' ? [200, 201] : [403];
      const calls = [
        await as[role]('GET', INVOICES),
        await as[role]('GET', BALANCES),
        await as[role]('GET', `${BALANCES}/${supplierId}`),
        await as[role]('GET', `${REPORT}?from=2026-11-01&to=2026-11-30`),
        await as[role]('POST', IMPORT, { xml: fixture('invoice-matching.xml'), dryRun: true }),
      ];
      for (const res of calls.slice(0, 4)) expect(expected).toContain(res.statusCode);
      // An admin's dry run of an imported UUID is its 409; anyone else is refused first.
      expect(calls[4]!.statusCode).toBe(role === 'admin' ? 409 : 403);
      if (role !== 'admin') {
        expect((await as[role]('POST', PAYMENTS, { supplierId, date: '2026-11-25', amountCents: 1, method: 'Efectivo', reference: '', applications: [{ invoiceId: 1, amountCents: 1 }] })).statusCode).toBe(403);
      }
    });
  });

  it('the dashboard counts open purchase orders', async () => {
    const counters = (await as.seller('GET', '/api/dashboard/backoffice')).json();
    const open = await t.app.db.selectFrom('documents').select('id').where('kind', '=', 'purchase_order').where('status', '=', 'Abierta').execute();
    expect(counters.openPurchaseOrders).toBe(open.length);
  });
});
