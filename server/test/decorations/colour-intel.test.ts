import { PNG } from 'pngjs';
import { Value } from '@sinclair/typebox/value';
import { Logo, RenderFile } from '@muestrario/shared/contract';
import { EDITOR_MESSAGES } from '@muestrario/shared/domain';
import { DST_MESSAGES, writeDstFile } from '@muestrario/shared/rules';
import { seedIfEmpty } from '../../src/db/seed';
import { MAX_PICTURE_PIXELS, MAX_PICTURE_SIDE } from '../../src/pictures/limits';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { multipart, SVG_WITH_SCRIPT } from '../helpers/multipart';
import { backofficeFixture } from '../helpers/backoffice';
import { buildSample, buildUser, garments, postLogo, signInDemo } from '../helpers/builders';
import type { Requester } from '../helpers/request';
import { storedFiles } from '../helpers/stored-files';

/** A 200 × 100 PNG: white around a red square (left) and a navy square (right), the red one twice as large. */
function twoColourPng(): Buffer {
  const png = new PNG({ width: 200, height: 100 });
  for (let y = 0; y < 100; y++) {
    for (let x = 0; x < 200; x++) {
      const o = (y * 200 + x) * 4;
      const red = x >= 10 && x < 90 && y >= 10 && y < 90; // 80 × 80
      const navy = x >= 120 && x < 176 && y >= 22 && y < 79; // 56 × 57 ≈ half the red one
      const [r, g, b] = red ? [200, 16, 46] : navy ? [31, 42, 68] : [255, 255, 255];
      png.data.set([r, g, b, 255], o);
    }
  }
  return PNG.sync.write(png);
}

/** A valid 1 × 1 PNG whose header then claims `width` × `height` (nothing past the header is read). */
function pngClaiming(width: number, height: number): Buffer {
  const png = new PNG({ width: 1, height: 1 });
  const bytes = PNG.sync.write(png);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

/** A JPEG whose start-of-frame says `width` × `height`. */
function jpegClaiming(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), sof, Buffer.alloc(64, 0), Buffer.from('ffd9', 'hex')]);
}

const DST_HEADER = { label: 'ESCUDO', stitches: 8_412, colourChanges: 2, widthMm: 90, heightMm: 45 };

