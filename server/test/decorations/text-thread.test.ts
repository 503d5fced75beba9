import { demoData } from '../../src/db/seed/demo-data';
import { seedIfEmpty } from '../../src/db/seed';
import { ESTIMATE_MESSAGES, textInsights } from '@muestrario/shared/rules';
import type { SampleText } from '@muestrario/shared/contract';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { pdfText, THREE_VIEW_SAMPLE } from '../documents/three-view-sample';
import { buildSample, garments } from '../helpers/builders';
import { injectAs, type Requester } from '../helpers/request';

jest.setTimeout(60_000);

/** Issue 33: a text's catalogue thread, its estimate on the worksheet, and the sample's department. */
describe.each(testDatabases)('text threads and sample departments (%s)', (kind) => {
  let t: TestApp;
  let as: Requester;

  beforeAll(async () => {
    t = await createTestApp(kind, { garmentSvg: demoData.garmentSvg });
    await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now());
    as = injectAs(t.app, await loginCookie(t.app, demoData.demoUser.username, demoData.demoUser.password));
  });
  afterAll(() => t.close());

  const newText = async (body: Record<string, unknown>) => {
    const shirt = (await garments(t.app))[0]!;
    const id = await buildSample(t.app, { clothingId: shirt.id });
    const res = await as('POST', `/api/business/samples/${id}/current-clothing-position/${shirt.views[0]!.id}/texts`, { text: 'SUPERVISOR', widthCm: 12, heightCm: 3, technique: 'Bordado', ...body });
    return { id, res };
  };

  it('creates and patches a text with a catalogue thread: its colour follows the thread; a colour alone clears it', async () => {
    const { id, res } = await newText({ threadId: '1002' });
    expect(res.statusCode).toBe(200);
    const created = res.json() as SampleText;
    expect(created.thread).toMatchObject({ id: '1002' });
    expect(`#${created.color}`).toBe(created.thread!.hex);
    const patched = await as('PATCH', `/api/business/samples/${id}/texts/${created.textId}`, { threadId: 'Oro' });
    expect(patched.json()).toMatchObject({ thread: { id: 'Oro', nombre: 'Metallic Gold' }, color: '84754E' });
    const cleared = await as('PATCH', `/api/business/samples/${id}/texts/${created.textId}`, { color: '00ff00' });
    expect(cleared.json()).toMatchObject({ thread: null, color: '00FF00' });
  });

  it.each([
    ['an unknown thread', { threadId: 'nope' }, 400],
    ['a number', { threadId: 1002 }, 400],
    ['an empty id', { threadId: '' }, 400],
    ['a long id', { threadId: 'x'.repeat(500) }, 400],
    ['an object', { threadId: { $ne: null } }, 400],
  ])('refuses %s as a text thread with a JSON 4xx, writing nothing', async (_name, body, status) => {
    const { id, res } = await newText(body);
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe('string');
    expect(await t.app.db.selectFrom('texts').select('id').where('sample_id', '=', id).execute()).toEqual([]);
  });

  it("worksheet.pdf names a text's thread and prints its Bordado estimate (the review's and editor's function)", async () => {
    const sampleId = (await t.app.db.selectFrom('samples').select('id').where('sample_name', '=', THREE_VIEW_SAMPLE).executeTakeFirstOrThrow()).id;
    const view = (await as('GET', `/api/business/samples/${sampleId}/current-clothing`)).json().positions[0];
    const user = await t.app.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('texts')
      .values({ sample_id: sampleId, position_id: view.id, text: 'JEFE TURNO', font: 'Roboto', color: '84754E', thread_id: 'Oro', technique: 'Bordado', comments: '', size: 12, height_cm: 3, width_cm: 14, rotate_degrees: 0, x_cm: 20, y_cm: 20, created_by: user.id, created_at: '2025-03-10T10:00:00.000Z' })
      .execute();
    const texts = (await as('GET', `/api/business/samples/${sampleId}/texts`)).json() as SampleText[];
    const text = texts.find((x) => x.text === 'JEFE TURNO')!;
    const estimate = textInsights(text, { sample: { sampleOn: 'Prenda', clothingColor: '#FFFFFF', canvasColor: '#FFFFFF' }, view: undefined }).estimate!;
    const pdf = (await as('GET', `/api/business/samples/${sampleId}/worksheet.pdf`)).rawPayload;
    const printed = pdfText(pdf).replace(/\s+/g, ' ');
    expect(printed).toContain('Hilo: Oro Metallic Gold');
    expect(printed).toContain(ESTIMATE_MESSAGES.estimatedCount(estimate.stitches));
  });

  it("saves a sample's department on creation and in project info; lists show it, else the client's", async () => {
    const created = await as('POST', '/api/business/samples', {
      sampleName: 'Overoles taller', dueDate: '2099-01-10', department: '  Mantenimiento ', cardCode: null, cardName: 'Taller Ruiz', email: 'compras@tallerruiz.mx',
      phone1: '5512345678', address: 'Calle 1', county: 'Coyoacán', state: 'Ciudad de México', zipCode: '04000', country: 'MEX',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().sampleId as number;
    expect((await as('GET', `/api/business/samples/${id}`)).json().department).toBe('Mantenimiento');
    const listed = async () => ((await as('GET', '/api/dashboard/samples')).json() as { sampleId: number; department: string | null }[]).find((s) => s.sampleId === id)?.department;
    expect(await listed()).toBe('Mantenimiento');
    expect((await as('PATCH', `/api/business/samples/${id}/project`, { department: 'Almacén' })).json().department).toBe('Almacén');
    expect(await listed()).toBe('Almacén');
    // Emptied: the client's department (none for this new client).
    expect((await as('PATCH', `/api/business/samples/${id}/project`, { department: '' })).json().department).toBeNull();
    for (const bad of [{ department: 'x'.repeat(61) }, { department: 5 }, { department: null }, { department: ['a'] }]) {
      const res = await as('PATCH', `/api/business/samples/${id}/project`, bad);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });
});
