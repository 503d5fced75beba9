import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PERMISSION_MESSAGES, RECEIVABLES_MESSAGES as M, type UserRole } from '@muestrario/shared/domain';
import type { DocumentLineInput } from '../../src/modules/business-documents/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildPartner, buildUser } from '../helpers/builders';
import { testDatabases } from '../helpers/databases';
import { injectAs, type Requester } from '../helpers/request';

// Argon2 sign-ins on a shared, busy machine.
jest.setTimeout(240_000);

const ROLES: readonly UserRole[] = ['seller', 'designer', 'production', 'quality', 'admin'];
const noAddress = { street: '', city: '', state: '', zipCode: '' };
const API = '/api/receivables';

describe.each(testDatabases)('accounts receivable (%s)', (kind) => {
  let t: TestApp;
  const as = {} as Record<UserRole | 'otherSeller', Requester>;
  const userIds = {} as Record<UserRole | 'otherSeller', number>;
  let client: number;
  let client2: number;

  /** A sales order of `owner` through the engine (110 ea. polos and 250 ea. embroidery): 2 lines. */
  const order = async (owner: number = userIds.seller, lines: DocumentLineInput[] = [
    { code: 'POL-001', description: 'Polo piqué azul marino M', quantity: 10, unitPriceCents: 10_000 },
    { code: 'BOR-01', description: 'Bordado del logotipo', quantity: 10, unitPriceCents: 2_500 },
  ], partnerId = client) => {
    const id = await t.app.documents.create(
      { kind: 'order', partnerId, contactId: null, ownerId: owner, name: 'Uniformes 2027', reference: 'OC-1', currency: 'MXN', exchangeRate: 10_000, borderRegion: false, shippingAddress: noAddress, billingAddress: noAddress, sampleId: null, lines },
      { actorId: owner, at: t.clock.now().toISOString() },
    );
    const lineIds = (await t.app.db.selectFrom('document_lines').select('id').where('document_id', '=', id).orderBy('line_number').execute()).map((l) => l.id);
    return { id, lines: lineIds };
  };
  const invoiceBody = (o: { id: number; lines: number[] }, over: Record<string, unknown> = {}) => ({
    baseId: o.id,
    lines: o.lines.map((baseLineId) => ({ baseLineId, quantity: 10 })),
    paymentMethod: 'PPD',
    paymentForm: '99',
    ...over,
  });
  const counts = async (app: FastifyInstance = t.app) => {
    const n = async (table: 'documents' | 'document_lines' | 'sales_fiscal_terms' | 'sales_document_relations' | 'customer_payments' | 'customer_payment_applications') =>
      Number((await app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return {
      documents: await n('documents'),
      lines: await n('document_lines'),
      terms: await n('sales_fiscal_terms'),
      relations: await n('sales_document_relations'),
      payments: await n('customer_payments'),
      applications: await n('customer_payment_applications'),
      open: await app.db.selectFrom('document_lines').select(['id', 'open_quantity']).orderBy('id').execute(),
    };
  };
  const pay = (who: Requester, documentId: number, amountCents: number, over: Record<string, unknown> = {}) =>
    who('POST', `${API}/payments`, { partnerId: client, date: '2026-11-27', paymentForm: '03', currency: 'MXN', exchangeRate: 10_000, amountCents, reference: 'SPEI 1', applications: [{ documentId, amountCents }], ...over });

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ROLES) {
      const u = await buildUser(t.app, { username: `u-${role}`, role });
      as[role] = u.as;
      userIds[role] = u.id;
    }
    const other = await buildUser(t.app, { username: 'u-seller2', role: 'seller' });
    as.otherSeller = other.as;
    userIds.otherSeller = other.id;
    client = (await buildPartner(as.admin, { cardName: 'Hotel Maya Riviera, S.A. de C.V.', partnerType: 'Cliente', rfc: 'HMR010101AB1', regimenFiscal: '601', usoCfdi: 'G01' })).id;
    client2 = (await buildPartner(as.admin, { cardName: 'Clínica del Sur, S.C.', partnerType: 'Cliente', usoCfdi: '' })).id;
  });
  afterAll(() => t.close());

  describe('invoices', () => {
    it('an invoice from part of an order: PPD with 99, the client’s CFDI use, due in 30 days, the order keeps the rest open', async () => {
      const o = await order();
      const res = await as.seller('POST', `${API}/invoices`, invoiceBody(o, { lines: [{ baseLineId: o.lines[0], quantity: 4 }] }));
      expect(res.statusCode).toBe(201);
      const inv = res.json();
      expect(inv).toMatchObject({ list: 'invoice', paymentMethod: 'PPD', paymentForm: '99', cfdiUse: 'G01', subtotalCents: 40_000, taxCents: 6_400, totalCents: 46_400, balanceCents: 46_400, baseFolio: expect.stringMatching(/^OV/) });
      expect(inv.folio).toMatch(/^F\d+/);
      const today = t.clock.now().toISOString().slice(0, 10);
      expect(inv.docDate).toBe(today);
      expect(inv.dueDate > today).toBe(true);
      const open = await t.app.db.selectFrom('document_lines').select('open_quantity').where('document_id', '=', o.id).orderBy('line_number').execute();
      expect(open.map((l) => l.open_quantity)).toEqual([6, 10]);
      const list = (await as.seller.get(`${API}/documents?list=invoice`)).json();
      expect(list.map((d: { id: number }) => d.id)).toContain(inv.id);
    });

    it('fiscal terms by the SAT’s rules: PPD needs 99, PUE refuses 99, a client without a CFDI use needs one', async () => {
      const o = await order();
      for (const [over, message] of [
        [{ paymentMethod: 'PPD', paymentForm: '03' }, M.ppdNeeds99],
        [{ paymentMethod: 'PUE', paymentForm: '99' }, M.pueNot99],
      ] as const) {
        const res = await as.seller('POST', `${API}/invoices`, invoiceBody(o, over));
        expect([res.statusCode, res.json().message]).toEqual([400, message]);
      }
      const o2 = await order(userIds.seller, undefined, client2);
      const before = await counts();
      const res = await as.seller('POST', `${API}/invoices`, invoiceBody(o2));
      expect(res.statusCode).toBe(201);
      expect(res.json().cfdiUse).toBe('G03');
      expect((await counts()).documents).toBe(before.documents + 1);
      const pue = await as.seller('POST', `${API}/invoices`, invoiceBody(o, { paymentMethod: 'PUE', paymentForm: '03', cfdiUse: 'G03' }));
      expect(pue.json()).toMatchObject({ paymentMethod: 'PUE', paymentForm: '03', dueDate: pue.json().docDate });
    });

    it('an order fully invoiced closes; invoicing it again is a 409 and writes nothing', async () => {
      const o = await order();
      expect((await as.seller('POST', `${API}/invoices`, invoiceBody(o))).statusCode).toBe(201);
      const before = await counts();
      const again = await as.seller('POST', `${API}/invoices`, invoiceBody(o));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/\S/);
      expect(await counts()).toEqual(before);
    });

    it('another seller’s order: 403 to write, 404 to read; admins may', async () => {
      const o = await order(userIds.otherSeller);
      const res = await as.seller('POST', `${API}/invoices`, invoiceBody(o));
      expect([res.statusCode, res.json().message]).toEqual([403, M.notYours]);
      expect((await as.seller.get(`${API}/sources/${o.id}`)).statusCode).toBe(404);
      const inv = await as.admin('POST', `${API}/invoices`, invoiceBody(o));
      expect(inv.statusCode).toBe(201);
      expect((await as.seller.get(`${API}/documents/${inv.json().id}`)).statusCode).toBe(404);
      expect((await as.otherSeller.get(`${API}/documents/${inv.json().id}`)).statusCode).toBe(200);
      expect((await as.seller.get(`${API}/documents`)).json().map((d: { id: number }) => d.id)).not.toContain(inv.json().id);
    });

    it('from a delivery: the invoice copies the delivery’s lines', async () => {
      const o = await order();
      const delivery = await t.app.documents.copy(o.id, 'delivery', 'all-open', { actorId: userIds.seller, at: t.clock.now().toISOString() });
      const source = (await as.seller.get(`${API}/sources/${delivery}`)).json();
      expect(source).toMatchObject({ kind: 'delivery', lines: [{ openQuantity: 10 }, { openQuantity: 10 }] });
      expect((await as.seller.get(`${API}/sources?kind=delivery`)).json().map((s: { id: number }) => s.id)).toContain(delivery);
      const res = await as.seller('POST', `${API}/invoices`, { ...invoiceBody({ id: delivery, lines: source.lines.map((l: { id: number }) => l.id) }) });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ baseKind: 'delivery', totalCents: 145_000 });
    });
  });

  describe('payments (PPD in three instalments)', () => {
    it('instalments 1–3 with previous and remaining balances; the third leaves 0; a fourth is a 409', async () => {
      const o = await order();
      const inv = (await as.seller('POST', `${API}/invoices`, invoiceBody(o))).json();
      expect(inv.totalCents).toBe(145_000);
      const first = await pay(as.seller, inv.id, 50_000);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ folio: expect.stringMatching(/^CP\d+/), applications: [{ instalment: 1, previousBalanceCents: 145_000, paidCents: 50_000, remainingBalanceCents: 95_000, currency: 'MXN' }] });
      expect((await pay(as.seller, inv.id, 50_000)).json().applications[0]).toMatchObject({ instalment: 2, previousBalanceCents: 95_000, remainingBalanceCents: 45_000 });
      const before = await counts();
      const over = await pay(as.seller, inv.id, 45_001);
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toMatch(/^El cobro excede el saldo de F\d+/);
      expect(await counts()).toEqual(before);
      expect((await pay(as.seller, inv.id, 45_000)).json().applications[0]).toMatchObject({ instalment: 3, remainingBalanceCents: 0 });
      const detail = (await as.seller.get(`${API}/documents/${inv.id}`)).json();
      expect(detail).toMatchObject({ balanceCents: 0, paidCents: 145_000 });
      expect(detail.payments.map((p: { instalment: number }) => p.instalment)).toEqual([1, 2, 3]);
      expect((await pay(as.seller, inv.id, 1)).statusCode).toBe(409);
    });

    it('one payment over two invoices; applications must add up, each once, same client and currency', async () => {
      const a = (await as.seller('POST', `${API}/invoices`, invoiceBody(await order()))).json();
      const b = (await as.seller('POST', `${API}/invoices`, invoiceBody(await order()))).json();
      const res = await pay(as.seller, a.id, 0, { amountCents: 200_000, applications: [{ documentId: a.id, amountCents: 100_000 }, { documentId: b.id, amountCents: 100_000 }] });
      expect(res.statusCode).toBe(201);
      expect(res.json().applications).toHaveLength(2);
      const bad = [
        [{ amountCents: 10, applications: [{ documentId: a.id, amountCents: 5 }] }, 400, M.paymentSum],
        [{ amountCents: 10, applications: [{ documentId: a.id, amountCents: 5 }, { documentId: a.id, amountCents: 5 }] }, 400, M.paymentRepeated],
        [{ amountCents: 10, applications: [] }, 400, M.paymentNoApplications],
        [{ partnerId: client2 }, 400, M.paymentOtherClient],
        [{ currency: 'USD', exchangeRate: 172_000 }, 400, M.paymentCurrency],
        [{ amountCents: 10, applications: [{ documentId: 999_999, amountCents: 10 }] }, 404, M.documentNotFound],
      ] as const;
      for (const [over, status, message] of bad) {
        const r = await pay(as.seller, a.id, 10, over);
        expect([r.statusCode, r.json().message]).toEqual([status, message]);
      }
      expect((await pay(as.otherSeller, a.id, 10)).statusCode).toBe(403);
    });

    it('five payments of half at once (two app instances on PostgreSQL): exactly two go in, never overpaid', async () => {
      const other = kind === 'postgres' ? await t.rebuild() : t.app;
      const inv = (await as.seller('POST', `${API}/invoices`, invoiceBody(await order()))).json();
      const cookie = as.seller.cookie!;
      const apps = [t.app, other];
      const results = await Promise.all(Array.from({ length: 5 }, (_, i) => injectAs(apps[i % 2]!, cookie)('POST', `${API}/payments`, { partnerId: client, date: '2026-11-27', paymentForm: '03', currency: 'MXN', exchangeRate: 10_000, amountCents: 72_500, reference: '', applications: [{ documentId: inv.id, amountCents: 72_500 }] })));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
      const detail = (await as.seller.get(`${API}/documents/${inv.id}`)).json();
      expect(detail).toMatchObject({ balanceCents: 0, paidCents: 145_000 });
      expect(detail.payments.map((p: { instalment: number }) => p.instalment)).toEqual([1, 2]);
    });
  });

  describe('notes and down payments', () => {
    it('a credit note (03) from invoice lines reduces the balance; more than is owed is a 409', async () => {
      const inv = (await as.seller('POST', `${API}/invoices`, invoiceBody(await order()))).json();
      const res = await as.seller('POST', `${API}/credit-notes`, { invoiceId: inv.id, relationType: '03', lines: [{ baseLineId: inv.lines[0].id, quantity: 2 }] });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ list: 'credit_note', folio: expect.stringMatching(/^NC/), totalCents: 23_200, paymentMethod: 'PUE', cfdiUse: 'G02', relates: [{ relationType: '03', documentId: inv.id }], balanceCents: 0 });
      const detail = (await as.seller.get(`${API}/documents/${inv.id}`)).json();
      expect(detail).toMatchObject({ creditedCents: 23_200, balanceCents: 145_000 - 23_200, relatedBy: [{ relationType: '03', folio: res.json().folio }] });
      await pay(as.seller, inv.id, 145_000 - 23_200 - 100);
      const over = await as.seller('POST', `${API}/credit-notes`, { invoiceId: inv.id, relationType: '01', lines: [{ baseLineId: inv.lines[1].id, quantity: 1 }] });
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toMatch(/^La nota de crédito excede el saldo/);
      expect((await as.seller('POST', `${API}/credit-notes`, { invoiceId: (await order()).id, relationType: '01', lines: [{ baseLineId: 1, quantity: 1 }] })).statusCode).toBe(400);
    });

    it('a debit note is an invoice related 02, listed on its own', async () => {
      const inv = (await as.seller('POST', `${API}/invoices`, invoiceBody(await order()))).json();
      const res = await as.seller('POST', `${API}/debit-notes`, { invoiceId: inv.id, lines: [{ description: 'Flete urgente', quantity: 1, unitPriceCents: 50_000 }], paymentMethod: 'PUE', paymentForm: '03' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ list: 'debit_note', folio: expect.stringMatching(/^F/), totalCents: 58_000, balanceCents: 58_000, relates: [{ relationType: '02', documentId: inv.id }] });
      const debit = (await as.seller.get(`${API}/documents?list=debit_note`)).json().map((d: { id: number }) => d.id);
      expect(debit).toContain(res.json().id);
      expect((await as.seller.get(`${API}/documents?list=invoice`)).json().map((d: { id: number }) => d.id)).not.toContain(res.json().id);
    });

    it('request → paid down payment → applied to the final invoice (07): remaining = total − applied', async () => {
      const o = await order();
      const req = await as.seller('POST', `${API}/down-payments`, { orderId: o.id, amountCents: 50_000 });
      expect(req.statusCode).toBe(201);
      const dp = req.json();
      expect(dp).toMatchObject({ list: 'down_payment_request', folio: expect.stringMatching(/^FA/), totalCents: 58_000, balanceCents: 58_000, lines: [{ code: '84111506', description: 'Anticipo del bien o servicio' }], baseKind: 'order' });
      // The order's lines stay open: the down payment does not consume them.
      expect((await as.seller.get(`${API}/sources/${o.id}`)).json().lines.map((l: { openQuantity: number }) => l.openQuantity)).toEqual([10, 10]);
      // Not paid yet: it cannot be applied.
      const early = await as.seller('POST', `${API}/invoices`, invoiceBody(o, { downPayments: [{ documentId: dp.id, amountCents: 58_000 }] }));
      expect([early.statusCode, early.json().message]).toEqual([409, M.downPaymentNotPaid(dp.folio)]);
      expect((await pay(as.seller, dp.id, 58_000, { paymentForm: '04' })).statusCode).toBe(201);
      const paid = (await as.seller.get(`${API}/documents/${dp.id}`)).json();
      expect(paid).toMatchObject({ list: 'down_payment', paymentForm: '04', balanceCents: 0, downPaymentAvailableCents: 58_000 });
      expect((await as.seller.get(`${API}/sources/${o.id}`)).json().downPayments).toEqual([{ id: dp.id, folio: dp.folio, availableCents: 58_000 }]);
      const tooMuch = await as.seller('POST', `${API}/invoices`, invoiceBody(o, { downPayments: [{ documentId: dp.id, amountCents: 58_001 }] }));
      expect(tooMuch.statusCode).toBe(409);
      const final = await as.seller('POST', `${API}/invoices`, invoiceBody(o, { downPayments: [{ documentId: dp.id, amountCents: 58_000 }] }));
      expect(final.statusCode).toBe(201);
      expect(final.json()).toMatchObject({ totalCents: 145_000, downPaymentsAppliedCents: 58_000, balanceCents: 87_000, relates: [{ relationType: '07', documentId: dp.id, amountCents: 58_000 }] });
      expect((await as.seller.get(`${API}/documents/${dp.id}`)).json()).toMatchObject({ downPaymentAvailableCents: 0, relatedBy: [{ relationType: '07', documentId: final.json().id }] });
    });
  });

  describe('receivables', () => {
    it('balances by client, ageing by due date, the client’s detail and its statement PDF', async () => {
      const o = await order(userIds.seller, undefined, client2);
      const inv = (await as.admin('POST', `${API}/invoices`, invoiceBody(o, { cfdiUse: 'G03' }))).json();
      await pay(as.admin, inv.id, 45_000, { partnerId: client2 });
      // Dated 95 days ago, due 30 days later: 65 days overdue today.
      const day = (n: number) => new Date(t.clock.now().getTime() - n * 86_400_000).toISOString().slice(0, 10);
      await t.app.db.updateTable('documents').set({ doc_date: day(95), due_date: day(65) }).where('id', '=', inv.id).execute();
      const balances = (await as.admin.get(`${API}/clients`)).json();
      const row = balances.find((b: { partnerId: number }) => b.partnerId === client2);
      expect(row.balanceCents).toBeGreaterThanOrEqual(100_000);
      expect(row.ageing['0-30'] + row.ageing['31-60'] + row.ageing['61-90'] + row.ageing['90+']).toBe(row.balanceCents);
      expect(row.ageing['61-90']).toBeGreaterThanOrEqual(100_000);
      const detail = (await as.admin.get(`${API}/clients/${client2}`)).json();
      expect(detail.documents.map((d: { id: number }) => d.id)).toContain(inv.id);
      expect(detail.payments[0].applications[0]).toMatchObject({ documentId: inv.id, instalment: 1 });
      const pdf = await as.admin.get(`${API}/clients/${client2}/statement`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const file = path.join(os.tmpdir(), `statement-${process.pid}-${kind}.pdf`);
      fs.writeFileSync(file, pdf.rawPayload);
      try {
        const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
        expect(text).toContain('Estado de cuenta');
        expect(text).toContain('Clínica del Sur');
        expect(text).toContain(inv.folio);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || process.env.CI) throw error;
      } finally {
        fs.rmSync(file, { force: true });
      }
      expect((await as.admin.get(`${API}/clients/999999`)).statusCode).toBe(404);
      // A seller sees only their documents' balance.
      const mine = (await as.otherSeller.get(`${API}/clients`)).json();
      expect(mine.every((b: { partnerId: number }) => b.partnerId !== client2)).toBe(true);
    });

    it('the invoiced sales report: net of credit notes, by client, seller, item and month', async () => {
      const today = t.clock.now().toISOString().slice(0, 10);
      const polo = async () => (await as.seller.get(`/api/reports/invoiced-sales?from=${today}&to=${today}&groupBy=item`)).json().rows.find((r: { key: string }) => r.key === 'POL-001') ?? { quantity: 0, amountCents: 0 };
      const before = await polo();
      const inv = (await as.seller('POST', `${API}/invoices`, invoiceBody(await order()))).json();
      await as.seller('POST', `${API}/credit-notes`, { invoiceId: inv.id, relationType: '03', lines: [{ baseLineId: inv.lines[0].id, quantity: 1 }] });
      const report = (await as.seller.get(`/api/reports/invoiced-sales?from=${today}&to=${today}&groupBy=item`)).json();
      expect(report.scope).toBe('own');
      const after = await polo();
      expect([after.quantity - before.quantity, after.amountCents - before.amountCents]).toEqual([9, 90_000]);
      for (const groupBy of ['client', 'seller', 'month']) expect((await as.admin.get(`/api/reports/invoiced-sales?from=${today}&to=${today}&groupBy=${groupBy}`)).statusCode).toBe(200);
      expect((await as.admin.get(`/api/reports/invoiced-sales?from=${today}&to=2000-01-01`)).statusCode).toBe(400);
    });
  });

  describe('folios', () => {
    it('twenty invoices at once: unique, consecutive folios in series F', async () => {
      const orders = [];
      for (let i = 0; i < 20; i++) orders.push(await order());
      const results = await Promise.all(orders.map((o) => as.seller('POST', `${API}/invoices`, invoiceBody(o))));
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      const numbers = results.map((r) => Number(r.json().folio.slice(1))).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(20);
      expect(numbers[19]! - numbers[0]!).toBe(19);
    });

    it('two instances invoicing the same delivery at once (PostgreSQL: two apps): one invoice', async () => {
      const other = kind === 'postgres' ? await t.rebuild() : t.app;
      const o = await order();
      const delivery = await t.app.documents.copy(o.id, 'delivery', 'all-open', { actorId: userIds.seller, at: t.clock.now().toISOString() });
      const lines = (await t.app.db.selectFrom('document_lines').select('id').where('document_id', '=', delivery).orderBy('line_number').execute()).map((l) => l.id);
      const cookie = as.seller.cookie!;
      const results = await Promise.all([t.app, other, t.app, other].map((app) => injectAs(app, cookie)('POST', `${API}/invoices`, invoiceBody({ id: delivery, lines }))));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
      const invoices = await t.app.db.selectFrom('documents').select('id').where('base_document_id', '=', delivery).where('kind', '=', 'invoice').execute();
      expect(invoices).toHaveLength(1);
    });
  });

  describe('who may do what (endpoint × role)', () => {
    const SELLERS: readonly UserRole[] = ['seller', 'admin'];
    it.each(ROLES)('%s: reads, invoices and collects only as a seller or admin', async (role) => {
      const o = await order(role === 'admin' || role === 'seller' ? userIds[role] : userIds.seller);
      const may = SELLERS.includes(role);
      const today = t.clock.now().toISOString().slice(0, 10);
      const reads = [`${API}/documents`, `${API}/documents/1`, `${API}/sources`, `${API}/sources/${o.id}`, `${API}/clients`, `${API}/clients/${client}`, `${API}/clients/${client}/statement`, `/api/reports/invoiced-sales?from=${today}&to=${today}`];
      for (const url of reads) {
        const res = await as[role].get(url);
        if (may) expect([url, res.statusCode === 403]).toEqual([url, false]);
        else expect([url, res.statusCode]).toEqual([url, 403]);
      }
      const before = may ? undefined : await counts();
      const writes: [string, unknown][] = [
        [`${API}/invoices`, invoiceBody(o)],
        [`${API}/credit-notes`, { invoiceId: 1, relationType: '01', lines: [{ baseLineId: 1, quantity: 1 }] }],
        [`${API}/debit-notes`, { invoiceId: 1, lines: [{ description: 'Flete', quantity: 1, unitPriceCents: 100 }], paymentMethod: 'PUE', paymentForm: '01' }],
        [`${API}/down-payments`, { orderId: o.id, amountCents: 100 }],
        [`${API}/payments`, { partnerId: client, date: today, paymentForm: '01', currency: 'MXN', exchangeRate: 10_000, amountCents: 1, reference: '', applications: [{ documentId: 1, amountCents: 1 }] }],
      ];
      for (const [url, body] of writes) {
        const res = await as[role]('POST', url, body);
        if (may) expect([url, res.statusCode === 403]).toEqual([url, false]);
        else expect([url, res.statusCode, res.json().message]).toEqual([url, 403, PERMISSION_MESSAGES.receivablesSellers]);
      }
      if (!may) expect(await counts()).toEqual(before);
    });

    it('nothing without a session', async () => {
      for (const [method, url] of [
        ['GET', `${API}/documents`],
        ['GET', `${API}/documents/1`],
        ['GET', `${API}/sources`],
        ['GET', `${API}/sources/1`],
        ['POST', `${API}/invoices`],
        ['POST', `${API}/credit-notes`],
        ['POST', `${API}/debit-notes`],
        ['POST', `${API}/down-payments`],
        ['POST', `${API}/payments`],
        ['GET', `${API}/clients`],
        ['GET', `${API}/clients/1`],
        ['GET', `${API}/clients/1/statement`],
        ['GET', '/api/reports/invoiced-sales?from=2026-01-01&to=2026-12-31'],
      ] as const) {
        expect([url, (await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode]).toEqual([url, 401]);
      }
    });
  });

  describe('hostile input', () => {
    const ids = ['0', '-1', '+1', 'uno', '1.5', '2147483648', '99999999999999999999'];
    let o: { id: number; lines: number[] };
    beforeAll(async () => {
      o = await order();
    });
    const line = () => ({ baseLineId: o.lines[0]!, quantity: 1 });
    const HOSTILE: [string, string, () => unknown][] = [
      ['invoices', 'null', () => null],
      ['invoices', 'an array', () => [invoiceBody(o)]],
      ['invoices', 'no fields', () => ({})],
      ['invoices', 'no lines', () => invoiceBody(o, { lines: [] })],
      ['invoices', 'a zero quantity', () => invoiceBody(o, { lines: [{ ...line(), quantity: 0 }] })],
      ['invoices', 'a negative quantity', () => invoiceBody(o, { lines: [{ ...line(), quantity: -1 }] })],
      ['invoices', 'a fractional quantity', () => invoiceBody(o, { lines: [{ ...line(), quantity: 1.5 }] })],
      ['invoices', 'a quantity beyond any integer', () => invoiceBody(o, { lines: [{ ...line(), quantity: 1e300 }] })],
      ['invoices', 'a quantity as text', () => invoiceBody(o, { lines: [{ ...line(), quantity: '1' }] })],
      ['invoices', 'a base 0', () => invoiceBody(o, { baseId: 0 })],
      ['invoices', 'a huge base', () => invoiceBody(o, { baseId: 2 ** 31 })],
      ['invoices', 'an unknown payment method', () => invoiceBody(o, { paymentMethod: 'PPP' })],
      ['invoices', 'an unknown payment form', () => invoiceBody(o, { paymentForm: '07' })],
      ['invoices', 'an unknown CFDI use', () => invoiceBody(o, { cfdiUse: 'X01' })],
      ['invoices', 'a due date that is not a date', () => invoiceBody(o, { dueDate: '2026-02-30' })],
      ['invoices', 'a due date before today', () => invoiceBody(o, { dueDate: '2000-01-01' })],
      ['invoices', 'a down payment of 0', () => invoiceBody(o, { downPayments: [{ documentId: 1, amountCents: 0 }] })],
      ['invoices', 'an extra property', () => invoiceBody(o, { status: 'Cerrada' })],
      ['invoices', 'more than is open', () => invoiceBody(o, { lines: [{ ...line(), quantity: 11 }] })],
      ['invoices', 'a line of another document', () => invoiceBody(o, { lines: [{ baseLineId: 1, quantity: 1 }] })],
      ['credit-notes', 'no fields', () => ({})],
      ['credit-notes', 'relation 02', () => ({ invoiceId: 1, relationType: '02', lines: [line()] })],
      ['credit-notes', 'relation 07', () => ({ invoiceId: 1, relationType: '07', lines: [line()] })],
      ['credit-notes', 'payment form 99', () => ({ invoiceId: 1, relationType: '01', lines: [line()], paymentForm: '99' })],
      ['credit-notes', 'an order as the invoice', () => ({ invoiceId: o.id, relationType: '01', lines: [line()] })],
      ['debit-notes', 'no lines', () => ({ invoiceId: 1, lines: [], paymentMethod: 'PUE', paymentForm: '01' })],
      ['debit-notes', 'a blank description', () => ({ invoiceId: 1, lines: [{ description: '   ', quantity: 1, unitPriceCents: 1 }], paymentMethod: 'PUE', paymentForm: '01' })],
      ['debit-notes', 'a negative price', () => ({ invoiceId: 1, lines: [{ description: 'Flete', quantity: 1, unitPriceCents: -1 }], paymentMethod: 'PUE', paymentForm: '01' })],
      ['debit-notes', 'a description of 201 characters', () => ({ invoiceId: 1, lines: [{ description: 'x'.repeat(201), quantity: 1, unitPriceCents: 1 }], paymentMethod: 'PUE', paymentForm: '01' })],
      ['debit-notes', 'an order as the invoice', () => ({ invoiceId: o.id, lines: [{ description: 'Flete', quantity: 1, unitPriceCents: 1 }], paymentMethod: 'PUE', paymentForm: '01' })],
      ['down-payments', 'no fields', () => ({})],
      ['down-payments', 'an amount of 0', () => ({ orderId: o.id, amountCents: 0 })],
      ['down-payments', 'a fractional amount', () => ({ orderId: o.id, amountCents: 10.5 })],
      ['down-payments', 'more than the order', () => ({ orderId: o.id, amountCents: 99_999_999 })],
      ['down-payments', 'an amount as text', () => ({ orderId: o.id, amountCents: '100' })],
      ['payments', 'no fields', () => ({})],
      ['payments', 'a date that is not a date', () => ({ partnerId: client, date: 'ayer', paymentForm: '01', currency: 'MXN', exchangeRate: 10_000, amountCents: 1, reference: '', applications: [] })],
      ['payments', 'form 99', () => ({ partnerId: client, date: '2026-11-27', paymentForm: '99', currency: 'MXN', exchangeRate: 10_000, amountCents: 1, reference: '', applications: [] })],
      ['payments', 'a negative amount', () => ({ partnerId: client, date: '2026-11-27', paymentForm: '01', currency: 'MXN', exchangeRate: 10_000, amountCents: -1, reference: '', applications: [] })],
      ['payments', 'an unknown currency', () => ({ partnerId: client, date: '2026-11-27', paymentForm: '01', currency: 'BTC', exchangeRate: 10_000, amountCents: 1, reference: '', applications: [] })],
      ['payments', 'a reference with NUL', () => ({ partnerId: client, date: '2026-11-27', paymentForm: '01', currency: 'MXN', exchangeRate: 10_000, amountCents: 1, reference: 'a\u0000', applications: [{ documentId: 1, amountCents: 1 }] })],
      ['payments', 'no applications', () => ({ partnerId: client, date: '2026-11-27', paymentForm: '01', currency: 'MXN', exchangeRate: 10_000, amountCents: 1, reference: '', applications: [] })],
      ['payments', 'a supplier as the client', () => ({ partnerId: 0, date: '2026-11-27', paymentForm: '01', currency: 'MXN', exchangeRate: 10_000, amountCents: 1, reference: '', applications: [{ documentId: 1, amountCents: 1 }] })],
    ];
    it.each(HOSTILE)('POST %s with %s: 400 JSON in Spanish, nothing written', async (where, _name, payload) => {
      const before = await counts();
      const res = await as.admin('POST', `${API}/${where}`, payload());
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().message).toMatch(/\S/);
      expect(await counts()).toEqual(before);
    });

    it.each(ids)('the id %s in every path: 400, never 500', async (id) => {
      for (const url of [`${API}/documents/${id}`, `${API}/sources/${id}`, `${API}/clients/${id}`, `${API}/clients/${id}/statement`]) {
        const res = await as.admin.get(url);
        expect([url, res.statusCode]).toEqual([url, 400]);
      }
    });

    it.each([
      ['list=todo', `${API}/documents?list=todo`],
      ['partnerId=abc', `${API}/documents?partnerId=abc`],
      ['open=quizá', `${API}/documents?open=quiz%C3%A1`],
      ['an unknown parameter', `${API}/documents?x=1`],
      ['sources kind=invoice', `${API}/sources?kind=invoice`],
      ['a report without dates', '/api/reports/invoiced-sales'],
      ['a report by colour', '/api/reports/invoiced-sales?from=2026-01-01&to=2026-12-31&groupBy=colour'],
      ['a report from 2026-13-01', '/api/reports/invoiced-sales?from=2026-13-01&to=2026-12-31'],
    ])('a query with %s: 400', async (_name, url) => {
      const res = await as.admin.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\S/);
    });
  });
});
