import { MACHINES_MESSAGES } from '@muestrario/shared/domain';
import type { UserRole } from '@muestrario/shared/domain';
import { addUser, createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { seedIfEmpty } from '../../src/db/seed';
import { backofficeFixture } from '../helpers/backoffice';
import { injectAs } from '../helpers/request';
import { testDatabases } from '../helpers/databases';
import { buildSample, garments } from '../helpers/builders';
import { multipart, PNG_2x1 } from '../helpers/multipart';

// Argon2 sign-ins on a shared, busy machine.
jest.setTimeout(90_000);

const URL = '/api/business/machines';

const TAJIMA = { name: 'Tajima 6 cabezas', kind: 'embroidery', heads: 6, needles: 15, stitchesPerMinute: 850, shiftMinutes: [480, 480, 480, 480, 480, 300, 0], rateCentsPerHour: 45_000, active: true };
const PRESS = { name: 'Plancha neumática', kind: 'heat_press', heads: 1, needles: null, stitchesPerMinute: null, shiftMinutes: [480, 480, 480, 480, 480, 0, 0], rateCentsPerHour: 9_000, active: true };

const long = (n: number) => 'x'.repeat(n);
const week = (...minutes: unknown[]) => ({ ...TAJIMA, shiftMinutes: minutes });

/** Bodies refused on create and on change alike: each a 400 with a Spanish message, never a 500, nothing written. */
const HOSTILE: [string, unknown][] = [
  ['null', null],
  ['an array', [TAJIMA]],
  ['no fields', {}],
  ['a blank name', { ...TAJIMA, name: '   ' }],
  ['a name with NUL', { ...TAJIMA, name: 'Taji\u0000ma' }],
  ['a name with a newline', { ...TAJIMA, name: 'Tajima\nBrother' }],
  ['a 61-character name', { ...TAJIMA, name: long(61) }],
  ['the name as a number', { ...TAJIMA, name: 6 }],
  ['an unknown kind', { ...TAJIMA, kind: 'laser' }],
  ['the kind in Spanish', { ...TAJIMA, kind: 'Bordadora' }],
  ['zero heads', { ...TAJIMA, heads: 0 }],
  ['31 heads', { ...TAJIMA, heads: 31 }],
  ['heads with decimals', { ...TAJIMA, heads: 1.5 }],
  ['heads as text', { ...TAJIMA, heads: '6' }],
  ['an embroidery machine without needles', { ...TAJIMA, needles: null }],
  ['an embroidery machine without speed', { ...TAJIMA, stitchesPerMinute: null }],
  ['31 needles', { ...TAJIMA, needles: 31 }],
  ['a machine too slow', { ...TAJIMA, stitchesPerMinute: 99 }],
  ['a machine too fast', { ...TAJIMA, stitchesPerMinute: 3001 }],
  ['a press with needles', { ...PRESS, needles: 12 }],
  ['a press with a speed', { ...PRESS, stitchesPerMinute: 800 }],
  ['a negative rate', { ...PRESS, rateCentsPerHour: -1 }],
  ['a rate in fractions of a cent', { ...PRESS, rateCentsPerHour: 90.5 }],
  ['a rate too large', { ...PRESS, rateCentsPerHour: 10_000_001 }],
  ['a rate as text', { ...PRESS, rateCentsPerHour: '450' }],
  ['no rate', { name: 'Sin tarifa', kind: 'heat_press', heads: 1, needles: null, stitchesPerMinute: null, shiftMinutes: [480, 480, 480, 480, 480, 0, 0], active: true }],
  ['six days', week(480, 480, 480, 480, 480, 300)],
  ['eight days', week(480, 480, 480, 480, 480, 300, 0, 0)],
  ['a negative day', week(480, 480, -1, 480, 480, 300, 0)],
  ['a day of 1441 minutes', week(480, 480, 1441, 480, 480, 300, 0)],
  ['a day with decimals', week(480, 480, 480.5, 480, 480, 300, 0)],
  ['a day as text', week('480', 480, 480, 480, 480, 300, 0)],
  ['a day as null', week(null, 480, 480, 480, 480, 300, 0)],
  ['the week as an object', { ...TAJIMA, shiftMinutes: { lunes: 480 } }],
  ['active as text', { ...TAJIMA, active: 'true' }],
  ['active as 1', { ...TAJIMA, active: 1 }],
  ['no active', { ...TAJIMA, active: undefined }],
  ['an extra property', { ...TAJIMA, id: 1 }],
  ['an extra property (owner)', { ...TAJIMA, updatedBy: 1 }],
];

describe.each(testDatabases)('production machines (%s)', (kind) => {
  let t: TestApp;
  const as: Partial<Record<UserRole, ReturnType<typeof injectAs>>> = {};
  const rows = () => t.app.db.selectFrom('machines').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    // The garments and threads of the small fixture (no machines: the estimates start on the factory values).
    await seedIfEmpty(t.app.db, t.app.storage, backofficeFixture, t.clock.now());
    for (const role of ['seller', 'designer', 'production', 'quality', 'admin'] as const) {
      await addUser(t.app, { username: `u-${role}`, password: 'secreto-123', firstName: role, lastName: 'Prueba', role });
      as[role] = injectAs(t.app, await loginCookie(t.app, `u-${role}`, 'secreto-123'));
    }
  });
  afterAll(() => t.close());

  it('lists nothing on a new database, to any signed-in person, and nothing without a session', async () => {
    const res = await as.seller!('GET', URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it.each(['seller', 'designer', 'quality'] as const)('refuses a %s with 403 and a Spanish message, on create and change', async (role) => {
    const res = await as[role]!('POST', URL, TAJIMA);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MACHINES_MESSAGES.readOnly });
    expect((await as[role]!('PUT', `${URL}/1`, TAJIMA)).statusCode).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it.each(HOSTILE)('answers 400 JSON to a new machine with %s, and writes nothing', async (_name, body) => {
    const res = await as.production!('POST', URL, body);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().message).toMatch(/\S/);
    expect(await rows()).toEqual([]);
  });

  it('answers a body that is not JSON with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, headers: { cookie: await loginCookie(t.app, 'u-admin', 'secreto-123'), 'content-type': 'text/plain' }, payload: 'Tajima' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/\S/);
    expect(await rows()).toEqual([]);
  });

  it('says in Spanish what an embroidery machine lacks and what a press may not have', async () => {
    expect((await as.admin!('POST', URL, { ...TAJIMA, needles: null })).json()).toEqual({ message: MACHINES_MESSAGES.needlesRequired });
    expect((await as.admin!('POST', URL, { ...PRESS, stitchesPerMinute: 800 })).json()).toEqual({ message: MACHINES_MESSAGES.embroideryOnly });
  });

  it('lets production and admins add machines; a name taken (any case, accents or spaces) is a 409', async () => {
    const res = await as.production!('POST', URL, { ...TAJIMA, name: '  Tajima   6 cabezas ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), ...TAJIMA, updatedAt: t.clock.now().toISOString() });
    const press = await as.admin!('POST', URL, PRESS);
    expect(press.statusCode).toBe(201);
    expect(press.json()).toMatchObject({ needles: null, stitchesPerMinute: null, heads: 1 });
    const again = await as.admin!('POST', URL, { ...PRESS, name: 'PLANCHA NEUMATICA' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MACHINES_MESSAGES.nameTaken('PLANCHA NEUMATICA') });
    expect(await rows()).toHaveLength(2);
    const [first] = await rows();
    expect(first).toMatchObject({ name: 'Tajima 6 cabezas', updated_by: expect.any(Number) });
    // Everyone reads them, active first then by name.
    expect((await as.quality!('GET', URL)).json().map((m: { name: string }) => m.name)).toEqual(['Plancha neumática', 'Tajima 6 cabezas']);
  });

  describe('changes', () => {
    let id: number;
    beforeAll(async () => {
      id = (await as.admin!('GET', URL)).json().find((m: { name: string }) => m.name === 'Tajima 6 cabezas').id;
    });

    it.each(HOSTILE)('answers 400 JSON to a change with %s, and changes nothing', async (_name, body) => {
      const before = await rows();
      const res = await as.production!('PUT', `${URL}/${id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\S/);
      expect(await rows()).toEqual(before);
    });

    it.each([
      ['0', 400],
      ['+1', 400],
      ['uno', 400],
      ['2147483648', 400],
      ['999999', 404],
    ])('answers the id %s with %i and a Spanish message', async (param, status) => {
      const before = await rows();
      const res = await as.admin!('PUT', `${URL}/${param}`, TAJIMA);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(/\S/);
      if (status === 404) expect(res.json().message).toBe(MACHINES_MESSAGES.notFound);
      expect(await rows()).toEqual(before);
    });

    it('changes a machine whole; a name of another machine is a 409; its own name is fine', async () => {
      const changed = { ...TAJIMA, heads: 4, shiftMinutes: [540, 540, 540, 540, 540, 0, 0], active: false };
      t.clock.advance(60_000);
      const res = await as.production!('PUT', `${URL}/${id}`, changed);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id, ...changed, updatedAt: t.clock.now().toISOString() });
      const taken = await as.production!('PUT', `${URL}/${id}`, { ...changed, name: 'plancha neumática' });
      expect(taken.statusCode).toBe(409);
      expect((await as.seller!('GET', URL)).json().at(-1)).toMatchObject({ id, active: false, heads: 4 });
      // A kind change to a press drops needles and speed only when sent as null (the rule refuses them otherwise).
      const toPress = await as.admin!('PUT', `${URL}/${id}`, { ...changed, kind: 'heat_press', needles: null, stitchesPerMinute: null });
      expect(toPress.json()).toMatchObject({ kind: 'heat_press', needles: null, stitchesPerMinute: null });
      expect((await as.admin!('PUT', `${URL}/${id}`, { ...TAJIMA })).statusCode).toBe(200);
    });
  });

  it('two people naming a machine alike at once: one wins, the other gets 409', async () => {
    const body = { ...PRESS, name: 'Impresora DTF Epson', kind: 'dtf_printer' };
    const [a, b] = await Promise.all([as.admin!('POST', URL, body), as.production!('POST', URL, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((await rows()).filter((r) => r.name === 'Impresora DTF Epson')).toHaveLength(1);
  });

  it('lends the first active embroidery machine’s needles and speed to the decoration settings and the logos’ estimate', async () => {
    const settings = async () => (await as.seller!('GET', '/api/business/settings/decoration')).json();
    const tajima = (await rows()).find((r) => r.name === 'Tajima 6 cabezas')!;
    expect(await settings()).toMatchObject({ needles: 15, stitchesPerMinute: 850, machine: { id: tajima.id, name: 'Tajima 6 cabezas' } });

    const [shirt] = await garments(t.app);
    const sampleId = await buildSample(t.app, { clothingId: shirt!.id });
    const body = multipart({ heightCm: 5, originalWidth: 2, originalHeight: 1 }, { filename: 'logo.png', data: PNG_2x1 });
    const cookie = (await loginCookie(t.app, 'u-admin', 'secreto-123')) as string;
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/business/samples/${sampleId}/current-clothing-position/${shirt!.views[0]!.id}/logos`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(200);
    const estimate = async () => (await as.seller!('GET', `/api/business/samples/${sampleId}/logos`)).json()[0].estimate;
    const at850 = await estimate();
    // The Tajima retired: a second embroidery machine at 1,700 spm takes over; the same logo takes half the time.
    await as.admin!('PUT', `${URL}/${tajima.id}`, { ...TAJIMA, active: false });
    await as.admin!('POST', URL, { ...TAJIMA, name: 'Brother PR1050X', heads: 1, needles: 10, stitchesPerMinute: 1700 });
    expect(await settings()).toMatchObject({ needles: 10, stitchesPerMinute: 1700, machine: { name: 'Brother PR1050X' } });
    const at1700 = await estimate();
    expect(at1700.stitches).toBe(at850.stitches);
    expect(at1700.minutes).toBeCloseTo(at850.minutes / 2, 6);
  });
});
