import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { DELIVERY_MESSAGES as M, PERMISSION_MESSAGES } from '@muestrario/shared/domain';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { backofficeFixture } from '../helpers/backoffice';
import { buildPartner, buildSalesDocument, buildUser } from '../helpers/builders';
import type { Requester } from '../helpers/request';
import { testDatabases } from '../helpers/databases';

jest.setTimeout(180_000);

interface Received {
  to: string[];
  body: string;
}

/** A local SMTP server that keeps what it receives (as the purchasing tests run one). */
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

/** The text of a PDF as poppler's pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'sales-pdf-'));
  try {
    writeFileSync(join(dir, 'p.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', join(dir, 'p.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(testDatabases)('quotations and orders as PDF and e-mail (%s)', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let seller: Requester;
  let other: Requester;
  let designer: Requester;
  let quotation: { id: number; folio: string };
  let order: { id: number; folio: string };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'ventas@uniformes-demo.mx' } });
    await seedIfEmpty(t.app.db, t.app.storage, backofficeFixture, t.clock.now());
    seller = (await buildUser(t.app, { username: 'vendedora', role: 'seller' })).as;
    other = (await buildUser(t.app, { username: 'otra', role: 'seller' })).as;
    designer = (await buildUser(t.app, { username: 'disenadora', role: 'designer' })).as;
    const client = await buildPartner(seller, { cardName: 'Hotel Golfo de México, S.A. de C.V.' });
    const contactId = client.contacts[0]!.id!;
    quotation = await buildSalesDocument(seller, 'quotation', client.id, { contactId, name: 'Uniformes de recepción' });
    order = await buildSalesDocument(seller, 'order', client.id, { contactId, dueDate: '2026-12-15' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('prints a quotation and an order on Letter with client, contact, lines and totals', async () => {
    const q = await seller.get(`/api/sales/quotations/${quotation.id}/pdf`);
    expect(q.statusCode).toBe(200);
    expect(q.headers['content-type']).toBe('application/pdf');
    expect(q.headers['content-disposition']).toContain(encodeURIComponent(`${quotation.folio} Cotización.pdf`));
    const text = pdfText(q.rawPayload);
    for (const s of ['Cotización', quotation.folio, 'Hotel Golfo de México, S.A. de C.V.', 'Rosa Díaz', 'PLY-PQ-01', 'Vigencia', 'Total']) expect([s, text.toLowerCase().includes(s.toLowerCase())]).toEqual([s, true]);
    const o = await seller.get(`/api/sales/orders/${order.id}/pdf`);
    const orderText = pdfText(o.rawPayload);
    for (const s of ['Orden de venta', order.folio, 'Fecha de entrega', '15/12/2026', 'IVA']) expect([s, orderText.toLowerCase().includes(s.toLowerCase())]).toEqual([s, true]);
  });

  it('roles that see no sales amounts get no PDF', async () => {
    const res = await designer.get(`/api/sales/quotations/${quotation.id}/pdf`);
    expect([res.statusCode, res.json().message]).toEqual([403, PERMISSION_MESSAGES.cannotSell]);
  });

  it('proposes the contact’s e-mail, a subject and a message; sends the PDF to the local SMTP server', async () => {
    const draft = (await seller.get(`/api/sales/quotations/${quotation.id}/email`)).json();
    expect(draft).toMatchObject({ available: true, unavailableReason: null, to: 'rosa@golfo.example.mx', subject: `Cotización ${quotation.folio} · Uniformes de recepción` });
    expect(draft.message).toContain('Estimado(a) Rosa Díaz:');
    const res = await seller('POST', `/api/sales/quotations/${quotation.id}/email`, { to: 'compras@golfo.example.mx', subject: draft.subject, message: draft.message });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sentTo: 'compras@golfo.example.mx' });
    for (let i = 0; i < 100 && smtp.inbox.length < 1; i++) await new Promise((r) => setTimeout(r, 50));
    expect(smtp.inbox).toHaveLength(1);
    expect(smtp.inbox[0]!.to).toEqual(['compras@golfo.example.mx']);
    expect(smtp.inbox[0]!.body).toContain('application/pdf');
    const sent = (await seller('POST', `/api/sales/orders/${order.id}/email`, { to: 'rosa@golfo.example.mx', subject: `Orden ${order.folio}`, message: 'Adjunto.' })).statusCode;
    expect(sent).toBe(200);
  });

  it('only the document’s seller (or an admin) sends it', async () => {
    const res = await other('POST', `/api/sales/quotations/${quotation.id}/email`, { to: 'a@b.mx', subject: 'x', message: '' });
    expect([res.statusCode, res.json().message]).toEqual([403, PERMISSION_MESSAGES.notYours]);
    expect((await designer('POST', `/api/sales/orders/${order.id}/email`, { to: 'a@b.mx', subject: 'x', message: '' })).statusCode).toBe(403);
  });

  it('without SMTP: the draft says why and sending is refused with 409 in Spanish', async () => {
    const bare = await createTestApp(kind);
    try {
      await seedIfEmpty(bare.app.db, bare.app.storage, backofficeFixture, bare.clock.now());
      const as = (await buildUser(bare.app, { username: 'vendedora', role: 'seller' })).as;
      const client = await buildPartner(as, { cardName: 'Hotel Golfo de México, S.A. de C.V.' });
      const doc = await buildSalesDocument(as, 'order', client.id);
      const draft = (await as.get(`/api/sales/orders/${doc.id}/email`)).json();
      expect(draft).toMatchObject({ available: false, unavailableReason: M.emailUnavailable, to: 'rosa@golfo.example.mx' });
      const res = await as('POST', `/api/sales/orders/${doc.id}/email`, { to: 'a@b.mx', subject: 'x', message: '' });
      expect([res.statusCode, res.json().message]).toEqual([409, M.emailUnavailable]);
    } finally {
      await bare.close();
    }
  });
});
