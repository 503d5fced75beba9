import type { ProgramDetail } from '@muestrario/shared/domain';
import { demoData } from '../../src/db/seed/demo-data';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { injectAs, type Requester } from '../helpers/request';

jest.setTimeout(180_000);

/** The demo's uniform program (issue 35): a transport company's three job titles, kits of its authorised samples, 30 employees. */
describe.each(testDatabases)('demo uniform program (%s)', (kind) => {
  let t: TestApp;
  let demo: Requester;
  beforeAll(async () => {
    t = await createTestApp(kind, { garmentSvg: demoData.garmentSvg });
    await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now());
    demo = injectAs(t.app, await loginCookie(t.app, demoData.demoUser.username, demoData.demoUser.password));
  });
  afterAll(() => t.close());

  it('gives the demo seller the program of Transportes Halcón del Centro with its job titles, kits and roster', async () => {
    const client = await t.app.db.selectFrom('clients').select('id').where('card_name', '=', 'Transportes Halcón del Centro, S.A. de C.V.').executeTakeFirstOrThrow();
    const [summary] = (await demo.get(`/api/business-partners/${client.id}/programs`)).json();
    expect(summary).toMatchObject({ name: 'Uniformes 2026', period: 'anual', periodStart: `${t.clock.now().getUTCFullYear()}-01-01`, jobTitleCount: 3, employeeCount: 28 });
    const program: ProgramDetail = (await demo.get(`/api/programs/${summary.id}`)).json();
    expect(program.jobTitles.map((j) => [j.name, j.kit.map((k) => `${k.itemCode} ${k.colourName} ×${k.piecesPerPeriod}`)])).toEqual([
      ['Operador de almacén', ['POL-001 Azul marino ×3', 'CHL-001 Naranja alta visibilidad ×2', 'CHM-001 Azul marino ×1', 'GOR-001 Azul marino ×1']],
      ['Supervisor', ['POL-001 Blanco ×3', 'CHM-001 Negro ×1']],
      ['Chofer', ['POL-001 Azul marino ×3', 'CHM-001 Azul marino ×1', 'GOR-001 Negro ×2']],
    ]);
    const samples = await t.app.db.selectFrom('samples').select(['id', 'client_id', 'stage']).where('id', 'in', program.jobTitles.flatMap((j) => j.kit.map((k) => k.sampleId))).execute();
    expect(samples.every((s) => s.client_id === client.id && Number(s.stage) === 7)).toBe(true);
    const roster = (await demo.get(`/api/programs/${summary.id}/employees`)).json();
    expect(roster.rows).toHaveLength(30);
    expect(roster.areas).toEqual(['Almacén', 'Embarques', 'Flotilla', 'Patio']);
    for (const e of roster.rows) {
      const kit = program.jobTitles.find((j) => j.id === e.jobTitleId)!.kit;
      for (const line of kit) expect([e.name, line.sizes.includes(e.sizes[line.garmentType])]).toEqual([e.name, true]);
    }
  });
});
