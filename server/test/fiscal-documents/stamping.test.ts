import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_FISCAL_SERIES } from '@muestrario/shared/rules';
import type { UserRole } from '@muestrario/shared/domain';
import type { DocumentLineInput } from '../../src/modules/business-documents/service';
import { readStamp } from '../../src/modules/cfdi/read-stamp';
import { FISCAL_STAMP_MESSAGES as M } from '../../src/modules/fiscal-documents/messages';
import { missingReference, xmllintSchema } from '../cfdi/helpers/sat-tools';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildPartner, buildUser } from '../helpers/builders';
import { csdUploadBody, testCsd } from '../helpers/csd';
import { testDatabases } from '../helpers/databases';
import type { Requester } from '../helpers/request';

// Argon2 sign-ins, RSA seals and the schema validator on a shared, busy machine.
jest.setTimeout(300_000);

const ROLES: readonly UserRole[] = ['seller', 'designer', 'production', 'quality', 'admin'];
const RFC = 'EKU9003173C9';
const CLIENT_RFC = 'HMR010101AB1';
const noAddress = { street: '', city: '', state: '', zipCode: '' };
const skipReference = missingReference();

const pdfText = (pdf: Buffer) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfdi-pdf-'));
  const file = path.join(dir, 'cfdi.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

/** The stamped XML validates against the SAT folder's schemas with xmllint (skipped, and said, without them). */
function expectSchemaValid(xml: string) {
  if (skipReference) {
    console.warn(`xmllint check skipped: ${skipReference}`);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfdi-xml-'));
  const file = path.join(dir, 'cfdi.xml');
  fs.writeFileSync(file, xml);
  const run = xmllintSchema([file]);
  expect({ status: run.status, output: run.output }).toEqual({ status: 0, output: expect.stringContaining('validates') });
}

describe.each(testDatabases)('CFDI stamping (%s)', (kind) => {
  let t: TestApp;
  const as = {} as Record<UserRole | 'otherSeller', Requester>;
  const ids = {} as Record<UserRole | 'otherSeller', number>;
  let client: number;
  let client2: number;
  let bare: number;

  const order = async (partnerId = client, owner = ids.seller, lines: DocumentLineInput[] = [
    { code: 'POL-001', description: 'Polo piqué azul marino M', quantity: 10, unitPriceCents: 10_000, discountBp: 1000 },
    { code: 'BOR-01', description: 'Bordado del logotipo', quantity: 10, unitPriceCents: 2_550 },
  ]) => {
    const id = await t.app.documents.create(
      { kind: 'order', partnerId, contactId: null, ownerId: owner, name: 'Uniformes 2027', reference: 'OC-1', currency: 'MXN', exchangeRate: 10_000, borderRegion: false, shippingAddress: noAddress, billingAddress: noAddress, sampleId: null, lines },
      { actorId: owner, at: t.clock.now().toISOString() },
    );
    const lineIds = (await t.app.db.selectFrom('document_lines').select('id').where('document_id', '=', id).orderBy('line_number').execute()).map((l) => l.id);
    return { id, lines: lineIds };
  };
  const invoice = async (method: 'PUE' | 'PPD', partnerId = client, who: Requester = as.seller, owner = ids.seller) => {
    const o = await order(partnerId, owner);
    const res = await who('POST', '/api/receivables/invoices', {
      baseId: o.id,
      lines: o.lines.map((baseLineId) => ({ baseLineId, quantity: 10 })),
      paymentMethod: method,
      paymentForm: method === 'PPD' ? '99' : '03',
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; folio: string; totalCents: number };
  };
  const stamp = (who: Requester, id: number) => who('POST', `/api/fiscal/documents/${id}/stamp`);
  const rows = async () => t.app.db.selectFrom('fiscal_documents').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ROLES) {
      const u = await buildUser(t.app, { username: `f-${role}`, role });
      as[role] = u.as;
      ids[role] = u.id;
    }
    const other = await buildUser(t.app, { username: 'f-seller2', role: 'seller' });
    as.otherSeller = other.as;
    ids.otherSeller = other.id;
    expect((await as.admin('PUT', '/api/business/settings/fiscal', { rfc: RFC, legalName: 'ESCUELA KEMPER URGATE', taxRegime: '601', placeOfIssue: '42501', series: { ...DEFAULT_FISCAL_SERIES } })).statusCode).toBe(200);
    expect((await as.admin.upload('/api/business/settings/fiscal/csd', csdUploadBody(await testCsd({ rfc: RFC })))).statusCode).toBe(201);
    const partner = { partnerType: 'Cliente', regimenFiscal: '601', usoCfdi: 'G03', fiscalZipCode: '77500' } as const;
    client = (await buildPartner(as.admin, { ...partner, cardName: 'HOTEL MAYA RIVIERA', rfc: CLIENT_RFC })).id;
    client2 = (await buildPartner(as.admin, { ...partner, cardName: 'CLINICA DEL SUR', rfc: 'CSU020202AB2' })).id;
    bare = (await buildPartner(as.admin, { cardName: 'Cliente sin datos', partnerType: 'Cliente', usoCfdi: '' })).id;
    const at = t.clock.now().toISOString();
    const item = (code: string, satProduct: string, satUnit: string) => ({
      code,
      description: code,
      kind: 'Estilo' as const,
      clothing_id: null,
      sat_product_key: satProduct,
      sat_unit_key: satUnit,
      unit: 'pieza' as const,
      article_code: null,
      search_text: code.toLowerCase(),
      created_at: at,
      updated_at: at,
    });
    await t.app.db.insertInto('items').values([item('POL-001', '53102700', 'H87'), item('BOR-01', '82151700', 'E48')]).execute();
  });
  afterAll(() => t.close());

  it('stamps a PUE invoice: UUID stored, the XML validates, the PDF says the UUID, both RFCs, the total and «Sin validez fiscal»', async () => {
    const inv = await invoice('PUE');
    expect((await as.seller.get(`/api/fiscal/documents/${inv.id}`)).json()).toMatchObject({ state: 'sin-timbrar', uuid: null });
    const res = await stamp(as.seller, inv.id);
    expect(res.statusCode).toBe(201);
    const view = res.json();
    expect(view).toMatchObject({ state: 'vigente', testStamp: true, uuid: expect.stringMatching(/^[0-9A-F-]{36}$/) });
    const [row] = (await rows()).filter((r) => r.document_id === inv.id);
    expect(row).toMatchObject({ uuid: view.uuid, status: 'vigente', cfdi_type: 'I', receiver_rfc: CLIENT_RFC, test_stamp: 1 });
    expect(Number(row!.total_cents)).toBe(inv.totalCents);

    const xml = await as.seller.get(`/api/fiscal/documents/${inv.id}/xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toMatch(/application\/xml/);
    expect(xml.headers['content-disposition']).toContain(inv.folio);
    expect(readStamp(xml.body).uuid).toBe(view.uuid);
    expectSchemaValid(xml.body);

    const pdf = await as.seller.get(`/api/fiscal/documents/${inv.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(inv.folio);
    const text = pdfText(pdf.rawPayload);
    for (const needle of [view.uuid, RFC, CLIENT_RFC, 'Sin validez fiscal (timbrado de prueba)', '53102700', 'Sello digital del CFDI', 'Sello del SAT']) expect(text).toContain(needle);
    // 10 × 100.00 less 10 % + 10 × 25.50 = 1,155.00, IVA 184.80, total 1,339.80.
    expect(inv.totalCents).toBe(133_980);
    expect(text).toContain('1,339.80');

    const again = await stamp(as.seller, inv.id);
    expect([again.statusCode, again.json().message]).toEqual([409, M.alreadyStamped]);
  });

  it('a stamped invoice never changes: the engine refuses edits and status changes with 409', async () => {
    const inv = await invoice('PUE');
    expect((await stamp(as.seller, inv.id)).statusCode).toBe(201);
    const header = { partnerId: client, contactId: null, ownerId: ids.seller, name: 'x', reference: '', currency: 'MXN' as const, exchangeRate: 10_000, borderRegion: false, shippingAddress: noAddress, billingAddress: noAddress, sampleId: null };
    const at = t.clock.now().toISOString();
    await expect(t.app.documents.update(inv.id, header, [{ code: 'X', description: 'x', quantity: 1, unitPriceCents: 1 }], { actorId: ids.admin, at })).rejects.toMatchObject({ statusCode: 409, message: 'La factura ya está timbrada: no se puede modificar.' });
    await expect(t.app.documents.setStatus(inv.id, 'Cancelada', { actorId: ids.admin, at })).rejects.toMatchObject({ statusCode: 409, message: M.locked });
    // An unstamped invoice is not held by the lock (the engine's own rules answer).
    const open = await invoice('PUE');
    expect(await t.app.documents.setStatus(open.id, 'Cancelada', { actorId: ids.admin, at })).toBe(true);
  });

  it('pre-flight: a client without RFC, régimen or postal code and a line without SAT keys → 400 with the Spanish list, nothing stored', async () => {
    const inv = await invoice('PUE', bare);
    await t.app.db.updateTable('document_lines').set({ code: 'SIN-CLAVE' }).where('document_id', '=', inv.id).where('line_number', '=', 1).execute();
    const before = (await rows()).length;
    const res = await stamp(as.seller, inv.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.preflight);
    expect(res.json().problems).toEqual(expect.arrayContaining([M.clientRfc, M.clientRegime, M.clientZip, M.lineProductKey(2, 'SIN-CLAVE'), M.lineUnitKey(2, 'SIN-CLAVE')]));
    expect((await rows()).length).toBe(before);
  });

  it('two stamps at once give one UUID', async () => {
    const inv = await invoice('PUE');
    const results = await Promise.all([stamp(as.seller, inv.id), stamp(as.admin, inv.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const mine = (await rows()).filter((r) => r.document_id === inv.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.status).toBe('vigente');
  });

  it('cancels: reason 02 → Cancelada here and on the document; 01 needs a stamped replacement of the same client', async () => {
    const inv = await invoice('PUE');
    const replacement = await invoice('PUE');
    const other = await invoice('PUE', client2);
    for (const i of [inv, replacement, other]) expect((await stamp(as.seller, i.id)).statusCode).toBe(201);
    const uuidOf = async (id: number) => (await as.admin.get(`/api/fiscal/documents/${id}`)).json().uuid as string;
    const cancel = (body: unknown) => as.admin('POST', `/api/fiscal/documents/${inv.id}/cancel`, body);
    expect((await cancel({ reason: '01' })).json().message).toBe(M.replacementRequired);
    expect((await cancel({ reason: '02', replacementUuid: await uuidOf(replacement.id) })).json().message).toBe(M.replacementOnlyFor01);
    expect((await cancel({ reason: '01', replacementUuid: await uuidOf(other.id) })).json().message).toBe(M.replacementOtherClient);
    expect((await cancel({ reason: '01', replacementUuid: '00000000-0000-4000-8000-000000000000' })).json().message).toBe(M.replacementUnknown);
    expect((await cancel({ reason: '01', replacementUuid: await uuidOf(inv.id) })).json().message).toBe(M.replacementSelf);
    const seller = await as.seller('POST', `/api/fiscal/documents/${inv.id}/cancel`, { reason: '02' });
    expect(seller.statusCode).toBe(403);
    const res = await cancel({ reason: '01', replacementUuid: await uuidOf(replacement.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'cancelada', cancelReason: '01', replacementUuid: await uuidOf(replacement.id) });
    const doc = await t.app.db.selectFrom('documents').select('status').where('id', '=', inv.id).executeTakeFirstOrThrow();
    expect(doc.status).toBe('Cancelada');
    expect((await cancel({ reason: '02' })).statusCode).toBe(409);
    // The XML and the PDF still download.
    expect((await as.admin.get(`/api/fiscal/documents/${inv.id}/pdf`)).statusCode).toBe(200);
  });

  it('a relation to an unstamped invoice is refused; a credit note of a stamped one is an Egreso related 01', async () => {
    const inv = await invoice('PPD');
    const lines = await t.app.db.selectFrom('document_lines').select('id').where('document_id', '=', inv.id).orderBy('line_number').execute();
    const note = await as.seller('POST', '/api/receivables/credit-notes', { invoiceId: inv.id, relationType: '01', lines: [{ baseLineId: lines[0]!.id, quantity: 1 }] });
    expect(note.statusCode).toBe(201);
    const refused = await stamp(as.seller, note.json().id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toContain(M.relatedNotStamped(inv.folio));
    expect((await stamp(as.seller, inv.id)).statusCode).toBe(201);
    const ok = await stamp(as.seller, note.json().id);
    expect(ok.statusCode).toBe(201);
    const xml = (await as.seller.get(`/api/fiscal/documents/${note.json().id}/xml`)).body;
    expect(xml).toContain('TipoDeComprobante="E"');
    expect(xml).toContain(`TipoRelacion="01"`);
    expectSchemaValid(xml);
  });

  it('three partial payments of a PPD invoice → three payment CFDIs, instalments 1–3, the balance reaches 0', async () => {
    const inv = await invoice('PPD');
    const payFirst = await as.seller('POST', '/api/receivables/payments', { partnerId: client, date: '2026-11-27', paymentForm: '03', currency: 'MXN', exchangeRate: 10_000, amountCents: 50_000, reference: 'SPEI 1', applications: [{ documentId: inv.id, amountCents: 50_000 }] });
    expect(payFirst.statusCode).toBe(201);
    const refused = await as.seller('POST', `/api/fiscal/payments/${payFirst.json().id}/stamp`);
    expect([refused.statusCode, refused.json().problems]).toEqual([400, [M.paymentInvoiceNotStamped(inv.folio)]]);
    expect((await stamp(as.seller, inv.id)).statusCode).toBe(201);
    const payments = [payFirst.json().id as number];
    for (const amount of [50_000, inv.totalCents - 100_000]) {
      const p = await as.seller('POST', '/api/receivables/payments', { partnerId: client, date: '2026-11-28', paymentForm: '03', currency: 'MXN', exchangeRate: 10_000, amountCents: amount, reference: 'SPEI', applications: [{ documentId: inv.id, amountCents: amount }] });
      expect(p.statusCode).toBe(201);
      payments.push(p.json().id);
    }
    const seen: { instalment: string; remaining: string }[] = [];
    for (const id of payments) {
      const res = await as.seller('POST', `/api/fiscal/payments/${id}/stamp`);
      expect(res.statusCode).toBe(201);
      const xml = (await as.seller.get(`/api/fiscal/payments/${id}/xml`)).body;
      expect(xml).toContain('TipoDeComprobante="P"');
      expectSchemaValid(xml);
      seen.push({ instalment: /NumParcialidad="(\d+)"/.exec(xml)![1]!, remaining: /ImpSaldoInsoluto="([\d.]+)"/.exec(xml)![1]! });
      const text = pdfText((await as.seller.get(`/api/fiscal/payments/${id}/pdf`)).rawPayload);
      expect(text).toContain(readStamp(xml).uuid);
      expect(text).toContain('Sin validez fiscal');
    }
    expect(seen.map((s) => s.instalment)).toEqual(['1', '2', '3']);
    expect(seen[2]!.remaining).toBe('0.00');
    expect(Number(seen[0]!.remaining)).toBeGreaterThan(0);
  });

  it('a seller reaches only their own documents (404); other roles are refused by the permission table', async () => {
    const theirs = await invoice('PUE', client, as.otherSeller, ids.otherSeller);
    expect((await stamp(as.seller, theirs.id)).statusCode).toBe(404);
    expect((await as.seller.get(`/api/fiscal/documents/${theirs.id}`)).statusCode).toBe(404);
    const mine = await invoice('PUE');
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/fiscal/documents/${mine.id}`],
      ['GET', `/api/fiscal/documents/${mine.id}/xml`],
      ['GET', `/api/fiscal/documents/${mine.id}/pdf`],
      ['POST', `/api/fiscal/documents/${mine.id}/stamp`],
      ['POST', `/api/fiscal/documents/${mine.id}/cancel`, { reason: '02' }],
      ['GET', '/api/fiscal/payments/1'],
      ['GET', '/api/fiscal/payments/1/xml'],
      ['GET', '/api/fiscal/payments/1/pdf'],
      ['POST', '/api/fiscal/payments/1/stamp'],
    ];
    for (const role of ['designer', 'production', 'quality'] as const) {
      for (const [method, url, body] of routes) {
        const res = await as[role](method, url, body);
        expect({ role, url, status: res.statusCode }).toEqual({ role, url, status: 403 });
      }
    }
    const sellerCancel = await as.seller('POST', `/api/fiscal/documents/${mine.id}/cancel`, { reason: '02' });
    expect(sellerCancel.statusCode).toBe(403);
    for (const who of [as.seller, as.admin]) expect((await who.get(`/api/fiscal/documents/${mine.id}`)).statusCode).toBe(200);
    expect((await as.admin.get(`/api/fiscal/documents/${mine.id}/xml`)).statusCode).toBe(404);
  });

  it('hostile inputs: bad ids, bodies on stamp, bad cancel bodies → 4xx, never 500', async () => {
    const inv = await invoice('PUE');
    const cases: [string, string, unknown, number][] = [
      ['POST', '/api/fiscal/documents/0/stamp', undefined, 400],
      ['POST', '/api/fiscal/documents/abc/stamp', undefined, 400],
      ['POST', '/api/fiscal/documents/99999999999/stamp', undefined, 400],
      ['POST', '/api/fiscal/documents/2147483000/stamp', undefined, 404],
      ['POST', `/api/fiscal/documents/${inv.id}/stamp`, { x: 1 }, 400],
      ['POST', `/api/fiscal/payments/1/stamp`, { x: 1 }, 400],
      ['POST', '/api/fiscal/payments/2147483000/stamp', undefined, 404],
      ['GET', '/api/fiscal/documents/-1/xml', undefined, 400],
      ['GET', '/api/fiscal/payments/1e3/pdf', undefined, 400],
      ['POST', `/api/fiscal/documents/${inv.id}/cancel`, { reason: '05' }, 400],
      ['POST', `/api/fiscal/documents/${inv.id}/cancel`, { reason: '01', replacementUuid: 'x'.repeat(5000) }, 400],
      ['POST', `/api/fiscal/documents/${inv.id}/cancel`, { reason: '01', replacementUuid: "'; drop table documents; --" }, 400],
      ['POST', `/api/fiscal/documents/${inv.id}/cancel`, { reason: '02', extra: true }, 400],
      ['POST', `/api/fiscal/documents/${inv.id}/cancel`, [], 400],
      ['POST', `/api/fiscal/documents/${inv.id}/cancel`, { reason: 2 }, 400],
      ['POST', `/api/fiscal/documents/${inv.id}/cancel`, { reason: '02\u0000' }, 400],
    ];
    for (const [method, url, body, status] of cases) {
      const res = await as.admin(method, url, body);
      expect({ url, body, status: res.statusCode, message: typeof res.json().message }).toEqual({ url, body, status, message: 'string' });
    }
    // The unstamped invoice's cancel is a 409 (nothing to cancel) once the body is fine.
    expect((await as.admin('POST', `/api/fiscal/documents/${inv.id}/cancel`, { reason: '02' })).statusCode).toBe(409);
    const order = await t.app.db.selectFrom('documents').select('id').where('kind', '=', 'order').executeTakeFirstOrThrow();
    expect((await stamp(as.admin, order.id)).json().message).toBe(M.notStampable);
  });
});
