import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';
import { buildSample, garments, postLogo, signInDemo } from '../helpers/builders';
import type { Requester } from '../helpers/request';

/**
 * One rule per field (issue 16): the server refuses the sizes, rotations and due dates the editor
 * refuses (shared rules `decorationLimits`, `isAllowedDueDate`), with the same Spanish message, and
 * changing the garment re-places decorations by print area (`replaceOnGarment`).
 */
describe.each(testDatabases)('decoration limits, due date and garment change (%s)', (kind) => {
  let t: TestApp;
  let demo: Requester;
  let call: Requester;
  let shirt: Awaited<ReturnType<typeof garments>>[number];
  let cap: Awaited<ReturnType<typeof garments>>[number];

  const upload = (sampleId: number, positionId: number, fields: Record<string, string | number> = {}) =>
    postLogo(demo, sampleId, positionId, { fields: { originalWidth: 200, originalHeight: 100, ...fields }, file: { filename: 'a.png' } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
    demo = (await signInDemo(t.app)).as;
    call = demo.under('/api/business/samples/');
    [shirt, cap] = (await garments(t.app)) as [typeof shirt, typeof cap];
  });
  afterAll(() => t.close());

  // The shirt's front view is 50 cm wide; the cap's front 18 cm.
  const HEIGHT = 'El alto debe estar entre 0.1 y 50 cm.';
  const WIDTH = 'El ancho debe estar entre 0.1 y 50 cm.';

  describe('PATCH …/logos/:logoId', () => {
    it.each([
      [{ heightCm: 500 }, 400, { message: HEIGHT, fields: ['heightCm'] }],
      [{ heightCm: 501 }, 400, { message: 'El campo «heightCm» debe ser menor o igual a 500.' }],
      [{ heightCm: 0 }, 400, { message: 'El campo «heightCm» debe ser mayor que 0.' }],
      [{ heightCm: 50.01 }, 400, { message: HEIGHT, fields: ['heightCm'] }],
      [{ heightCm: 120 }, 400, { message: HEIGHT, fields: ['heightCm'] }],
      [{ heightCm: 0.05 }, 400, { message: HEIGHT, fields: ['heightCm'] }],
      [{ widthCm: 51 }, 400, { message: WIDTH, fields: ['widthCm'] }],
      [{ heightCm: 10, widthCm: 60, logoNotes: 'no se guarda' }, 400, { message: WIDTH, fields: ['widthCm'] }],
      [{ rotateDegrees: 361 }, 400, { message: 'El campo «rotateDegrees» debe ser menor o igual a 360.' }],
      [{ heightCm: 'alto' }, 400, { message: 'El campo «heightCm» debe ser un número.' }],
    ])('refuses %j and changes nothing', async (payload, status, answer) => {
      const id = await buildSample(t.app, { clothingId: shirt.id });
      const { logoId } = (await upload(id, shirt.views[0]!.id)).json();
      const res = await call('PATCH', `${id}/logos/${logoId}`, payload);
      expect([res.statusCode, res.json()]).toEqual([status, expect.objectContaining(answer)]);
      const [logo] = (await call('GET', `${id}/logos`)).json();
      expect(logo).toMatchObject({ heightCm: 10, widthCm: 20, rotateDegrees: 0, logoNotes: '' });
    });

    it('accepts values at the limits (50 cm on a 50 cm view, -360°)', async () => {
      const id = await buildSample(t.app, { clothingId: shirt.id });
      const { logoId } = (await upload(id, shirt.views[0]!.id)).json();
      const res = await call('PATCH', `${id}/logos/${logoId}`, { heightCm: 25, widthCm: 50, rotateDegrees: -360 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ heightCm: 25, widthCm: 50, rotateDegrees: -360 });
    });
  });

  describe('texts and uploads', () => {
    it('PATCH …/texts/:textId refuses a side larger than its view', async () => {
      const id = await buildSample(t.app, { clothingId: cap.id });
      const { textId } = (await call('POST', `${id}/current-clothing-position/${cap.views[0]!.id}/texts`, { text: 'HOLA', widthCm: 4 })).json();
      const res = await call('PATCH', `${id}/texts/${textId}`, { heightCm: 19 });
      expect([res.statusCode, res.json()]).toEqual([400, { message: 'El alto debe estar entre 0.1 y 18 cm.', fields: ['heightCm'] }]);
      expect((await call('PATCH', `${id}/texts/${textId}`, { heightCm: 18 })).statusCode).toBe(200);
    });

    it.each([
      [{ text: 'HOLA', widthCm: 19 }, 'El ancho debe estar entre 0.1 y 18 cm.'],
      [{ text: 'HOLA', widthCm: 4, heightCm: 0.05 }, 'El alto debe estar entre 0.1 y 18 cm.'],
    ])('creating a text refuses %j', async (payload, message) => {
      const id = await buildSample(t.app, { clothingId: cap.id });
      const res = await call('POST', `${id}/current-clothing-position/${cap.views[0]!.id}/texts`, payload);
      expect([res.statusCode, res.json()]).toEqual([400, { message, fields: [expect.any(String)] }]);
      expect((await call('GET', `${id}/texts`)).json()).toEqual([]);
    });

    it('an upload with a size larger than the view is refused; without a size the default is fitted to the view', async () => {
      const id = await buildSample(t.app, { clothingId: cap.id });
      const refused = await upload(id, cap.views[0]!.id, { heightCm: 12, widthCm: 24 });
      expect([refused.statusCode, refused.json()]).toEqual([400, { message: 'El ancho debe estar entre 0.1 y 18 cm.', fields: ['widthCm'] }]);
      // Default 10 cm high × 20 wide does not fit an 18 cm view: 18 × 9.
      const fitted = await upload(id, cap.views[0]!.id);
      expect(fitted.statusCode).toBe(200);
      expect(fitted.json()).toMatchObject({ widthCm: 18, heightCm: 9 });
    });
  });

  describe('PATCH …/project due date: tomorrow or later, as on creation', () => {
    // The test clock is 2025-03-10T15:00Z: the server's minimum is 2025-03-11.
    it.each(['2025-03-10', '2025-03-09', '2000-01-01'])('refuses %s with 400 and keeps the date', async (dueDate) => {
      const id = await buildSample(t.app, { clothingId: shirt.id });
      const res = await call('PATCH', `${id}/project`, { dueDate });
      expect([res.statusCode, res.json()]).toEqual([400, { message: 'La fecha de entrega debe ser a partir de mañana.', fields: ['dueDate'] }]);
      expect((await call('GET', `${id}`)).json().dueDate).toBe('2025-03-30');
    });

    it('accepts tomorrow', async () => {
      const id = await buildSample(t.app, { clothingId: shirt.id });
      const res = await call('PATCH', `${id}/project`, { dueDate: '2025-03-11' });
      expect([res.statusCode, res.json().dueDate]).toEqual([200, '2025-03-11']);
    });
  });

  describe('select-clothing re-places decorations by print area', () => {
    /** A garment whose front has a 'Pecho izquierdo' area elsewhere than the shirt's. */
    const jacketWithChest = async () => {
      const { id: clothingId } = await t.app.db.insertInto('clothing').values({ title: `Chamarra ${kind}`, image: 'playera.svg', sort_order: 99 }).returning('id').executeTakeFirstOrThrow();
      const { id: positionId } = await t.app.db
        .insertInto('clothing_positions')
        .values({ clothing_id: clothingId, title: 'Frente', image: 'playera-frente.svg', width: 60, sort_order: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.app.db
        .insertInto('position_areas')
        .values([
          { position_id: positionId, title: 'Centro', area_left: 20, area_top: 20, width: 60, height: 60, sort_order: 0 },
          { position_id: positionId, title: 'Pecho izquierdo', area_left: 60, area_top: 10, width: 10, height: 10, sort_order: 1 },
        ])
        .execute();
      return { clothingId, positionId };
    };

    it("into the same-named area (relative place kept, scaled down to fit), else centred in the largest area", async () => {
      const jacket = await jacketWithChest();
      const id = await buildSample(t.app, { clothingId: shirt.id });
      // Shirt front (50 cm): 'Pecho izquierdo' is 27.5–35 × 12.5–18.5 cm; its centre is (31.25, 15.5).
      const chest = (await upload(id, shirt.views[0]!.id, { heightCm: 3, widthCm: 6, xPositionCm: 31.25, yPositionCm: 15.5 })).json();
      // Outside every area: goes to the centre of the largest one.
      const loose = (await upload(id, shirt.views[0]!.id, { heightCm: 4, widthCm: 8, xPositionCm: 6, yPositionCm: 44 })).json();
      expect((await call('POST', `${id}/select-clothing/${jacket.clothingId}`)).statusCode).toBe(200);
      const logos = (await call('GET', `${id}/logos`)).json() as { logoId: number; viewId: number; xpositionCm: number; ypositionCm: number; widthCm: number; heightCm: number }[];
      const moved = new Map(logos.map((l) => [l.logoId, l]));
      // Jacket 'Pecho izquierdo' is 36–42 × 6–12 cm: its centre (39, 9); 6 × 3 fits.
      expect(moved.get(chest.logoId)).toMatchObject({ viewId: jacket.positionId, xpositionCm: 39, ypositionCm: 9, widthCm: 6, heightCm: 3 });
      // Largest area 'Centro' 12–48 cm: centre (30, 30), size kept.
      expect(moved.get(loose.logoId)).toMatchObject({ viewId: jacket.positionId, xpositionCm: 30, ypositionCm: 30, widthCm: 8, heightCm: 4 });
    });

    it('a logo too large for the new area is scaled down, ratio kept', async () => {
      const jacket = await jacketWithChest();
      const id = await buildSample(t.app, { clothingId: shirt.id });
      const big = (await upload(id, shirt.views[0]!.id, { heightCm: 20, widthCm: 40, xPositionCm: 25, yPositionCm: 25 })).json();
      await call('POST', `${id}/select-clothing/${jacket.clothingId}`);
      const [logo] = (await call('GET', `${id}/logos`)).json();
      // Shirt 'Centro' → jacket 'Centro' (36 cm square): 40 × 20 → 36 × 18.
      expect(logo).toMatchObject({ logoId: big.logoId, widthCm: 36, heightCm: 18 });
    });
  });
});
