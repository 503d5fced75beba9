import type { LightMyRequestResponse } from 'fastify';
import { testDatabases } from '../helpers/databases';
import {
  externalImageSvg,
  HUGE_NUMBERS_SVG,
  interlacedBombPng,
  nestedUseSvg,
  PDF_HTML_POLYGLOT,
  SMALL_PNG,
  stripPng,
  TRUNCATED_JPEG,
  ZERO_LENGTH_MARKERS_JPEG,
} from '../helpers/hostile-pictures';
import { buildProgram } from '../helpers/builders';
import { createLifecycleApp, type LifecycleApp, type Person } from '../helpers/lifecycle';
import { multipart } from '../helpers/multipart';

// Seeding, sign-ins, samples walked to their stage and the picture worker's start on a busy machine.
jest.setTimeout(300_000);

/**
 * Issue 28: the hostile files of the audit, and a few more, sent to every upload route of the contract
 * (logos, renders, photos of the physical sample, partner photos; shared/src/contract/endpoints/): each
 * answer is a 4xx with a Spanish JSON message, or the file is stored and served only sandboxed; never a
 * 5xx, never a hang. A test per route walks the whole table.
 */
describe.each(testDatabases)('hostile uploads on every upload route (%s)', (kind) => {
  let l: LifecycleApp;
  let files: [string, string, Buffer][];

  beforeAll(async () => {
    l = await createLifecycleApp(kind);
    files = [
      ['a 1 × 25,000,000 px PNG (finding 1)', 'tira.png', await stripPng()],
      ['nested <use> 4 × 10 (finding 2)', 'anidado.svg', nestedUseSvg(4, 10)],
      ['an SVG reading /etc/hosts (finding 3)', 'externo.svg', externalImageSvg('/etc/hosts')],
      ['an interlaced 1 × 1 PNG inflating to 100 MB (finding 4)', 'bomba.png', await interlacedBombPng()],
      ['an SVG with numbers pdfkit cannot write (finding 5)', 'enorme.svg', HUGE_NUMBERS_SVG],
      ['a JPEG cut inside its frame header', 'cortada.jpg', TRUNCATED_JPEG],
      ['a JPEG whose markers are zero bytes long', 'marcadores.jpg', ZERO_LENGTH_MARKERS_JPEG],
      ['a PDF that is also an HTML page', 'poliglota.pdf', PDF_HTML_POLYGLOT],
      ['a zero-byte file', 'vacio.png', Buffer.alloc(0)],
      ['a PNG named .jpg', 'foto.jpg', SMALL_PNG],
      ['a PNG named .svg', 'logo.svg', SMALL_PNG],
    ];
  });
  afterAll(() => l?.close());

  const send = (who: Person, url: string, filename: string, data: Buffer, fields: Record<string, string | number> = {}) => {
    return l.as(who).upload(`/api${url}`, multipart(fields, { filename, data }));
  };

  /** Stored keys named in an answer (`filename`, `photoUrl`, …): each must be served only sandboxed. */
  const storedKeys = (body: unknown): string[] =>
    JSON.stringify(body).match(/[\w-]+\.(?:svg|png|jpe?g|gif|pdf)(?=")/g)?.filter((k) => !/^(tira|anidado|externo|bomba|enorme|cortada|marcadores|poliglota|vacio|foto|logo)\./.test(k)) ?? [];

  async function expectSafe(what: string, res: LightMyRequestResponse, ms: number): Promise<void> {
    const context = `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect([context, ms < 15_000]).toEqual([context, true]);
    expect([context, res.statusCode < 500]).toEqual([context, true]);
    if (res.statusCode >= 400) {
      expect(res.headers['content-type']).toContain('application/json');
      // Spanish: written for a person, with Spanish words, never an English stack or code.
      expect([context, /\b(el|la|los|las|de|no|archivo|imagen)\b/i.test(res.json().message)]).toEqual([context, true]);
      return;
    }
    for (const key of storedKeys(res.json())) {
      const served = await l.call('admin', 'GET', `/files/${key}`);
      expect(served.statusCode).toBe(200);
      expect(String(served.headers['content-security-policy'])).toMatch(/sandbox/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      if (key.endsWith('.svg')) expect(served.body).not.toMatch(/<script|<image|\/etc\/hosts/);
    }
  }

  async function walk(route: string, upload: (filename: string, data: Buffer) => Promise<LightMyRequestResponse>): Promise<Map<string, number>> {
    const statuses = new Map<string, number>();
    for (const [what, filename, data] of files) {
      const started = performance.now();
      const res = await upload(filename, data);
      await expectSafe(`${route}, ${what}`, res, performance.now() - started);
      statuses.set(filename, res.statusCode);
    }
    return statuses;
  }

  /** The picture bombs are refused wherever a PNG is accepted: nobody (server or browser) decodes them. */
  const expectBombsRefused = (statuses: Map<string, number>) => {
    expect([statuses.get('tira.png'), statuses.get('bomba.png')]).toEqual([400, 400]);
  };

  it('logos (POST …/current-clothing-position/:positionId/logos)', async () => {
    const s = await l.newSample();
    const statuses = await walk('logo', (filename, data) => send('owner', `/business/samples/${s.id}/current-clothing-position/${s.views[0]}/logos`, filename, data));
    expectBombsRefused(statuses);
    expect([statuses.get('anidado.svg'), statuses.get('enorme.svg'), statuses.get('externo.svg')]).toEqual([400, 400, 200]);
  });

  it('renders (POST /business/samples/:id/render-file)', async () => {
    const statuses = new Map<string, number>();
    for (const [what, filename, data] of files) {
      // A fresh sample at stage 2 each time: a render accepted moves its sample on.
      const s = await l.sampleAt(2);
      const started = performance.now();
      const res = await send('designer', `/business/samples/${s.id}/render-file`, filename, data);
      await expectSafe(`render, ${what}`, res, performance.now() - started);
      statuses.set(filename, res.statusCode);
    }
    expectBombsRefused(statuses);
  });

  it('photos of the physical sample (POST /business/samples/:id/photos)', async () => {
    const s = await l.sampleAt(4);
    expectBombsRefused(await walk('sample photo', (filename, data) => send('quality', `/business/samples/${s.id}/photos`, filename, data, { viewId: s.views[0]! })));
  });

  it('partner photos (POST /business-partners/:id/photo)', async () => {
    const partner = await l.t.app.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow();
    expectBombsRefused(await walk('partner photo', (filename, data) => send('owner', `/business-partners/${partner.id}/photo`, filename, data)));
  });

  it("a customer answer's evidence (POST /business/samples/:id/answers/:answerId/evidence)", async () => {
    const s = await l.sampleAt(7);
    const rounds = (await l.call('owner', 'GET', `/business/samples/${s.id}/rounds`)).json() as { answers: { id: number }[] }[];
    const answerId = rounds.flatMap((r) => r.answers)[0]!.id;
    const statuses = await walk('answer evidence', (filename, data) => send('owner', `/business/samples/${s.id}/answers/${answerId}/evidence`, filename, data));
    expectBombsRefused(statuses);
    // Evidence is a PNG, a JPEG or a PDF: an SVG is an unsupported media type, never kept.
    expect([statuses.get('anidado.svg'), statuses.get('enorme.svg'), statuses.get('externo.svg')]).toEqual([415, 415, 415]);
  });

  it('the company CSD (POST /business/settings/fiscal/csd)', async () => {
    for (const field of ['cer', 'key']) {
      const statuses = await walk(`CSD .${field}`, (filename, data) => l.as('admin').upload('/api/business/settings/fiscal/csd', multipart({ password: 'hostil1234' }, { name: field, filename, data })));
      // None of these is a certificate or a private key: each is refused, nothing is loaded.
      expect([...statuses.entries()].filter(([, status]) => status < 400 || status >= 500)).toEqual([]);
    }
  });

  it("a uniform program's roster import (POST /programs/:id/roster-import)", async () => {
    const { programId } = await buildProgram(l.t.app, { employees: 2, sellerId: l.ids.owner });
    const employees = () => l.t.app.db.selectFrom('program_employees').select('id').where('program_id', '=', programId).execute();
    const before = await employees();
    for (const mode of ['preview', 'apply']) {
      const statuses = await walk(`roster import (${mode})`, (filename, data) => send('owner', `/programs/${programId}/roster-import`, filename, data, { mode }));
      // None of these is a CSV or an XLSX: each is refused (the file is never stored), nothing is written.
      expect([...statuses.entries()].filter(([, status]) => status < 400 || status >= 500)).toEqual([]);
    }
    expect(await employees()).toEqual(before);
  });

  it('covers every upload route of the contract', async () => {
    const { endpoints } = await import('@muestrario/shared/contract');
    const multipartPaths = Object.values(endpoints as Record<string, { path: string; multipart?: boolean }>)
      .filter((e) => e.multipart)
      .map((e) => e.path)
      .sort();
    expect(multipartPaths).toEqual(
      ['/business-partners/:id/photo', '/programs/:id/roster-import', '/business/samples/:id/answers/:answerId/evidence', '/business/samples/:id/current-clothing-position/:positionId/logos', '/business/samples/:id/photos', '/business/samples/:id/render-file', '/business/settings/fiscal/csd'].sort(),
    );
  });
});
