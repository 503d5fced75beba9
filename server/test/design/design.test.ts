import { Value } from '@sinclair/typebox/value';
import { CurrentClothing, SampleDetail, SampleText } from '@muestrario/shared/contract';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';
import { buildSample, garments, postLogo, signInDemo } from '../helpers/builders';
import { anonymous, type Requester } from '../helpers/request';

const SENT = { message: 'El diseño de esta muestra ya se envió; ya no se puede editar.' };

describe.each(testDatabases)('design editor API (%s)', (kind) => {
  let t: TestApp;
  let demo: Requester;
  let call: Requester;
  let shirt: Awaited<ReturnType<typeof garments>>[number];
  let cap: Awaited<ReturnType<typeof garments>>[number];

  const addText = (sampleId: number, positionId: number, body: object = { text: 'HOLA', widthCm: 3.2 }) =>
    call('POST', `${sampleId}/current-clothing-position/${positionId}/texts`, body);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
    demo = (await signInDemo(t.app)).as;
    call = demo.under('/api/business/samples/');
    [shirt, cap] = (await garments(t.app)) as [typeof shirt, typeof cap];
  });
  afterAll(() => t.close());

  describe('PATCH /business/samples/:id (garment panel)', () => {
    it('saves any subset of the fields and answers the sample detail', async () => {
      const id = await buildSample(t.app, { clothingId: shirt.id });
      const res = await call('PATCH', `${id}`, { clothingColor: '#1e3a8a', sampleNotes: 'Manga larga' });
      expect(res.statusCode).toBe(200);
      expect(Value.Check(SampleDetail, res.json())).toBe(true);
      expect(res.json()).toMatchObject({ clothingColor: '#1E3A8A', sampleNotes: 'Manga larga', sampleOn: 'Prenda' });
      const lienzo = await call('PATCH', `${id}`, { sampleOn: 'Lienzo', sampleCanvas: 'Polar', canvasColor: '#000000' });
      expect(lienzo.json()).toMatchObject({ sampleOn: 'Lienzo', sampleCanvas: 'Polar', canvasColor: '#000000', sampleNotes: 'Manga larga' });
    });

    it('keeps the canvas fabric empty and its colour white unless the sample is on Lienzo', async () => {
      const id = await buildSample(t.app, { clothingId: shirt.id });
      const res = await call('PATCH', `${id}`, { sampleCanvas: 'Polar', canvasColor: '#000000' });
      expect(res.json()).toMatchObject({ sampleOn: 'Prenda', sampleCanvas: '', canvasColor: '#FFFFFF' });
      await call('PATCH', `${id}`, { sampleOn: 'Lienzo', sampleCanvas: 'Sarga', canvasColor: '#123456' });
      const back = await call('PATCH', `${id}`, { sampleOn: 'Prenda' });
      expect(back.json()).toMatchObject({ sampleOn: 'Prenda', sampleCanvas: '', canvasColor: '#FFFFFF' });
    });

    it.each([
      [{ sampleCanvas: 'Seda' }, 'El campo «sampleCanvas» tiene un valor no permitido.'],
      [{ clothingColor: 'azul' }, 'El campo «clothingColor» tiene un formato no válido.'],
      [{ sampleOn: 'Papel' }, 'El campo «sampleOn» tiene un valor no permitido.'],
      [{ sampleNotes: 'a\u0000' }, 'El campo «sampleNotes» tiene un formato no válido.'],
      [{ sampleNotes: 'x'.repeat(2001) }, 'El campo «sampleNotes» no puede tener más de 2000 caracteres.'],
      [{ stage: 2 }, 'El campo «stage» no está permitido.'],
      [{}, 'Envía al menos un campo para modificar.'],
    ])('refuses %j with 400', async (payload, message) => {
      const id = await buildSample(t.app, { clothingId: shirt.id });
      const res = await call('PATCH', `${id}`, payload);
      expect([res.statusCode, res.json()]).toEqual([400, { message }]);
    });
  });

  describe('PATCH /business/samples/:id/project', () => {
    it('saves name, due date and client (by card code)', async () => {
      const id = await buildSample(t.app, { clothingId: shirt.id });
      const res = await call('PATCH', `${id}/project`, { sampleName: '  Overoles planta sur ', dueDate: '2025-04-15', cardCode: 'C0002' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ sampleName: 'Overoles planta sur', dueDate: '2025-04-15', cardCode: 'C0002', cardName: 'Logística Álamo' });
    });

    it.each([
      [{ cardCode: 'C9999' }, 404, 'El cliente no existe.'],
      [{ dueDate: '2025-02-30' }, 400, 'El campo «dueDate» tiene un formato no válido.'],
      [{ dueDate: 'mañana' }, 400, 'El campo «dueDate» tiene un formato no válido.'],
      [{ sampleName: '' }, 400, 'El campo «sampleName» no puede estar vacío.'],
      [{ sampleName: '   ' }, 400, 'El campo «sampleName» tiene un formato no válido.'],
      [{ cardName: 'Otro' }, 400, 'El campo «cardName» no está permitido.'],
    ])('refuses %j', async (payload, status, message) => {
      const id = await buildSample(t.app, { clothingId: shirt.id, name: 'Sin cambios' });
      const res = await call('PATCH', `${id}/project`, payload);
      expect([res.statusCode, res.json()]).toEqual([status, { message }]);
      expect((await call('GET', `${id}`)).json()).toMatchObject({ sampleName: 'Sin cambios', dueDate: '2025-03-30', cardCode: 'C0001' });
    });
  });

  describe('select-clothing', () => {
    it('chooses the garment; current-clothing then answers it with its views', async () => {
      const id = await buildSample(t.app);
      const before = await call('GET', `${id}/current-clothing`);
      expect([before.statusCode, before.json()]).toEqual([200, null]);
      const res = await call('POST', `${id}/select-clothing/${shirt.id}`);
      expect(res.statusCode).toBe(200);
      expect(Value.Check(CurrentClothing, res.json())).toBe(true);
      const current = await call('GET', `${id}/current-clothing`);
      expect(current.json()).toMatchObject({ id: shirt.id, positions: [{ id: shirt.views[0]!.id }, { id: shirt.views[1]!.id }] });
    });

    it('moves logos and texts to the matching view of the new garment, fitted inside it (a view without print areas counts as one)', async () => {
      const id = await buildSample(t.app, { clothingId: shirt.id });
      const up = await postLogo(demo, id, shirt.views[1]!.id, { fields: { heightCm: 20, widthCm: 40, xPositionCm: 30, yPositionCm: 30 } });
      expect(up.statusCode).toBe(200);
      await addText(id, shirt.views[0]!.id, { text: 'NOMBRE', widthCm: 6, xCm: 45, yCm: 45 });
      expect((await call('POST', `${id}/select-clothing/${cap.id}`)).statusCode).toBe(200);
      const capFront = cap.views[0]!;
      const [logo] = (await call('GET', `${id}/logos`)).json();
      // 40 × 20 cm does not fit an 18 cm view: scaled to 18 × 9 and centred.
      expect(logo).toMatchObject({ viewId: capFront.id, widthCm: 18, heightCm: 9, xpositionCm: 9, viewWidth: 18 });
      const [text] = (await call('GET', `${id}/texts`)).json();
      // Outside the shirt's print areas: centred on the cap's front, which has none.
      expect(text).toMatchObject({ viewId: capFront.id, xCm: 9, yCm: 9 });
    });

    it('refuses an unknown garment (404) and a sent design (409), changing nothing', async () => {
      const id = await buildSample(t.app);
      expect((await call('POST', `${id}/select-clothing/999999`)).json()).toEqual({ message: 'La prenda no existe.' });
      const sent = await buildSample(t.app, { clothingId: shirt.id, stage: 3 });
      const res = await call('POST', `${sent}/select-clothing/${cap.id}`);
      expect([res.statusCode, res.json()]).toEqual([409, SENT]);
      expect((await call('GET', `${sent}/current-clothing`)).json().id).toBe(shirt.id);
    });
  });

  describe('texts', () => {
    it('creates a text with the spec defaults, centred on the view, and lists it', async () => {
      const id = await buildSample(t.app, { clothingId: shirt.id });
      const view = shirt.views[0]!;
      const res = await addText(id, view.id);
      expect(res.statusCode).toBe(200);
      expect(Value.Check(SampleText, res.json())).toBe(true);
      expect(res.json()).toMatchObject({
        viewId: view.id,
        text: 'HOLA',
        font: 'Roboto',
        color: '000000',
        technique: 'Bordado',
        size: 12,
        heightCm: 1,
        widthCm: 3.2,
        rotateDegrees: 0,
        xCm: view.width / 2,
        yCm: view.width / 2,
        comments: '',
      });
      expect((await call('GET', `${id}/texts`)).json()).toEqual([res.json()]);
    });

    it('patches, deletes and restores a text', async () => {
      const id = await buildSample(t.app, { clothingId: shirt.id });
      const { textId } = (await addText(id, shirt.views[0]!.id)).json();
      const res = await call('PATCH', `${id}/texts/${textId}`, { text: 'ADIÓS', font: 'Gill Sans', color: 'ff0000', xCm: 10 });
      expect(res.json()).toMatchObject({ text: 'ADIÓS', font: 'Gill Sans', color: 'FF0000', xCm: 10, yCm: shirt.views[0]!.width / 2 });
      expect((await call('DELETE', `${id}/texts/${textId}`)).statusCode).toBe(204);
      expect((await call('GET', `${id}/texts`)).json()).toEqual([]);
      expect((await call('POST', `${id}/texts/${textId}/restore`)).json()).toMatchObject({ textId, text: 'ADIÓS' });
    });

    it.each([
      [{ text: 'DIECISEIS LETRAS', widthCm: 3 }, 'El campo «text» no puede tener más de 15 caracteres.'],
      [{ text: '', widthCm: 3 }, 'El campo «text» no puede estar vacío.'],
      [{ text: '   ', widthCm: 3 }, 'El campo «text» tiene un formato no válido.'],
      [{ text: 'a', widthCm: 3, color: '#000000' }, 'El campo «color» tiene un formato no válido.'],
      [{ text: 'a', widthCm: 3, font: 'Arial' }, 'El campo «font» tiene un valor no permitido.'],
      [{ text: 'a' }, 'El campo «widthCm» es obligatorio.'],
      [{ text: 'a', widthCm: 3, placement: 1 }, 'El campo «placement» no está permitido.'],
    ])('refuses %j with 400', async (payload, message) => {
      const id = await buildSample(t.app, { clothingId: shirt.id });
      const res = await addText(id, shirt.views[0]!.id, payload);
      expect([res.statusCode, res.json()]).toEqual([400, { message }]);
      expect((await call('GET', `${id}/texts`)).json()).toEqual([]);
    });

    it('ids that do not belong together give 404 and change nothing', async () => {
      const a = await buildSample(t.app, { clothingId: shirt.id });
      const b = await buildSample(t.app, { clothingId: shirt.id });
      const { textId } = (await addText(a, shirt.views[0]!.id)).json();
      for (const [method, url, payload] of [
        ['PATCH', `${b}/texts/${textId}`, { text: 'AJENO' }],
        ['DELETE', `${b}/texts/${textId}`, undefined],
        ['POST', `${b}/texts/${textId}/restore`, undefined],
      ] as const) {
        const res = await call(method, url, payload);
        expect([method, res.statusCode, res.json()]).toEqual([method, 404, { message: 'El texto no existe en esta muestra.' }]);
      }
      const other = await addText(a, cap.views[0]!.id);
      expect([other.statusCode, other.json()]).toEqual([404, { message: 'La vista no pertenece a la prenda de esta muestra.' }]);
      expect((await call('GET', `${a}/texts`)).json()).toEqual([expect.objectContaining({ textId, text: 'HOLA' })]);
    });
  });

  describe('end-design', () => {
    it('moves the sample from stage 1 to 2 (204), writes a timeline event, and then every edit is refused', async () => {
      const id = await buildSample(t.app, { clothingId: shirt.id });
      const { textId } = (await addText(id, shirt.views[0]!.id)).json();
      const res = await call('POST', `${id}/end-design`);
      expect([res.statusCode, res.body]).toEqual([204, '']);
      expect((await call('GET', `${id}`)).json().sampleStage).toBe(2);
      const events = await t.app.db.selectFrom('events').select(['kind', 'payload']).where('sample_id', '=', id).orderBy('id').execute();
      expect(events.map((e) => [e.kind, JSON.parse(e.payload)])).toEqual([
        ['design_edited', { round: 1 }],
        ['stage_changed', { from: 1, to: 2, action: 'sendDesign', round: 1 }],
      ]);
      const list = (await demo.get('/api/dashboard/samples')).json();
      expect(list.find((s: { sampleId: number }) => s.sampleId === id)).toMatchObject({ sampleStage: 2 });

      for (const [method, url, payload] of [
        ['POST', `${id}/end-design`, undefined],
        ['PATCH', `${id}`, { sampleNotes: 'tarde' }],
        ['PATCH', `${id}/project`, { sampleName: 'tarde' }],
        ['POST', `${id}/select-clothing/${cap.id}`, undefined],
        ['POST', `${id}/current-clothing-position/${shirt.views[0]!.id}/texts`, { text: 'x', widthCm: 1 }],
        ['PATCH', `${id}/texts/${textId}`, { text: 'tarde' }],
        ['DELETE', `${id}/texts/${textId}`, undefined],
        ['POST', `${id}/texts/${textId}/restore`, undefined],
      ] as const) {
        const r = await call(method, url, payload);
        expect([method, url, r.statusCode, r.json()]).toEqual([method, url, 409, SENT]);
      }
      expect((await call('GET', `${id}/texts`)).json()).toEqual([expect.objectContaining({ text: 'HOLA' })]);
    });

    it('refuses to send a design without a garment, and an unknown sample', async () => {
      const id = await buildSample(t.app);
      const res = await call('POST', `${id}/end-design`);
      expect([res.statusCode, res.json()]).toEqual([409, { message: 'Elige una prenda antes de enviar el diseño.' }]);
      expect((await call('POST', '999999/end-design')).statusCode).toBe(404);
    });
  });

  describe('hostile ids on every editor route', () => {
    const routes = (id: string, item: string) =>
      [
        ['PATCH', `${id}`, { sampleNotes: 'x' }],
        ['PATCH', `${id}/project`, { sampleName: 'x' }],
        ['POST', `${id}/end-design`, undefined],
        ['GET', `${id}/texts`, undefined],
        ['POST', `${id}/current-clothing-position/${item}/texts`, { text: 'x', widthCm: 1 }],
        ['PATCH', `${id}/texts/${item}`, { text: 'x' }],
        ['DELETE', `${id}/texts/${item}`, undefined],
        ['POST', `${id}/select-clothing/${item}`, undefined],
      ] as const;

    it.each(['0', '-1', 'abc', '1.5', '99999999999999999999', '2147483648', '%00'])('id %s → 400 JSON, never 500', async (bad) => {
      const id = await buildSample(t.app, { clothingId: shirt.id });
      for (const [method, url, payload] of [...routes(bad, '1'), ...routes(String(id), bad).filter(([, u]) => u.includes(bad))]) {
        const res = await call(method, url, payload);
        expect([method, url, res.statusCode]).toEqual([method, url, 400]);
        expect(res.json()).toEqual({ message: expect.any(String) });
      }
    });

    it('an unknown sample → 404 on every route', async () => {
      for (const [method, url, payload] of routes('2147483647', '1')) {
        const res = await call(method, url, payload);
        expect([method, url, res.statusCode]).toEqual([method, url, 404]);
      }
    });

    it('every editor route requires a session', async () => {
      for (const [method, url, payload] of routes('1', '1')) {
        const res = await anonymous(t.app, '/api/business/samples/')(method, url, payload);
        expect([method, url, res.statusCode]).toEqual([method, url, 401]);
      }
    });
  });
});
