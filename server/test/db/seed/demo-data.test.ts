import { addDays, businessDay, weekdayIndex } from '@muestrario/shared/rules';
import { demoData } from '../../../src/db/seed/demo-data';
import { seedIfEmpty } from '../../../src/db/seed';
import { createTestApp, loginCookie, type TestApp } from '../../helpers/app';
import { signIn } from '../../helpers/builders';
import type { Requester } from '../../helpers/request';

// Seeding the whole demo and argon2 sign-ins on a shared, busy machine take more than the default 30 s.
jest.setTimeout(120_000);

/** The real demo data set seeds cleanly and every picture it names can be served. */
describe('demo data', () => {
  let t: TestApp;
  let demo: Requester;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { garmentSvg: demoData.garmentSvg });
    expect(await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now())).toBe(true);
    demo = (await signIn(t.app, demoData.demoUser.username, demoData.demoUser.password)).as;
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

  it('gives a few texts a catalogue thread (their colour its hex) and a few samples their own department (issue 33)', async () => {
    const declared = demoData.samples.filter((s) => s.garmentIndex !== null).flatMap((s) => s.texts ?? []);
    expect(declared.length).toBeGreaterThanOrEqual(3);
    const texts = await t.app.db.selectFrom('texts').innerJoin('threads', 'threads.id', 'texts.thread_id').select(['texts.text', 'texts.color', 'threads.hex']).execute();
    expect(texts).toHaveLength(declared.length);
    for (const row of texts) expect([row.text, `#${row.color}`]).toEqual([row.text, row.hex.toUpperCase()]);

    const withDepartment = demoData.samples.filter((s) => s.department);
    expect(withDepartment.length).toBeGreaterThanOrEqual(3);
    const list = (await demo.get('/api/dashboard/samples')).json() as { sampleName: string; department: string | null }[];
    for (const s of withDepartment) expect(list.find((row) => row.sampleName === s.sampleName)?.department).toBe(s.department);
    // The review of a seeded sample names its text's thread.
    const [first] = await t.app.db.selectFrom('texts').select(['sample_id', 'thread_id']).execute();
    const served = (await demo.get(`/api/business/samples/${first!.sample_id}/texts`)).json() as { thread: { id: string } | null }[];
    expect(served.map((x) => x.thread?.id)).toContain(first!.thread_id);
  });

  it('has one user per role (and a second seller) who can sign in', async () => {
    const users = [demoData.demoUser, ...(demoData.team ?? [])];
    expect(users.map((u) => u.role).sort()).toEqual(['admin', 'designer', 'production', 'quality', 'seller', 'seller']);
    for (const u of users) expect(await loginCookie(t.app, u.username, u.password)).toMatch(/^muestrario_sid=/);
    const owners = await t.app.db.selectFrom('samples').select('created_by').distinct().execute();
    expect(owners).toHaveLength(2);
  });

  it("gives every sample a history that agrees with its stage: a chain of stage changes from 1 to where it is, each by the step's role", async () => {
    const samples = await t.app.db.selectFrom('samples').select(['id', 'sample_name', 'stage']).execute();
    const roleOf = new Map((await t.app.db.selectFrom('users').select(['id', 'role']).execute()).map((u) => [u.id, u.role]));
    const STEP_ROLE: Record<string, string> = { sendDesign: 'seller', uploadRender: 'designer', markMade: 'production', recordQuality: 'quality', completePhotos: 'quality', recordAnswer: 'seller' };
    for (const s of samples) {
      const page = (await demo.get(`/api/business/samples/${s.id}/events?limit=200`)).json();
      const changes = page.items.filter((e: { kind: string }) => e.kind === 'stage_changed');
      let stage = 1;
      for (const c of changes) {
        expect([s.sample_name, c.from]).toEqual([s.sample_name, stage]);
        expect([s.sample_name, c.action, roleOf.get(c.actor.id)]).toEqual([s.sample_name, c.action, STEP_ROLE[c.action]]);
        stage = c.to;
      }
      expect([s.sample_name, stage]).toEqual([s.sample_name, s.stage]);
      expect(page.items[0]).toMatchObject({ kind: 'created' });
      const times = page.items.map((e: { at: string }) => e.at);
      expect(times).toEqual([...times].sort());

      const lifecycle = (await demo.get(`/api/business/samples/${s.id}/lifecycle`)).json();
      const passed = changes.map((c: { to: number }) => c.to);
      if (passed.includes(5) || passed.includes(8) && changes.some((c: { from: number }) => c.from === 4)) expect([s.sample_name, lifecycle.qualityPhotos]).toEqual([s.sample_name, 1]);
      if (passed.includes(6)) expect([s.sample_name, lifecycle.views.every((v: { photographed: boolean }) => v.photographed)]).toEqual([s.sample_name, true]);
      const render = await demo.get(`/api/business/samples/${s.id}/render-file`);
      // No render yet is a normal state: 200 with null.
      expect([s.sample_name, render.statusCode, render.json() !== null]).toEqual([s.sample_name, 200, passed.includes(3)]);
    }
  });

  it('serves every garment and view picture, recoloured', async () => {
    const files = demoData.garments.flatMap((g) => [g.image, ...g.positions.map((p) => p.image)]);
    for (const file of files) {
      const res = await demo.get(`/api/assets/${file}?color=123456`);
      expect([file, res.statusCode]).toEqual([file, 200]);
      expect(res.body).toContain('#123456');
      expect(res.body).not.toContain('#GARMENT');
    }
  });
});

