import fs from 'node:fs';
import { demoData } from '../../src/db/seed/demo-data';
import { seedIfEmpty } from '../../src/db/seed';
import { ESTIMATE_MESSAGES, sampleFolio, WARNING_MESSAGES } from '@muestrario/shared/rules';
import type { Logo, RenderFile } from '@muestrario/shared/contract';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { pdfText, THREE_VIEW_SAMPLE } from './three-view-sample';
import { injectAs, type Requester } from '../helpers/request';

// Seeding the whole demo on PostgreSQL on a shared, busy machine takes longer than Jest's 30 s default.
jest.setTimeout(120_000);

describe.each(testDatabases)('proof.pdf and worksheet.pdf (%s)', (kind) => {
  let t: TestApp;
  let as: Requester;
  let sampleId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { garmentSvg: demoData.garmentSvg });
    await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now());
    as = injectAs(t.app, await loginCookie(t.app, demoData.demoUser.username, demoData.demoUser.password));
    sampleId = (await t.app.db.selectFrom('samples').select('id').where('sample_name', '=', THREE_VIEW_SAMPLE).executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(() => t.close());

  it.each(['proof', 'worksheet'])('%s.pdf: a PDF with the folio, the client and every thread id', async (doc) => {
    const res = await as('GET', `/api/business/samples/${sampleId}/${doc}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    if (process.env.DUMP_PDF) fs.writeFileSync(`${process.env.DUMP_PDF}/${doc}-${kind}.pdf`, pdf);
    const text = pdfText(pdf);
    expect(text).toContain(sampleFolio(sampleId));
    const logos = (await as('GET', `/api/business/samples/${sampleId}/logos`)).json() as Array<{ pantones: Array<{ id: string }> }>;
    const threads = logos.flatMap((l) => l.pantones.map((p) => p.id));
    expect(threads.length).toBeGreaterThan(0);
    for (const id of threads) expect(text).toContain(id);
  });

  // Issue 18 on the worksheet: the stitch figure the logo API answers (one function, acceptance 3) and,
  // with the garment dyed the colour of a logo's first thread, the warning that thread is barely visible.
  it("worksheet.pdf prints each Bordado logo's estimate as the logo API gives it, and its warnings under 'Avisos'", async () => {
    const render = (await as('GET', `/api/business/samples/${sampleId}/render-file`)).json() as RenderFile;
    expect(render.dst).toBeUndefined(); // a PNG render: the estimate, not a DST count, is printed
    const logos = (await as('GET', `/api/business/samples/${sampleId}/logos`)).json() as Logo[];
    const thread = logos[0]!.pantones[0]!;
    await t.app.db.updateTable('samples').set({ clothing_color: thread.hex }).where('id', '=', sampleId).execute();
    const pdf = (await as('GET', `/api/business/samples/${sampleId}/worksheet.pdf`)).rawPayload;
    if (process.env.DUMP_PDF) fs.writeFileSync(`${process.env.DUMP_PDF}/worksheet-warnings-${kind}.pdf`, pdf);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    for (const logo of logos) {
      expect(logo.estimate).toBeDefined();
      expect(text).toContain(ESTIMATE_MESSAGES.estimatedCount(logo.estimate!.stitches));
    }
    expect(text).toContain('Avisos');
    expect(text).toContain(WARNING_MESSAGES.threadOnBackground(`${thread.id} ${thread.nombre}`, 'prenda', 0));
    expect(text).not.toContain('estimación por área');
  });

  it.each(['proof', 'worksheet'])('%s.pdf needs a session: 401 without one', async (doc) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/business/samples/${sampleId}/${doc}.pdf` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it.each(['proof', 'worksheet'])('%s.pdf of an unknown sample: 404 with a Spanish message', async (doc) => {
    const res = await as('GET', `/api/business/samples/999999/${doc}.pdf`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('La muestra no existe.');
  });

  // Hostile inputs: every one a precise 4xx JSON, never a 500, the same on both databases.
  it.each([
    ['abc', '', 400],
    ['0', '', 400],
    ['-1', '', 400],
    ['1e3', '', 400],
    ['99999999999999999999', '', 400],
    ['%00', '', 400],
    ['{id}', '?paper=A3', 400],
    ['{id}', '?paper=a4%27%20OR%201=1', 400],
    ['{id}', '?download=maybe', 400],
    ['{id}', '?paper=A4&paper=Letter', 400],
  ])('GET …/%s/proof.pdf%s → %i', async (id, query, status) => {
    for (const doc of ['proof', 'worksheet']) {
      const res = await as('GET', `/api/business/samples/${id.replace('{id}', String(sampleId))}/${doc}.pdf${query}`);
      expect(res.statusCode).toBe(status);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('every role reads the documents (reading a sample is open to every role, issue 15)', async () => {
    await t.app.users.create({ username: 'prod2', password: 'prod21234', firstName: 'Ana', lastName: 'Ríos', role: 'production' }, new Date());
    const prod = injectAs(t.app, await loginCookie(t.app, 'prod2', 'prod21234'));
    const res = await prod('GET', `/api/business/samples/${sampleId}/worksheet.pdf?paper=Letter&download=true`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="MU-\d{6}-R\d+-hoja\.pdf"/);
    // Letter is 612 × 792 points.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 612 792\]/);
  });

  it('issue 33: Carta (Letter) without a paper asked for, A4 when asked; the proof says it is unsigned', async () => {
    const plain = await as('GET', `/api/business/samples/${sampleId}/proof.pdf?download=true`);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 612 792\]/);
    expect(plain.headers['content-disposition']).toMatch(/^attachment; filename="MU-\d{6}-R\d+-sin-firma\.pdf"/);
    const a4 = await as('GET', `/api/business/samples/${sampleId}/proof.pdf?paper=A4`);
    expect(a4.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.\d+ 841\.\d+\]/);
  });
});
