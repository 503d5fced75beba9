import { execFileSync } from 'node:child_process';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildProductionOrder, buildUser, productionFixture, signInDemo } from '../helpers/builders';
import { testDatabases } from '../helpers/databases';
import { anonymous, type Requester } from '../helpers/request';
import { pdfText } from '../documents/three-view-sample';

// Argon2 sign-ins, seeding and a PDF on a shared, busy machine.
jest.setTimeout(180_000);

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe.each(testDatabases)('GET /production/orders/:id/ticket.pdf (%s)', (kind) => {
  let t: TestApp;
  let demo: Requester;
  let designer: Requester;
  let orderId: number;
  let folio: string;
  let labels: string[];

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { PUBLIC_URL: 'https://muestrario.example.mx' } });
    await seedIfEmpty(t.app.db, t.app.storage, productionFixture, t.clock.now());
    demo = (await signInDemo(t.app)).as;
    designer = (await buildUser(t.app, { username: 'disena', role: 'designer' })).as;
    const built = await buildProductionOrder(t.app, { as: demo, promisedDate: '2031-01-15' });
    orderId = built.order.id;
    folio = built.order.folio;
    labels = built.order.operations.map((o) => `${o.sequence}. ${o.label}`);
  });
  afterAll(() => t.close());

  it('serves the job ticket to any signed-in role: Letter, its folio, every operation and the 120 names', async () => {
    const res = await designer('GET', `/api/production/orders/${orderId}/ticket.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${folio}-hoja-de-trabajo.pdf`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = res.rawPayload;
    expect(execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8')).toMatch(/Page size:\s+612 x 792 pts/);
    const text = flat(pdfText(pdf));
    expect(text).toContain(folio);
    expect(labels.length).toBeGreaterThan(2);
    for (const label of labels) expect(text).toContain(label);
    for (const n of [1, 60, 120]) expect(text).toContain(`Ana ${n} `);
    expect(text).toContain('Lista de nombres (120)');
    expect(text).toContain('Materiales a surtir');
  });

  it('answers 401 without a session, 404 in Spanish for an unknown order and 400 for a bad id', async () => {
    expect((await anonymous(t.app)('GET', `/api/production/orders/${orderId}/ticket.pdf`)).statusCode).toBe(401);
    const missing = await demo('GET', '/api/production/orders/999999/ticket.pdf');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'La orden de fabricación no existe.' });
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999', '%00', 'a%00b']) {
      const res = await demo('GET', `/api/production/orders/${id}/ticket.pdf`);
      expect([id, res.statusCode]).toEqual([id, 400]);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.json().message).toMatch(/[áéíóúñ]|\b(el|la|de|no)\b/i);
    }
    // Unknown query parameters are refused like everywhere else in the API, or ignored: never a 500.
    expect((await demo('GET', `/api/production/orders/${orderId}/ticket.pdf?paper=A4`)).statusCode).toBeLessThan(500);
  });
});
