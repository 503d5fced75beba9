import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { demoData } from '../../src/db/seed/demo-data';
import { seedIfEmpty } from '../../src/db/seed';
import { sampleFolio } from '@muestrario/shared/rules';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { injectAs } from '../helpers/backoffice';
import { testDatabases } from '../helpers/databases';

/** The three-view demo sample of acceptance 3 (issue 17). */
export const THREE_VIEW_SAMPLE = 'Camisas personal de seguridad';

export const pdfText = (pdf: Buffer): string => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

describe.each(testDatabases)('proof.pdf and worksheet.pdf (%s)', (kind) => {
  let t: TestApp;
  let as: ReturnType<typeof injectAs>;
  let sampleId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { garmentSvg: demoData.garmentSvg });
    await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now());
    as = injectAs(t.app, await loginCookie(t.app, demoData.demoUser.username, demoData.demoUser.password));
    sampleId = (await t.app.db.selectFrom('samples').select('id').where('sample_name', '=', THREE_VIEW_SAMPLE).executeTakeFirstOrThrow()).id;
  });
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
});
