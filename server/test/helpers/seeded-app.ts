import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, type TestApp } from './app';
import { signInDemo } from './builders';
import type { DatabaseKind } from './databases';
import { fixtureData } from './fixture-data';
import type { Requester } from './request';

export interface SeededApp {
  t: TestApp;
  /** Requests as the signed-in demo seller. */
  demo: Requester;
  /** GET as the signed-in demo user. */
  get: Requester['get'];
  /** Id of a fixture sample by its name. */
  idOf(sampleName: string): Promise<number>;
}

/** A fresh app seeded with the small fixture data, signed in as the fixture's demo user. */
export async function createSeededApp(kind: DatabaseKind): Promise<SeededApp> {
  const t = await createTestApp(kind);
  await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
  const { as: demo } = await signInDemo(t.app);
  return {
    t,
    demo,
    get: demo.get,
    idOf: async (name) =>
      (await t.app.db.selectFrom('samples').select('id').where('sample_name', '=', name).executeTakeFirstOrThrow()).id,
  };
}
