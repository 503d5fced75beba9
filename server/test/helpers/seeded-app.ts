import type { LightMyRequestResponse } from 'fastify';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, loginCookie, type TestApp } from './app';
import type { DatabaseKind } from './databases';
import { fixtureData } from './fixture-data';

export interface SeededApp {
  t: TestApp;
  /** GET as the signed-in demo user. */
  get(url: string): Promise<LightMyRequestResponse>;
  /** Id of a fixture sample by its name. */
  idOf(sampleName: string): Promise<number>;
}

/** A fresh app seeded with the small fixture data, signed in as the fixture's demo user. */
export async function createSeededApp(kind: DatabaseKind): Promise<SeededApp> {
  const t = await createTestApp(kind);
  await seedIfEmpty(t.app.db, t.app.storage, fixtureData, t.clock.now());
  const cookie = await loginCookie(t.app, 'demo', 'demo1234');
  return {
    t,
    get: (url) => t.app.inject({ method: 'GET', url, headers: { cookie } }),
    idOf: async (name) =>
      (await t.app.db.selectFrom('samples').select('id').where('sample_name', '=', name).executeTakeFirstOrThrow()).id,
  };
}
