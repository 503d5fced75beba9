import { sql, type Kysely } from 'kysely';
import * as m0008 from '../../src/db/migrations/0008_sample_list';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';

/** 0008_sample_list on a database that already holds samples: the search columns are filled from the names. */
describe.each(testDatabases)('migration 0008_sample_list (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
  });
  afterAll(() => t.close());

  it('folds the existing project and client names (down, then up again)', async () => {
    const db = t.app.db as unknown as Kysely<unknown>;
    await m0008.down(db);
    await sql`update samples set sample_name = 'Árbol ÑANDÚ' where id = (select min(id) from samples)`.execute(db);
    await m0008.up(db);
    const rows = await t.app.db.selectFrom('samples').select(['sample_name', 'search_name']).orderBy('id').execute();
    expect(rows[0]).toEqual({ sample_name: 'Árbol ÑANDÚ', search_name: 'arbol nandu' });
    const clients = await t.app.db.selectFrom('clients').select(['card_name', 'search_name']).execute();
    expect(clients).toContainEqual({ card_name: 'Logística Álamo', search_name: 'logistica alamo' });
  });
});
