import { Value } from '@sinclair/typebox/value';
import { Logo } from '@muestrario/shared/contract';
import { UPLOAD_MAX_BYTES } from '@muestrario/shared/domain';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';
import { HTML_BYTES, JPEG_BYTES, multipart, PNG_2x1, SVG_BYTES, SVG_WITH_SCRIPT } from '../helpers/multipart';
import { buildSample, garments, logoUpload, logoUrl, signInDemo } from '../helpers/builders';
import { anonymous, type Requester } from '../helpers/request';
import { storedFiles } from '../helpers/stored-files';

describe.each(testDatabases)('logo upload (%s)', (kind) => {
  let t: TestApp;
  let demo: Requester;
  let shirt: Awaited<ReturnType<typeof garments>>[number];
  let cap: Awaited<ReturnType<typeof garments>>[number];

  const upload = (sampleId: number, positionId: number, body: ReturnType<typeof multipart>) => demo.upload(logoUrl(sampleId, positionId), body);
  const logoRows = (sampleId: number) => t.app.db.selectFrom('logos').selectAll().where('sample_id', '=', sampleId).execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
    demo = (await signInDemo(t.app)).as;
    [shirt, cap] = (await garments(t.app)) as [typeof shirt, typeof cap];
  });
  afterAll(() => t.close());

  it.each([
    ['PNG', 'marca.png', PNG_2x1, 'image/png'],
    ['JPEG', 'marca.jpeg', JPEG_BYTES, 'image/jpeg'],
    ['SVG', 'marca.svg', SVG_BYTES, 'image/svg+xml'],
  ])('accepts a %s, centred on the view at 10 cm high with the width from its aspect ratio', async (_type, filename, data, mime) => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    const view = shirt.views[0]!;
    const res = await upload(sampleId, view.id, multipart({ originalWidth: 300, originalHeight: 150 }, { filename, data }));
    expect(res.statusCode).toBe(200);
    const logo = res.json();
    expect(Value.Check(Logo, logo)).toBe(true);
    expect(logo).toMatchObject({
      viewId: view.id,
      logoName: 'Logo 1',
      logoTechnique: 'Bordado',
      heightCm: 10,
      widthCm: 20,
      rotateDegrees: 0,
      xpositionCm: view.width / 2,
      ypositionCm: view.width / 2,
      viewWidth: view.width,
      originalFilename: filename,
      filesize: data.length,
      resourcePath: '/api/files/',
      pantones: [],
    });
    expect(logo.filename).toMatch(/^[0-9a-f]{32}\.(png|jpg|svg)$/);
    const file = await demo.get(`/api/files/${logo.filename}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain(mime);
    expect(file.rawPayload.equals(data)).toBe(true);
  });

  it('takes the spec fields and numbers logos "Logo N"', async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    const view = shirt.views[1]!;
    const first = await upload(sampleId, view.id, multipart({}, { filename: 'a.png', data: PNG_2x1 }));
    expect(first.json()).toMatchObject({ logoName: 'Logo 1', heightCm: 10, widthCm: 10 });
    const res = await upload(
      sampleId,
      view.id,
      multipart(
        { logoTechnique: 'DTF', logoName: '', logoNotes: 'n', logoNotesOnColor: 'c', logoNotesOnPosition: 'p', heightCm: 4, widthCm: 6, originalHeight: 2, originalWidth: 3, rotateDegrees: 15, xPositionCm: 12, yPositionCm: 13 },
        { filename: 'b.png', data: PNG_2x1 },
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      logoName: 'Logo 2',
      logoTechnique: 'DTF',
      logoNotes: 'n',
      logoNotesOnColor: 'c',
      logoNotesOnPosition: 'p',
      heightCm: 4,
      widthCm: 6,
      rotateDegrees: 15,
      xpositionCm: 12,
      ypositionCm: 13,
    });
    expect(res.json().zIndex).toBeGreaterThan(first.json().zIndex);
  });

  it.each([
    ['a PNG renamed .svg', 'logo.svg', PNG_2x1, 415],
    ['an HTML file renamed .png', 'logo.png', HTML_BYTES, 415],
    ['an HTML file with no extension', 'logo', HTML_BYTES, 415],
    ['a GIF', 'logo.gif', Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), 415],
    ['an empty file', 'logo.png', Buffer.alloc(0), 400],
  ])('refuses %s and stores nothing', async (_name, filename, data, status) => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    const before = storedFiles(t.dataDir);
    const res = await upload(sampleId, shirt.views[0]!.id, multipart({}, { filename, data, contentType: 'image/png' }));
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(/archivo/);
    expect(await logoRows(sampleId)).toEqual([]);
    expect(storedFiles(t.dataDir)).toEqual(before);
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte with nothing stored', async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    const big = (size: number) => Buffer.concat([PNG_2x1, Buffer.alloc(size - PNG_2x1.length, 0)]);
    const ok = await upload(sampleId, shirt.views[0]!.id, multipart({}, { filename: 'grande.png', data: big(UPLOAD_MAX_BYTES) }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().filesize).toBe(UPLOAD_MAX_BYTES);
    const before = storedFiles(t.dataDir);
    const res = await upload(sampleId, shirt.views[0]!.id, multipart({}, { filename: 'grande.png', data: big(UPLOAD_MAX_BYTES + 1) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'El archivo pesa más de 5 MB. Sube uno más ligero.' });
    expect(await logoRows(sampleId)).toHaveLength(1);
    expect(storedFiles(t.dataDir)).toEqual(before);
  });

  it('an aborted upload (body cut before its end) leaves no row and no file', async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    const before = storedFiles(t.dataDir);
    const res = await upload(sampleId, shirt.views[0]!.id, multipart({}, { filename: 'a.png', data: PNG_2x1 }, { truncate: true }));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await logoRows(sampleId)).toEqual([]);
    expect(storedFiles(t.dataDir)).toEqual(before);
  });

  it('serves an uploaded SVG with a script only sandboxed: no script can run where the product serves it', async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    const res = await upload(sampleId, shirt.views[0]!.id, multipart({}, { filename: 'malo.svg', data: SVG_WITH_SCRIPT }));
    expect(res.statusCode).toBe(200);
    for (const url of [`/api/files/${res.json().filename}`, `/api/files/${res.json().filename}?download=true`]) {
      const file = await demo.get(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('image/svg+xml');
      const csp = String(file.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain('sandbox');
      expect(csp).not.toMatch(/script-src/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it.each([
    ['an unknown field', { color: 'rojo' }, /«color» no está permitido/],
    ['a non-numeric height', { heightCm: 'alto' }, /«heightCm» debe ser un número/],
    // Issue 21 #6: multipart numbers are read as strictly as query strings (parseDecimal), never by Number().
    ['a hexadecimal width', { widthCm: '0x10' }, /^El campo «widthCm» debe ser un número\.$/],
    ['a height with spaces', { heightCm: ' 5 ' }, /^El campo «heightCm» debe ser un número\.$/],
    ['a position with an exponent', { xPositionCm: '1e2' }, /^El campo «xPositionCm» debe ser un número\.$/],
    ['an original width with a plus sign', { originalWidth: '+200' }, /^El campo «originalWidth» debe ser un número\.$/],
    ['a fractional original width', { originalWidth: '200.5' }, /«originalWidth» tiene un valor no permitido/],
    ['a negative height', { heightCm: -3 }, /«heightCm»/],
    ['an unknown technique', { logoTechnique: 'Serigrafía' }, /«logoTechnique»/],
    ['a NUL byte', { logoNotes: 'a\u0000b' }, /«logoNotes»/],
    ['a huge rotation', { rotateDegrees: 1e9 }, /«rotateDegrees»/],
  ])('refuses %s with a 400 and stores nothing', async (_name, fields, message) => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    const before = storedFiles(t.dataDir);
    const res = await upload(sampleId, shirt.views[0]!.id, multipart(fields, { filename: 'a.png', data: PNG_2x1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await logoRows(sampleId)).toEqual([]);
    expect(storedFiles(t.dataDir)).toEqual(before);
  });

  it('refuses a missing file, a second file and a file under another field name', async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    const noFile = await upload(sampleId, shirt.views[0]!.id, multipart({ logoName: 'x' }));
    expect([noFile.statusCode, noFile.json().message]).toEqual([400, 'Adjunta el archivo del logo en el campo «file».']);
    const other = await upload(sampleId, shirt.views[0]!.id, multipart({}, { name: 'imagen', filename: 'a.png', data: PNG_2x1 }));
    expect(other.statusCode).toBe(400);
    const json = await demo('POST', logoUrl(sampleId, shirt.views[0]!.id), { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await logoRows(sampleId)).toEqual([]);
  });

  it('refuses a view of another garment, an unknown sample, a sample without garment and a sent design, storing nothing', async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirt.id });
    const noGarment = await buildSample(t.app);
    const sent = await buildSample(t.app, { clothingId: shirt.id, stage: 2 });
    const before = storedFiles(t.dataDir);
    const file = () => multipart({}, { filename: 'a.png', data: PNG_2x1 });
    const cases: [number, number, number, RegExp][] = [
      [sampleId, cap.views[0]!.id, 404, /no pertenece a la prenda/],
      [999999, shirt.views[0]!.id, 404, /La muestra no existe/],
      [noGarment, shirt.views[0]!.id, 404, /no pertenece a la prenda/],
      [sent, shirt.views[0]!.id, 409, /ya se envió/],
    ];
    for (const [sample, position, status, message] of cases) {
      const res = await upload(sample, position, file());
      expect([sample, res.statusCode, res.json().message]).toEqual([sample, status, expect.stringMatching(message)]);
    }
    for (const sample of [sampleId, noGarment, sent]) expect(await logoRows(sample)).toEqual([]);
    expect(storedFiles(t.dataDir)).toEqual(before);
  });

  it.each([
    ['0', '1'],
    ['abc', '1'],
    ['99999999999999999999', '1'],
    ['1', '-4'],
    ['1', '2147483648'],
    ['1', '%00'],
  ])('sample %s, view %s → 400 JSON with nothing stored', async (sample, position) => {
    const before = storedFiles(t.dataDir);
    const res = await demo.upload(`/api/business/samples/${sample}/current-clothing-position/${position}/logos`, logoUpload({ file: { filename: 'a.png' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(storedFiles(t.dataDir)).toEqual(before);
  });

  it('requires a session', async () => {
    const res = await anonymous(t.app).upload(logoUrl(1, 1), logoUpload({ file: { filename: 'a.png' } }));
    expect(res.statusCode).toBe(401);
  });
});
