import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { PNG } from 'pngjs';
import { EDITOR_MESSAGES } from '@muestrario/shared/domain';
import { MAX_PICTURE_SIDE } from '../../src/pictures/limits';
import { testDatabases } from '../helpers/databases';
import { externalImageSvg, HUGE_NUMBERS_SVG, interlacedBombPng, nestedUseSvg, SMALL_PNG, stripPng } from '../helpers/hostile-pictures';
import { createLifecycleApp, type LifecycleApp } from '../helpers/lifecycle';
import { buildApprovalLink, customer, postLogo } from '../helpers/builders';

// Seeding, Argon2 sign-ins, the picture worker's start and PDFs on a shared, busy machine.
jest.setTimeout(180_000);

/** The labelled box a decoration without a drawable picture gets (its 12 % fill is the only one in a document). */
const LABELLED_BOX = '/ca 0.12';
const EMBEDDED_IMAGE = '/Subtype /Image';

/**
 * Issue 28's audit, findings 1–5, replayed with the same files and requests: each is refused at upload (or
 * made safe), a logo stored before this change is drawn as a labelled box, and meanwhile the server answers
 * another client within 1 s and grows by less than 100 MB.
 */
describe.each(testDatabases)('the audit findings on pictures and SVGs (%s)', (kind) => {
  let l: LifecycleApp;
  let strip: Buffer;
  let bomb: Buffer;
  let secretDir: string;
  let secretPng: string;

  const uploadLogo = (sampleId: number, viewId: number, filename: string, data: Buffer) => postLogo(l.as('owner'), sampleId, viewId, { file: { filename, data } });
  const pdf = (sampleId: number, which: 'proof' | 'worksheet') => l.call('owner', 'GET', `/business/samples/${sampleId}/${which}.pdf`);

  /**
   * Runs `work` while another client asks /api/health: how long that answer took, and how much the process
   * grew (resident memory sampled every 10 ms; the picture worker is a thread of this same process).
   */
  async function meanwhile(work: () => Promise<LightMyRequestResponse>) {
    global.gc?.();
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const pending = work();
    await new Promise((resolve) => setTimeout(resolve, 15));
    const started = performance.now();
    const health = await l.t.app.inject({ method: 'GET', url: '/api/health' });
    const healthMs = performance.now() - started;
    const res = await pending;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(health.statusCode).toBe(200);
    return { res, healthMs, growthMb: (peak - base) / 1024 / 1024 };
  }
  const expectServedMeanwhile = (m: { healthMs: number; growthMb: number }) => {
    expect(m.healthMs).toBeLessThan(1000);
    expect(m.growthMb).toBeLessThan(100);
  };

  /** A logo row as it was stored before this change: the raw file, never checked nor sanitised. */
  const storedBefore = async (logoId: number, bytes: Buffer, extension: 'png' | 'svg') => {
    const { key, size } = await l.t.app.storage.put(Readable.from([bytes]), extension);
    await l.t.app.db.updateTable('logos').set({ file_key: key, file_size: size, mime_type: extension === 'svg' ? 'image/svg+xml' : 'image/png' }).where('id', '=', logoId).execute();
  };

  beforeAll(async () => {
    [strip, bomb] = await Promise.all([stripPng(), interlacedBombPng()]);
    secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muestrario-secret-'));
    secretPng = path.join(secretDir, 'secreto.png');
    const png = new PNG({ width: 4, height: 4 });
    png.data.fill(0x7f);
    fs.writeFileSync(secretPng, PNG.sync.write(png));
    l = await createLifecycleApp(kind);
    // Warm-up: the picture worker started, pdfkit loaded, as on a server that has been running.
    const s = await l.newSample();
    expect((await uploadLogo(s.id, s.views[0]!, 'calentar.png', SMALL_PNG)).statusCode).toBe(200);
    const proof = await pdf(s.id, 'proof');
    expect(proof.statusCode).toBe(200);
    // The checks below can fail: a drawable logo is embedded as a picture and has no labelled box.
    expect(proof.body).toContain(EMBEDDED_IMAGE);
    expect(proof.body).not.toContain(LABELLED_BOX);
  });
  afterAll(async () => {
    await l?.close();
    fs.rmSync(secretDir, { recursive: true, force: true });
  });

  const FINDINGS = ['1 (a 1 × 25,000,000 px PNG)', '2 (nested <use>, 4 levels × 10)', '4 (an interlaced PNG claiming 1 × 1 inflating to 100 MB)', '5 (width 99999999999, stroke-width 1e30)'];
  /** Each finding's file name, bytes, extension and the refusal expected at upload. */
  const finding = (label: string) =>
    ({
      [FINDINGS[0]!]: ['tira.png', strip, 'png', EDITOR_MESSAGES.pictureSideTooLarge(1, 25_000_000, MAX_PICTURE_SIDE)],
      // 10,000 rectangles through 1,110 <use>: more than allowed (the count stops where the limit is passed).
      [FINDINGS[1]!]: ['anidado.svg', nestedUseSvg(4, 10), 'svg', expect.stringMatching(/^El SVG dibuja [\d,]+ elementos o más .*el máximo es 5,000\./)],
      [FINDINGS[2]!]: ['bomba.png', bomb, 'png', EDITOR_MESSAGES.pictureDamaged],
      [FINDINGS[3]!]: ['enorme.svg', HUGE_NUMBERS_SVG, 'svg', EDITOR_MESSAGES.svgNumberOutOfRange('99999999999')],
    })[label]! as [string, Buffer, 'png' | 'svg', unknown];

  it.each(FINDINGS)('finding %s: refused at upload with its Spanish 400, no row, while another client is served', async (label) => {
    const [filename, data, , message] = finding(label);
    const s = await l.newSample();
    const before = await l.t.app.db.selectFrom('logos').select('id').where('sample_id', '=', s.id).execute();
    const m = await meanwhile(() => uploadLogo(s.id, s.views[0]!, filename, data));
    expect([m.res.statusCode, m.res.json().message]).toEqual([400, message]);
    expect(await l.t.app.db.selectFrom('logos').select('id').where('sample_id', '=', s.id).execute()).toEqual(before);
    expectServedMeanwhile(m);
  });

  it.each(FINDINGS)('finding %s, stored before this change: proof and worksheet answer 200 with a labelled box, while another client is served', async (label) => {
    const [, data, extension] = finding(label);
    const s = await l.newSample();
    await storedBefore(s.logoId, data, extension);
    for (const which of ['proof', 'worksheet'] as const) {
      const m = await meanwhile(() => pdf(s.id, which));
      expect(m.res.statusCode).toBe(200);
      expect(m.res.body).toContain(LABELLED_BOX);
      expect(m.res.body).not.toContain(EMBEDDED_IMAGE);
      expectServedMeanwhile(m);
    }
  });

  it('finding 3: an SVG pointing at a file of the server is stored without it, and no PDF ever embeds that file', async () => {
    const s = await l.newSample();
    const m = await meanwhile(() => uploadLogo(s.id, s.views[0]!, 'externo.svg', externalImageSvg(secretPng)));
    expect(m.res.statusCode).toBe(200);
    expectServedMeanwhile(m);
    const stored = await l.call('owner', 'GET', `/files/${m.res.json().filename}`);
    expect(stored.statusCode).toBe(200);
    expect(stored.body).not.toMatch(/<image|secreto|file:/);
    expect(stored.body).toContain('#1D4ED8');
    // Only the SVG on the sample: the fixture's PNG logo goes.
    expect((await l.call('owner', 'DELETE', `/business/samples/${s.id}/logos/${s.logoId}`)).statusCode).toBe(204);
    for (const which of ['proof', 'worksheet'] as const) {
      const res = await pdf(s.id, which);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(EMBEDDED_IMAGE);
    }
    // The same SVG in a row stored before this change is sanitised when read: still nothing embedded.
    const old = await l.newSample();
    await storedBefore(old.logoId, externalImageSvg(secretPng), 'svg');
    const res = await pdf(old.id, 'proof');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(EMBEDDED_IMAGE);
  });

  it('finding 5: with such a logo stored before, the customer opens the proof and approves through the link', async () => {
    const s = await l.sampleAt(6);
    await storedBefore(s.logoId, HUGE_NUMBERS_SVG, 'svg');
    for (const which of ['proof', 'worksheet'] as const) {
      const res = await pdf(s.id, which);
      expect([res.statusCode, res.body.includes(LABELLED_BOX)]).toEqual([200, true]);
    }
    const link = await buildApprovalLink(l.as('owner'), s.id);
    const anon = customer(l.t.app).under(link.token);
    const publicProof = await anon('GET', '/proof.pdf');
    expect([publicProof.statusCode, publicProof.body.includes(LABELLED_BOX)]).toEqual([200, true]);
    const approved = await anon('POST', '/approve', { name: 'Laura Méndez', acceptTerms: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ decision: 'approved', customerName: 'Laura Méndez' });
    expect((await l.call('owner', 'GET', `/business/samples/${s.id}`)).json().sampleStage).toBe(7);
  });
});
