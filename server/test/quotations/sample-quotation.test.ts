import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { decorationSettingsOf, formatInteger, logoInsights, textInsights } from '@muestrario/shared/rules';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { backofficeFixture } from '../helpers/backoffice';
import { buildSample, buildUser, garments, signInDemo } from '../helpers/builders';
import type { Requester } from '../helpers/request';

jest.setTimeout(60_000);

describe.each(testDatabases)("'Cotizar' on a sample (%s)", (kind) => {
  let t: TestApp;
  let demo: Requester;
  let sampleId: (name: string) => Promise<number>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, backofficeFixture, t.clock.now());
    demo = (await signInDemo(t.app)).as;
    sampleId = async (name) => (await t.app.db.selectFrom('samples').select('id').where('sample_name', '=', name).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('makes a quotation for the sample’s client with the garment and one line per decoration, linked both ways', async () => {
    const id = await sampleId('Uniformes planta norte');
    const res = await demo('POST', `/api/business/samples/${id}/quotations`);
    expect(res.statusCode).toBe(201);
    const q = res.json();
    expect(q).toMatchObject({ kind: 'quotation', status: 'Abierta', clientCode: 'C0001', name: 'Uniformes planta norte', sample: { id, name: 'Uniformes planta norte' } });
    expect(q.lines).toEqual([
      expect.objectContaining({ code: 'PLY-CR-11', quantity: 1, unitPriceCents: 8_900 }),
      // Logo Peñasco: Bordado 10 × 5 cm, an SVG (covered share unknown: the whole box, as the editor) →
      // 50 cm² × 310 = 15,500 stitches → the settings' tier 'Hasta 20,000 puntadas', $90 per piece.
      expect.objectContaining({
        code: 'BOR-MIL-13',
        description: 'Bordado «Logo Peñasco» (Frente, 10 × 5 cm): 15,500 puntadas estimadas · tarifa «Hasta 20,000 puntadas», $90 por pieza',
        unitPriceCents: 9_000,
      }),
      // Espalda: DTF 20 × 20 cm → 25.00 × 1.8
      expect.objectContaining({ code: 'DTF-PZA-14', description: expect.stringContaining('DTF «Espalda» (Espalda, 20 × 20 cm)'), unitPriceCents: 4_500 }),
      expect.objectContaining({ code: 'PON-LOG-16', quantity: 1 }),
    ]);
    expect((await demo('GET', `/api/business/samples/${id}/quotations`)).json()).toEqual([
      { id: q.id, folio: q.folio, status: 'Abierta', totalCents: q.totalCents, currency: 'MXN', createdOn: expect.any(String) },
    ]);
  });

  it('prices logos and texts with the stitches and tier the editor shows, following the admin’s settings (issue 33)', async () => {
    const garment = (await garments(t.app))[0]!;
    const id = await buildSample(t.app, { clothingId: garment.id, stage: 2, name: 'Cotizar como el editor' });
    const user = await t.app.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    const view = garment.views[0]!;
    const at = '2025-03-10T10:00:00.000Z';
    await t.app.db
      .insertInto('texts')
      .values({ sample_id: id, position_id: view.id, text: 'SUPERVISOR', font: 'Roboto', color: '1B2A4A', thread_id: '1002', technique: 'Bordado', comments: '', size: 12, height_cm: 4, width_cm: 30, rotate_degrees: 0, x_cm: 20, y_cm: 20, created_by: user.id, created_at: at })
      .execute();
    await t.app.db
      .insertInto('logos')
      .values({ sample_id: id, position_id: view.id, logo_name: 'Escudo', technique: 'Bordado', notes: '', notes_on_color: '', notes_on_position: '', height_cm: 9, width_cm: 9, rotate_degrees: 0, x_cm: 20, y_cm: 20, file_key: 'x.png', original_filename: 'x.png', file_size: 1, mime_type: 'image/png', coverage: 0.5, created_by: user.id, created_at: at })
      .execute();
    const editorSees = async () => {
      const settings = decorationSettingsOf((await demo('GET', '/api/business/settings/decoration')).json());
      const [logo] = (await demo('GET', `/api/business/samples/${id}/logos`)).json();
      const [text] = (await demo('GET', `/api/business/samples/${id}/texts`)).json();
      const sample = { sampleOn: 'Prenda' as const, clothingColor: '#FFFFFF', canvasColor: '#FFFFFF' };
      // What the editor runs (`insightsOf` → decorationInsights), on the saved values.
      return [logoInsights(logo, { sample, view: undefined, catalogue: [], settings }).estimate!, textInsights(text, { sample, view: undefined, settings }).estimate!];
    };
    const quoted = async () => {
      const res = await demo('POST', `/api/business/samples/${id}/quotations`);
      expect(res.statusCode).toBe(201);
      return (res.json().lines as { code: string; description: string; unitPriceCents: number }[]).filter((l) => l.code === 'BOR-MIL-13');
    };
    const agree = async () => {
      const [logo, text] = await editorSees();
      const lines = await quoted();
      expect(lines).toHaveLength(2);
      for (const [estimate, line] of [[logo!, lines.find((l) => l.description.includes('Escudo'))!], [text!, lines.find((l) => l.description.includes('SUPERVISOR'))!]] as const) {
        expect(line.description).toContain(`${formatInteger(estimate.stitches)} puntadas estimadas · tarifa «${estimate.tier!.label}»`);
        expect(line.unitPriceCents).toBe(estimate.tier!.price * 100);
      }
      return [logo, text];
    };
    // 9 × 9 cm at half coverage = 12,555 stitches; the text 30 × 4 cm × 0.35 = 13,020: both 'Hasta 20,000', $90.
    const [logo, text] = await agree();
    expect([logo!.stitches, text!.stitches, logo!.tier!.price]).toEqual([12_555, 13_020, 90]);
    // An admin changes the tiers: the editor and 'Cotizar' both follow.
    const admin = (await buildUser(t.app, { username: 'admin-tarifas', role: 'admin' })).as;
    const put = await admin('PUT', '/api/business/settings/decoration', { overheadPercent: 40, priceTiers: [{ upToStitches: 13_000, price: 70 }, { upToStitches: null, price: 120 }] });
    expect(put.statusCode).toBe(200);
    const [logo2, text2] = await agree();
    expect([logo2!.tier!.price, text2!.tier!.price]).toEqual([70, 120]);
  });

  it('refuses a sample still in design (stage 1), a missing one, and a reviewer', async () => {
    const early = await demo('POST', `/api/business/samples/${await sampleId('Gorras evento')}/quotations`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SALES_MESSAGES.sampleTooEarly);
    expect((await demo('POST', '/api/business/samples/999999/quotations')).statusCode).toBe(404);
    expect((await demo('GET', '/api/business/samples/999999/quotations')).statusCode).toBe(404);
    const reviewer = (await buildUser(t.app, { username: 'revisora', role: 'designer' })).as;
    expect((await reviewer('POST', `/api/business/samples/${await sampleId('Uniformes planta norte')}/quotations`)).statusCode).toBe(403);
  });
});
