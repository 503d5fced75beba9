import { compiledQuery } from '../../src/db/compiled-query';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';

describe.each(testDatabases)('compiledQuery (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
  }, 60_000);
  afterAll(() => t.close());

  it('answers what the same Kysely query answers, for each set of values', async () => {
    const db = t.app.db;
    const byStageAndName = compiledQuery(db, 2, (stage: number, name: string) =>
      db.selectFrom('samples').select(['id', 'sample_name']).where('stage', '=', stage as 1).where('sample_name', '!=', name).orderBy('id'),
    );
    for (const [stage, name] of [[1, 'Gorras evento'], [2, ''], [4, 'nada']] as const) {
      const expected = await db.selectFrom('samples').select(['id', 'sample_name']).where('stage', '=', stage).where('sample_name', '!=', name).orderBy('id').execute();
      expect(await byStageAndName(stage, name)).toEqual(expected);
    }
    expect((await byStageAndName(1, '')).length).toBeGreaterThan(0);
  });

  it('keeps constant values of the query and refuses a value that never reaches the SQL as a parameter', async () => {
    const db = t.app.db;
    const stageOne = compiledQuery(db, 1, (id: number) => db.selectFrom('samples').select('id').where('stage', '=', 1).where('id', '>', id));
    expect((await stageOne(0)).length).toBe((await db.selectFrom('samples').select('id').where('stage', '=', 1).execute()).length);
    // A stand-in the builder ignores (the types already refuse it: arity 1 for a builder of none).
    expect(() => compiledQuery(db, 1 as 0, () => db.selectFrom('samples').select('id'))).toThrow(/does not reach the SQL/);
  });
});