/** Issue 30: two open sales orders carry a size grid and a name list on an authorised sample with a name text. */
describe('demo order grids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { garmentSvg: demoData.garmentSvg });
    await seedIfEmpty(t.app.db, t.app.storage, demoData, t.clock.now());
  });
  afterAll(() => t.close());

  it('seeds orders whose gridded lines are their grid’s total, with one name per piece where the sample has a name text', async () => {
    const grids = await t.app.db.selectFrom('order_line_grids as g').innerJoin('documents as d', 'd.id', 'g.document_id').select(['d.id', 'd.status']).distinct().execute();
    expect(grids).toHaveLength(2);
    let named = 0;
    for (const g of grids) {
      // Open, or closed by the deliveries' demo data delivering it whole (issue 32).
      expect(['Abierta', 'Cerrada']).toContain(g.status);
      for (const grid of (await t.app.orderGrids.list(g.id))!) {
        expect(grid.total).toBeGreaterThan(0);
        if (grid.names.length) {
          named += 1;
          expect(grid.names).toHaveLength(grid.total);
          expect(grid.names[0]!.text).toBe('NOMBRE APELLIDO');
        }
        const line = await t.app.db.selectFrom('document_lines').select('quantity').where('document_id', '=', g.id).where('line_number', '=', grid.line - 1).executeTakeFirstOrThrow();
        expect(Number(line.quantity)).toBe(grid.total);
      }
    }
    expect(named).toBe(4);
  });

  it('seeds production orders in every status on this week’s board, some operations recorded', async () => {
    const page = await t.app.productionOrders.list({ pageSize: 50 });
    expect(page.rows.map((o) => o.status).sort()).toEqual(['cancelled', 'closed', 'in_progress', 'planned', 'released']);
    const closed = page.rows.find((o) => o.status === 'closed')!;
    expect(closed).toMatchObject({ progressPercent: 100, rejectedPieces: 1, goodPieces: closed.pieces - 1 });
    const inProgress = (await t.app.productionOrders.detail(page.rows.find((o) => o.status === 'in_progress')!.id))!;
    expect(inProgress.operations.map((o) => o.status).slice(0, 2)).toEqual(['done', 'in_progress']);
    const today = businessDay(t.clock.now());
    const monday = addDays(today, -weekdayIndex(today)!);
    const days = (await t.app.db.selectFrom('production_operations').select('planned_day').execute()).map((o) => o.planned_day!);
    expect(days.every((d) => d >= addDays(monday, -7) && d <= addDays(monday, 6))).toBe(true);
  });
});
