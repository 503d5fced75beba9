import { demoData } from '../../../src/db/seed/demo-data';
import { seedIfEmpty } from '../../../src/db/seed';
import { createTestApp, loginCookie, type TestApp } from '../../helpers/app';

/** The real demo data set seeds cleanly and every picture it names can be served. */
describe('demo data', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { garmentSvg: demoData.garmentSvg });
    expect(await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now())).toBe(true);
    cookie = await loginCookie(t.app, demoData.demoUser.username, demoData.demoUser.password);
  });
  afterAll(() => t.close());

  it('keeps every sample, logo and pantone it declares', async () => {
    const samples = await t.app.db.selectFrom('samples').select('id').execute();
    expect(samples).toHaveLength(demoData.samples.length);
    const declaredLogos = demoData.samples.filter((s) => s.garmentIndex !== null).flatMap((s) => s.logos).length;
    expect(await t.app.db.selectFrom('logos').select('id').execute()).toHaveLength(declaredLogos);
    const declaredPantones = demoData.samples
      .filter((s) => s.garmentIndex !== null)
      .flatMap((s) => s.logos)
      .reduce((n, l) => n + new Set(l.threadIds).size, 0);
    expect(await t.app.db.selectFrom('logo_pantones').select('logo_id').execute()).toHaveLength(declaredPantones);
  });

  it('serves every garment and view picture, recoloured', async () => {
    const files = demoData.garments.flatMap((g) => [g.image, ...g.positions.map((p) => p.image)]);
    for (const file of files) {
      const res = await t.app.inject({ method: 'GET', url: `/api/assets/${file}?color=123456`, headers: { cookie } });
      expect([file, res.statusCode]).toEqual([file, 200]);
      expect(res.body).toContain('#123456');
      expect(res.body).not.toContain('#GARMENT');
    }
  });
});
