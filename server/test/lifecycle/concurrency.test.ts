import { testDatabases } from '../helpers/databases';
import { createLifecycleApp, type LifecycleApp } from '../helpers/lifecycle';

describe.each(testDatabases)('two people at once (%s)', (kind) => {
  let l: LifecycleApp;
  beforeAll(async () => {
    l = await createLifecycleApp(kind);
  });
  afterAll(() => l.close());

  it('two checklists at once: one 200, one 409, one checklist and one stage change stored', async () => {
    const s = await l.sampleAt(4);
    await l.photo('quality', s.id);
    const url = `/business/samples/${s.id}/transitions`;
    const [a, b] = await Promise.all([
      l.call('quality', 'POST', url, { to: 5, checklist: await l.checklist(s.id, true) }),
      l.call('admin', 'POST', url, { to: 8, checklist: await l.checklist(s.id, false) }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    expect((await l.call('owner', 'GET', `/business/samples/${s.id}`)).json().sampleStage).toBe(winner.json().sampleStage);
    const checklists = await l.t.app.db.selectFrom('quality_checklists').select('id').where('sample_id', '=', s.id).execute();
    expect(checklists).toHaveLength(1);
    const changes = await l.t.app.db.selectFrom('events').select('payload').where('sample_id', '=', s.id).where('kind', '=', 'stage_changed').execute();
    expect(changes.filter((c) => JSON.parse(c.payload).from === 4)).toHaveLength(1);
  });

  it('two owners opening the same round at once: one new round', async () => {
    const s = await l.sampleAt(4);
    await l.photo('quality', s.id);
    await l.call('quality', 'POST', `/business/samples/${s.id}/transitions`, { to: 8, checklist: await l.checklist(s.id, false) });
    const results = await Promise.all([
      l.call('owner', 'POST', `/business/samples/${s.id}/transitions`, { to: 1 }),
      l.call('admin', 'POST', `/business/samples/${s.id}/transitions`, { to: 1 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rounds = (await l.call('owner', 'GET', `/business/samples/${s.id}/rounds`)).json();
    expect(rounds.map((r: { round: number }) => r.round)).toEqual([1, 2]);
  });
});
