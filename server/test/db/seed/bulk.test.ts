import { sampleSearchFold } from '@muestrario/shared/rules';
import { seedBulk } from '../../../src/db/seed/bulk';
import { testDatabases } from '../../helpers/databases';
import { createSeededApp, type SeededApp } from '../../helpers/seeded-app';

describe.each(testDatabases)('seed:bulk (%s)', (kind) => {
  let s: SeededApp;
  beforeAll(async () => {
    s = await createSeededApp(kind);
  });
  afterAll(() => s.t.close());

  it('adds the samples asked for, with their clients, searchable and paged like any other', async () => {
    const before = await s.t.app.db.selectFrom('samples').select('id').execute();
    expect(await seedBulk(s.t.app.db, 1200, s.t.clock.now())).toEqual({ samples: 1200, clients: 30 });
    const rows = await s.t.app.db.selectFrom('samples').select(['sample_name', 'search_name', 'stage', 'create_date', 'due_date']).execute();
    expect(rows).toHaveLength(before.length + 1200);
    for (const r of rows) {
      expect(r.search_name).toBe(sampleSearchFold(r.sample_name));
      expect(r.due_date >= r.create_date.slice(0, 10)).toBe(true);
    }
    expect(new Set(rows.map((r) => r.stage)).size).toBe(8);
    const page = (await s.get('/api/dashboard/samples?q=queretaro&limit=10')).json();
    expect(page.total).toBeGreaterThan(10);
    expect(page.items).toHaveLength(10);
    expect(page.items.every((i: { sampleName: string; cardName: string }) => /querétaro/i.test(i.sampleName + i.cardName))).toBe(true);
    const events = await s.t.app.db.selectFrom('events').select('id').where('kind', '=', 'created').execute();
    expect(events.length).toBeGreaterThanOrEqual(1200);
  });
});