describe.each(testDatabases)('logo colours, estimates and DST renders (%s)', (kind) => {
  let t: TestApp;
  let seller: Requester;
  let designer: Requester;
  let shirt: Awaited<ReturnType<typeof garments>>[number];

  const uploadLogo = (sampleId: number, data: Buffer, filename: string, fields: Record<string, string | number> = {}) =>
    postLogo(seller, sampleId, shirt.views[0]!.id, { fields, file: { filename, data } });
  const uploadRender = (sampleId: number, data: Buffer | Uint8Array, filename: string) =>
    designer.upload(`/api/business/samples/${sampleId}/render-file`, multipart({}, { filename, data: Buffer.from(data) }));
  const logoRows = (sampleId: number) => t.app.db.selectFrom('logos').selectAll().where('sample_id', '=', sampleId).execute();
  const renderRows = (sampleId: number) => t.app.db.selectFrom('render_files').selectAll().where('sample_id', '=', sampleId).execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, backofficeFixture, t.clock.now());
    seller = (await signInDemo(t.app)).as;
    designer = (await buildUser(t.app, { role: 'designer' })).as;
    [shirt] = (await garments(t.app)) as [typeof shirt];
  });
  afterAll(() => t.close());

  it('reads the two colours of a PNG with their shares (±2 %), the covered share and the size, and estimates Bordado', async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    const res = await uploadLogo(sampleId, twoColourPng(), 'escudo.png', { heightCm: 5, originalWidth: 200, originalHeight: 100 });
    expect(res.statusCode).toBe(200);
    const logo = res.json();
    expect(Value.Check(Logo, logo)).toBe(true);
    const red = 80 * 80;
    const navy = 56 * 57;
    expect(logo.colours.map((c: { hex: string }) => c.hex)).toEqual(['#C8102E', '#1F2A44']);
    expect(Math.abs(logo.colours[0].share - red / (red + navy))).toBeLessThanOrEqual(0.02);
    expect(Math.abs(logo.colours[1].share - navy / (red + navy))).toBeLessThanOrEqual(0.02);
    expect(Math.abs(logo.coverage - (red + navy) / 20_000)).toBeLessThanOrEqual(0.02);
    expect([logo.pixelWidth, logo.pixelHeight]).toEqual([200, 100]);
    // The thinnest details are the navy square's 56 px.
    expect(logo.thinnestPx).toBe(56);
    // 10 × 5 cm at 310 stitches/cm² over the covered share.
    expect(logo.estimate).toMatchObject({ source: 'estimate', stitches: Math.round(50 * logo.coverage * 310) });
    expect(logo.estimate.tier).toEqual({ price: 55, label: 'Hasta 10,000 puntadas' }); // about 7,400 stitches

    // The same answer when listed, and the estimate follows the saved height.
    const patched = await seller('PATCH', `/api/business/samples/${sampleId}/logos/${logo.logoId}`, { heightCm: 10, widthCm: 20 });
    expect(patched.json().estimate.stitches).toBe(Math.round(200 * logo.coverage * 310));
    const list = await seller.get(`/api/business/samples/${sampleId}/logos`);
    expect(list.json()[0].colours).toEqual(logo.colours);
  });

  it('reads an SVG with a script as text only: its fill colours, never running it; no estimate for DTF', async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    const svg = Buffer.concat([SVG_WITH_SCRIPT.subarray(0, -6), Buffer.from('<circle r="4" fill="#FFD100"/></svg>')]);
    const res = await uploadLogo(sampleId, svg, 'malo.svg', { logoTechnique: 'DTF' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ colours: [{ hex: '#FFD100', share: 1 }], coverage: null, pixelWidth: null });
    expect(res.json().estimate).toBeUndefined();
  });

  it.each([
    ['a PNG claiming 20,000 × 20,000 pixels', 'enorme.png', pngClaiming(20_000, 20_000), [20_000, 20_000], 'side'],
    ['a PNG one pixel row over the limit', 'justo.png', pngClaiming(5_000, 5_001), [5_000, 5_001], 'area'],
    ['a JPEG claiming 65,535 × 65,535 pixels', 'enorme.jpg', jpegClaiming(65_535, 65_535), [65_535, 65_535], 'side'],
    // Issue 28: a strip under the area limit is as costly to decode; each side is bounded too.
    ['a PNG of 1 × 25,000,000 pixels', 'tira.png', pngClaiming(1, 25_000_000), [1, 25_000_000], 'side'],
  ])('refuses %s with 400 before decoding it, keeping no row and no file', async (_what, filename, data, [w, h], bound) => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    const before = storedFiles(t.dataDir);
    const res = await uploadLogo(sampleId, data, filename);
    const message = bound === 'side' ? EDITOR_MESSAGES.pictureSideTooLarge(w!, h!, MAX_PICTURE_SIDE) : EDITOR_MESSAGES.pictureTooLarge(w!, h!, MAX_PICTURE_PIXELS);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await logoRows(sampleId)).toEqual([]);
    expect(storedFiles(t.dataDir)).toEqual(before);
  });

  it('keeps a picture exactly at the limit whose body cannot be decoded, with no colours', async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    const res = await uploadLogo(sampleId, pngClaiming(5_000, 5_000), 'roto.png');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ colours: [], coverage: null });
  });

  it.each([
    ['a header that claims more pixels than the body has', () => pngClaiming(5_000, 5_000)],
    ['a damaged compressed body', () => {
      const bytes = twoColourPng();
      bytes.fill(0x55, bytes.indexOf('IDAT') + 8, bytes.indexOf('IDAT') + 40);
      return bytes;
    }],
  ])('a kept PNG with %s still gives the proof and the worksheet (the logo drawn as a labelled box)', async (_what, data) => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    expect((await uploadLogo(sampleId, data(), 'roto.png')).statusCode).toBe(200);
    for (const doc of ['proof', 'worksheet']) {
      const res = await seller.get(`/api/business/samples/${sampleId}/${doc}.pdf`);
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('stores a DST render with its real count, colour changes and size', async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id, stage: 2 });
    const res = await uploadRender(sampleId, writeDstFile(DST_HEADER), 'escudo.dst');
    expect(res.statusCode).toBe(200);
    expect(Value.Check(RenderFile, res.json())).toBe(true);
    expect(res.json().dst).toEqual({ stitches: 8_412, colourChanges: 2, widthMm: 90, heightMm: 45 });
    const again = await designer.get(`/api/business/samples/${sampleId}/render-file`);
    expect(again.json().dst).toEqual(res.json().dst);
  });

  it('a PNG render has no DST facts', async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id, stage: 2 });
    const res = await uploadRender(sampleId, twoColourPng(), 'render.png');
    expect(res.statusCode).toBe(200);
    expect(res.json().dst).toBeUndefined();
  });

  it.each([
    ['a stitch count that is not a number', writeDstFile(DST_HEADER, { ST: 'muchas!' }), DST_MESSAGES.badNumber('ST')],
    ['no colour-change field', writeDstFile(DST_HEADER, { CO: null }), DST_MESSAGES.missingField('CO')],
    ['a negative extent', writeDstFile(DST_HEADER, { '-Y': '  -45' }), DST_MESSAGES.badNumber('-Y')],
    ['a header cut at 300 bytes', writeDstFile(DST_HEADER).slice(0, 300), DST_MESSAGES.tooShort],
  ])('refuses a DST with %s: 400 with the Spanish reason, no row, no file, stage unchanged', async (_what, data, message) => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id, stage: 2 });
    const before = storedFiles(t.dataDir);
    const res = await uploadRender(sampleId, data, 'malo.dst');
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await renderRows(sampleId)).toEqual([]);
    expect(storedFiles(t.dataDir)).toEqual(before);
    const { stage } = await t.app.db.selectFrom('samples').select('stage').where('id', '=', sampleId).executeTakeFirstOrThrow();
    expect(stage).toBe(2);
  });

  it("quotes a Bordado logo by its estimate, then by the DST render's real count", async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    const logo = (await uploadLogo(sampleId, twoColourPng(), 'escudo.png', { heightCm: 5, originalWidth: 200, originalHeight: 100 })).json();
    await t.app.db.updateTable('samples').set({ stage: 2 }).where('id', '=', sampleId).execute();
    const quote = async () => {
      const res = await seller('POST', `/api/business/samples/${sampleId}/quotations`);
      expect(res.statusCode).toBe(201);
      return res.json().lines.find((l: { code: string }) => l.code === 'BOR-MIL-13').description as string;
    };
    // About 7,400 stitches (the logo's estimate) → the editor's tier, priced per piece (issue 33).
    expect(logo.estimate.stitches).toBeGreaterThan(5_000);
    expect(logo.estimate.stitches).toBeLessThanOrEqual(8_000);
    expect(await quote()).toMatch(new RegExp(`: ${logo.estimate.stitches.toLocaleString('en-US')} puntadas estimadas · tarifa «Hasta 10,000 puntadas», \\$55 por pieza$`));
    expect((await uploadRender(sampleId, writeDstFile({ ...DST_HEADER, stitches: 11_500 }), 'escudo.dst')).statusCode).toBe(200);
    expect(await quote()).toMatch(/: 11,500 puntadas \(conteo real, archivo DST\) · tarifa «Hasta 20,000 puntadas», \$90 por pieza$/);
  });
});
