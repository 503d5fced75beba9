import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { backofficeFixture } from '../helpers/backoffice';
import { buildUser, partnerInput, quotationInput, signInDemo } from '../helpers/builders';
import type { Requester } from '../helpers/request';

jest.setTimeout(120_000);

/** Issue 28, findings 7, 9, 12, 13 and 14: the audit's own requests on quotations, orders and partners. */
describe.each(testDatabases)('sales hardening (%s)', (kind) => {
  let t: TestApp;
  let demo: Requester;
  let other: Requester;
  let admin: Requester;
  let designer: Requester;
  let clientId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, backofficeFixture, t.clock.now());
    demo = (await signInDemo(t.app)).as;
    other = (await buildUser(t.app, { username: 'otro', role: 'seller' })).as;
    admin = (await buildUser(t.app, { username: 'jefa', role: 'admin' })).as;
    designer = (await buildUser(t.app, { username: 'disena', role: 'designer' })).as;
    clientId = (await t.app.db.selectFrom('clients').select('id').where('card_code', '=', 'C0001').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const fullLine = { code: 'PLY-PQ-01', description: '', quantity: 99_999, unitPriceCents: 99_999_999 };

  describe('7: amounts', () => {
    it.each([
      ['200 full lines in USD at 9999.9999', 200, 'USD', '9999.9999'],
      ['one full line in USD at 9999.9999 (the total in pesos passes 2^53 cents)', 1, 'USD', '9999.9999'],
    ])('%s → 400 in Spanish, nothing stored', async (_name, lines, currency, rate) => {
      const before = (await demo('GET', '/api/sales/quotations')).json().total as number;
      for (const path of ['/api/sales/quotations', '/api/sales/orders']) {
        const res = await demo('POST', path, quotationInput(clientId, { currency: currency as 'USD', exchangeRate: rate, lines: Array(lines).fill(fullLine) }));
        expect([res.statusCode, res.json().message]).toEqual([400, SALES_MESSAGES.amountTooLarge]);
      }
      expect((await demo('GET', '/api/sales/quotations')).json().total).toBe(before);
    });

    it('stores one full line exactly to the cent (MXN, and USD at the largest rate that fits)', async () => {
      for (const [currency, rate, rateTenThousandths] of [['MXN', '1', 10_000n], ['USD', '700', 7_000_000n]] as const) {
        const res = await demo('POST', '/api/sales/quotations', quotationInput(clientId, { currency, exchangeRate: rate, lines: [fullLine] }));
        expect(res.statusCode).toBe(201);
        const subtotal = 99_999n * 99_999_999n;
        const tax = (subtotal * 1600n + 5000n) / 10_000n;
        const total = subtotal + tax;
        const totalMxn = (total * rateTenThousandths + 5000n) / 10_000n;
        const doc = res.json();
        expect([BigInt(doc.subtotalCents), BigInt(doc.taxCents), BigInt(doc.totalCents), BigInt(doc.totalMxnCents)]).toEqual([subtotal, tax, total, totalMxn]);
        const row = await t.app.db.selectFrom('documents').select(['total_cents', 'total_mxn_cents']).where('id', '=', doc.id).executeTakeFirstOrThrow();
        expect([BigInt(row.total_cents), BigInt(row.total_mxn_cents)]).toEqual([total, totalMxn]);
        // Read back through the API: the same exact numbers.
        expect(BigInt((await demo('GET', `/api/sales/quotations/${doc.id}`)).json().totalMxnCents)).toBe(totalMxn);
      }
    });
  });

  describe('9: dates in queries', () => {
    it.each(['to=2026-13-01', 'from=2026-02-30', 'from=2025-02-29', 'to=2026-04-31', 'from=2026-00-10', 'to=2026-1-1'])('%s → 400 on quotations and orders', async (query) => {
      for (const path of ['/api/sales/quotations', '/api/sales/orders']) {
        const res = await demo('GET', `${path}?${query}`);
        expect([res.statusCode, typeof res.json().message]).toEqual([400, 'string']);
        expect(res.json().message).toMatch(/formato no válido/);
      }
    });

    it('accepts real dates, a leap day included', async () => {
      for (const query of ['from=2024-02-29&to=2026-12-31', 'from=2000-02-29']) expect((await demo('GET', `/api/sales/orders?${query}`)).statusCode).toBe(200);
    });
  });

  describe('12: bidi controls', () => {
    it.each(['\u202E', '\u2066', '\u200F'])('a quotation name or a partner with U+%s → 400, nothing stored', async (c) => {
      const res = await demo('POST', '/api/sales/quotations', quotationInput(clientId, { name: `Uniformes ${c}fdp.exe` }));
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(/«name» contiene caracteres de control de dirección/)]);
      const partner = await demo('POST', '/api/business-partners', partnerInput({ cardName: `Cliente ${c}Uno` }));
      expect(partner.statusCode).toBe(400);
      const search = await demo('GET', `/api/business-partners?search=${encodeURIComponent(c)}`);
      expect(search.statusCode).toBe(400);
    });
  });

  describe("13: 'Cotizar' follows ownership", () => {
    it("refuses another seller's sample (403); the owner and an admin may", async () => {
      const sample = await t.app.db.selectFrom('samples').select(['id', 'created_by']).where('sample_name', '=', 'Uniformes planta norte').executeTakeFirstOrThrow();
      const refused = await other('POST', `/api/business/samples/${sample.id}/quotations`);
      expect([refused.statusCode, refused.json().message]).toEqual([403, SALES_MESSAGES.notYourSample]);
      expect((await t.app.db.selectFrom('documents').select('id').where('sample_id', '=', sample.id).execute()).length).toBe(0);
      expect((await demo('POST', `/api/business/samples/${sample.id}/quotations`)).statusCode).toBe(201);
      expect((await admin('POST', `/api/business/samples/${sample.id}/quotations`)).statusCode).toBe(201);
      expect((await designer('POST', `/api/business/samples/${sample.id}/quotations`)).statusCode).toBe(403);
    });
  });

  describe('14: what each role reads', () => {
    it('design reads quotations and orders without any amount; sales and admin with them', async () => {
      const created = (await demo('POST', '/api/sales/quotations', quotationInput(clientId))).json();
      const order = (await demo('POST', '/api/sales/orders', quotationInput(clientId))).json();
      for (const [path, id] of [['/api/sales/quotations', created.id], ['/api/sales/orders', order.id]] as const) {
        const detail = (await designer('GET', `${path}/${id}`)).json();
        expect(detail).toMatchObject({ subtotalCents: null, taxCents: null, totalCents: null, totalMxnCents: null });
        expect(detail.lines.every((l: Record<string, unknown>) => l.unitPriceCents === null && l.subtotalCents === null && l.taxCents === null)).toBe(true);
        expect(detail.lines[0].quantity).toBe(3);
        const list = (await designer('GET', path)).json();
        expect(list.rows.length).toBeGreaterThan(0);
        expect(list.rows.every((r: { totalCents: unknown }) => r.totalCents === null)).toBe(true);
        for (const seller of [demo, other, admin]) expect(typeof (await seller('GET', `${path}/${id}`)).json().totalCents).toBe('number');
      }
      const sampleId = (await t.app.db.selectFrom('samples').select('id').where('sample_name', '=', 'Uniformes planta norte').executeTakeFirstOrThrow()).id;
      const ofSample = (await designer('GET', `/api/business/samples/${sampleId}/quotations`)).json();
      expect(ofSample.length).toBeGreaterThan(0);
      expect(ofSample.every((q: { totalCents: unknown }) => q.totalCents === null)).toBe(true);
      expect((await demo('GET', `/api/business/samples/${sampleId}/quotations`)).json()[0].totalCents).toEqual(expect.any(Number));
    });

    it("design reads partners without RFC or e-mail (the partner's and its contacts')", async () => {
      const id = (
        await demo(
          'POST',
          '/api/business-partners',
          partnerInput({ cardName: 'Privado SA', rfc: 'AAA010101AAA', email: 'compras@privado.mx', contacts: [{ name: 'Ana', position: '', phone: '', email: 'ana@privado.mx' }] }),
        )
      ).json().id as number;
      const hidden = (await designer('GET', `/api/business-partners/${id}`)).json();
      expect(hidden).toMatchObject({ rfc: '', email: '', privateHidden: true, cardName: 'Privado SA' });
      expect(hidden.contacts[0]).toMatchObject({ name: 'Ana', email: '' });
      const list = (await designer('GET', '/api/business-partners?pageSize=100')).json();
      expect(list.rows.every((r: { rfc: string; email: string; privateHidden?: boolean }) => r.rfc === '' && r.email === '' && r.privateHidden)).toBe(true);
      expect(JSON.stringify(list)).not.toContain('privado.mx');
      const full = (await other('GET', `/api/business-partners/${id}`)).json();
      expect(full).toMatchObject({ rfc: 'AAA010101AAA', email: 'compras@privado.mx' });
      expect(full.privateHidden).toBeUndefined();
    });
  });
});
