import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';
import { buildLogo, buildSample, garments, signInDemo } from '../helpers/builders';
import type { Requester } from '../helpers/request';

describe.each(testDatabases)('logo edits (%s)', (kind) => {
  let t: TestApp;
  let demo: Requester;
  let call: Requester;
  let shirtId: number;
  let frontId: number;

  const newLogo = (sampleId: number) => buildLogo(demo, sampleId, frontId, { fields: { originalWidth: 200, originalHeight: 100 }, file: { filename: 'a.png' } });
  const logosOf = async (sampleId: number) => (await call('GET', `${sampleId}/logos`)).json();

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
    demo = (await signInDemo(t.app)).as;
    call = demo.under('/api/business/samples/');
    const [shirt] = await garments(t.app);
    shirtId = shirt!.id;
    frontId = shirt!.views[0]!.id;
  });
  afterAll(() => t.close());

  it('PATCH changes only the fields sent (last write wins per field) and answers the logo', async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirtId });
    const logoId = await newLogo(sampleId);
    const res = await call('PATCH', `${sampleId}/logos/${logoId}`, { xpositionCm: 20, ypositionCm: 18.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ logoId, xpositionCm: 20, ypositionCm: 18.5, heightCm: 10, widthCm: 20, logoName: 'Logo 1' });
    await call('PATCH', `${sampleId}/logos/${logoId}`, { heightCm: 12, widthCm: 24, logoNotes: 'Bordar centrado', logoTechnique: 'Vinil', rotateDegrees: -15, zIndex: 7 });
    const [logo] = await logosOf(sampleId);
    expect(logo).toMatchObject({ xpositionCm: 20, ypositionCm: 18.5, heightCm: 12, widthCm: 24, logoNotes: 'Bordar centrado', logoTechnique: 'Vinil', rotateDegrees: -15, zIndex: 7 });
  });

  it('PATCH pantones replaces the thread list in order; an unknown thread changes nothing', async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirtId });
    const logoId = await newLogo(sampleId);
    const res = await call('PATCH', `${sampleId}/logos/${logoId}`, { pantones: ['Oro', '1002'] });
    expect(res.json().pantones.map((p: { id: string }) => p.id)).toEqual(['Oro', '1002']);
    expect(res.json().pantones[0]).toEqual({ id: 'Oro', nombre: 'Gold', color: 'Metallic Gold', posicion: '10A', rgb: '212,175,55', hex: '#D4AF37' });
    const bad = await call('PATCH', `${sampleId}/logos/${logoId}`, { pantones: ['1001', 'nope'], logoNotes: 'x' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Uno de los colores de hilo no existe.']);
    const [logo] = await logosOf(sampleId);
    expect(logo.pantones.map((p: { id: string }) => p.id)).toEqual(['Oro', '1002']);
    expect(logo.logoNotes).toBe('');
    const cleared = await call('PATCH', `${sampleId}/logos/${logoId}`, { pantones: [] });
    expect(cleared.json().pantones).toEqual([]);
  });

  it('DELETE hides the logo (204) and restore brings it back with its file and fields', async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirtId });
    const logoId = await newLogo(sampleId);
    await call('PATCH', `${sampleId}/logos/${logoId}`, { pantones: ['1001'] });
    const del = await call('DELETE', `${sampleId}/logos/${logoId}`);
    expect([del.statusCode, del.body]).toEqual([204, '']);
    expect(await logosOf(sampleId)).toEqual([]);
    expect((await call('PATCH', `${sampleId}/logos/${logoId}`, { logoNotes: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `${sampleId}/logos/${logoId}`)).statusCode).toBe(404);
    const restored = await call('POST', `${sampleId}/logos/${logoId}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ logoId, pantones: [expect.objectContaining({ id: '1001' })] });
    expect(await logosOf(sampleId)).toHaveLength(1);
    const file = await demo.get(`/api/files/${restored.json().filename}`);
    expect(file.statusCode).toBe(200);
  });

  it('ids that do not belong together give 404 and change nothing', async () => {
    const a = await buildSample(t.app, { clothingId: shirtId });
    const b = await buildSample(t.app, { clothingId: shirtId });
    const logoOfA = await newLogo(a);
    for (const [method, url, payload] of [
      ['PATCH', `${b}/logos/${logoOfA}`, { logoNotes: 'ajeno' }],
      ['DELETE', `${b}/logos/${logoOfA}`, undefined],
      ['POST', `${b}/logos/${logoOfA}/restore`, undefined],
      ['PATCH', `${a}/logos/999999`, { logoNotes: 'x' }],
    ] as const) {
      const res = await call(method, url, payload);
      expect([method, url, res.statusCode, res.json()]).toEqual([method, url, 404, { message: 'El logo no existe en esta muestra.' }]);
    }
    expect((await logosOf(a))[0]).toMatchObject({ logoId: logoOfA, logoNotes: '' });
  });

  it('refuses every edit once the design is sent (409 with a Spanish message)', async () => {
    const sampleId = await buildSample(t.app, { clothingId: shirtId });
    const logoId = await newLogo(sampleId);
    await call('PATCH', `${sampleId}/logos/${logoId}`, { pantones: ['1001'] });
    expect((await call('POST', `${sampleId}/end-design`)).statusCode).toBe(204);
    for (const [method, url, payload] of [
      ['PATCH', `${sampleId}/logos/${logoId}`, { xpositionCm: 1 }],
      ['DELETE', `${sampleId}/logos/${logoId}`, undefined],
      ['POST', `${sampleId}/logos/${logoId}/restore`, undefined],
    ] as const) {
      const res = await call(method, url, payload);
      expect([method, res.statusCode, res.json()]).toEqual([method, 409, { message: 'El diseño de esta muestra ya se envió; ya no se puede editar.' }]);
    }
    expect((await logosOf(sampleId))[0]).toMatchObject({ xpositionCm: 25, pantones: [expect.objectContaining({ id: '1001' })] });
  });

  describe('hostile input to PATCH /logos/:logoId', () => {
    let sampleId: number;
    let logoId: number;
    beforeAll(async () => {
      sampleId = await buildSample(t.app, { clothingId: shirtId });
      logoId = await newLogo(sampleId);
    });

    it.each([
      ['an unknown field', { color: 'rojo' }, 'El campo «color» no está permitido.'],
      ['an empty body', {}, 'Envía al menos un campo para modificar.'],
      ['a string for a number', { heightCm: 'diez' }, 'El campo «heightCm» debe ser un número.'],
      ['zero height', { heightCm: 0 }, 'El campo «heightCm» debe ser mayor que 0.'],
      ['a huge position', { xpositionCm: 1e12 }, 'El campo «xpositionCm» debe ser menor o igual a 500.'],
      ['a NUL byte', { logoNotes: 'a\u0000b' }, 'El campo «logoNotes» tiene un formato no válido.'],
      ['a blank name', { logoName: '   ' }, 'El campo «logoName» tiene un formato no válido.'],
      ['a NUL thread id', { pantones: ['10\u000001'] }, 'El campo «pantones.0» tiene un formato no válido.'],
      ['repeated threads', { pantones: ['1001', '1001'] }, expect.stringContaining('«pantones»')],
      ['an unknown technique', { logoTechnique: 'Serigrafía' }, 'El campo «logoTechnique» tiene un valor no permitido.'],
      ['an array body', [1], 'El cuerpo de la solicitud debe ser un objeto JSON.'],
    ])('refuses %s with 400', async (_name, payload, message) => {
      const res = await call('PATCH', `${sampleId}/logos/${logoId}`, payload);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    });

    it.each([
      ['0', 400],
      ['-1', 400],
      ['abc', 400],
      ['1.5', 400],
      ['99999999999999999999', 400],
      ['%00', 400],
      ['2147483648', 400],
      ['2147483647', 404],
    ])('logo id %s → %i', async (id, status) => {
      const res = await call('PATCH', `${sampleId}/logos/${id}`, { logoNotes: 'x' });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ message: expect.any(String) });
    });

    it('a sample id that is not a number → 400', async () => {
      const res = await call('PATCH', `x${sampleId}/logos/${logoId}`, { logoNotes: 'x' });
      expect(res.statusCode).toBe(400);
    });
  });
});
