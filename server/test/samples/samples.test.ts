import { Value } from '@sinclair/typebox/value';
import { CurrentClothing, LogoList, RenderFile, SampleDetail, SampleList } from '@muestrario/shared/contract';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';

describe.each(testDatabases)('samples API (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const idOf = async (name: string) =>
    (await t.app.db.selectFrom('samples').select('id').where('sample_name', '=', name).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
    cookie = await loginCookie(t.app, 'demo', 'demo1234');
  });
  afterAll(() => t.close());

  it('GET /api/dashboard/samples lists every sample, newest first, in the contract shape', async () => {
    const res = await get('/api/dashboard/samples');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(Value.Check(SampleList, list)).toBe(true);
    expect(list.map((s: { sampleName: string }) => s.sampleName)).toEqual(['Gorras evento', 'Uniformes planta norte', 'Muestra antigua']);
    expect(list[0]).toEqual({
      sampleId: await idOf('Gorras evento'),
      sampleName: 'Gorras evento',
      cardName: 'Logística Álamo',
      title: null,
      department: null,
      sampleOn: 'Lienzo',
      sampleStage: 1,
      dueDate: '2025-03-13',
    });
    expect(list[1]).toMatchObject({ title: 'Playera cuello redondo', department: 'Mantenimiento', sampleStage: 3 });
  });

  it('GET /api/business/samples/:id returns the detail with client contact data', async () => {
    const id = await idOf('Uniformes planta norte');
    const res = await get(`/api/business/samples/${id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(Value.Check(SampleDetail, detail)).toBe(true);
    expect(detail).toEqual({
      sampleId: id,
      sampleName: 'Uniformes planta norte',
      cardCode: 'C0001',
      cardName: 'Construcciones Peñasco S.A. de C.V.',
      sampleNotes: 'Bordar con hilo brillante.',
      clothingColor: '#1E3A8A',
      sampleOn: 'Prenda',
      sampleCanvas: '',
      canvasColor: '#FFFFFF',
      createDate: '2025-03-05T15:00:00.000Z',
      dueDate: '2025-03-20',
      phone1: '5512345678',
      email: 'compras@penasco.example.mx',
      address: 'Av. Reforma 100',
      state: 'CDMX',
      county: 'Cuauhtémoc',
      zipCode: '06600',
      sampleStage: 3,
    });
  });

  it('answers 404 with a Spanish message for a missing sample on every sample route', async () => {
    for (const suffix of ['', '/current-clothing', '/logos', '/render-file']) {
      const res = await get(`/api/business/samples/99999${suffix}`);
      expect([suffix, res.statusCode, res.json()]).toEqual([suffix, 404, { message: 'La muestra no existe.' }]);
    }
  });

  it('GET current-clothing returns the garment with its views and areas, or 404 when none is chosen', async () => {
    const res = await get(`/api/business/samples/${await idOf('Uniformes planta norte')}/current-clothing`);
    expect(res.statusCode).toBe(200);
    const garment = res.json();
    expect(Value.Check(CurrentClothing, garment)).toBe(true);
    expect(garment.title).toBe('Playera cuello redondo');
    expect(garment.positions.map((p: { title: string }) => p.title)).toEqual(['Frente', 'Espalda']);
    expect(garment.positions[0]).toMatchObject({ image: 'playera-frente.svg', width: 50 });
    expect(garment.positions[0].areas[0]).toMatchObject({ title: 'Pecho izquierdo', areaLeft: 55, areaTop: 25, width: 15, height: 12 });

    const none = await get(`/api/business/samples/${await idOf('Gorras evento')}/current-clothing`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'La muestra todavía no tiene una prenda seleccionada.' });
  });

  it('GET logos returns logos with view width, pantones and a downloadable file', async () => {
    const res = await get(`/api/business/samples/${await idOf('Uniformes planta norte')}/logos`);
    expect(res.statusCode).toBe(200);
    const logos = res.json();
    expect(Value.Check(LogoList, logos)).toBe(true);
    expect(logos).toHaveLength(2);
    expect(logos[0]).toMatchObject({
      logoName: 'Logo Peñasco',
      logoTechnique: 'Bordado',
      heightCm: 5,
      widthCm: 10,
      xpositionCm: 30,
      ypositionCm: 12,
      viewWidth: 50,
      resourcePath: '/api/files/',
      originalFilename: 'logo-acme.svg',
    });
    expect(logos[0].pantones.map((p: { id: string }) => p.id)).toEqual(['1002', 'Oro']);
    expect(logos[1]).toMatchObject({ logoTechnique: 'DTF', rotateDegrees: 15, pantones: [] });

    const file = await get(`${logos[0].resourcePath}${logos[0].filename}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(Number(file.headers['content-length'])).toBe(logos[0].filesize);
    expect(file.body).toContain('<circle');
    expect(file.headers['content-security-policy']).toMatch(/sandbox/);
    const download = await get(`/api/files/${logos[0].filename}?download=true`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="logo-acme.svg"/);

    const missing = await get(`/api/files/${'a'.repeat(32)}.svg`);
    expect(missing.statusCode).toBe(404);
    const traversal = await get('/api/files/..%2F..%2Fmuestrario.db');
    expect(traversal.statusCode).toBe(400);
  });

  it('GET render-file returns the uploader and file, or 404 while pending', async () => {
    const res = await get(`/api/business/samples/${await idOf('Uniformes planta norte')}/render-file`);
    expect(res.statusCode).toBe(200);
    const render = res.json();
    expect(Value.Check(RenderFile, render)).toBe(true);
    expect(render).toMatchObject({ createFirstName: 'Mariana', createFirstLastName: 'López', originalFilename: 'render-uniformes-planta-norte.svg' });
    const pending = await get(`/api/business/samples/${await idOf('Gorras evento')}/render-file`);
    expect(pending.statusCode).toBe(404);
    expect(pending.json()).toEqual({ message: 'La muestra todavía no tiene archivo de render.' });
  });

  it('GET /api/business/sample-clothing lists the catalogue', async () => {
    const res = await get('/api/business/sample-clothing');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((g: { title: string; image: string }) => [g.title, g.image])).toEqual([
      ['Playera cuello redondo', 'playera.svg'],
      ['Gorra', 'gorra.svg'],
    ]);
  });

  it('GET /api/business/pantones lists the thread catalogue', async () => {
    const res = await get('/api/business/pantones');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(fixtureData.threads.map((th) => ({ ...th })));
  });
});
